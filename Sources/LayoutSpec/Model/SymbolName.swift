/// The name of an icon in the built-in catalogue, which mirrors SF Symbols' names. Each icon
/// has an outline form and a filled form (`<name>.fill`), drawn by the project on a 24-unit grid.
public struct SymbolName: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: String

    /// Every icon the page can draw, outline names only.
    public static let catalogue = [
        "person", "cart", "text.bubble", "megaphone", "tray",
        "envelope", "bell", "star", "tag", "creditcard",
    ]

    public init?(_ name: String) {
        guard Self.catalogue.contains(name) else { return nil }
        rawValue = name
    }

    /// For names this module spells itself; a test checks they are all in the catalogue.
    init(trusted name: String) {
        rawValue = name
    }

    public var description: String { rawValue }

    /// The id of the outline symbol in the page's sprite: `icon-person`.
    public var outlineID: String { "icon-\(rawValue)" }
    /// The id of the filled symbol in the page's sprite: `icon-person.fill`.
    public var filledID: String { "icon-\(rawValue).fill" }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let name = SymbolName(text) {
            self = name
            return
        }
        let message: String
        if text.hasSuffix(".fill"), Self.catalogue.contains(String(text.dropLast(5))) {
            message = "write the outline name '\(text.dropLast(5))'; its filled form is used for the active tab"
        } else {
            message =
                "unknown symbol '\(text)'" + Suggestion.phrase(for: text, in: Self.catalogue)
                + "; the catalogue has \(Self.catalogue.joined(separator: ", "))"
        }
        throw SpecIssue(path: decoder.specPath, message: message)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
