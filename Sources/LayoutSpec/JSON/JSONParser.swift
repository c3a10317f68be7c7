/// A strict RFC 8259 parser that keeps source positions and explains what is wrong in words
/// a person can act on: trailing commas, comments, duplicate keys and `NaN` are named as such.
///
/// The tree it builds is what the spec is decoded from, so every error can carry a line and
/// column; and it refuses the inputs that JSON parsers disagree about.
public struct JSONParser {
    /// Deeper documents are refused rather than risking the stack; a spec is at most 4 deep.
    public static let maximumDepth = 64

    public struct Failure: Error, Sendable, Equatable {
        public var message: String
        public var position: SourcePosition
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private func fail(_ message: String, at position: SourcePosition? = nil) -> Failure {
        Failure(message: message, position: position ?? self.position)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        guard let byte = current else { return }
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0b1100_0000 != 0b1000_0000 {
            // Count scalars, not bytes: UTF-8 continuation bytes do not move the column.
            column += 1
        }
    }

    private mutating func parseDocument() throws(Failure) -> JSONNode {
        skipWhitespace()
        guard current != nil else {
            throw fail("the file is empty; the smallest spec is {}")
        }
        let node = try parseValue()
        skipWhitespace()
        if current != nil {
            throw fail("unexpected \(describeCurrent()) after the end of the JSON document")
        }
        return node
    }

