/// The whole design as data: the screen of the iOS 18 Mail app's All Inboxes, its category tab
/// bar, its header and its mails. Every field has the original's value as its default, so `{}`
/// is a complete spec and a partial spec overrides only what it names.
public struct LayoutSpec: Sendable, Equatable, SpecObject {
    /// `$schema`: the JSON Schema an editor checks the file against; the build ignores it.
    public var schemaReference = ""
    /// `tokens`: the design tokens whose names the fields may hold as aliases.
    public var tokens = TokenSources()
    /// The aliases the spec's fields held, resolved when it was decoded, and the files read.
    public var tokenAliases = TokenAliases()
    /// The navigation bar's title, and the page's.
    public var title = "All Inboxes"
    /// What a shared link says under the title (`<meta name="description">`, Open Graph).
    public var description = "A live prototype of the iOS 18 Mail category tab bar and its translucent header."
    /// Where the prototype is published, for links that unfurl.
    public var site = Site()
    public var colorScheme = ColorSchemePreference.auto
    /// The language the texts are in, a BCP 47 tag: the page's `lang`.
    public var language = LanguageTag.english
    /// The locale dates, times and numbers are written in, a BCP 47 tag with a region; `auto`:
    /// the language's own region (`en` is `en-US`).
    public var locale = LocalePreference.auto
    /// `auto` follows `language`: right to left for Arabic, Hebrew, Persian, Urdu….
    public var layoutDirection = LayoutDirection.auto
    /// Larger Text: the size every text of the screen takes.
    public var dynamicTypeSize = TextSizePreference.auto
    /// Increase Contrast: accessible system colours, stronger divider, pills and material.
    public var contrast = ContrastPreference.auto
    /// Reduce Transparency: the header's material as an opaque fill.
    public var transparency = TransparencyPreference.auto
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
    /// `mails` as the spec writes it: `"sample"` (the default) or its own list.
    public var mailList = MailList.sample
    /// The mails of the list: the spec's own, or the sample mails spread over its tabs. Setting
    /// it makes them the spec's own.
    public var mails: [Mail] {
        get { mailList.mails(over: tabs) }
        set { mailList = .written(newValue) }
    }
    /// The words the screen draws that are not fields of their own, in `language`.
    public var strings = ScreenStrings()

    public init() {}

    /// The original screen.
    public static let `default` = LayoutSpec()

    public static let placeholder = LayoutSpec.default

    public static let fields: [SpecField<LayoutSpec>] = [
        .value(
            "$schema", get: { $0.schemaReference }, set: { $0.schemaReference = $1 }, editable: false,
            "The JSON Schema that editors check this file against."),
        .value(
            "tokens", get: { $0.tokens }, set: { $0.tokens = $1 }, editable: false,
            "Design tokens whose names any field may hold as an alias, \"{brand.radius.pill}\": "
                + "{\"resolver\": \"brand.resolver.json\"} (with an optional theme mapping) or {\"files\": [\"….tokens.json\"]}, "
                + "paths inside the spec's folder."),
        .value(
            "title", get: { $0.title }, set: { $0.title = $1 }, outputs: [.swiftUI], original: ".navigationTitle({})",
            "The navigation bar's title (large and inline) and the page's."),
        .value(
            "description", get: { $0.description }, set: { $0.description = $1 },
            "What a shared link says under the title."),
        .section(
            "site", get: { $0.site }, set: { $0.site = $1 }, editable: false,
            "Where the prototype is published, for links that unfurl."),
        .value(
            "colorScheme", get: { $0.colorScheme }, set: { $0.colorScheme = $1 },
            "Light, dark, or auto (following the system)."),
        .value(
            "language", get: { $0.language }, set: { $0.language = $1 },
            "The texts' language, a BCP 47 tag (en, ar, he-IL): the page's lang."),
        .value(
            "locale", get: { $0.locale }, set: { $0.locale = $1 },
            "The locale dates, times and numbers are written in, as an iPhone set to it writes them: a BCP 47 tag "
                + "with a region and optional extensions (de-DE, ar-SA, ar-EG-u-nu-latn, ja-JP, en-GB), "
                + "or auto, the language with the region iOS offers first (en-US for en)."),
        .value(
            "layoutDirection", get: { $0.layoutDirection }, set: { $0.layoutDirection = $1 },
            "ltr, rtl, or auto: right to left when the language is written so (ar, he, fa, ur…); the screen mirrors."),
        .value(
            "dynamicTypeSize", get: { $0.dynamicTypeSize }, set: { $0.dynamicTypeSize = $1 },
            "Larger Text: a DynamicTypeSize name, or auto (Large; the phone's own setting in iOS Safari)."),
        .value(
            "contrast", get: { $0.contrast }, set: { $0.contrast = $1 },
            "Increase Contrast: standard, increased, or auto (following prefers-contrast: more)."),
        .value(
            "transparency", get: { $0.transparency }, set: { $0.transparency = $1 },
            "Reduce Transparency: standard, reduced, or auto (following prefers-reduced-transparency)."),
        .value(
            "tabs", get: { $0.tabs }, set: { $0.tabs = $1 },
            schema: [
                ("minItems", .integer(tabCountRange.lowerBound)), ("maxItems", .integer(tabCountRange.upperBound)),
            ],
            "The categories, in order."),
        .section(
            "allMails", get: { $0.allMails }, set: { $0.allMails = $1 },
            "The All Mails pill, shown while no category is selected."),
        .value(
            "initialTab", get: { $0.initialTab }, set: { $0.initialTab = $1 },
            "allMails or a tab's id: the state the page opens in."),
        .section(
            "tabBar", get: { $0.tabBar }, set: { $0.tabBar = $1 }, "The tab bar's geometry and motion."),
        .section(
            "scroll", get: { $0.scroll }, set: { $0.scroll = $1 },
            "How the header's material fades in as the page scrolls: its opacity is "
                + "clamp((scrolled - collapseThreshold) / transitionDistance, 0, 1)."),
        .section("header", get: { $0.header }, set: { $0.header = $1 }, "The header's background."),
        .section("search", get: { $0.search }, set: { $0.search = $1 }, "The search drawer."),
        .section("screen", get: { $0.screen }, set: { $0.screen = $1 }, "The phone screen shown on a wide window."),
        .section(
            "strings", get: { $0.strings }, set: { $0.strings = $1 },
            "The words the screen draws that are not fields of their own, in the spec's language; "
                + "placeholders are written {name}."),
        .value(
            "mails", get: { $0.mailList }, set: { $0.mailList = $1 }, editable: false,
            "The messages of the list: \"sample\" (the default) spreads the 44 sample mails over the "
                + "spec's tabs, whichever they are, so that every tab has some; or the spec's own, "
                + "each naming its tab."),
    ]

    /// Every field of the spec, nested sections flattened in declaration order: what the CSS
    /// custom properties, the SwiftUI `MailDesign`, the page's script, the parity tests and the
    /// field list (`mailsitegen fields`) are made from.
    public static let fieldTable: [FieldEntry<LayoutSpec>] = fieldEntries

    /// The tab that `initialTab` names, or nil for All Mails.
    public var initialCategory: Tab? { tabs.first { $0.id == initialTab } }
}
