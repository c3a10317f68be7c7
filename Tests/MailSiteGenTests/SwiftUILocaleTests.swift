import Foundation
import LayoutSpec
import Testing

@testable import MailSiteGen

/// The SwiftUI file in the spec's locale: its dates are `Date`s shown through format styles, its
/// words keys of the String Catalog written beside it, which holds the spec's `strings` with a
/// form per plural category, and it previews each locale of the review board's row.
@Suite struct SwiftUILocaleTests {
    static func example(_ name: String) throws -> LayoutSpec {
        try SwiftUICompileTests.spec(named: "examples/" + name)
    }

    /// The catalogue as JSON objects: its `strings` by key.
    static func strings(of spec: LayoutSpec) throws -> [String: [String: Any]] {
        let text = SwiftUIGenerator(spec: spec).stringCatalog()
        let catalogue = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(catalogue["sourceLanguage"] as? String == "en")
        #expect(catalogue["version"] as? String == "1.0")
        return try #require(catalogue["strings"] as? [String: [String: Any]])
    }

    /// One language's entry of a key.
    static func localization(_ strings: [String: [String: Any]], _ key: String, _ language: String) -> [String: Any] {
        let localizations = strings[key]?["localizations"] as? [String: Any]
        return localizations?[language] as? [String: Any] ?? [:]
    }

    /// A plain entry's value; a plural entry's value for each category.
    static func value(_ entry: [String: Any]) -> String? {
        (entry["stringUnit"] as? [String: Any])?["value"] as? String
    }

