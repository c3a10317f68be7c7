import LayoutSpec

extension SwiftUIGenerator {
    /// The asset catalogue written beside the Swift file when the spec has icons of its own.
    public static let assetCatalogueName = "MailIcons.xcassets"

    /// The asset catalogue's files, relative to its folder, in the layout Xcode writes: its
    /// `Contents.json`, and for each custom icon an image set (`TabForumsIcon.imageset/`, and
    /// `TabForumsIcon.fill.imageset/` for a filled form of its own) holding the reduced SVG, not the
    /// file's bytes, kept as vectors and drawn as a template image in the pill's colour. Empty
    /// when the spec has none.
    public func assetCatalogue() -> [OutputFile] {
        let tabs = TabCases(spec: spec)
        var files: [OutputFile] = []
        for icon in icons.icons {
            let forms = [(icon.outline, false)] + (icon.filled.map { [($0, true)] } ?? [])
            for (drawing, filled) in forms {
                guard let name = tabs.assetName(for: icon.symbol, filled: filled) else { continue }
                let folder = "\(name).imageset"
                files.append(OutputFile(path: "\(folder)/Contents.json", contents: Self.imageSetContents(name)))
                files.append(OutputFile(path: "\(folder)/\(name).svg", contents: drawing.file))
            }
        }
        guard !files.isEmpty else { return [] }
        return [OutputFile(path: "Contents.json", contents: Self.catalogueContents)] + files
    }

    private static let info: (String, JSONValue) = (
        "info", .object([("author", .string("mailsitegen")), ("version", .integer(1))])
    )

    private static var catalogueContents: String { JSONValue.object([info]).formatted() + "\n" }

    /// An image set of one universal SVG, its vectors kept (so it stays sharp at any size) and
    /// drawn as a template (in the foreground style, as an SF Symbol is).
    private static func imageSetContents(_ name: String) -> String {
        let image: JSONValue = .object([("filename", .string("\(name).svg")), ("idiom", .string("universal"))])
        let properties: JSONValue = .object([
            ("preserves-vector-representation", .bool(true)),
            ("template-rendering-intent", .string("template")),
        ])
        return JSONValue.object([("images", .array([image])), info, ("properties", properties)]).formatted() + "\n"
    }
}
