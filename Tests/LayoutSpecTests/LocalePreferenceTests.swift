import Testing

@testable import LayoutSpec

/// The locale a spec's dates and numbers follow when it names none.
struct LocalePreferenceTests {
    /// `auto` is the language with the region iOS offers first; a language with a region keeps it.
    @Test func theDefaultLocaleIsTheLanguagesLikelyRegion() throws {
        for (language, locale) in [
            ("en", "en-US"), ("de", "de-DE"), ("ar", "ar-EG"), ("ja", "ja-JP"), ("he-IL", "he-IL"), ("en-GB", "en-GB"),
            ("zh-Hant", "zh-Hant-TW"), ("tlh", "tlh"),
        ] {
            var spec = LayoutSpec()
            spec.language = try LanguageTag(language)
            #expect(spec.resolvedLocale.text == locale)
        }
    }
}
