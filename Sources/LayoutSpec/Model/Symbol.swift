/// A pill's icon: a name from the built-in catalogue, or the spec's own SVG files.
public enum Symbol: Sendable, Equatable, Hashable, CustomStringConvertible {
    case builtIn(SymbolName)
    case custom(CustomSymbol)

    public var description: String {
        switch self {
        case .builtIn(let name): name.description
        case .custom(let custom): custom.description
        }
    }

    /// The custom icon, nil for a catalogue name.
    public var custom: CustomSymbol? {
        if case .custom(let custom) = self { return custom }
        return nil
    }

    /// The symbols the default spec names.
    static let tray = Symbol.builtIn(.tray)
    static let person = Symbol.builtIn(.person)
    static let cart = Symbol.builtIn(.cart)
    static let textBubble = Symbol.builtIn(.textBubble)
    static let megaphone = Symbol.builtIn(.megaphone)
}

/// An icon drawn from SVG files that the spec names (`{"svg": "icons/forums.svg", "filled":
/// "icons/forums.fill.svg"}`), relative to the spec's folder and inside it. Only the paths live
/// here: the files are read and reduced to their geometry by the generator.
public struct CustomSymbol: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The outline form's file, as the spec writes it.
    public var svg: String
    /// The filled form's file; nil draws the outline's geometry for both forms.
    public var filled: String?

    public init(svg: String, filled: String? = nil) {
        self.svg = svg
        self.filled = filled
    }

    /// `{"svg": "icons/forums.svg"}`, as the spec writes it.
    public var description: String {
        "{\"svg\": \(JSONValue.quoted(svg))" + (filled.map { ", \"filled\": \(JSONValue.quoted($0))" } ?? "") + "}"
    }

    /// The files it names, the outline's first.
    public var files: [String] { [svg] + (filled.map { [$0] } ?? []) }
}