    private mutating func skipWhitespace() {
        while let byte = current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
        {
            advance()
        }
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte == UInt8(ascii: "/") { return "comment" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func parseValue() throws(Failure) -> JSONNode {
        let start = position
        guard let byte = current else { throw fail("unexpected end of file; a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        case UInt8(ascii: "/"): throw fail("comments are not allowed in JSON")
        case UInt8(ascii: "'"): throw fail("single quotes are not JSON; write strings in double quotes")
        default:
            let word = readWord()
            switch word {
            case "true": return JSONNode(value: .bool(true), position: start)
            case "false": return JSONNode(value: .bool(false), position: start)
            case "null": return JSONNode(value: .null, position: start)
            case "NaN", "Infinity", "nan", "inf":
                throw fail("\(word) is not a JSON number; write a finite number", at: start)
            case "":
                throw fail("unexpected \(describeCurrent()); a value was expected", at: start)
            default:
                throw fail("unexpected '\(word)'; strings are written in double quotes", at: start)
            }
        }
    }

    private mutating func readWord() -> String {
        var scalars: [UInt8] = []
        while let byte = current, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) {
            scalars.append(byte)
            advance()
            if scalars.count > 32 { break }
        }
        return String(decoding: scalars, as: UTF8.self)
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth {
            throw fail("the document is nested more than \(Self.maximumDepth) levels deep")
        }
    }

    /// Up to this many keys, duplicates are looked for by comparing with each earlier key.
    static let linearKeyLimit = 16

    private mutating func parseObject() throws(Failure) -> JSONNode {
        let start = position
        try enter()
        advance()  // {
        var members: [JSONNode.Member] = []
        var seen: [String: SourcePosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONNode(value: .object([]), position: start)
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            switch current {
            case UInt8(ascii: "\""): break
            case UInt8(ascii: "}"): throw fail("trailing comma before '}'; JSON does not allow one")
            case UInt8(ascii: "/"): throw fail("comments are not allowed in JSON")
            case UInt8(ascii: "'"): throw fail("single quotes are not JSON; write keys in double quotes")
            case nil: throw fail("unexpected end of file inside an object")
            default: throw fail("unexpected \(describeCurrent()); keys are written in double quotes")
            }
            let key = try parseString()
            // Spec objects are small: a linear look is cheaper than hashing, and a dictionary
            // takes over for large objects, so a hostile one cannot make parsing quadratic.
            if members.count < Self.linearKeyLimit {
                if let first = members.first(where: { $0.key == key }) {
                    throw fail("duplicate key '\(key)' (first written at \(first.keyPosition))", at: keyPosition)
                }
            } else {
                if seen.isEmpty {
                    for member in members { seen[member.key] = member.keyPosition }
                }
                if let first = seen[key] {
                    throw fail("duplicate key '\(key)' (first written at \(first))", at: keyPosition)
                }
                seen[key] = keyPosition
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key '\(key)', found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return JSONNode(value: .object(members), position: start)
            case UInt8(ascii: "/"):
                throw fail("comments are not allowed in JSON")
            case nil:
                throw fail("unexpected end of file; the object opened at \(start) is not closed")
            default:
                throw fail("expected ',' or '}' after the value of '\(key)', found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray() throws(Failure) -> JSONNode {
        let start = position
        try enter()
        advance()  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONNode(value: .array([]), position: start)
        }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                throw fail("trailing comma before ']'; JSON does not allow one")
            }
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return JSONNode(value: .array(elements), position: start)
            case UInt8(ascii: "/"):
                throw fail("comments are not allowed in JSON")
            case nil:
                throw fail("unexpected end of file; the array opened at \(start) is not closed")
            default:
                throw fail("expected ',' or ']' in the array, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = position
        advance()  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else {
                throw fail("unexpected end of file; the string opened at \(start) is not closed")
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                try parseEscape(into: &utf8)
            case 0x00..<0x20:
                throw fail("control character 0x\(String(byte, radix: 16, uppercase: true)) in a string; escape it")
            default:
                // A run of plain characters: copy it at once, counting columns in scalars.
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
                    bytes[end] >= 0x20
                {
                    if bytes[end] & 0b1100_0000 != 0b1000_0000 { column += 1 }
                    end += 1
                }
                if utf8.isEmpty, end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                    // The whole string is this one run, as most are: straight from the source, not
                    // through a copy, which would cost a large spec a third more to parse.
                    let text = String(decoding: bytes[index..<end], as: UTF8.self)
                    index = end
                    advance()  // closing quote
                    return text
                }
                utf8.append(contentsOf: bytes[index..<end])
                index = end
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw fail("unexpected end of file in an escape") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            utf8.append(replacement)
            advance()
            return
        }
        guard byte == UInt8(ascii: "u") else {
            let character = byte >= 0x21 && byte < 0x7F ? String(Character(UnicodeScalar(byte))) : "?"
            throw fail("invalid escape '\\\(character)'; JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        advance()
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code) {
            guard current == UInt8(ascii: "\\") else { throw fail("unpaired surrogate \\u\(hex(code))") }
            advance()
            guard current == UInt8(ascii: "u") else { throw fail("unpaired surrogate \\u\(hex(code))") }
            advance()
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate \\u\(hex(code))") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw fail("unpaired surrogate \\u\(hex(code))")
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("invalid escape \\u\(hex(code))") }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private func hex(_ code: UInt32) -> String { String(code, radix: 16, uppercase: true) }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexDigit(byte) else {
                throw fail("\\u must be followed by four hexadecimal digits")
            }
            code = code << 4 | UInt32(digit)
            advance()
        }
        return code
    }

    private func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private mutating func parseNumber() throws(Failure) -> JSONNode {
        let start = position
        var text: [UInt8] = []
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
        if current == UInt8(ascii: "-") {
            text.append(UInt8(ascii: "-"))
            advance()
        }
        if current == UInt8(ascii: "I") || current == UInt8(ascii: "N") {
            throw fail("\(readWord()) is not a JSON number; write a finite number", at: start)
        }
        guard isDigit(current) else { throw fail("a digit must follow '-'") }
        if current == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw fail("numbers cannot start with 0", at: start)
        }
        while isDigit(current), let byte = current {
            text.append(byte)
            advance()
        }
        if current == UInt8(ascii: ".") {
            text.append(UInt8(ascii: "."))
            advance()
            guard isDigit(current) else { throw fail("a digit must follow the decimal point") }
            while isDigit(current), let byte = current {
                text.append(byte)
                advance()
            }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            text.append(UInt8(ascii: "e"))
            advance()
            if let sign = current, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                text.append(sign)
                advance()
            }
            guard isDigit(current) else { throw fail("a digit must follow the exponent") }
            while isDigit(current), let byte = current {
                text.append(byte)
                advance()
            }
        }
        let literal = String(decoding: text, as: UTF8.self)
        guard let number = Double(literal), number.isFinite else {
            throw fail("the number \(literal.prefix(40)) is too large", at: start)
        }
        return JSONNode(value: .number(number), position: start)
    }
}

// MARK: Reading without building

extension JSONParser {
    /// A place in a document where a value starts, with its line and column.
    public struct Mark: Sendable, Equatable {
        var index: Int
        var line: Int
        var column: Int

