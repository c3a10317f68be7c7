import Testing

@testable import LayoutSpec

/// "Did you mean": a typo's candidate by edit distance first, then by word, in one ranking that
/// the spec's messages and the command line share.
struct SuggestionTests {
    @Test func aTypoComesFirstThenTheNamesThatShareOrHoldAWord() {
        let catalogue = SymbolName.catalogue
        #expect(Suggestion.likely(for: "plane", in: catalogue) == ["airplane", "paperplane"])
        #expect(Suggestion.likely(for: "bubble", in: catalogue) == ["text.bubble", "bubble.left.and.bubble.right"])
        #expect(Suggestion.likely(for: "person.3", in: catalogue) == ["person.2", "person", "person.crop.circle"])
        #expect(Suggestion.likely(for: "trays", in: catalogue) == ["tray"])
        #expect(Suggestion.likely(for: "heart.circle", in: catalogue) == ["heart", "person.crop.circle"])
        #expect(Suggestion.likely(for: "Envelop", in: catalogue) == ["envelope"])
        // Nothing rather than a guess: no word in common, none held.
        #expect(Suggestion.likely(for: "mail", in: catalogue).isEmpty)
        // Words of fewer than three letters say nothing.
        #expect(Suggestion.likely(for: "xx.2", in: catalogue).isEmpty)
        #expect(Suggestion.likely(for: "person.3", in: catalogue, limit: 1) == ["person.2"])
    }

    @Test func optionsAndSubcommandsByWord() {
        let options = ["--spec", "--out", "--single-file", "--inspector", "--base-url", "--social-image", "--format"]
        #expect(Suggestion.likely(for: "--outt", in: options, limit: 1) == ["--out"])
        #expect(Suggestion.likely(for: "--single", in: options, limit: 1) == ["--single-file"])
        #expect(Suggestion.likely(for: "--image", in: options, limit: 1) == ["--social-image"])
        #expect(Suggestion.likely(for: "ser", in: ["build", "check", "serve"], limit: 1) == ["serve"])
    }

    /// A tab id names a tab by a word of its id, or a part of one.
    @Test func aTabIsSuggestedByAPartOfItsID() throws {
        for (spec, message) in [
            (#"{"initialTab": "promo"}"#, "'promo' names no tab; did you mean 'promotions'?"),
            (
                #"{"mails": [{"from": "A", "subject": "S", "date": "2026-11-28", "category": "order-updates"}]}"#,
                "'order-updates' names no tab; did you mean 'updates'?"
            ),
        ] {
            #expect(LayoutSpec.message(decoding: spec).contains(message), "\(spec)")
        }
    }

    /// `closest`, which keys, choices and colour names use, is the typo alone.
    @Test func closestIsATypoOnly() {
        #expect(Suggestion.closest(to: "titel", in: ["title", "description"]) == "title")
        #expect(Suggestion.closest(to: "plane", in: SymbolName.catalogue) == nil)
        #expect(Suggestion.phrase(for: "drak", in: ["auto", "light", "dark"]) == "; did you mean 'dark'?")
    }

    @Test func thePhraseListsEachSuggestion() {
        #expect(Suggestion.phrase([]) == "")
        #expect(Suggestion.phrase(["a"]) == "; did you mean 'a'?")
        #expect(Suggestion.phrase(["a", "b"]) == "; did you mean 'a' or 'b'?")
        #expect(Suggestion.phrase(["a", "b", "c"]) == "; did you mean 'a', 'b' or 'c'?")
    }
}
