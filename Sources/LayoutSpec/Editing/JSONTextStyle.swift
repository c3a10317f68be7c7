/// How JSON text is laid out, for the one writer (`JSONValue.write`): `formatted`, one line, or
/// how a file writes its JSON, read from the file so that what the editor adds looks as if the
/// same hand had written it: its line ending, its indent unit and the spacing after `:` and `,`.
struct JSONTextStyle: Sendable, Equatable {
    /// `\r\n` when the file's first line ends so, else `\n`.
    var newline: [UInt8]
    /// One level of indentation: a tab, or the spaces the file's members are indented by.
    var indentUnit: [UInt8]
    /// What separates a key from its value, `:` included: `: `, `:`.
    var colon: [UInt8]
    /// What separates two members written on one line, `,` included: `, `, `,`.
    var comma: [UInt8]
    /// The most characters a list of plain values is written on one line in; nil for no limit.
    var flatArrayWidth: Int?

    /// The style of a new file: `mailsitegen init`'s, two spaces and LF.
    static let standard = JSONTextStyle(
        newline: [UInt8(ascii: "\n")], indentUnit: Array("  ".utf8), colon: Array(": ".utf8),
        comma: Array(", ".utf8))

    /// `JSONValue.formatted`'s style: `standard`, with a list of plain values on lines of its own
    /// when one line would take more than 100 characters.
    static let formatted = {
        var style = standard
        style.flatArrayWidth = 100
        return style
    }()

    /// The style `text` is written in; what it does not show is `standard`'s.
    init(of text: JSONText) {
        self = Self.standard
        if let newline = text.bytes.firstIndex(of: UInt8(ascii: "\n")), newline > 0,
            text.bytes[newline - 1] == UInt8(ascii: "\r")
        {
            self.newline = Array("\r\n".utf8)
        }
        if let unit = text.indentUnit { indentUnit = unit }
        if let colon = text.firstGap(text.colonGap) { self.colon = colon }
        if let comma = text.firstGap(text.commaGap) { self.comma = comma }
    }

    private init(newline: [UInt8], indentUnit: [UInt8], colon: [UInt8], comma: [UInt8]) {
        self.newline = newline
        self.indentUnit = indentUnit
        self.colon = colon
        self.comma = comma
    }

    /// This style with the object's own spacing, where it shows one.
    func adapted(to object: JSONSpan, in text: JSONText) -> JSONTextStyle {
        var style = self
        if let colon = text.colonGap(object) { style.colon = colon }
        if let comma = text.commaGap(object) { style.comma = comma }
        return style
    }
}

/// A document's bytes with its spans, and the questions about lines the editor asks of them.
struct JSONText: Sendable {
    let bytes: [UInt8]
    let root: JSONSpan

    /// The start of the line that holds `offset`.
    func lineStart(_ offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> [UInt8] {
        var end = lineStart(offset)
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return Array(bytes[lineStart(offset)..<max(end, lineStart(offset))])
    }

    /// True when only whitespace comes before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        bytes[lineStart(offset)..<offset].allSatisfy(\.isJSONWhitespace)
    }

    func containsNewline(_ range: Range<Int>) -> Bool {
        bytes[range].contains(UInt8(ascii: "\n"))
    }

    /// True when the container writes its first member or element on a line of its own.
    func isMultiline(_ container: JSONSpan) -> Bool {
        switch container.kind {
        case .object(let members): members.first.map { startsLine($0.keyRange.lowerBound) } ?? false
        case .array(let elements): elements.first.map { startsLine($0.range.lowerBound) } ?? false
        case .scalar: false
        }
    }

    /// The indentation of the root's first member when it has a line of its own; else the first
    /// indented line's tab, or its fewest leading spaces.
    var indentUnit: [UInt8]? {
        if case .object(let members) = root.kind, let first = members.first, startsLine(first.keyRange.lowerBound) {
            let indentation = indentation(ofLineAt: first.keyRange.lowerBound)
            if !indentation.isEmpty { return indentation }
        }
        var fewest: Int?
        var offset = 0
        while offset < bytes.count {
            let indentation = indentation(ofLineAt: offset)
            let contentStart = offset + indentation.count
            if !indentation.isEmpty, contentStart < bytes.count, !bytes[contentStart].isJSONWhitespace {
                if indentation.first == UInt8(ascii: "\t") { return [UInt8(ascii: "\t")] }
                if indentation.allSatisfy({ $0 == UInt8(ascii: " ") }) {
                    fewest = min(fewest ?? indentation.count, indentation.count)
                }
            }
            guard let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            offset = newline + 1
        }
        return fewest.map { Array(repeating: UInt8(ascii: " "), count: $0) }
    }

    /// What the object's last member has between its key and its value, when on one line.
    func colonGap(_ object: JSONSpan) -> [UInt8]? {
        guard case .object(let members) = object.kind, let last = members.last else { return nil }
        let gap = last.keyRange.upperBound..<last.value.range.lowerBound
        return containsNewline(gap) ? nil : Array(bytes[gap])
    }

    /// What the object's first two members have between them, when on one line.
    func commaGap(_ object: JSONSpan) -> [UInt8]? {
        guard case .object(let members) = object.kind, members.count > 1 else { return nil }
        let gap = members[0].value.range.upperBound..<members[1].keyRange.lowerBound
        return containsNewline(gap) ? nil : Array(bytes[gap])
    }

    /// The first gap `measure` finds in an object of the document, depth first.
    func firstGap(_ measure: (JSONSpan) -> [UInt8]?) -> [UInt8]? {
        var pending = [root]
        while let span = pending.popLast() {
            if let gap = measure(span) { return gap }
            switch span.kind {
            case .object(let members): pending.append(contentsOf: members.reversed().map(\.value))
            case .array(let elements): pending.append(contentsOf: elements.reversed())
            case .scalar: break
            }
        }
        return nil
    }
}
