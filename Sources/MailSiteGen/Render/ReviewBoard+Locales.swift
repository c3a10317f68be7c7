import LayoutSpec
import LocaleFormats

/// The board's "Locales" section: the default state in the spec's locale, then in each of the
/// other locales every page carries (`PageWords.boardLocales`: English, German's long words,
/// Arabic's and Japanese's scripts), so that long words and other scripts are reviewed side by
/// side. A locale changes the dates and the counts (`locale=`); the words stay the spec's.
extension ReviewBoard {
    var locales: [State] {
        let own = spec.resolvedLocale
        let others = PageWords.boardLocales.compactMap { try? LocaleTag($0) }.filter { $0.text != own.text }
        return ([own] + others).map { tag in
            var link = DeepLink(tab: Tab.allMailsID, scheme: spec.colorScheme)
            // The spec's own locale is the page as built: a link without `locale=`.
            if tag.text != own.text { link.locale = tag.text }
            let (label, language) = Self.localeLabel(of: LocaleFormats.shared(tag), words: words)
            return State(label: label, link: link, language: language)
        }
    }

    /// "de-DE · Deutsch (Deutschland)": the tag, and the locale's name in its own language (so in
    /// that language, `lang`), each in its own direction; where the locale tables have no data for it,
    /// the locale it falls back to, in the board's words.
    static func localeLabel(of formats: LocaleFormats, words: BoardWords) -> (label: BoardText, language: String?) {
        let tag: BoardText = .isolated(formats.requested.text)
        guard formats.fallbackNote != nil else {
            let name: BoardText = .isolated(formats.ownName ?? formats.identifier)
            return (tag + " · " + name, formats.ownName == nil ? nil : formats.identifier)
        }
        // The board's words then, with the name in its language.
        let fallback = words.text(words.strings.boardLocaleFallback, ["locale": .isolated(formats.identifier)])
        let named: BoardText = .isolated(
            formats.ownName ?? formats.identifier, language: formats.ownName == nil ? nil : formats.identifier)
        return (tag + " · " + fallback + ": " + named, nil)
    }

    /// The list items of the Locales section.
    func localeCells() -> HTML { cells(locales) }
}
