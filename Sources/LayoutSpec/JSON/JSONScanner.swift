/// The one reader of JSON's grammar: its tokens, its containers and every message about a
/// mistake in them, whatever is made of what it reads (`JSONParser`'s tree, a skim's marks, the
/// editor's spans, or nothing when a value is skipped).
///
/// It keeps only an index and the line it is on: JSON breaks lines only between tokens, so a
/// line is counted where whitespace is skipped, and a column is counted from the line's start
/// only when a position is asked for (a node, a mark, a message). Skipping a value therefore
/// costs one pass over its bytes and no more, with the same rules as building it.
struct JSONScanner {
    typealias Failure = JSONParser.Failure

    /// A place in the bytes, with what its column is counted from.
    struct Place {
        var index: Int
        var line: Int
        /// A byte of the same line whose column is known, at or before `index`.
        var baseIndex: Int
        var baseColumn: Int
    }

    /// An object's key as the scanner read it: its text (empty when not decoded), where it
    /// starts and just after its closing quote.
    struct Key {
        var text: String
        var place: Place
        var end: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index: Int
    private var line: Int
    private var baseIndex: Int
    private var baseColumn: Int
    private var depth = 0
    /// The last position counted, so that positions asked for in order count each byte once.
    private var counted: (index: Int, line: Int, column: Int)

    init(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int = 0, line: Int = 1, column: Int = 1) {
        self.bytes = bytes
        index = start
        self.line = line
        baseIndex = start
        baseColumn = column
        counted = (start, line, column)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    var here: Place { Place(index: index, line: line, baseIndex: baseIndex, baseColumn: baseColumn) }

    /// The line and column of the current byte.
    mutating func position() -> SourcePosition { position(of: here) }

    /// The line and column of `place`, its columns counted in Unicode scalars.
    mutating func position(of place: Place) -> SourcePosition {
        var from = (index: place.baseIndex, column: place.baseColumn)
        if counted.line == place.line, counted.index <= place.index, counted.index >= place.baseIndex {
            from = (counted.index, counted.column)
        }
        var column = from.column
        var offset = from.index
        while offset < place.index {
            // UTF-8 continuation bytes do not move the column.
            if bytes[offset] & 0b1100_0000 != 0b1000_0000 { column += 1 }
            offset += 1
        }
        if place.index >= counted.index { counted = (place.index, place.line, column) }
        return SourcePosition(line: place.line, column: column)
    }

    /// A mistake at the current byte, or at `place`.
    mutating func fail(_ message: String, at place: Place? = nil) -> Failure {
        Failure(message: message, position: position(of: place ?? here))
    }

    @inline(__always) mutating func skipWhitespace() {
        // Every whitespace byte is at most a space: one comparison where there is none.
        while index < bytes.count, bytes[index] <= UInt8(ascii: " ") {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                baseIndex = index
                baseColumn = 1
            default: return
            }
        }
    }

    /// The current byte as a message names it.
    func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte == UInt8(ascii: "/") { return "comment" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    // MARK: Documents and containers

    /// Reads one whole document with `value`: whitespace around it and nothing after it.
    mutating func document<Result>(
        _ value: (inout JSONScanner) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        skipWhitespace()
        guard current != nil else { throw fail(Failure.emptyDocument) }
        let result = try value(&self)
        skipWhitespace()
        if current != nil {
            throw fail("unexpected \(describeCurrent()) after the end of the JSON document")
        }
        return result
    }

    @inline(__always) private mutating func enter() throws(Failure) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw fail("the document is nested more than \(JSONParser.maximumDepth) levels deep")
        }
    }

    /// Reads the object at the current `{`, handing each member's key to `member`, which reads
    /// its value. Keys are decoded only when `decodingKeys` (a message decodes its own).
    mutating func object(
        decodingKeys: Bool, _ member: (inout JSONScanner, Key) throws(Failure) -> Void
    ) throws(Failure) {
        let start = here
        if try opensEmpty(closedBy: UInt8(ascii: "}")) { return }
        while true {
            skipWhitespace()
            let keyPlace = here
            switch current {
            case UInt8(ascii: "\""): break
            case UInt8(ascii: "}"): throw fail("trailing comma before '}'; JSON does not allow one")
            case UInt8(ascii: "/"): throw fail("comments are not allowed in JSON")
            case UInt8(ascii: "'"): throw fail("single quotes are not JSON; write keys in double quotes")
            case nil: throw fail("unexpected end of file inside an object")
            default: throw fail("unexpected \(describeCurrent()); keys are written in double quotes")
            }
            let key = Key(text: try string(decoding: decodingKeys), place: keyPlace, end: index)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key '\(Self.keyText(key, in: bytes))', found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            try member(&self, key)
            let source = bytes  // the message's, not `self`, which `closes` changes
            let closed = try closes(
                UInt8(ascii: "}"), opened: start,
                "expected ',' or '}' after the value of '\(Self.keyText(key, in: source))'")
            if closed { return }
        }
    }

