extension JSONNode {
    /// The value as JSON on one line, `{"light": "#E8E8E8", "dark": "#222222"}`: numbers in the
    /// shortest spelling that reads back to the same `Double` (`15`, not `15.0`), strings with
    /// `"`, `\` and control characters escaped and other text as it is.
    public var jsonText: String { jsonValue.oneLine }

    /// The value as JSON on lines, as `mailsitegen init` writes a spec: two-space indents, an
    /// array of plain values on one line.
    public var formattedJSONText: String {
        var bytes: [UInt8] = []
        write(into: &bytes, style: .standard, indent: [])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the value in `style`, by `JSONValue`'s writer: on one line when `indent` is nil,
    /// else on lines one `style.indentUnit` deeper than `indent`.
    func write(into bytes: inout [UInt8], style: JSONTextStyle, indent: [UInt8]?) {
        jsonValue.write(into: &bytes, style: style, indent: indent)
    }

    /// True when every number in the value is finite: JSON has no other kind.
    var isFinite: Bool {
        switch value {
        case .object(let members): members.allSatisfy(\.value.isFinite)
        case .array(let elements): elements.allSatisfy(\.isFinite)
        case .number(let number): number.isFinite
        default: true
        }
    }
}
