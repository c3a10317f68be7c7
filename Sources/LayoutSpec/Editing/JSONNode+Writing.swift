extension JSONNode {
    /// The value as JSON on one line, `{"light": "#E8E8E8", "dark": "#222222"}`: numbers in the
    /// shortest spelling that reads back to the same `Double` (`15`, not `15.0`), strings with
    /// `"`, `\` and control characters escaped and other text as it is.
    public var jsonText: String {
        var bytes: [UInt8] = []
        write(into: &bytes, style: .standard, indent: nil)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value as JSON on lines, as `mailsitegen init` writes a spec: two-space indents, an
    /// array of plain values on one line.
    public var formattedJSONText: String {
        var bytes: [UInt8] = []
        write(into: &bytes, style: .standard, indent: [])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes the value in `style`: on one line when `indent` is nil, else an object or array
    /// of objects on lines of their own, its members one `style.indentUnit` deeper than `indent`
    /// (the indentation of the line it starts on).
    func write(into bytes: inout [UInt8], style: JSONTextStyle, indent: [UInt8]?) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else { return bytes.append(contentsOf: Array("{}".utf8)) }
            writeContainer(
                members.map { member in (key: member.key, value: member.value) }, open: UInt8(ascii: "{"),
                close: UInt8(ascii: "}"), into: &bytes, style: style, indent: indent)
        case .array(let elements):
            guard !elements.isEmpty else { return bytes.append(contentsOf: Array("[]".utf8)) }
            // A list of plain values stays on one line, as a person writes `[1, 2]`.
            let flat = elements.allSatisfy(\.isScalar)
            writeContainer(
                elements.map { (key: String?.none, value: $0) }, open: UInt8(ascii: "["), close: UInt8(ascii: "]"),
                into: &bytes, style: style, indent: flat ? nil : indent)
        case .string(let text): bytes.append(contentsOf: Array(JSONValue.quoted(text).utf8))
        case .number(let number): bytes.append(contentsOf: Array(number.specText.utf8))
        case .bool(let flag): bytes.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case .null: bytes.append(contentsOf: Array("null".utf8))
        }
    }

    private func writeContainer(
        _ items: [(key: String?, value: JSONNode)], open: UInt8, close: UInt8, into bytes: inout [UInt8],
        style: JSONTextStyle, indent: [UInt8]?
    ) {
        bytes.append(open)
        let inner = indent.map { $0 + style.indentUnit }
        for (offset, item) in items.enumerated() {
            if offset > 0 {
                bytes.append(contentsOf: inner == nil ? style.comma : [UInt8(ascii: ",")])
            }
            if let inner { bytes.append(contentsOf: style.newline + inner) }
            if let key = item.key {
                bytes.append(contentsOf: Array(JSONValue.quoted(key).utf8))
                bytes.append(contentsOf: style.colon)
            }
            item.value.write(into: &bytes, style: style, indent: inner)
        }
        if let indent { bytes.append(contentsOf: style.newline + indent) }
        bytes.append(close)
    }

    var isScalar: Bool {
        switch value {
        case .object, .array: false
        default: true
        }
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
