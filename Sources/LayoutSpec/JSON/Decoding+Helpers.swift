/// Decoding conventions shared by every spec type: a missing key keeps the default, `null` and
/// wrong types are errors, unknown keys are errors with a suggestion, numbers have a range.

struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init?(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension Decoder {
    /// The object's keys, refusing any that `Keys` does not name.
    func specContainer<Keys: CodingKey & CaseIterable>(
        keyedBy keys: Keys.Type
    ) throws -> KeyedDecodingContainer<Keys> {
        let known = Keys.allCases.map(\.stringValue)
        try refuseUnknownKeys(isKnown: known.contains) { known }
        return try container(keyedBy: Keys.self)
    }

    /// Throws for the first key of this object that `isKnown` refuses, with a suggestion and the
    /// list of `known` keys (built only then).
    func refuseUnknownKeys(isKnown: (String) -> Bool, known: () -> [String]) throws {
        // The spec's own decoder lists its keys without making a CodingKey of each.
        let names =
            try (self as? JSONNodeDecoder)?.keys ?? container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue)
        for name in names where !isKnown(name) {
            let known = known()
            throw SpecIssue(
                path: JSONPath(codingPath: codingPath + [AnyCodingKey(stringValue: name)]),
                message: "unknown key '\(name)'" + Suggestion.phrase(for: name, in: known)
                    + " (known keys: \(known.joined(separator: ", ")))",
                anchor: .key)
        }
    }

    var specPath: JSONPath { JSONPath(codingPath: codingPath) }
}

extension KeyedDecodingContainer {
    /// A value that must be present (array elements have no defaults to fall back on).
    func required<T: Decodable>(_ key: Key) throws -> T {
        guard contains(key) else {
            throw SpecIssue(
                path: JSONPath(codingPath: codingPath),
                message: "missing required key '\(key.stringValue)'")
        }
        return try decode(T.self, forKey: key)
    }
}

extension Double {
    /// `15` rather than `15.0`, for messages and CSS alike.
    public var specText: String {
        if rounded() == self && abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
