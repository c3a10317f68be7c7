import BrowserDriver
import LayoutSpec
import MailSiteGen

/// Draws the planned states in a headless browser: the build's files are written to the
/// browser's temporary folder (and only there: the browser is the one reader), each state's link
/// is opened fresh at its size and scale, and the picture is taken once the page has settled.
public enum SnapshotCapture {
    /// One state's picture: the PNG as the browser encoded it.
    public struct Picture: Sendable {
        public var planned: PlannedState
        public var png: [UInt8]

        /// The PNG's width and height in pixels, from its header (IHDR, right after the signature).
        public var pixelSize: (width: Int, height: Int) {
            guard png.count >= 24 else { return (0, 0) }
            func number(at offset: Int) -> Int { png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
            return (number(at: 16), number(at: 20))
        }
    }

    /// Opens every planned state of the build `files` in the browser at `found` and returns their
    /// pictures, in order; `progress` hears each state before it is drawn. The browser is closed
    /// and its folder removed on every path out.
    public static func pictures(
        of files: [OutputFile], states: [PlannedState], browser found: BrowserLocator.Found,
        timeoutSeconds: Int = Browser.defaultTimeoutSeconds, frame: Bool = false,
        progress: (PlannedState) -> Void = { _ in }
    ) throws(BrowserError) -> (pictures: [Picture], browser: BrowserVersion) {
        try Browser.with(found, timeoutSeconds: timeoutSeconds) { browser throws(BrowserError) in
            for file in files { try browser.folder.write("site/\(file.path)", file.bytes) }
            let page = try BrowserPage(in: browser)
            // The viewer's settings as an iPhone's out of the box, whatever the machine's: light,
            // no reduced motion, standard contrast and transparency, no forced colours. A state that
            // needs another says so in its link.
            try page.send("Emulation.setEmulatedMedia", [("features", .array(viewerSettings))])
            let base = "file://" + percentEncodedPath(browser.folder.path + "/site/")
            var pictures: [Picture] = []
            for planned in states {
                progress(planned)
                try page.setViewport(width: planned.width, height: planned.height, scale: planned.scale)
                // A fresh document for every state: between two links of the same page the browser
                // would only change the fragment.
                try page.navigate("about:blank")
                try page.navigate(base + planned.link)
                try page.evaluate(settled, waitingFor: "“\(planned.state.label)” to settle")
                let screen = try page.screenshot()
                pictures.append(
                    Picture(planned: planned, png: frame ? try framed(screen, planned, page: page) : screen))
            }
            return (pictures, browser.version)
        }
    }

    /// The screen's picture with the phone drawn around it (`DeviceOutline`), drawn by the same
    /// browser from a page of the driver's own: the picture shown 1:1 at the same scale, the
    /// outside transparent.
    static func framed(_ screen: [UInt8], _ planned: PlannedState, page: BrowserPage) throws(BrowserError) -> [UInt8] {
        let state = planned.state
        let outline = DeviceOutline.of(state.device, width: Double(planned.width), height: Double(planned.height))
        let folder = page.browser.folder
        try folder.write("frames/\(planned.name).png", screen)
        let markup = outline.page(
            image: "\(planned.name).png", width: Double(planned.width), height: Double(planned.height),
            dark: state.fragment.contains("scheme=dark"))
        try folder.write("frames/\(planned.name).html", Array(markup.utf8))
        try page.setViewport(
            width: Int(outline.bodyWidth.rounded(.up)), height: Int(outline.bodyHeight.rounded(.up)),
            scale: planned.scale)
        let transparent: JSONValue = .object([
            ("r", .integer(0)), ("g", .integer(0)), ("b", .integer(0)), ("a", .integer(0)),
        ])
        try page.send("Emulation.setDefaultBackgroundColorOverride", [("color", transparent)])
        try page.navigate("file://" + percentEncodedPath("\(folder.path)/frames/\(planned.name).html"))
        try page.evaluate(
            "document.querySelector('img').decode().then(() => new Promise((resolve) => "
                + "requestAnimationFrame(() => requestAnimationFrame(resolve))))",
            waitingFor: "the frame of “\(state.label)”")
        let picture = try page.screenshot()
        try page.send("Emulation.setDefaultBackgroundColorOverride")
        return picture
    }

    static let viewerSettings: [JSONValue] = [
        ("prefers-color-scheme", "light"), ("prefers-reduced-motion", "no-preference"),
        ("prefers-contrast", "no-preference"), ("prefers-reduced-transparency", "no-preference"),
        ("forced-colors", "none"),
    ].map { .object([("name", .string($0.0)), ("value", .string($0.1))]) }

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
    public static func percentEncodedPath(_ path: String) -> String {
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
