/// Names in the tool's own English, as a sentence lists them: `a`, `a and b`, `a, b and c`. Every
/// list a message or summary writes in English goes through this, as every count goes through
/// `Counted`.
public struct Listed: CustomStringConvertible, Sendable {
    public let names: [String]

    public init(_ names: [String]) {
        self.names = names
    }

    public var description: String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
