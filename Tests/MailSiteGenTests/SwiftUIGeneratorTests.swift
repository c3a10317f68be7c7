import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// `mailsitegen swiftui`'s output, against reviewed golden files, and what reaches it from a
/// spec: numbers, colours and springs as SwiftUI writes them, ids as identifiers, text as
/// string literals and nothing else.
struct SwiftUIGeneratorTests {
    static let snapshots = GeneratorTests.snapshots.appendingPathComponent("swiftui")

    /// The golden files: the default spec, and one spec for each kind of change.
    static let goldenSpecs = ["threshold-and-spring", "three-tabs"]

    static func spec(named name: String) throws -> LayoutSpec {
        let url = snapshots.appendingPathComponent("\(name).json")
        return try LayoutSpec.decode(Array(try Data(contentsOf: url)), file: "\(name).json")
    }

    @Test func theDefaultSpecMatchesItsGoldenFile() throws {
        let source = try SwiftUIGenerator(spec: .default).generate()
        try TestSupport.assertSnapshot(source, named: "MailCategoryTabBar.swift", in: Self.snapshots)
    }

    @Test(arguments: goldenSpecs)
    func eachSpecMatchesItsGoldenFile(name: String) throws {
        let source = try SwiftUIGenerator(spec: try Self.spec(named: name)).generate()
        try TestSupport.assertSnapshot(source, named: "\(name).swift", in: Self.snapshots)
    }

    /// A right-to-left spec's main preview is mirrored, in the spec's locale (ar-EG); every file
    /// has a "Right to left" preview, and the locale previews of right-to-left languages are
    /// mirrored (ar-SA's).
    @Test func aRightToLeftSpecMirrorsItsPreview() throws {
        let mirrored = ".environment(\\.layoutDirection, .rightToLeft)"
        let arabic = try LayoutSpec.decode(Array(#"{"language": "ar"}"#.utf8), file: "spec.json")
        let source = try SwiftUIGenerator(spec: arabic).generate()
        #expect(
            source.contains(
                "#Preview {\n    MailInboxView()\n        .environment(\\.locale, Locale(identifier: \"ar-EG\"))\n"
                    + "        \(mirrored)\n}"))
        #expect(source.contains("#Preview(\"Right to left\") {"))
        #expect(source.components(separatedBy: mirrored).count - 1 == 3)
        let plain = try SwiftUIGenerator(spec: .default).generate()
        #expect(
            plain.contains(
                "#Preview {\n    MailInboxView()\n        .environment(\\.locale, Locale(identifier: \"en-US\"))\n}"))
        #expect(plain.components(separatedBy: mirrored).count - 1 == 2)
    }

