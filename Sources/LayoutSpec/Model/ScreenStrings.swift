/// `strings`: every word the screen draws that is not already a field (the captions, the search's
/// count, the empty states, the accessible names), and the review board's own words (the `board…`
/// texts: its title, headings, notes and each state's label), in the spec's `language`. English,
/// as the original, by default. A text names its values as placeholders, `{title}`, `{count}`; one
/// with `{count}` may be a text per plural category of the language.
public struct ScreenStrings: Sendable, Equatable, SpecObject {
    /// The list's caption under All Mails: `{title}` is `allMails.title`.
    public var allMailsCaption: PluralPhrase = "{title} {count}"
    /// The list's caption under a category: `{title}` is the tab's title.
    public var categoryCaption: PluralPhrase = "{title} Mails {count}"
    /// The caption while searching, before anything is typed.
    public var searchCaption = PluralPhrase(other: "{count} Mails", [.one: "{count} Mail"])
    /// The caption while searching: how many mails match.
    public var searchResults = PluralPhrase(other: "{count} Results", [.one: "{count} Result"])
    public var noResults = "No Results"
    public var noMail = "No Mail"
    /// The unread dot's name for a screen reader.
    public var unread = "Unread"
    /// The tab bar's accessible name (a navigation landmark).
    public var tabBarLabel = "Mail categories"
    /// The accessible name of the tab list inside it.
    public var categoriesLabel = "Categories"
    /// The appearance button's tooltip.
    public var appearance = "Appearance"
    public var appearanceAutomatic = "Appearance: automatic"
    public var appearanceLight = "Appearance: light"
    public var appearanceDark = "Appearance: dark"
    /// The button beside the phone on a wide window.
    public var copyLink = "Copy Link to This State"
    public var linkCopied = "Link copied."
    /// Said when the clipboard cannot be written: `{link}` is the address.
    public var copyThisLink = "Copy this link: {link}"

    // The review board's words (`states.html`; their fields: `ScreenStrings+Board.swift`).
    public var boardTitle = "{title}: every state"
    public var boardIntro =
        "Each frame is the live prototype, {page}, opened on a deep link: scroll it, tap it, search in it. "
        + "A state's name is its link, to open or share it alone."
    public var boardCodesNote =
        "Build with a base URL ({option}, or {field} in the spec) and each state prints a QR code of its link, "
        + "to open it on a phone."
    public var boardCodeCaption = "Scan to open this state"
    public var boardCodeTooLong = "This link is too long for a QR code."
    public var boardCodeLabel = "QR code: {link}"
    public var boardFrameTitle = "The prototype: {state}"
    public var boardAtTheTop = "{title}, at the top"
    public var boardHalfFaded = "Scrolled {offset} px: header half-faded"
    public var boardUnderTheMaterial = "Scrolled {offset} px: under the material"
    public var boardSearching = "Searching “{query}”"
    public var boardNoResult = "Searching “{query}”: no result"
    public var boardDark = "Dark"
    public var boardLight = "Light"
    public var boardReducedMotion = "Reduced motion: fades for springs"
    public var boardConditions = "Conditions"
    public var boardConditionsNote =
        "The same prototype as a phone set otherwise shows it: text size, Increase Contrast, Reduce Transparency, "
        + "another phone."
    public var boardLargeContentViewer = "Accessibility 3: Large Content Viewer on {title}"
    public var boardExtraSmallText = "Extra small text"
    public var boardRightToLeft = "Right to left, {title}"
    public var boardLeftToRight = "Left to right, {title}"
    public var boardContrastLight = "Increase Contrast, light"
    public var boardContrastDark = "Increase Contrast, dark"
    public var boardReduceTransparency = "Reduce Transparency, under the material"
    public var boardLocales = "Locales"
    public var boardLocalesNote =
        "All Mails in the spec's locale, then in each other locale the page carries, to review long words and "
        + "other scripts side by side: a locale writes the dates and the counts; the words are the spec's in each."
    public var boardLocaleFallback = "formats of {locale}"
    public var boardSprings = "Springs"
    public var boardSpringsNote =
        "Each spring of the spec as its curve, from the maths the page plays: the value from where it starts (0) "
        + "to its target (1) over the time it takes to settle."
    public var boardTabBarSpring = "Tab bar"
    public var boardSearchSpring = "Search"
    public var boardSpringNumbers = "duration {duration} s, bounce {bounce}; {overshoot}; settles in {milliseconds} ms"
    public var boardOvershoot = "overshoot {percent} %"
    public var boardNoOvershoot = "no overshoot"
    public var boardSpringLabel = "{spring} spring: value over {milliseconds} ms, {overshoot}"
    public var boardMilliseconds = "{milliseconds} ms"
    public var boardMotion = "Motion"
    public var boardMotionNote =
        "What moves when in each transition, from the table the page plays: a row per element, its bar from its "
        + "start to its settle with its spring's curve, a tick at every 60 Hz frame; scrolling on the scroll's offset."
    public var boardPoints = "{points} pt"

