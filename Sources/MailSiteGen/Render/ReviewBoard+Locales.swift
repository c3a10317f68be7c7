import LayoutSpec
import LocaleFormats

/// The board's "Locales" section (issue 38): the default state in the spec's locale, then in each
/// of the other locales every page carries (`PageWords.boardLocales`: English, German's long
/// words, Arabic's and Japanese's scripts), so that long words and other scripts are reviewed
/// side by side. A locale changes the dates and the counts (`locale=`); the words stay the spec's.
extension ReviewBoard {
    var locales: [State] {
        let own = spec.resolvedLocale
        let others = PageWords.boardLocales.compactMap { try? LocaleTag($0) }.filter { $0.text != own.text }
        return ([own] + others).map { tag in
            var link = DeepLink(tab: Tab.allMailsID, scheme: spec.colorScheme)
            // The spec's own locale is the page as built: a link without `locale=`.
            if tag.text != own.text { link.locale = tag.text }
            let (label, language) = Self.localeLabel(of: LocaleFormats.shared(tag))
            return State(label: label, link: link, language: language)
        }
    }

    /// "de-DE · Deutsch (Deutschland)": the tag, and the locale's name in its own language (so in
    /// that language, `lang`); where the toolchain has no data for it, the locale it falls back to.
    static func localeLabel(of formats: LocaleFormats) -> (label: String, language: String?) {
        let tag = formats.requested.text
        let fallback = formats.fallbackNote == nil ? "" : "formats of \(formats.identifier): "
        guard let name = formats.ownName else { return ("\(tag) · \(fallback)\(formats.identifier)", nil) }
        return ("\(tag) · \(fallback)\(name)", fallback.isEmpty ? formats.identifier : nil)
    }

    /// The list items of the Locales section.
    func localeCells() -> HTML { Self.cells(locales, baseURL: baseURL) }
}
