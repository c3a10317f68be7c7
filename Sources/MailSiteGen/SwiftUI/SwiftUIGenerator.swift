import LayoutSpec
import Templates

/// Spec in, SwiftUI out: one Swift file that reproduces the designed screen for iOS 18, the
/// same screen the page shows. Pure: the same spec always gives the same text.
///
/// The file reads as the original's code (`TabModel`, the tab bar's `ResizableButton`, the
/// scroll-linked header) with every number, colour and spring of the spec in one enum,
/// `MailDesign`, named after the spec's fields. The views are the same for every spec and live
/// in `Templates/SwiftUI/` as Swift; the generator writes `MailDesign`, `TabModel` and the
/// sample mails into it. Spec text reaches it only as Swift string
/// literals (`String.swiftStringLiteral`) and tab ids only as identifiers made by
/// `SwiftIdentifier`; everything else is written from validated numbers and names, so a spec
/// cannot add code.
public struct SwiftUIGenerator {
    public let spec: LayoutSpec
    /// Name each colour in `MailDesign.xcassets` (`Color("TabPrimary")`, the catalogue that
    /// `mailsitegen tokens --format xcassets` writes) instead of writing its values.
    public let namesAssetColors: Bool
    /// The spec's own icons, read by `CustomIcons.load`: written as image sets of the asset
    /// catalogue beside the file (`assetCatalogue()`), which the tab model names.
    public var icons: CustomIcons

    public init(spec: LayoutSpec, namesAssetColors: Bool = false, icons: CustomIcons = .none) {
        self.spec = spec
        self.namesAssetColors = namesAssetColors
        self.icons = icons
    }

    /// The Swift source, sections in the order of the screen, the sample mails last.
    /// A spec made in code is validated first, as a decoded one was (its numbers finite and in
    /// range, its rules), and refused with the command line's error: the file would not compile
    /// (a mail of no tab) or not parse (`nan`).
    public func generate() throws(MailSiteGenError) -> String {
        do {
            try spec.validate()
        } catch {
            throw MailSiteGenError(error)
        }
        try icons.checkRead(for: spec)
        return template.rendered
    }

    /// The file's template (`Templates/SwiftUI/`) and the parts written from the spec.
    var template: SiteGenerator.Rendering {
        let tabs = TabCases(spec: spec, namesAssetColors: namesAssetColors)
        let previewScheme: String
        switch spec.colorScheme {
        case .auto: previewScheme = ""
        case .light: previewScheme = "\n        .preferredColorScheme(.light)"
        case .dark: previewScheme = "\n        .preferredColorScheme(.dark)"
        }
        // The spec's text size, when it names one (`auto` is the phone's own).
        let previewTextSize =
            switch spec.dynamicTypeSize {
            case .auto: ""
            case .size(let size): "\n        .dynamicTypeSize(.\(size.rawValue))"
            }
        return SiteGenerator.Rendering(
            template: Template(name: "MailCategoryTabBar.swift", source: SwiftUITemplate.file),
            values: [
                "version": .code(MailSiteGenVersion.current),
                "catalogueDigest": .code(Self.digest(of: stringCatalog())),
                "design": .code(design),
                "tabModel": .code(tabModel(tabs)),
                "initialTab": .code(tabs.initialCase),
                "previewScheme": .code(previewScheme),
                // Bars stop growing where the page's stop.
                "largestBarSize": .code(DynamicTypeSize.largestBarSize.rawValue),
                "previewTextSize": .code(previewTextSize),
                // The spec's locale: its dates, digits and words, as the page shows them.
                "previewLocale": .code("\n        " + Self.localeModifier(spec.resolvedLocale.text)),
                // On a phone the direction comes from the language; the spec's, when right to
                // left, is the preview's.
                "previewDirection": .code(
                    spec.isRightToLeft ? "\n        .environment(\\.layoutDirection, .rightToLeft)" : ""),
                "colors": .code(usesLightDarkColors ? "\n\n" + SwiftUITemplate.lightDarkColor.dropLast() : ""),
                "localePreviews": .code(localePreviews(scheme: previewScheme)),
                "words": .code(words),
                "sampleMails": .code(sampleMails(tabs)),
            ])
    }

