import LayoutSpec
import Snapshots

/// `--link`: the state the recording starts on, as the page's deep link writes it
/// (`tab=updates&y=120&scheme=dark&dir=rtl`), with the phone's status bar drawn as `snapshot`
/// draws it, and the screen's size in points (the link's `device`, else the spec's screen).
public struct RecordLink: Sendable, Equatable {
    /// The fragment the page opens, without `#`: the given one, then `statusbar=1`.
    public let fragment: String
    /// The phone the screen is: the link's `device`, else the spec's.
    public let device: PhoneModel
    /// The screen in points (CSS px), rounded as `snapshot` rounds it.
    public let width: Int
    public let height: Int
    /// The link's `tab`, if it names one: the tab the steps start from.
    public let tab: String?

    /// The keys the page reads from a link (`readLink` in app.js).
    public static let keys = [
        "tab", "y", "scheme", "text", "dir", "contrast", "transparency", "device", "q", "motion", "zoom", "hold",
        "locale", "statusbar",
    ]

    /// The link relative to the build's folder.
    public var href: String { "index.html#" + fragment }

    /// Reads `text` (`tab=…&…`, also with a leading `#` or `index.html#`) for `spec`.
    public init(_ text: String?, spec: LayoutSpec) throws(RecordingError) {
        var given = text ?? ""
        if let hash = given.firstIndex(of: "#") { given = String(given[given.index(after: hash)...]) }
        var pairs: [(String, String)] = []
        for part in given.split(separator: "&") {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let key = pieces[0]
            guard Self.keys.contains(key) else {
                let close = key.isEmpty ? nil : SnapshotName.closest(to: key, in: Self.keys)
                throw .unknownLinkParameter(key, suggestion: close)
            }
            pairs.append((key, pieces.count > 1 ? pieces[1] : ""))
        }
        var device = spec.screen.device
        if let named = pairs.last(where: { $0.0 == "device" })?.1 {
            guard let model = PhoneModel(rawValue: named) else {
                throw .badLinkValue(key: "device", value: named, known: PhoneModel.allCases.map(\.rawValue))
            }
            device = model
        }
        let tabs = [Tab.allMailsID] + spec.tabs.map(\.id)
        let tab = pairs.last(where: { $0.0 == "tab" })?.1
        if let tab, !tabs.contains(tab) {
            throw .badLinkValue(key: "tab", value: tab, known: tabs)
        }
        self.tab = tab
        self.device = device
        let size = device.metrics.map { ($0.width, $0.height) } ?? (spec.screen.width, spec.screen.height)
        width = Int(size.0.rounded())
        height = Int(size.1.rounded())
        if !pairs.contains(where: { $0.0 == "statusbar" }) { pairs.append(("statusbar", "1")) }
        fragment = pairs.map { "\($0)=\(Self.encoded($1))" }.joined(separator: "&")
    }

    /// The link's own text kept, but anything a URL's fragment does not hold as it is (`#`,
    /// spaces, non-ASCII) percent-encoded; an existing `%XX` stays.
    static func encoded(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
                    || "-._~%+,:;!$'()*/?@".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                result += "%"
                result.unicodeScalars.append(digits[Int(byte >> 4)])
                result.unicodeScalars.append(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
