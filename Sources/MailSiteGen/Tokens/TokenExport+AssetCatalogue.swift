import LayoutSpec

/// `MailDesign.xcassets`: a colour set per colour of the spec, as Xcode writes one: the colour in
/// any appearance, then dark, high contrast, and dark with high contrast, each in sRGB.
extension TokenExport {
    static let assetCatalogueName = "MailDesign.xcassets"

    /// The catalogue's `Contents.json` and one `<Name>.colorset/Contents.json` per colour.
    func assetCatalogue(_ values: [ExportedValue]) -> [OutputFile] {
        var files = [OutputFile(path: "\(Self.assetCatalogueName)/Contents.json", contents: Self.xcodeJSON([]))]
        let tabCases = TabCases(spec: spec)
        for value in values {
            guard case .color(let color) = value.value else { continue }
            let entries: [JSONValue] = Appearance.allCases.map { appearance in
                var appearances: [JSONValue] = []
                if appearance.isDark { appearances.append(Self.appearance("luminosity", "dark")) }
                if appearance.isHighContrast { appearances.append(Self.appearance("contrast", "high")) }
                var members: [(String, JSONValue)] = []
                if !appearances.isEmpty { members.append(("appearances", .array(appearances))) }
                members += [("color", color.rgb(in: appearance).assetCatalogueColor), ("idiom", .string("universal"))]
                return .object(members)
            }
            let name = Self.colorSetName(value, tabCases: tabCases)
            files.append(
                OutputFile(
                    path: "\(Self.assetCatalogueName)/\(name).colorset/Contents.json",
                    contents: Self.xcodeJSON([("colors", .array(entries))])))
        }
        return files
    }

    /// The colour set's name (`ColorSetName`): a tab's colour by its case in `TabModel`.
    static func colorSetName(_ value: ExportedValue, tabCases: TabCases) -> String {
        if case .index(let index)? = value.path.components.dropFirst().first, tabCases.cases.indices.contains(index) {
            return ColorSetName.tab(case: tabCases.cases[index].name)
        }
        return ColorSetName.field(value.path)
    }

    private static func appearance(_ kind: String, _ value: String) -> JSONValue {
        .object([("appearance", .string(kind)), ("value", .string(value))])
    }

    /// A `Contents.json` as Xcode writes it: `members`, then `info`, keys spaced as `"key" : value`.
    private static func xcodeJSON(_ members: [(String, JSONValue)]) -> String {
        let info: JSONValue = .object([("author", .string("xcode")), ("version", .integer(1))])
        let text = JSONValue.object(members + [("info", info)]).formatted()
        return Self.xcodeSpacing(text) + "\n"
    }

    /// `"key": value` as `"key" : value`, Xcode's spacing, outside strings only.
    private static func xcodeSpacing(_ text: String) -> String {
        var result: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte
                    == UInt8(ascii: "\"")
                {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ":") {
                result.append(UInt8(ascii: " "))
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension SpecColor.RGB {
    /// `{"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xFF", …}}`, the 8-bit
    /// hexadecimal form Xcode writes for a colour typed in as hex.
    var assetCatalogueColor: JSONValue {
        func hex(_ byte: UInt8) -> JSONValue {
            let digits = String(byte, radix: 16, uppercase: true)
            return .string("0x" + (digits.count == 1 ? "0" + digits : digits))
        }
        return .object([
            ("color-space", .string("srgb")),
            (
                "components",
                .object([("alpha", .string("1.000")), ("blue", hex(blue)), ("green", hex(green)), ("red", hex(red))])
            ),
        ])
    }
}
