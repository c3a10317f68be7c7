/// The whole design as data: the screen of the iOS 18 Mail app's All Inboxes, its category tab
/// bar, its header and its mails. Every field has the original's value as its default, so `{}`
/// is a complete spec and a partial spec overrides only what it names.
public struct LayoutSpec: Sendable, Equatable, Encodable, SpecObject {
    /// Light, dark, or following the system (`prefers-color-scheme`).
    public enum ColorSchemePreference: String, Sendable, Equatable, Codable, CaseIterable {
        case auto, light, dark

        public init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard let value = Self(rawValue: text) else {
                let names = Self.allCases.map(\.rawValue)
                throw SpecIssue(
                    path: decoder.specPath,
                    message: "unknown colour scheme '\(text)'" + Suggestion.phrase(for: text, in: names)
                        + "; use \(names.joined(separator: ", "))")
            }
            self = value
        }
    }

    /// `$schema`: the JSON Schema an editor checks the file against; the build ignores it.
    public var schemaReference = ""
    /// The navigation bar's title, and the page's.
    public var title = "All Inboxes"
    /// What a shared link says under the title (`<meta name="description">`, Open Graph).
    public var description = "A live prototype of the iOS 18 Mail category tab bar and its translucent header."
    public var colorScheme = ColorSchemePreference.auto
    /// The categories, in order (`TabModel.allCases` without `.allMails`).
    public var tabs: [Tab] = Tab.defaults
    public var allMails = AllMails(title: "All Mails", symbol: .tray)
    /// `allMails` or a tab's id.
    public var initialTab = Tab.allMailsID
    public var tabBar = TabBarStyle()
    public var scroll = ScrollResponse()
    public var header = HeaderStyle()
    public var search = SearchStyle()
    /// The phone screen a wide window shows the prototype in.
    public var screen = ScreenSize()
    public var mails: [Mail] = Mail.samples

    public init() {}

    /// The original screen.
    public static let `default` = LayoutSpec()

    public static var placeholder: LayoutSpec { .default }

    public static let fields: [SpecField<LayoutSpec>] = [
        .value("$schema", \.schemaReference, "The JSON Schema that editors check this file against."),
        .value("title", \.title, "The navigation bar's title (large and inline) and the page's."),
        .value("description", \.description, "What a shared link says under the title."),
        .value("colorScheme", \.colorScheme, "Light, dark, or auto (following the system)."),
        .value(
            "tabs", \.tabs,
            schema: [
                ("minItems", .integer(tabCountRange.lowerBound)), ("maxItems", .integer(tabCountRange.upperBound)),
            ],
            "The categories, in order."),
        .section("allMails", \.allMails, "The All Mails pill, shown while no category is selected."),
        .value("initialTab", \.initialTab, "allMails or a tab's id: the state the page opens in."),
        .section("tabBar", \.tabBar, "The tab bar's geometry and motion (CustomTabbar)."),
        .section("scroll", \.scroll, "How the header's material fades in as the page scrolls."),
        .section("header", \.header, "The header's background."),
        .section("search", \.search, "The search drawer."),
        .section("screen", \.screen, "The phone screen shown on a wide window."),
        .value(
            "mails", \.mails, schema: [("maxItems", .integer(maximumMailCount))],
            "The messages of the list; 44 samples when left out."),
    ]

    /// The JSON Schema (draft 2020-12) of a spec file, from the same field definitions as the decoder.
    public static var schemaDocument: JSONValue {
        guard case .object(let body) = jsonSchema else { return jsonSchema }
        return .object(
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("$id", .string("https://mailsitegen.invalid/mailsitegen.schema.json")),
                ("title", .string("MailSiteGen layout spec")),
                ("description", .string("The design of the iOS 18 Mail header prototype; every field is optional.")),
            ] + body)
    }

    /// The tab that `initialTab` names, or nil for All Mails.
    public var initialCategory: Tab? { tabs.first { $0.id == initialTab } }
}

extension SymbolName {
    static let tray = SymbolName(trusted: "tray")
    static let person = SymbolName(trusted: "person")
    static let cart = SymbolName(trusted: "cart")
    static let textBubble = SymbolName(trusted: "text.bubble")
    static let megaphone = SymbolName(trusted: "megaphone")
}

extension Tab {
    /// Primary, Transactions, Updates, Promotions: the Mail app's four categories.
    public static let defaults: [Tab] = [
        Tab(id: "primary", title: "Primary", symbol: .person, color: .systemBlue),
        Tab(id: "transactions", title: "Transactions", symbol: .cart, color: .systemGreen),
        Tab(id: "updates", title: "Updates", symbol: .textBubble, color: .systemIndigo),
        Tab(id: "promotions", title: "Promotions", symbol: .megaphone, color: .systemPink),
    ]
}

extension SpecColor {
    static let systemBlue = named("blue", 0x007AFF, 0x0A84FF)
    static let systemGreen = named("green", 0x34C759, 0x30D158)
    static let systemIndigo = named("indigo", 0x5856D6, 0x5E5CE6)
    static let systemPink = named("pink", 0xFF2D55, 0xFF375F)
    static let systemGray = named("gray", 0x8E8E93, 0x8E8E93)

    private static func named(_ name: String, _ light: UInt32, _ dark: UInt32) -> SpecColor {
        SpecColor(light: RGB(light), dark: RGB(dark), written: .single(name))
    }
}