        public var position: SourcePosition { SourcePosition(line: line, column: column) }
    }

    /// One member of an object read without building its value: its key, where the key is
    /// written, and where its value starts.
    public struct Skimmed: Sendable {
        public var key: String
        public var keyPosition: SourcePosition
        public var value: Mark
    }

    /// Checks that `bytes` are one JSON object and nothing more, building none of its values:
    /// every value is read by the same rules as `parse`, so what `parse` refuses is refused
    /// (except a key written twice inside an object this does not read the members of, which is
    /// found when that object is read). Returns the root's members.
    public static func skimObject(_ bytes: [UInt8]) throws(Failure) -> [Skimmed] {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        guard parser.current != nil else { throw parser.fail("the file is empty") }
        guard parser.current == UInt8(ascii: "{") else {
            let start = parser.position
            let value = try parser.parseValue()  // its own error, when it is not JSON at all
            throw parser.fail("expected an object, found \(value.kindDescription)", at: start)
        }
        let members = try parser.skimMembers()
        parser.skipWhitespace()
        if parser.current != nil {
            throw parser.fail("unexpected \(parser.describeCurrent()) after the end of the JSON document")
        }
        return members
    }

    /// The members of the object at `mark` in `bytes`, their values skipped; nil when the value
    /// there is not an object.
    public static func skimObject(_ bytes: [UInt8], at mark: Mark) throws(Failure) -> [Skimmed]? {
        var parser = JSONParser(bytes: bytes, at: mark)
        guard parser.current == UInt8(ascii: "{") else { return nil }
        return try parser.skimMembers()
    }

    /// The value at `mark` in `bytes`, built.
    public static func value(_ bytes: [UInt8], at mark: Mark) throws(Failure) -> JSONNode {
        var parser = JSONParser(bytes: bytes, at: mark)
        return try parser.parseValue()
    }

    private init(bytes: [UInt8], at mark: Mark) {
        self.bytes = bytes
        index = mark.index
        line = mark.line
        column = mark.column
    }

