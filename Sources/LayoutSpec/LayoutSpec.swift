/// The whole design as data: the screen of the iOS 18 Mail app's All Inboxes, its category tab
/// bar, its header and its mails. Every field has the original's value as its default, so `{}`
/// is a complete spec and a partial spec overrides only what it names.
public struct LayoutSpec: Sendable, Equatable, Codable {
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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, description, colorScheme, tabs, allMails, initialTab, tabBar, scroll, header, search, screen
        case mails
    }

    public init(from decoder: any Decoder) throws {
        let fallback = LayoutSpec.default
        let container = try decoder.specContainer(keyedBy: CodingKeys.self)
        title = try container.value(.title, default: fallback.title)
        description = try container.value(.description, default: fallback.description)
        colorScheme = try container.value(.colorScheme, default: fallback.colorScheme)
        tabs = try container.value(.tabs, default: fallback.tabs)
        allMails = try container.section(.allMails, default: fallback.allMails)
        initialTab = try container.value(.initialTab, default: fallback.initialTab)
        tabBar = try container.section(.tabBar, default: fallback.tabBar)
        scroll = try container.section(.scroll, default: fallback.scroll)
        header = try container.section(.header, default: fallback.header)
        search = try container.section(.search, default: fallback.search)
        screen = try container.section(.screen, default: fallback.screen)
        mails = try container.value(.mails, default: fallback.mails)
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
