/// One category of the tab bar (`TabModel` in the original).
public struct Tab: Sendable, Equatable, SpecObject {
    /// Names the tab in `initialTab`, in each mail's `category`, and in the page's `data-tab`.
    public var id: String
    public var title: String
    public var symbol: Symbol
    public var color: SpecColor

    public init(id: String, title: String, symbol: Symbol, color: SpecColor) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.color = color
    }

    /// The id reserved for the All Mails state.
    public static let allMailsID = "allMails"

    /// Tab ids appear in HTML attributes, CSS selectors and JS, so they keep to this grammar.
    public static let idPattern = "^[a-z][A-Za-z0-9-]{0,31}$"

    public static let placeholder = Tab(id: "", title: "", symbol: .tray, color: .systemGray)

    /// Primary, Transactions, Updates, Promotions: the Mail app's four categories.
    public static let defaults: [Tab] = [
        Tab(id: "primary", title: "Primary", symbol: .person, color: .systemBlue),
        Tab(id: "transactions", title: "Transactions", symbol: .cart, color: .systemGreen),
        Tab(id: "updates", title: "Updates", symbol: .textBubble, color: .systemIndigo),
        Tab(id: "promotions", title: "Promotions", symbol: .megaphone, color: .systemPink),
    ]

    public static let fields: [SpecField<Tab>] = [
        .value(
            "id", get: { $0.id }, set: { $0.id = $1 }, required: true,
            schema: [("pattern", .string(idPattern)), ("not", .object([("const", .string(allMailsID))]))],
            "Names the tab in initialTab and in each mail's category: a lowercase letter, then letters, digits or '-'."
        ),
        .value(
            "title", get: { $0.title }, set: { $0.title = $1 }, required: true,
            "The pill's label while the tab is active."),
        .value(
            "symbol", get: { $0.symbol }, set: { $0.symbol = $1 }, required: true,
            "The icon: a catalogue name, or {\"svg\": file, \"filled\": file} for SVG files of your own beside "
                + "the spec; its filled form is used while the tab is active."),
        .value(
            "color", get: { $0.color }, set: { $0.color = $1 }, required: true, original: "TabModel.color",
            "The active pill's colour."),
    ]
}
