/// The name of an icon in the built-in catalogue, which mirrors SF Symbols' names. Each icon
/// has an outline form and a filled form (`<name>.fill`), drawn by the project on a 24-unit grid.
public struct SymbolName: Sendable, Equatable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// Every icon the page can draw, outline names only, in alphabetical order: the one list the
    /// decoder, the JSON Schema, `mailsitegen fields`, the inspector and the field reference offer.
    public static let catalogue = [
        "airplane", "archivebox", "bag", "banknote", "bell", "bolt", "bookmark", "briefcase",
        "bubble.left.and.bubble.right", "building.2", "calendar", "car", "cart", "clock", "creditcard",
        "cross.case", "doc.text", "envelope", "exclamationmark.triangle", "flag", "fork.knife",
        "gamecontroller", "gift", "globe", "graduationcap", "heart", "house", "leaf", "lock", "megaphone",
        "music.note", "newspaper", "paperplane", "person", "person.2", "person.crop.circle", "phone",
        "photo", "shield", "shippingbox", "star", "tag", "text.bubble", "ticket", "tray",
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

    /// The symbols the default spec names.
    static let tray = SymbolName(trusted: "tray")
    static let person = SymbolName(trusted: "person")
    static let cart = SymbolName(trusted: "cart")
    static let textBubble = SymbolName(trusted: "text.bubble")
    static let megaphone = SymbolName(trusted: "megaphone")
}
