import BrowserDriver
import Encoders
import LayoutSpec
import MailSiteGen

/// `snapshots.json`: what a snapshot folder holds, one entry a state in the board's order, and
/// how the pictures were made (the scale asked for, framed or not), so that a later run can tell
/// whether it is comparable.
public struct SnapshotManifest: Sendable, Equatable {
    /// One state: its name, label, link, file, size in pixels, scale and pixel hash.
    public typealias Entry = SnapshotState

    /// The shape's version, raised when a key changes meaning.
    public static let formatVersion = 1
    public static let fileName = "snapshots.json"

    /// `--scale` as given; nil for each phone's own.
    public var scale: Double?
    public var framed: Bool
    /// The spec's file, or "the built-in spec".
    public var spec: String
    /// `Chromium 156.0.8078.129`.
    public var browser: String
    public var states: [Entry]

    public init(scale: Double?, framed: Bool, spec: String, browser: String, states: [Entry]) {
        self.scale = scale
        self.framed = framed
        self.spec = spec
        self.browser = browser
        self.states = states
    }

    public var json: JSONValue {
        .object([
            ("format", .integer(Self.formatVersion)),
            ("generator", .string("MailSiteGen \(MailSiteGenVersion.current)")),
            ("spec", .string(spec)),
            ("browser", .string(browser)),
            ("scale", scale.map { .number($0) } ?? .string("device")),
            ("frame", .bool(framed)),
            (
                "states",
                .array(
                    states.map { entry in
                        .object([
                            ("name", .string(entry.name)), ("label", .string(entry.label)),
                            ("link", .string(entry.link)), ("file", .string(entry.file)),
                            ("width", .integer(entry.width)), ("height", .integer(entry.height)),
                            ("scale", .number(entry.scale)), ("pixelHash", .string(entry.pixelHash)),
                        ])
                    })
            ),
        ])
    }

    /// The manifest in `bytes`; nil when they are not a snapshot folder's `snapshots.json`.
    public init?(json bytes: [UInt8]) {
        guard let node = try? JSONParser.parse(bytes), node.member("format")?.numberValue == 1,
            let states = node.member("states")?.arrayValue
        else { return nil }
        var entries: [Entry] = []
        for state in states {
            guard let name = state.member("name")?.stringValue, let file = state.member("file")?.stringValue,
                let width = state.member("width")?.numberValue, let height = state.member("height")?.numberValue,
                let scale = state.member("scale")?.numberValue, let hash = state.member("pixelHash")?.stringValue
            else { return nil }
            entries.append(
                Entry(
                    name: name, label: state.member("label")?.stringValue ?? name,
                    link: state.member("link")?.stringValue ?? "", file: file, width: Int(width), height: Int(height),
                    scale: scale, pixelHash: hash))
        }
        self.init(
            scale: node.member("scale")?.numberValue, framed: node.member("frame")?.boolValue ?? false,
            spec: node.member("spec")?.stringValue ?? "", browser: node.member("browser")?.stringValue ?? "",
            states: entries)
    }
}

extension SnapshotManifest {
    /// How the pictures were made, in words: `at each phone's own scale`, `at scale 2, framed`.
    public static func describe(scale: Double?, framed: Bool) -> String {
        let scaleText =
            scale.map { "at scale \($0 == $0.rounded() ? String(Int($0)) : String($0))" } ?? "at each phone's own scale"
        return scaleText + (framed ? ", framed" : "")
    }
}

/// Where `snapshot` writes.
public enum SnapshotFolder {
    public static let conventionalPath: FilePath = "snapshots"
}

extension SnapshotManifest {
    /// The manifest of `pictures`, each hashed by `pixelHash` (of its PNG's bytes).
    public init(
        pictures: [SnapshotCapture.Picture], scale: Double?, framed: Bool, spec: String, browser: BrowserVersion,
        pixelHash: ([UInt8]) -> String = { (try? PNGDecoder.decode($0))?.pixelHash ?? "" }
    ) {
        self.init(
            scale: scale, framed: framed, spec: spec, browser: "\(browser.product) \(browser.text)",
            states: pictures.map { picture in
                let planned = picture.planned
                return Entry(
                    name: planned.name, label: planned.state.label, link: planned.link, file: planned.file,
                    width: picture.pixelSize.width, height: picture.pixelSize.height, scale: planned.scale,
                    pixelHash: pixelHash(picture.png))
            })
    }

    /// The folder's files: each picture, then `snapshots.json`.
    public static func files(of pictures: [SnapshotCapture.Picture], manifest: SnapshotManifest) -> [OutputFile] {
        pictures.map { OutputFile(path: $0.planned.file, bytes: $0.png) }
            + [OutputFile(path: fileName, contents: manifest.json.formatted() + "\n")]
    }
}
