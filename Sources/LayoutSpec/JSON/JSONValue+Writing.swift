extension JSONValue {
    /// Pretty-printed with two-space indents; short arrays of scalars stay on one line.
    public func formatted(indent: String = "") -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4_096)
        write(into: &output, style: .formatted, indent: Array(indent.utf8))
        return String(decoding: output, as: UTF8.self)
    }

    /// The value as JSON on one line, `{"damping": 0.8, "response": 0.4}`: for an answer's body
    /// and the line the terminal prints for an edit.
    public var oneLine: String {
        var output: [UInt8] = []
        write(into: &output, style: .standard, indent: nil)
        return String(decoding: output, as: UTF8.self)
    }

    /// The one writer of JSON text, appending to one buffer of bytes (a token export's 45 KB
    /// cost five times more with a string for each line). On one line when `indent` is nil;
    /// else an object, or an array with a container in it, on lines of their own, members one
    /// `style.indentUnit` deeper than `indent` (the indentation of the line it starts on).
    func write(into output: inout [UInt8], style: JSONTextStyle, indent: [UInt8]?) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output.append(contentsOf: "{}".utf8) }
            writeContainer(
                members.count, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), into: &output, style: style,
                indent: indent
            ) { offset, output, inner in
                Self.appendQuoted(members[offset].0, to: &output)
                Self.append(style.colon, to: &output)
                members[offset].1.write(into: &output, style: style, indent: inner)
            }
        case .array(let elements):
            guard !elements.isEmpty else { return output.append(contentsOf: "[]".utf8) }
            // A list of plain values stays on one line, as a person writes `[1, 2]`, when it fits.
            if indent != nil, elements.allSatisfy(\.isScalar) {
                var line: [UInt8] = []
                writeContainer(
                    elements.count, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), into: &line, style: style,
                    indent: nil
                ) { offset, output, _ in elements[offset].write(into: &output, style: style, indent: nil) }
                // Characters: bytes, unless the line holds more than ASCII.
                let fits = style.flatArrayWidth.map { width in
                    (line.allSatisfy { $0 < 0x80 } ? line.count : String(decoding: line, as: UTF8.self).count) <= width
                }
                if fits ?? true { return output += line }
            }
            writeContainer(
                elements.count, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), into: &output, style: style,
                indent: indent
            ) { offset, output, inner in elements[offset].write(into: &output, style: style, indent: inner) }
        case .string(let text): Self.appendQuoted(text, to: &output)
        case .number(let number): output.append(contentsOf: number.specText.utf8)
        case .integer(let number): output.append(contentsOf: String(number).utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        }
    }

    /// An object's or array's brackets and separators around `count` items that `item` writes.
    private func writeContainer(
        _ count: Int, open: UInt8, close: UInt8, into output: inout [UInt8], style: JSONTextStyle, indent: [UInt8]?,
        item: (Int, inout [UInt8], [UInt8]?) -> Void
    ) {
        output.append(open)
        let inner = indent.map { $0 + style.indentUnit }
        for offset in 0..<count {
            if offset > 0 {
                if inner == nil { Self.append(style.comma, to: &output) } else { output.append(UInt8(ascii: ",")) }
            }
            if let inner {
                Self.append(style.newline, to: &output)
                output += inner
            }
            item(offset, &output, inner)
        }
        if let indent {
            Self.append(style.newline, to: &output)
            output += indent
        }
        output.append(close)
    }

    /// A style's gap, byte by byte when short: most are one or two bytes, which appending an
    /// array would cost more than writing.
    @inline(__always) private static func append(_ gap: [UInt8], to output: inout [UInt8]) {
        switch gap.count {
        case 1: output.append(gap[0])
        case 2:
            output.append(gap[0])
            output.append(gap[1])
        default: output += gap
        }
    }
}