    private mutating func skimMembers() throws(Failure) -> [Skimmed] {
        guard current == UInt8(ascii: "{") else {
            throw fail("expected an object, found \(describeCurrent())")
        }
        let start = position
        try enter()
        advance()
        var members: [Skimmed] = []
        var seen: [String: SourcePosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return []
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            guard current == UInt8(ascii: "\"") else {
                if current == UInt8(ascii: "}") { throw fail("trailing comma before '}'; JSON does not allow one") }
                throw fail("unexpected \(describeCurrent()); keys are written in double quotes")
            }
            let key = try parseString()
            if members.count < Self.linearKeyLimit {
                if let first = members.first(where: { $0.key == key }) {
                    throw fail("duplicate key '\(key)' (first written at \(first.keyPosition))", at: keyPosition)
                }
            } else {
                if seen.isEmpty {
                    for member in members { seen[member.key] = member.keyPosition }
                }
                if let first = seen[key] {
                    throw fail("duplicate key '\(key)' (first written at \(first))", at: keyPosition)
                }
                seen[key] = keyPosition
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key '\(key)', found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            members.append(
                Skimmed(key: key, keyPosition: keyPosition, value: Mark(index: index, line: line, column: column)))
            if let end = bytes.withUnsafeBufferPointer({ Self.plainValueEnd(in: $0, from: index, depth: depth) }) {
                move(to: end)
            } else {
                try skipValue()  // read again with positions: its own result, or its message
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return members
            case nil:
                throw fail("unexpected end of file; the object opened at \(start) is not closed")
            default:
                throw fail("expected ',' or '}' after the value of '\(key)', found \(describeCurrent())")
            }
        }
    }

    /// Moves to the end of a plainly read value, its lines and columns counted as `advance` counts them.
    private mutating func move(to end: PlainEnd) {
        var columnStart = index
        if end.newlines > 0 {
            line += end.newlines
            column = 1
            columnStart = end.lastLineStart
        }
        column += end.index - columnStart - end.lastLineContinuations
        index = end.index
    }

    /// Reads one value by `parseValue`'s rules without building it.
    private mutating func skipValue() throws(Failure) {
        switch current {
        case UInt8(ascii: "{"):
            try enter()
            advance()
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                advance()
                depth -= 1
                return
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else {
                    if current == UInt8(ascii: "}") { throw fail("trailing comma before '}'; JSON does not allow one") }
                    throw fail("unexpected \(describeCurrent()); keys are written in double quotes")
                }
                try skipString()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else {
                    throw fail("expected ':' after a key, found \(describeCurrent())")
                }
                advance()
                skipWhitespace()
                try skipValue()
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): advance()
                case UInt8(ascii: "}"):
                    advance()
                    depth -= 1
                    return
                default: throw fail("expected ',' or '}' in the object, found \(describeCurrent())")
                }
            }
        case UInt8(ascii: "["):
            try enter()
            advance()
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                advance()
                depth -= 1
                return
            }
            while true {
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw fail("trailing comma before ']'; JSON does not allow one") }
                try skipValue()
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): advance()
                case UInt8(ascii: "]"):
                    advance()
                    depth -= 1
                    return
                default: throw fail("expected ',' or ']' in the array, found \(describeCurrent())")
                }
            }
        case UInt8(ascii: "\""):
            try skipString()
        case .some(UInt8(ascii: "0")...UInt8(ascii: "9")):
            try skipNumber()
        default:
            _ = try parseValue()  // a word, a negative number or a mistake: parseValue's own checks
        }
    }

    /// Reads a plain number (digits, a fraction) by `parseNumber`'s rules without converting it;
    /// one with an exponent or more than 15 digits, which might not be finite, is parsed.
    private mutating func skipNumber() throws(Failure) {
        let start = (index, line, column)
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
        if current == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw fail("numbers cannot start with 0")
        }
        while isDigit(current) { advance() }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else { throw fail("a digit must follow the decimal point") }
            while isDigit(current) { advance() }
        }
        guard current == UInt8(ascii: "e") || current == UInt8(ascii: "E") || index - start.0 > 15 else { return }
        (index, line, column) = start
        _ = try parseNumber()
    }

    /// Reads a string by `parseString`'s rules without building it.
    private mutating func skipString() throws(Failure) {
        let start = position
        advance()  // opening quote
        var scratch: [UInt8] = []
        while true {
            guard let byte = current else {
                throw fail("unexpected end of file; the string opened at \(start) is not closed")
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return
            case UInt8(ascii: "\\"):
                advance()
                scratch.removeAll(keepingCapacity: true)
                try parseEscape(into: &scratch)
            case 0x00..<0x20:
                throw fail("control character 0x\(String(byte, radix: 16, uppercase: true)) in a string; escape it")
            default:
                if byte & 0b1100_0000 != 0b1000_0000 { column += 1 }
                index += 1
            }
        }
    }
}