    public init() {}

    public static let placeholder = ScreenStrings()

    /// The placeholders each text may use, by key; a key not listed has none.
    public static let placeholders: [String: [String]] = [
        "allMailsCaption": ["title", "count"], "categoryCaption": ["title", "count"], "searchCaption": ["count"],
        "searchResults": ["count"], "copyThisLink": ["link"],
    ].merging(boardPlaceholders) { screen, _ in screen }

    public static let fields = screenFields + boardFields

    /// The screen's words, the page's own.
    static let screenFields: [SpecField<ScreenStrings>] = [
        .value(
            "allMailsCaption", get: { $0.allMailsCaption }, set: { $0.allMailsCaption = $1 },
            "The list's caption under All Mails: {title} (allMails.title), {count}; "
                + "a string, or one per plural category."),
        .value(
            "categoryCaption", get: { $0.categoryCaption }, set: { $0.categoryCaption = $1 },
            "The list's caption under a category: {title} (the tab's), {count}; "
                + "a string, or one per plural category."),
        .value(
            "searchCaption", get: { $0.searchCaption }, set: { $0.searchCaption = $1 },
            "The caption while searching, before anything is typed: {count}; "
                + "a string, or one per plural category."),
        .value(
            "searchResults", get: { $0.searchResults }, set: { $0.searchResults = $1 },
            "The caption while searching: {count} mails match; a string, or one per plural category."),
        .value(
            "noResults", get: { $0.noResults }, set: { $0.noResults = $1 },
            "What the list says when a search finds nothing."),
        .value("noMail", get: { $0.noMail }, set: { $0.noMail = $1 }, "What the list says when a category is empty."),
        .value("unread", get: { $0.unread }, set: { $0.unread = $1 }, "The unread dot's name for a screen reader."),
        .value(
            "tabBarLabel", get: { $0.tabBarLabel }, set: { $0.tabBarLabel = $1 },
            "The tab bar's name for a screen reader."),
        .value(
            "categoriesLabel", get: { $0.categoriesLabel }, set: { $0.categoriesLabel = $1 },
            "The category list's name for a screen reader."),
        .value(
            "appearance", get: { $0.appearance }, set: { $0.appearance = $1 }, "The appearance button's tooltip."),
        .value(
            "appearanceAutomatic", get: { $0.appearanceAutomatic }, set: { $0.appearanceAutomatic = $1 },
            "The appearance button's name while it follows the system."),
        .value(
            "appearanceLight", get: { $0.appearanceLight }, set: { $0.appearanceLight = $1 },
            "The appearance button's name while the page is light."),
        .value(
            "appearanceDark", get: { $0.appearanceDark }, set: { $0.appearanceDark = $1 },
            "The appearance button's name while the page is dark."),
        .value(
            "copyLink", get: { $0.copyLink }, set: { $0.copyLink = $1 },
            "The button beside the phone on a wide window that copies a link to the state shown."),
        .value(
            "linkCopied", get: { $0.linkCopied }, set: { $0.linkCopied = $1 }, "Said once the link is copied."),
        .value(
            "copyThisLink", get: { $0.copyThisLink }, set: { $0.copyThisLink = $1 },
            "Said when the clipboard cannot be written: {link} is the address."),
    ]

    /// Every text by key, in the table's order: what the placeholder rule, the notes and the
    /// page's words go through. A test holds its keys to the table's.
    public var texts: [(key: String, phrase: PluralPhrase)] {
        screenTexts + boardTexts.map { ($0.key, PluralPhrase(stringLiteral: $0.text)) }
    }

    /// The screen's words by key, in the table's order.
    var screenTexts: [(key: String, phrase: PluralPhrase)] {
        let plain: [(String, String)] = [
            ("noResults", noResults), ("noMail", noMail), ("unread", unread), ("tabBarLabel", tabBarLabel),
            ("categoriesLabel", categoriesLabel), ("appearance", appearance),
            ("appearanceAutomatic", appearanceAutomatic), ("appearanceLight", appearanceLight),
            ("appearanceDark", appearanceDark), ("copyLink", copyLink), ("linkCopied", linkCopied),
            ("copyThisLink", copyThisLink),
        ]
        return [
            ("allMailsCaption", allMailsCaption), ("categoryCaption", categoryCaption),
            ("searchCaption", searchCaption), ("searchResults", searchResults),
        ] + plain.map { ($0.0, PluralPhrase(stringLiteral: $0.1)) }
    }
}
