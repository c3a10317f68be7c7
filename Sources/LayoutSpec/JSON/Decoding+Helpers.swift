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
        let raw = try container(keyedBy: AnyCodingKey.self)
        let known = Keys.allCases.map(\.stringValue)
        for key in raw.allKeys where !known.contains(key.stringValue) {
            throw SpecIssue(
                path: JSONPath(codingPath: codingPath + [key]),
                message: "unknown key '\(key.stringValue)'"
                    + Suggestion.phrase(for: key.stringValue, in: known)
                    + " (known keys: \(known.joined(separator: ", ")))",
                anchor: .key)
        }
        return try container(keyedBy: Keys.self)
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