    /// `"mails": "sample"` with a tab added: the SwiftUI file's sample mails are the page's, the
    /// new tab's share among them, as the page lists it (`GeneratorTests`).
    @Test func aTabAddedToTheSampleMailsHasItsShareOfThem() throws {
        let social = #"{"id": "social", "title": "Social", "symbol": "person.2", "color": "teal"}"#
        let tabs = Tab.defaults.map {
            #"{"id": "\#($0.id)", "title": "\#($0.title)", "symbol": "tray", "color": "blue"}"#
        }
        let spec = try LayoutSpec.decode(
            Array((#"{"mails": "sample", "tabs": ["# + (tabs + [social]).joined(separator: ", ") + "]}").utf8),
            file: "spec.json")
        let source = try SwiftUIGenerator(spec: spec).generate()
        #expect(source.components(separatedBy: "category: .social").count - 1 == 8)
        #expect(source.components(separatedBy: ", category: .").count - 1 == Mail.samples.count)
    }

    /// The main preview is the spec's locale, so a locale's own preview is written only for the
    /// board's other locales: an en-US spec has no `#Preview("en-US")` beside its main one.
    @Test func noLocalePreviewRepeatsTheMainOne() throws {
        for (json, own) in [("{}", "en-US"), (#"{"language": "de", "locale": "de-DE"}"#, "de-DE")] {
            let spec = try LayoutSpec.decode(Array(json.utf8), file: "spec.json")
            let source = try SwiftUIGenerator(spec: spec).generate()
            #expect(!source.contains("#Preview(\"\(own)\")"), "\(json)")
            #expect(source.components(separatedBy: "Locale(identifier: \"\(own)\")").count - 1 == 1, "\(json)")
            for other in ["en-US", "de-DE", "ar-SA", "ja-JP"] where other != own {
                #expect(source.contains("#Preview(\"\(other)\") {"), "\(json): \(other)")
            }
        }
    }

    @Test func outputIsDeterministic() throws {
        let spec = try Self.spec(named: "three-tabs")
        #expect(try SwiftUIGenerator(spec: spec).generate() == SwiftUIGenerator(spec: spec).generate())
    }

    @Test func theOriginalsSpringsAreWrittenAsItWritesThem() {
        #expect(Spring.bouncy.swiftUIAnimation == ".bouncy(duration: 0.3)")
        #expect(Spring(duration: 0.45, bounce: 0.3).swiftUIAnimation == ".bouncy(duration: 0.45)")
        #expect(Spring.interactive.swiftUIAnimation == ".interactiveSpring")
        #expect(Spring(duration: 0.15, bounce: 0.2).swiftUIAnimation == ".spring(duration: 0.15, bounce: 0.2)")
        #expect(Spring(duration: 0.5, bounce: -0.25).swiftUIAnimation == ".spring(duration: 0.5, bounce: -0.25)")
    }

    @Test func coloursSwiftUINamesAreStaticsAndTheOthersLightDarkValues() throws {
        #expect(try #require(SpecColor.system("blue")).swiftUIColor == "Color.blue")
        #expect(try #require(SpecColor.system("mint")).swiftUIColorShorthand == ".mint")
        // Color has no gray2…gray6: their values, light and dark.
        #expect(try #require(SpecColor.system("gray5")).swiftUIColor == "Color(light: 0xE5E5EA, dark: 0x2C2C2E)")
        let hex = SpecColor(light: .init(0xFF9500), dark: .init(0xFF9500), written: .single("#FF9500"))
        #expect(hex.swiftUIColorShorthand == "Color(light: 0xFF9500, dark: 0xFF9500)")
        // A pair written with names is its values: a light blue and a dark green is no system colour.
        let pair = SpecColor(
            light: .init(0x007AFF), dark: .init(0x30D158), written: .pair(light: "blue", dark: "green"))
        // Under Increase Contrast each half takes its system colour's accessible variant, as the page does.
        #expect(
            pair.swiftUIColor
                == "Color(light: 0x007AFF, dark: 0x30D158, increasedContrastLight: 0x0040DD, increasedContrastDark: 0x30DB5B)"
        )
        #expect(Set(SpecColor.systemNames).isSuperset(of: SpecColor.swiftUINames))
    }

    @Test func numbersAreTheShortestLiteralThatReadsBackTheSame() {
        #expect(50.0.swiftLiteral == "50")
        #expect((-15.0).swiftLiteral == "-15")
        #expect((-0.0).swiftLiteral == "0")
        #expect(0.3.swiftLiteral == "0.3")
        #expect(0.123456789.swiftLiteral == "0.123456789")
        #expect(1e20.swiftLiteral == "1e+20")
    }

    @Test func tabIDsBecomeValidDistinctIdentifiers() {
        let ids = [
            "receipts-2026", "my-tab", "default", "self", "init", "all-mails", "a-b", "aB", "x--y-", "defaultTab",
        ]
        let names = SwiftIdentifier.uniqueNames(for: ids, avoiding: ["allMails", "allCases"], suffix: "Tab")
        #expect(
            names == [
                "receipts2026", "myTab", "defaultTab", "selfTab", "initTab", "allMailsTab", "aB", "aB2", "xY",
                "defaultTab2",
            ])
        #expect(SwiftIdentifier.lowerCamelCase("2026") == "tab2026")
        #expect(SwiftIdentifier.lowerCamelCase("---") == "tab")
    }

    @Test func stringsAreSwiftLiteralsThatCannotEndInterpolateOrHide() {
        #expect("All Inboxes".swiftStringLiteral == #""All Inboxes""#)
        #expect(#""); exit(1); //"#.swiftStringLiteral == #""\"); exit(1); //""#)
        #expect(#"\(evil)"#.swiftStringLiteral == #""\\(evil)""#)
        #expect(#"""""#.swiftStringLiteral == #""\"\"\"""#)
        #expect("a\nb\r\tc\0".swiftStringLiteral == #""a\nb\r\tc\0""#)
        #expect("#\"# */ /*".swiftStringLiteral == ##""#\"# */ /*""##)
        #expect(
            "\u{202E}gnp.exe\u{2028}\u{7F}\u{200B}".swiftStringLiteral == #""\u{202E}gnp.exe\u{2028}\u{7F}\u{200B}""#)
        #expect("收据 Zoë 👩‍💻".swiftStringLiteral == "\"收据 Zoë 👩\\u{200D}💻\"")
        // A combining mark combines with the text's character before it, never with a quote.
        #expect("e\u{301}".swiftStringLiteral == "\"e\u{301}\"")
        #expect("\u{301}e\"\u{301}".swiftStringLiteral == #""\u{301}e\"\u{301}""#)
    }

    /// Hostile text everywhere a spec has text: the file must be the one a plain spec gives, with
    /// only the text inside the string literals changed, escaped. (The compile tests check that
    /// each literal reads back as the text, and that every such file parses and type-checks.)
    @Test(arguments: SwiftUIPayloads.strings)
    func specTextChangesOnlyTheInsideOfStringLiterals(payload: String) throws {
        let marker = "PAYLOAD"
        let plain = try SwiftUIGenerator(spec: SwiftUIPayloads.spec(with: marker)).generate()
        let hostile = try SwiftUIGenerator(spec: SwiftUIPayloads.spec(with: payload)).generate()
        let literal = payload.swiftStringLiteral.unicodeScalars
        let inside = String(String.UnicodeScalarView(literal.dropFirst().dropLast()))
        #expect(plain.components(separatedBy: marker).count - 1 == 8)
        #expect(hostile == plain.replacingOccurrences(of: marker, with: inside))
    }

    @Test func aSpecMadeInCodeThatBreaksTheRulesIsRefusedNotWritten() {
        var spec = LayoutSpec.default
        spec.mails[0].category = "news"
        #expect(
            throws: MailSiteGenError(
                SpecError(
                    file: "(spec)", path: JSONPath([.key("mails"), .index(0), .key("category")]),
                    message: "'news' names no tab; use primary, transactions, updates, promotions"))
        ) {
            try SwiftUIGenerator(spec: spec).generate()
        }
        spec = .default
        spec.tabBar.height = .nan
        #expect(
            throws: MailSiteGenError(
                SpecError(
                    file: "(spec)", path: JSONPath([.key("tabBar"), .key("height")]),
                    message: "nan is not a finite number"))
        ) {
            try SwiftUIGenerator(spec: spec).generate()
        }
    }
}