    /// A `#Preview` for each other locale of the review board's row: the view's locale set, and
    /// mirrored where its language is written right to left; `scheme` is the spec's colour scheme
    /// modifier, as the other previews have it. The spec's own locale is the main preview's, so
    /// it has none of its own.
    func localePreviews(scheme: String) -> String {
        let tags = PageWords.boardLocales.filter { $0 != spec.resolvedLocale.text }
        return tags.map { tag in
            let language = tag.prefix { $0 != "-" }
            let mirrored = (try? LanguageTag(String(language)))?.isRightToLeft ?? false
            return """

                #Preview(\(tag.swiftStringLiteral)) {
                    MailInboxView()\(scheme)
                        \(Self.localeModifier(tag))\(
                    mirrored ? "\n        .environment(\\.layoutDirection, .rightToLeft)" : "")
                }
                """
        }.joined(separator: "\n")
    }

    /// `.environment(\.locale, Locale(identifier: "de-DE"))`: a preview's locale.
    static func localeModifier(_ tag: String) -> String {
        ".environment(\\.locale, Locale(identifier: \(tag.swiftStringLiteral)))"
    }

    private var usesLightDarkColors: Bool {
        !namesAssetColors
            && ([spec.tabBar.inactiveBackground, spec.tabBar.inactiveForeground] + spec.tabs.map(\.color))
                .contains(where: \.needsLightDarkInitializer)
    }
}

/// The cases of `TabModel`: one for each tab of the spec, in order, then All Mails.
struct TabCases {
    /// One pill: its case name and what the spec says of it.
    struct Case {
        var name: String
        var id: String
        var title: String
        var symbol: Symbol
        /// A SwiftUI expression of type `Color`.
        var color: String
    }

    /// The All Mails case: the spec's reserved id, a valid identifier already.
    static let allMails = Tab.allMailsID

    let cases: [Case]
    /// The case `initialTab` names.
    let initialCase: String

    /// `namesAssetColors`: each tab's colour is its colour set (`Color("TabPrimary")`).
    init(spec: LayoutSpec, namesAssetColors: Bool = false) {
        let names = SwiftIdentifier.uniqueNames(
            for: spec.tabs.map(\.id), avoiding: [Self.allMails, "allCases", "categories"], suffix: "Tab")
        let allMails = Case(
            name: Self.allMails, id: Tab.allMailsID, title: spec.allMails.title, symbol: spec.allMails.symbol,
            color: ".primary")
        cases =
            zip(spec.tabs, names).map { tab, name in
                Case(
                    name: name, id: tab.id, title: tab.title, symbol: tab.symbol,
                    color: namesAssetColors
                        ? "Color(\(ColorSetName.tab(case: name).swiftStringLiteral))" : tab.color.swiftUIColorShorthand)
            } + [allMails]
        initialCase = cases.first { $0.id == spec.initialTab }?.name ?? Self.allMails
    }

    /// The asset name of a custom icon: `Tab`, the first case that shows it and `Icon` (`TabForumsIcon`,
    /// apart from the colour sets `tokens --format xcassets` names `TabForums`),
    /// `.fill` after it for the filled form, as SF Symbols name theirs (a case name has no dot, so
    /// no other icon's name can be the same). Nil for a catalogue symbol.
    func assetName(for symbol: CustomSymbol, filled: Bool) -> String? {
        guard let first = cases.first(where: { $0.symbol == .custom(symbol) }) else { return nil }
        let base = "Tab" + first.name.prefix(1).uppercased() + first.name.dropFirst() + "Icon"
        return filled && symbol.filled != nil ? base + ".fill" : base
    }

    /// The SwiftUI expression of a case's icon: `Image(systemName: "person")` for a catalogue
    /// symbol (its filled form comes from `.symbolVariant(.fill)`), `Image("TabForumsIcon")` for
    /// the spec's own.
    func image(for tab: Case, filled: Bool) -> String {
        switch tab.symbol {
        case .builtIn(let name): return "Image(systemName: \(name.rawValue.swiftStringLiteral))"
        case .custom(let custom):
            return "Image(\((assetName(for: custom, filled: filled) ?? "").swiftStringLiteral))"
        }
    }

    /// The case of the tab with this id (validation has made sure there is one).
    func name(forID id: String) -> String {
        cases.first { $0.id == id }?.name ?? Self.allMails
    }
}