    /// The text of a key read without decoding it, for a message.
    private static func keyText(_ key: Key, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard key.text.isEmpty, key.end - key.place.index > 2 else { return key.text }
        var reader = JSONScanner(bytes, at: key.place.index)
        return (try? reader.string(decoding: true)) ?? ""
    }

    /// Reads the array at the current `[`, each element with `element`.
    mutating func array(_ element: (inout JSONScanner) throws(Failure) -> Void) throws(Failure) {
        let start = here
        if try opensEmpty(closedBy: UInt8(ascii: "]")) { return }
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                throw fail("trailing comma before ']'; JSON does not allow one")
            }
            try element(&self)
            if try closes(UInt8(ascii: "]"), opened: start, "expected ',' or ']' in the array") { return }
        }
    }

    /// Moves into the container at the current bracket; true when `close` empties it at once.
    @inline(__always) private mutating func opensEmpty(closedBy close: UInt8) throws(Failure) -> Bool {
        try enter()
        index += 1
        skipWhitespace()
        guard current == close else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// Reads what follows a member or an element: true when `close` ends the container opened
    /// at `start`, false after a comma; else the mistake, `expected` saying what was.
    @inline(__always) private mutating func closes(
        _ close: UInt8, opened start: Place, _ expected: @autoclosure () -> String
    ) throws(Failure) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            index += 1
            return false
        case close:
            index += 1
            depth -= 1
            return true
        case UInt8(ascii: "/"):
            throw fail("comments are not allowed in JSON")
        case nil:
            let opened = position(of: start)
            let container = close == UInt8(ascii: "}") ? "object" : "array"
            throw fail("unexpected end of file; the \(container) opened at \(opened) is not closed")
        default:
            throw fail("\(expected()), found \(describeCurrent())")
        }
    }

    /// Up to this many keys, duplicates are looked for by comparing with each earlier key.
    static let linearKeyLimit = 16

    /// Refuses `key` when one of `members`, the object's members read before it, has it.
    static func checkUnique<Member: KeyedMember>(
        _ key: String, at position: SourcePosition, among members: [Member], seen: inout [String: SourcePosition]
    ) throws(Failure) {
        // Objects are small: a linear look is cheaper than hashing, and a dictionary takes over
        // for large objects, so a hostile one cannot make reading quadratic.
        var first: SourcePosition?
        if members.count < linearKeyLimit {
            first = members.first(where: { $0.key == key })?.keyPosition
        } else {
            if seen.isEmpty {
                for member in members { seen[member.key] = member.keyPosition }
            }
            first = seen[key]
            seen[key] = position
        }
        if let first {
            throw Failure(message: "duplicate key '\(key)' (first written at \(first))", position: position)
        }
    }

    // MARK: Scalars

    /// Reads a string, a number, `true`, `false` or `null`, or names the mistake written where a
    /// value should be. Strings are decoded and numbers converted only when `building`; a number
    /// that might not be finite is converted either way.
    @inline(__always) mutating func scalar(building: Bool) throws(Failure) -> JSONNode.Value {
        guard let byte = current else { throw fail("unexpected end of file; a value was expected") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string(decoding: building))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(converting: building))
        default: return try word()
        }
    }

    /// `true`, `false` or `null`, or the mistake written where a value should be.
    private mutating func word() throws(Failure) -> JSONNode.Value {
        let start = here
        switch current {
        case UInt8(ascii: "/"): throw fail("comments are not allowed in JSON")
        case UInt8(ascii: "'"): throw fail("single quotes are not JSON; write strings in double quotes")
        default: break
        }
        let word = readWord()
        if matches(word, "true") { return .bool(true) }
        if matches(word, "false") { return .bool(false) }
        if matches(word, "null") { return .null }
        let text = String(decoding: bytes[word], as: UTF8.self)
        switch text {
        case "NaN", "Infinity", "nan", "inf":
            throw fail("\(text) is not a JSON number; write a finite number", at: start)
        case "":
            throw fail("unexpected \(describeCurrent()); a value was expected", at: start)
        default:
            throw fail("unexpected '\(text)'; strings are written in double quotes", at: start)
        }
    }

    /// A run of letters (at most 33), as a word is read where a value should be.
    private mutating func readWord() -> Range<Int> {
        let start = index
        while index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20) {
            index += 1
            if index - start > 32 { break }
        }
        return start..<index
    }

    private func matches(_ word: Range<Int>, _ literal: StaticString) -> Bool {
        guard word.count == literal.utf8CodeUnitCount else { return false }
        let expected = literal.utf8Start
        for offset in 0..<word.count where bytes[word.lowerBound + offset] != expected[offset] { return false }
        return true
    }

    /// Reads the string at the current quote; its text when `decoding`, else "".
    @inline(__always) mutating func string(decoding: Bool) throws(Failure) -> String {
        let opening = index
        index += 1
        skipPlainRun()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            return try string(from: opening, decoding: decoding)
        }
        // The whole string is one run, as most are: its text straight from the source, not
        // through a copy, which would cost a large spec a third more.
        index += 1
        guard decoding else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(opening + 1)..<(index - 1)]), as: UTF8.self)
    }

    /// The rest of a string opened at `opening` after its first run: escapes, more runs, or a
    /// mistake.
    private mutating func string(from opening: Int, decoding: Bool) throws(Failure) -> String {
        // A string holds no line break, so the line and its base are still the opening quote's.
        let start = Place(index: opening, line: line, baseIndex: baseIndex, baseColumn: baseColumn)
        var utf8 = decoding ? Array(bytes[(opening + 1)..<index]) : []
        while true {
            guard index < bytes.count else {
                let opened = position(of: start)
                throw fail("unexpected end of file; the string opened at \(opened) is not closed")
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return decoding ? String(decoding: utf8, as: UTF8.self) : ""
            case UInt8(ascii: "\\"):
                index += 1
                if !decoding { utf8.removeAll(keepingCapacity: true) }
                try escape(into: &utf8)
            default:
                throw fail("control character 0x\(String(byte, radix: 16, uppercase: true)) in a string; escape it")
            }
            let run = index
            skipPlainRun()
            if decoding { utf8.append(contentsOf: bytes[run..<index]) }
        }
    }

    /// Moves past a run of plain characters, most of any string: printable ASCII but the quote
    /// and the backslash, or a byte beyond ASCII.
    @inline(__always) private mutating func skipPlainRun() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte &- 0x23 < 0x5D, byte != UInt8(ascii: "\\") {
                index += 1
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "!") || byte >= 0x80 {
                index += 1
            } else {
                return
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw fail("unexpected end of file in an escape") }
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            index += 1
            return
        }
        guard byte == UInt8(ascii: "u") else {
            let character = byte >= 0x21 && byte < 0x7F ? String(Character(UnicodeScalar(byte))) : "?"
            throw fail("invalid escape '\\\(character)'; JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
        index += 1
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
            guard current == UInt8(ascii: "\\") else { throw fail("unpaired surrogate \\u\(hex(code))") }
            index += 1
            guard current == UInt8(ascii: "u") else { throw fail("unpaired surrogate \\u\(hex(code))") }
            index += 1
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate \\u\(hex(code))") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw fail("unpaired surrogate \\u\(hex(code))")
        }
        guard let scalar = Unicode.Scalar(code) else { throw fail("invalid escape \\u\(hex(code))") }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private func hex(_ code: UInt32) -> String { String(code, radix: 16, uppercase: true) }

    private mutating func hex4() throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexDigit(byte) else {
                throw fail("\\u must be followed by four hexadecimal digits")
            }
            code = code << 4 | UInt32(digit)
            index += 1
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

    private func isDigit(at offset: Int) -> Bool {
        offset < bytes.count && bytes[offset] &- UInt8(ascii: "0") < 10
    }

    /// Reads a number; its value when `converting`, else 0. A number with an exponent or more
    /// than 15 digits might not be finite, so it is converted either way.
    private mutating func number(converting: Bool) throws(Failure) -> Double {
        let start = here
        if current == UInt8(ascii: "-") {
            index += 1
            if current == UInt8(ascii: "I") || current == UInt8(ascii: "N") {
                let word = String(decoding: bytes[readWord()], as: UTF8.self)
                throw fail("\(word) is not a JSON number; write a finite number", at: start)
            }
            guard isDigit(at: index) else { throw fail("a digit must follow '-'") }
        }
        if current == UInt8(ascii: "0"), isDigit(at: index + 1) {
            throw fail("numbers cannot start with 0", at: start)
        }
        while isDigit(at: index) { index += 1 }
        if current == UInt8(ascii: ".") {
            index += 1
            guard isDigit(at: index) else { throw fail("a digit must follow the decimal point") }
            while isDigit(at: index) { index += 1 }
        }
        var exponent = false
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            exponent = true
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(at: index) else { throw fail("a digit must follow the exponent") }
            while isDigit(at: index) { index += 1 }
        }
        guard converting || exponent || index - start.index > 15 else { return 0 }
        let literal = String(
            decoding: bytes[start.index..<index].map { $0 == UInt8(ascii: "E") ? UInt8(ascii: "e") : $0 }, as: UTF8.self
        )
        guard let number = Double(literal), number.isFinite else {
            throw fail("the number \(literal.prefix(40)) is too large", at: start)
        }
        return number
    }
}
