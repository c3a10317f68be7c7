import BrowserDriver
import MailSiteGen

/// Draws the planned states in a headless browser: the build's files are written to the
/// browser's temporary folder (and only there: the browser is the one reader), each state's link
/// is opened fresh at its size and scale, and the picture is taken once the page has settled.
public enum SnapshotCapture {
    /// One state's picture: the PNG as the browser encoded it.
    public struct Picture: Sendable {
        public var planned: PlannedState
        public var png: [UInt8]
    }

    /// Opens every planned state of the build `files` in the browser at `found` and returns their
    /// pictures, in order; `progress` hears each state before it is drawn. The browser is closed
    /// and its folder removed on every path out.
    public static func pictures(
        of files: [OutputFile], states: [PlannedState], browser found: BrowserLocator.Found,
        timeoutSeconds: Int = Browser.defaultTimeoutSeconds, progress: (PlannedState) -> Void = { _ in }
    ) throws(BrowserError) -> (pictures: [Picture], browser: BrowserVersion) {
        try Browser.with(found, timeoutSeconds: timeoutSeconds) { browser throws(BrowserError) in
            for file in files { try browser.folder.write("site/\(file.path)", file.bytes) }
            let page = try BrowserPage(in: browser)
            let base = "file://" + percentEncodedPath(browser.folder.path + "/site/")
            var pictures: [Picture] = []
            for planned in states {
                progress(planned)
                try page.setViewport(width: planned.width, height: planned.height, scale: planned.scale)
                // A fresh document for every state: between two links of the same page the browser
                // would only change the fragment.
                try page.navigate("about:blank")
                try page.navigate(base + planned.state.link)
                try page.evaluate(settled, waitingFor: "“\(planned.state.label)” to settle")
                pictures.append(Picture(planned: planned, png: try page.screenshot()))
            }
            return (pictures, browser.version)
        }
    }

    /// Resolves once the page is what a person sees after opening the link and waiting: its script
    /// started and drew the link's state (`data-ready`), its fonts loaded, and no animation on the
    /// document's timeline running for three frames in a row (the scroll-driven ones never end
    /// and follow the scroll offset, which the link set), then one more frame.
    static let settled = """
        new Promise((resolve) => {
          const root = document.documentElement;
          const running = () => document.getAnimations().filter((animation) =>
            animation.playState === 'running' && animation.timeline === document.timeline);
          const settle = () => {
            let quiet = 0;
            const check = () => {
              quiet = running().length ? 0 : quiet + 1;
              if (quiet >= 3) requestAnimationFrame(() => resolve(true));
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          };
          const ready = () => root.hasAttribute('data-ready')
            ? document.fonts.ready.then(settle) : requestAnimationFrame(ready);
          ready();
        })
        """

    /// A path as a file URL writes it: every byte but unreserved characters and `/` percent-encoded.
    static func percentEncodedPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                result += "%"
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
