import LayoutSpec
import Testing

@testable import MailSiteGen

/// The words the page's script gets: its plural table, from the language's rules.
struct PageWordsTests {
    /// The page's plural table: its letters are the rules' categories, and past 199 the script
    /// reads 100 plus the last two digits, which the table covers only where that holds.
    @Test(arguments: ["en", "ar", "pl", "ru", "he", "fr", "ja", "cy", "ga"])
    func pluralTableAgreesWithTheRules(language: String) throws {
        var spec = LayoutSpec()
        spec.language = try LanguageTag(language)
        spec.mails = Array(repeating: spec.mails[0], count: 1_500)
        let words = PageWords(spec: spec)
        let rules = try #require(PluralRules(language: language))
        let table = Array(words.pluralTable)
        for count in 0...1_500 {
            let letter = table[count < table.count ? count : 100 + count % 100]
            #expect(PageWords.letter[rules.category(for: count)] == letter, "\(language) \(count)")
        }
    }
}
