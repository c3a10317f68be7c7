/// Decodes the spec types straight from the tree `JSONParser` built, so a spec is parsed once.
///
/// It follows Foundation's `JSONDecoder` where the spec types can tell: the same
/// `DecodingError` cases with the same coding paths (which `SpecError` turns into messages),
/// `superDecoder(forKey:)` for sections, and integers only from numbers they can hold exactly.
/// Keys are seen in the order the spec writes them, so the first unknown key is the first one
/// written. The parser has already refused duplicate keys.
struct JSONNodeDecoder: Decoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ node: JSONNode, codingPath: [any CodingKey] = []) {
        self.node = node
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node.value else {
            throw mismatch([String: Any].self, "a keyed container")
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node.value else {
            throw mismatch([Any].self, "an unkeyed container")
        }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// The object's keys in the order they are written (none for other values).
    var keys: [String] {
        guard case .object(let members) = node.value else { return [] }
        return members.map(\.key)
    }

    /// `valueNotFound` for null, as Foundation reports it, else `typeMismatch`.
    func mismatch(_ type: Any.Type, _ wanted: String) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath, debugDescription: "Cannot get \(wanted) -- found \(node.kindDescription) instead")
        if case .null = node.value { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }
}

// MARK: - Single values

extension JSONNodeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        if case .null = node.value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let value) = node.value else { throw mismatch(type, "a Bool") }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let value) = node.value else { throw mismatch(type, "a String") }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let value) = node.value else { throw mismatch(type, "a Double") }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float {
        Float(try decode(Double.self))
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: self)
    }

    private func integer<T: BinaryInteger>(_ type: T.Type) throws -> T {
        let number = try decode(Double.self)
        guard let value = T(exactly: number) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Parsed JSON number <\(number)> does not fit in \(T.self)."))
        }
        return value
    }
}

// MARK: - Objects

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONNode.Member]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { index(of: key) != nil }

    /// Looked up by index, so that members are not copied on the way (a spec object has a
    /// handful of keys; the parser refused duplicates).
    private func index(of key: Key) -> Int? {
        let name = key.stringValue
        for index in members.indices where members[index].key == name { return index }
        return nil
    }

    private func decoder(for key: Key) throws -> JSONNodeDecoder {
        guard let index = index(of: key) else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
        }
        return JSONNodeDecoder(members[index].value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: decoder(for: key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else {
            throw DecodingError.keyNotFound(
                AnyCodingKey(stringValue: "super"),
                DecodingError.Context(codingPath: codingPath, debugDescription: "No value associated with key super."))
        }
        return try decoder(for: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

// MARK: - Arrays

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONNode]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONNode], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> JSONNodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath + [AnyCodingKey(index: currentIndex)],
                    debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return JSONNodeDecoder(elements[currentIndex], codingPath: codingPath + [AnyCodingKey(index: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex].value else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: next(type))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try next([String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}

extension AnyCodingKey {
    init(index: Int) {
        self.stringValue = "Index \(index)"
        self.intValue = index
    }
}