/// Text that tries to leave a Swift string literal, or to hide in one, and the spec that
/// carries it in every text field. The first nine are the browser suite's payloads
/// (`Tests/Browser/test_payloads.py`); the hostile corpus has no spec that decodes.
enum SwiftUIPayloads {
    static let strings = [
        "</script><script>alert(1)</script>",
        "\" onmouseover=\"alert(2)",
        "' onfocus='alert(3)' autofocus='",
        "javascript:alert(4)",
        "}body{display:none}",
        "{{title}} {{html mailRows}}",
        "<img src=x onerror=alert(5)><iframe srcdoc='<script>alert(6)</script>'>",
        "nul\u{0}byte \u{202E}gnp.exe\u{202C} bidi",
        "]]></style><style>*{display:none}</style>",
        "\"); exit(1); //",
        "\\(evil)",
        "\\(\"); exit(1); //)",
        "*/ exit(1) /*",
        "\"\"\"\nexit(1)\n\"\"\"",
        "#\"raw\"# \"#",
        "line\nbreak\r\nand\u{2028}separators\u{2029}",
        "\u{301}combining first, \u{FEFF}bom, \u{E000}private, \u{10FFFF}",
        "\\",
    ]

    /// A valid spec whose every text field is `text` (the mail's preview with more after it).
    static func spec(with text: String) -> LayoutSpec {
        var spec = LayoutSpec.default
        spec.title = text
        spec.description = text
        var primary = Tab.defaults[0]
        primary.title = text
        var other = Tab.defaults[1]
        (other.id, other.title) = ("other", "Other")
        spec.tabs = [primary, other]
        spec.allMails.title = text
        spec.search.placeholder = text
        spec.search.cancelTitle = text
        spec.mails = [
            Mail(
                from: text, subject: text, preview: text + " and more", date: MailDate(year: 2026, month: 11, day: 28),
                category: "primary"),
            Mail(
                from: "Other", subject: text, preview: "", date: MailDate(year: 2026, month: 11, day: 27),
                category: "other"),
        ]
        return spec
    }
}
