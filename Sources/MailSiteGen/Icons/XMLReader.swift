/// A small, strict XML reader for icon files: UTF-8 (a byte order mark allowed), one root
/// element, matched tags, quoted attributes written once each, namespaces declared before use,
/// and only XML's five named entities and character references.
///
/// A document type declaration (`<!DOCTYPE`) or any other markup declaration (`<!ENTITY`) is
/// refused outright rather than skipped: with no entities but the predefined ones, neither an
/// entity that expands a billion times nor one that names an outside file can exist.
struct XMLReader {
    /// Deeper nesting is refused: no icon needs it, and the reader's stack stays small.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The document's root element.
    static func read(_ bytes: [UInt8]) throws(XMLProblem) -> XMLElement {
        var reader = XMLReader(bytes)
        return try reader.document()
    }

    private static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    private mutating func document() throws(XMLProblem) -> XMLElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        guard String(validating: bytes[index...], as: UTF8.self) != nil else {
            throw problem("the file is not UTF-8 text")
        }
        if looking(at: "<?xml"), index + 5 < bytes.count, Self.isSpace(bytes[index + 5]) {
            try skipProcessingInstruction()
        }
        try skipMisc()
        guard looking(at: "<"), !looking(at: "<!"), !looking(at: "</") else {
            if looking(at: "<!") { try refuseDeclaration() }
            throw problem(index >= bytes.count ? "the file has no root element" : "expected the root element")
        }
        let root = try element()
        try skipMisc()
        guard index >= bytes.count else {
            if looking(at: "<!") && !looking(at: "<!--") { try refuseDeclaration() }
            throw problem("text after the root element")
        }
        return root
    }

    /// Whitespace, comments and processing instructions, before or after the root element.
    private mutating func skipMisc() throws(XMLProblem) {
        while true {
            skipSpace()
            if looking(at: "<!--") {
                try skipComment()
            } else if looking(at: "<?") {
                try skipProcessingInstruction()
            } else {
                return
            }
        }
    }

    private func refuseDeclaration() throws(XMLProblem) -> Never {
        let name = bytes[(index + 2)...].prefix { Self.isNameByte($0) }
        let written = String(decoding: name, as: UTF8.self)
        throw problem(
            "<!\(written.isEmpty ? "…" : written)> is refused: an icon needs no document type or entity declarations")
    }

    // MARK: Elements

    /// An open element while its content is read.
    private struct Open {
        var qualifiedName: String
        var element: XMLElement
        var namespaces: [String: String]
    }

    /// The element at `index` and everything inside it, read with a stack of open elements.
    private mutating func element() throws(XMLProblem) -> XMLElement {
        var stack: [Open] = []
        var namespaces: [String: String] = ["xml": Self.xmlNamespace]
        while true {
            if stack.isEmpty || looking(at: "<") {
                if !stack.isEmpty, looking(at: "</") {
                    let start = index
                    index += 2
                    let name = try self.name()
                    skipSpace()
                    guard looking(at: ">") else { throw problem("expected '>' to end </\(name)>") }
                    index += 1
                    guard let open = stack.popLast() else { throw problem("unexpected end tag") }
                    guard open.qualifiedName == name else {
                        index = start
                        throw problem("</\(name)> closes <\(open.qualifiedName)>")
                    }
                    namespaces = stack.last?.namespaces ?? ["xml": Self.xmlNamespace]
                    if stack.isEmpty { return open.element }
                    stack[stack.count - 1].element.children.append(open.element)
                    continue
                }
                if !stack.isEmpty, looking(at: "<!--") {
                    try skipComment()
                    continue
                }
                if !stack.isEmpty, looking(at: "<![CDATA[") {
                    index += 9
                    try skip(until: "]]>", what: "CDATA section")
                    continue
                }
                if looking(at: "<!") { try refuseDeclaration() }
                if !stack.isEmpty, looking(at: "<?") {
                    try skipProcessingInstruction()
                    continue
                }
                guard looking(at: "<") else { throw problem("expected an element") }
                index += 1
                let (open, isEmpty) = try startTag(namespaces: namespaces)
                if isEmpty {
                    if stack.isEmpty { return open.element }
                    stack[stack.count - 1].element.children.append(open.element)
                } else {
                    guard stack.count < Self.maximumDepth else {
                        throw problem("elements are nested deeper than \(Self.maximumDepth)")
                    }
                    stack.append(open)
                    namespaces = open.namespaces
                }
            } else {
                try text()
                if index >= bytes.count {
                    throw problem("the file ends inside <\(stack.last?.qualifiedName ?? "")>")
                }
            }
        }
    }

    /// A start tag after its `<`: the element with its attributes, and whether it was `/>`.
    private mutating func startTag(namespaces inherited: [String: String]) throws(XMLProblem) -> (Open, Bool) {
        let tagStart = index - 1
        let name = try self.name()
        var written: [(name: String, value: String, at: Int)] = []
        while true {
            let hadSpace = skipSpace()
            if looking(at: "/>") || looking(at: ">") { break }
            guard index < bytes.count else { throw problem("the file ends inside <\(name)>") }
            guard hadSpace else { throw problem("expected a space, '>' or '/>' in <\(name)>") }
            let at = index
            let attribute = try self.name()
            skipSpace()
            guard looking(at: "=") else { throw problem("expected '=' after \(attribute)") }
            index += 1
            skipSpace()
            let value = try attributeValue()
            if written.contains(where: { $0.name == attribute }) {
                index = at
                throw problem("\(attribute) is written twice in <\(name)>")
            }
            written.append((attribute, value, at))
        }
        let isEmpty = looking(at: "/>")
        index += isEmpty ? 2 : 1
        var namespaces = inherited
        for attribute in written {
            if attribute.name == "xmlns" {
                namespaces[""] = attribute.value.isEmpty ? nil : attribute.value
            } else if attribute.name.hasPrefix("xmlns:") {
                let prefix = String(attribute.name.dropFirst(6))
                guard !attribute.value.isEmpty, prefix != "xml", prefix != "xmlns" else {
                    index = attribute.at
                    throw problem("\(attribute.name) cannot be declared this way")
                }
                namespaces[prefix] = attribute.value
            }
        }
        var attributes: [XMLElement.Attribute] = []
        for attribute in written where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
            let (prefix, local) = Self.split(attribute.name)
            var namespace: String?
            if let prefix {
                guard let declared = namespaces[prefix] else {
                    index = attribute.at
                    throw problem("the prefix '\(prefix)' of \(attribute.name) is not declared")
                }
                namespace = declared
            }
            if attributes.contains(where: { $0.namespace == namespace && $0.localName == local }) {
                index = attribute.at
                throw problem("\(attribute.name) is written twice in <\(name)>")
            }
            attributes.append(XMLElement.Attribute(namespace: namespace, localName: local, value: attribute.value))
        }
        let (prefix, local) = Self.split(name)
        let namespace: String?
        if let prefix {
            guard let declared = namespaces[prefix] else {
                index = tagStart
                throw problem("the prefix '\(prefix)' of <\(name)> is not declared")
            }
            namespace = declared
        } else {
            namespace = namespaces[""]
        }
        let element = XMLElement(namespace: namespace, localName: local, attributes: attributes, children: [])
        return (Open(qualifiedName: name, element: element, namespaces: namespaces), isEmpty)
    }

    /// `prefix:local` split at its colon; nil for no prefix.
    private static func split(_ name: String) -> (String?, String) {
        guard let colon = name.firstIndex(of: ":") else { return (nil, name) }
        return (String(name[..<colon]), String(name[name.index(after: colon)...]))
    }

    /// A name: a letter, `_` or a character beyond ASCII, then those, digits, `-`, `.` and at most
    /// one `:` that is neither first nor last.
    private mutating func name() throws(XMLProblem) -> String {
        let start = index
        guard index < bytes.count, Self.isNameStartByte(bytes[index]) else { throw problem("expected a name") }
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        let colons = name.filter { $0 == ":" }.count
        if colons > 1 || name.hasSuffix(":") {
            index = start
            throw problem("'\(name)' is not a name")
        }
        return name
    }

    /// A quoted attribute value with its references replaced and its whitespace made spaces.
    private mutating func attributeValue() throws(XMLProblem) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw problem("expected a quoted value")
        }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else { throw problem("the file ends inside a quoted value") }
            let byte = bytes[index]
            if byte == quote { break }
            if byte == UInt8(ascii: "<") { throw problem("'<' in an attribute value") }
            if byte == UInt8(ascii: "&") {
                value += Array(try reference().utf8)
                continue
            }
            value.append(Self.isSpace(byte) ? UInt8(ascii: " ") : byte)
            index += 1
        }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// Character data up to the next `<`, whose references must be ones XML defines.
    private mutating func text() throws(XMLProblem) {
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "&") {
                _ = try reference()
            } else {
                index += 1
            }
        }
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;`; any other name is an entity
    /// this reader does not have, and is refused.
    private mutating func reference() throws(XMLProblem) -> String {
        let start = index
        index += 1
        let body = bytes[index...].prefix { Self.isNameByte($0) || $0 == UInt8(ascii: "#") }.prefix(40)
        guard index + body.count < bytes.count, bytes[index + body.count] == UInt8(ascii: ";") else {
            index = start
            throw problem("'&' starts no reference (write &amp;)")
        }
        let name = String(decoding: body, as: UTF8.self)
        index += body.count + 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var code: UInt32?
            if name.hasPrefix("#x") {
                code = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                code = UInt32(name.dropFirst(), radix: 10)
            } else {
                index = start
                throw problem("the entity &\(name); is not defined (only XML's own five are)")
            }
            guard let code, code != 0, let scalar = Unicode.Scalar(code) else {
                index = start
                throw problem("&\(name); is not a character")
            }
            return String(Character(scalar))
        }
    }

    // MARK: Skipping

    private mutating func skipComment() throws(XMLProblem) {
        index += 4
        try skip(until: "-->", what: "comment")
    }

    private mutating func skipProcessingInstruction() throws(XMLProblem) {
        index += 2
        try skip(until: "?>", what: "processing instruction")
    }

    private mutating func skip(until end: StaticString, what: String) throws(XMLProblem) {
        let start = index
        while index < bytes.count {
            if looking(at: end) {
                index += end.utf8CodeUnitCount
                return
            }
            index += 1
        }
        index = start
        throw problem("the \(what) is never closed")
    }

    /// Skips whitespace; whether there was any.
    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func looking(at text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameStartByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStartByte(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    /// A problem at the current position.
    private func problem(_ message: String) -> XMLProblem {
        let end = min(index, bytes.count)
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0
        var line = 1
        var column = 1
        for byte in bytes[start..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return XMLProblem(line: line, column: column, message: message.visibleText(limit: 300))
    }
}
