import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// What the documentation says is translated, and what it says is not, is what the code does:
/// the words it quotes as a spec's to translate are `strings`' (or the locale's dates), no word it
/// says is left in English is one of them, and the examples give every one.
struct DocumentedWordsTests {
    /// Every document a user reads.
    static let documents: [(name: String, text: String)] = {
        let root = TestSupport.packageRoot
        let docs = root.appendingPathComponent("docs")
        let names =
            ["README.md"]
            + ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return names.compactMap { name in
            (try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }()

    /// The English default of every text of `strings`, each plural form.
    static let englishTexts: [String] = ScreenStrings().texts.flatMap { $0.phrase.texts }

    /// The dates and times the default page writes in `en-US` ("9:41 AM", "Yesterday"): the
    /// locale's, translated by `locale`. (CLDR puts a narrow no-break space before "AM"; a
    /// document writes a space.)
    static let englishDates = Set(
        PageWords(spec: .default).listLabels(of: LayoutSpec.default.mails.map(\.date)).map {
            $0.replacingOccurrences(of: "\u{202F}", with: " ")
        })

    /// A paragraph or a list item of a document, on one line.
    static func blocks(of text: String) -> [String] {
        text.components(separatedBy: "\n\n").flatMap { $0.components(separatedBy: "\n- ") }
            .map { block in
                let joined = block.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                return joined.hasPrefix("- ") ? String(joined.dropFirst(2)) : joined
            }
    }

    /// The phrases quoted in `text`, "…" or “…”.
    static func quoted(in text: String) -> [String] {
        var phrases: [String] = []
        for (open, close) in [("\"", "\""), ("“", "”")] {
            var rest = Substring(text)
            while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
                phrases.append(String(rest[start.upperBound..<end.lowerBound]))
                rest = rest[end.upperBound...]
            }
        }
        return phrases
    }

    /// Where a document says what is left untranslated.
    static var untranslated: Regex<Substring> {
        #/(?i)not yet translated|not translated|untranslated|left in english|only in english|stays? english/#
    }

    static func isStringsWord(_ phrase: String) -> Bool {
        englishTexts.contains { $0.contains(phrase) }
    }

    /// No document says a word of `strings` (or a date) is left in English.
    @Test func noDocumentCallsATranslatedWordUntranslated() {
        for (name, text) in Self.documents {
            for block in Self.blocks(of: text) {
                guard let marker = block.firstRange(of: Self.untranslated) else { continue }
                for phrase in Self.quoted(in: String(block[marker.upperBound...])) {
                    #expect(
                        !Self.isStringsWord(phrase) && !Self.englishDates.contains(phrase),
                        "\(name): '\(phrase)' is said to be untranslated, but a spec translates it")
                }
            }
        }
    }

    /// The right-to-left guide's list of what a spec translates names words of `strings` and the
    /// locale's dates, and nothing else.
    @Test func theRightToLeftGuidesTranslatedWordsAreStrings() throws {
        let guide = try #require(Self.documents.first { $0.name == "docs/right-to-left.md" }?.text)
        let block = try #require(Self.blocks(of: guide).first { $0.hasPrefix("**Translated**") })
        let listed = block.firstRange(of: Self.untranslated).map { String(block[..<$0.lowerBound]) } ?? block
        let phrases = Self.quoted(in: listed)
        #expect(phrases.count >= 8)
        for phrase in phrases {
            #expect(
                Self.isStringsWord(phrase) || Self.englishDates.contains(phrase),
                "docs/right-to-left.md: '\(phrase)' is neither a text of strings nor a date")
        }
        // The board's words are among them.
        #expect(phrases.contains { phrase in ScreenStrings().boardTexts.contains { $0.text.contains(phrase) } })
    }

    /// "examples/arabic.json gives every string in Arabic … and examples/german.json every string
    /// in German" (docs/locales.md): each gives every key of `strings`.
    @Test(arguments: ["arabic", "german"])
    func eachExampleGivesEveryString(_ name: String) throws {
        let url = TestSupport.packageRoot.appendingPathComponent("examples/\(name).json")
        let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any]
        let strings = try #require(json?["strings"] as? [String: Any])
        let keys = ScreenStrings.fields.map(\.name)
        #expect(keys.filter { strings[$0] == nil } == [], "examples/\(name).json leaves these in English")
        let locales = try #require(Self.documents.first { $0.name == "docs/locales.md" }?.text)
        #expect(
            locales.contains("`examples/\(name).json` gives every string in")
                || locales.contains("`examples/\(name).json` every string in"))
    }
}