    static func plural(_ entry: [String: Any]) -> [String: String] {
        let plural = (entry["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
        return plural.compactMapValues { value($0 as? [String: Any] ?? [:]) }
    }

    /// The keys are what `MailWords`' literals make, one each; English and Arabic throughout, and
    /// Arabic's counted phrases a form for each of its six categories.
    @Test func theArabicCatalogueHoldsEveryWordAndSixPluralForms() throws {
        let spec = try Self.example("arabic")
        let strings = try Self.strings(of: spec)
        #expect(
            Set(strings.keys) == [
                "%@ %lld", "%@ Mails %lld", "%lld Mails", "%lld Results", "No Results", "No Mail", "Unread",
                "Mail categories", "Categories",
            ])
        for key in strings.keys {
            #expect(!Self.localization(strings, key, "en").isEmpty, "\(key): no English")
            #expect(!Self.localization(strings, key, "ar").isEmpty, "\(key): no Arabic")
        }
        let results = Self.plural(Self.localization(strings, "%lld Results", "ar"))
        #expect(Set(results.keys) == ["zero", "one", "two", "few", "many", "other"])
        #expect(results["two"] == "نتيجتان")
        #expect(results["few"] == "%lld نتائج")
        #expect(Self.plural(Self.localization(strings, "%lld Mails", "ar")).count == 6)
        #expect(
            Self.plural(Self.localization(strings, "%lld Results", "en")) == [
                "one": "%lld Result", "other": "%lld Results",
            ])
        #expect(Self.value(Self.localization(strings, "%@ Mails %lld", "ar")) == "رسائل %1$@ %2$lld")
        #expect(Self.value(Self.localization(strings, "No Results", "ar")) == spec.strings.noResults)
        #expect(Self.value(Self.localization(strings, "Unread", "ar")) == "غير مقروءة")
        // The generated file uses each key, through MailWords.
        let source = try SwiftUIGenerator(spec: spec).generate()
        for word in SwiftUIWord.all { #expect(source.contains("MailWords.\(word.name)"), "\(word.name) unused") }
    }

    @Test func theGermanCatalogueHoldsGermansTwoForms() throws {
        let strings = try Self.strings(of: try Self.example("german"))
        #expect(
            Self.plural(Self.localization(strings, "%lld Results", "de"))
                == ["one": "%lld Ergebnis", "other": "%lld Ergebnisse"])
        #expect(
            Self.plural(Self.localization(strings, "%lld Mails", "de")) == [
                "one": "%lld E-Mail", "other": "%lld E-Mails",
            ])
        #expect(Self.value(Self.localization(strings, "%@ Mails %lld", "de")) == "%1$@-E-Mails %2$lld")
        #expect(Self.value(Self.localization(strings, "No Mail", "de")) == "Keine E-Mails")
        #expect(Self.localization(strings, "No Mail", "ar").isEmpty)
    }

    /// A counted phrase with the title too varies by a substitution on the count (argument 2), the
    /// title written by position in each form; the language's missing categories take `other`.
    @Test func aPluralCaptionWithTheTitleIsASubstitutionOnTheCount() throws {
        var spec = try Self.example("german")
        spec.strings.categoryCaption = PluralPhrase(other: "{count} in {title}", [.one: "{title}: eine 100%"])
        let strings = try Self.strings(of: spec)
        let entry = Self.localization(strings, "%@ Mails %lld", "de")
        #expect(Self.value(entry) == "%2$#@count@")
        let count = try #require((entry["substitutions"] as? [String: Any])?["count"] as? [String: Any])
        #expect(count["argNum"] as? Int == 2)
        #expect(count["formatSpecifier"] as? String == "lld")
        #expect(Self.plural(count) == ["one": "%1$@: eine 100%%", "other": "%arg in %1$@"])
    }

    /// English specs have one localization, the spec's words.
    @Test func anEnglishSpecsWordsAreTheSourceLanguages() throws {
        var spec = LayoutSpec.default
        spec.strings.noResults = "Nothing found"
        let strings = try Self.strings(of: spec)
        #expect(Self.value(Self.localization(strings, "No Results", "en")) == "Nothing found")
        #expect((strings["No Results"]?["localizations"] as? [String: Any])?.count == 1)
    }

    /// Dates are `Date`s made from the spec's wall-clock text and shown through format styles, in
    /// the view's locale: no label the page writes is a literal of the file.
    @Test func datesAreDatesShownThroughFormatStyles() throws {
        for name in ["arabic", "german"] {
            let spec = try Self.example(name)
            let source = try SwiftUIGenerator(spec: spec).generate()
            #expect(source.contains("let date: Date\n"))
            #expect(source.contains("Text(mail.date, format: Date.FormatStyle(date: .omitted, time: .shortened))"))
            #expect(source.contains("Text(mail.date, format: .dateTime.weekday(.wide))"))
            #expect(source.contains("Text(mail.date, format: .dateTime.day().month(.defaultDigits).year(.twoDigits))"))
            #expect(source.contains("Date.AnchoredRelativeFormatStyle("))
            #expect(source.contains("static let today = wallClock(2026, 11, 28, 21, 41, 0)"))
            // The code, without its comments (which quote "Gestern" as an example).
            let code = source.split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }.joined(separator: "\n")
            let words = PageWords(spec: spec)
            for label in Set(words.listLabels(of: spec.mails.map(\.date))) {
                #expect(!code.contains(label.swiftStringLiteral), "\(name): \(label) written as text")
            }
            for mail in spec.mails {
                let date = mail.date
                #expect(
                    source.contains(
                        "date: wallClock(\(date.year), \(date.month), \(date.day), \(date.hour), \(date.minute), "
                            + "\(date.second))"))
            }
        }
    }

    /// The main preview in the spec's locale, and one for each other locale of the board, the
    /// locale set in the environment.
    @Test func eachBoardLocaleHasAPreview() throws {
        let source = try SwiftUIGenerator(spec: try Self.example("german")).generate()
        #expect(
            source.contains(
                "#Preview {\n    MailInboxView()\n        .environment(\\.locale, Locale(identifier: \"de-DE\"))\n}"))
        let tags = ["en-US", "ar-SA", "ja-JP"]
        for tag in tags {
            #expect(
                source.contains(
                    "#Preview(\"\(tag)\") {\n    MailInboxView()\n        .environment(\\.locale, Locale(identifier: \"\(tag)\"))"
                ))
        }
        #expect(!source.contains("#Preview(\"de-DE\")"))
        #expect(
            source.contains("Locale(identifier: \"ar-SA\"))\n        .environment(\\.layoutDirection, .rightToLeft)"))
    }
}
