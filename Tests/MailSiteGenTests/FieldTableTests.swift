import Foundation
import LayoutSpec
import Testing

@testable import MailSiteGen

/// The field table is the one declaration every output is made from: these check that what it
/// says reaches the page, that a comment says what this spec says, and that the field list
/// describes each field as the decoder treats it.
struct FieldTableTests {
    private func styleCSS(_ json: String) throws -> String {
        let spec = try LayoutSpec.decode(Array(json.utf8), file: "spec.json")
        return try SiteGenerator(spec: spec).generate().first { $0.path == "style.css" }?.contents ?? ""
    }

    @Test func aCustomPropertyIsNamedAfterItsPath() throws {
        let names = Dictionary(
            uniqueKeysWithValues: LayoutSpec.fieldTable.map { ($0.path.description, $0.cssProperty) })
        #expect(names["tabBar.spacing"] == "--tab-bar-spacing")
        #expect(names["tabBar.allMailsEntryOffset"] == "--tab-bar-all-mails-entry-offset")
        #expect(names["header.divider.width"] == "--header-divider-width")
        #expect(names["scroll.collapseThreshold"] == "--scroll-collapse-threshold")
    }

    /// The issue's case: a divider of 0.5 must not be described as `.frame(height: 1)`.
    @Test func aCommentStatesThisSpecsValueNeverTheDefault() throws {
        let css = try styleCSS(#"{"header": {"divider": {"width": 0.5}}, "tabBar": {"spacing": 12}}"#)
        #expect(css.contains("/* header.divider.width: .frame(height: 0.5) */\n  --header-divider-width: 0.5px;"))
        #expect(css.contains("/* tabBar.spacing: HStack(spacing: 12) */\n  --tab-bar-spacing: 12px;"))
        #expect(!css.contains(".frame(height: 1)"))
        #expect(!css.contains("HStack(spacing: 8)"))
    }

    /// Every field the table sends to CSS is declared once, with this spec's value.
    @Test func everyCSSFieldIsDeclaredOnceWithItsValue() throws {
        let json = #"{"scroll": {"collapseThreshold": 64.5}, "screen": {"width": 430}}"#
        let spec = try LayoutSpec.decode(Array(json.utf8), file: "spec.json")
        let css = try styleCSS(json)
        // The generated `:root` block; the conditions' rules below it may override a colour.
        let tokens = try #require(css.range(of: "\n}\n").map { String(css[..<$0.lowerBound]) })
        for field in LayoutSpec.fieldTable where field.outputs.contains(.css) {
            let declarations = field.cssDeclarations(in: spec)
            #expect(!declarations.isEmpty, "\(field.path)")
            for (property, value) in declarations {
                #expect(tokens.components(separatedBy: "  \(property): ").count == 2, "\(property) declared once")
                #expect(tokens.contains("  \(property): \(value);"))
            }
        }
        #expect(css.contains("--scroll-collapse-threshold: 64.5px;") && css.contains("--screen-width: 430px;"))
    }

    /// The script's list has every field the page's motion and scroll need, each a section and a
    /// field (app.js reads `design.section.field`).
    @Test func theScriptReadsItsFieldsFromTheTable() throws {
        guard case .array(let fields) = LayoutSpec.scriptFields else {
            Issue.record("not an array")
            return
        }
        let paths = fields.compactMap { field -> String? in
            guard case .array(let parts) = field, case .string(let path)? = parts.first else { return nil }
            return path
        }
        #expect(
            paths == [
                "tabBar.allMailsEntryOffset", "tabBar.animation", "scroll.collapseThreshold",
                "scroll.transitionDistance", "search.animation",
            ])
        #expect(paths.allSatisfy { $0.split(separator: ".").count == 2 })
        let js = try SiteGenerator(spec: .default).generate().first { $0.path == "app.js" }?.contents ?? ""
        #expect(js.contains(#"["scroll.collapseThreshold", "--scroll-collapse-threshold", "length"]"#))
        #expect(!js.contains("{{"))
    }

    @Test func theFieldListDescribesEachFieldAsTheDecoderDoes() throws {
        let spec = try LayoutSpec.decode(Array(#"{"tabBar": {"spacing": 12}}"#.utf8), file: "spec.json")
        let text = FieldList(spec: spec).json.formatted()
        let list = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let fields = try #require(list["fields"] as? [[String: Any]])
        let byPath = Dictionary(uniqueKeysWithValues: fields.map { ($0["path"] as? String ?? "", $0) })
        let spacing = try #require(byPath["tabBar.spacing"])
        #expect(spacing["type"] as? String == "number" && spacing["unit"] as? String == "px")
        #expect(spacing["minimum"] as? Double == 0 && spacing["maximum"] as? Double == 100)
        #expect(spacing["step"] as? Double == 1)
        #expect(spacing["default"] as? Double == 8 && spacing["value"] as? Double == 12)
        #expect(spacing["cssProperty"] as? String == "--tab-bar-spacing")
        #expect(spacing["swiftUI"] as? String == "MailDesign.TabBar.spacing")
        #expect(byPath["tabBar.animation.bounce"]?["maximum"] as? Double == 0.9)
        #expect(byPath["tabs[1].color"]?["type"] as? String == "color")
        #expect(byPath["colorScheme"]?["choices"] as? [String] == ["auto", "light", "dark"])
        #expect(byPath["layoutDirection"]?["choices"] as? [String] == ["auto", "ltr", "rtl"])
        #expect(byPath["language"]?["type"] as? String == "string" && byPath["language"]?["value"] as? String == "en")
        // Not edited from the page: the schema reference, the site, the mails.
        #expect(byPath["$schema"] == nil && byPath["site.baseURL"] == nil && byPath["mails"] == nil)
        // Every number's range is the decoder's: one past the maximum is refused.
        for field in fields where field["type"] as? String == "number" {
            let path = try #require(field["path"] as? String)
            let maximum = try #require(field["maximum"] as? Double)
            let keys = path.split(separator: ".")
            let json = keys.reversed().reduce("\(maximum + 1)") { "{\"\($1)\": \($0)}" }
            #expect(throws: SpecError.self, "\(path)") { try LayoutSpec.decode(Array(json.utf8), file: "s") }
        }
    }

    /// Every key of `strings` is a field of the list, with the placeholders it may use; a phrase
    /// with the plural categories of the spec's language, and its value as the spec writes it,
    /// a string or an object. The reference (`docs/spec.md`) names the same placeholders.
    @Test func theScreensWordsAreListedWithTheirPlaceholdersAndPluralCategories() throws {
        let spec = try LayoutSpec.decode(
            Array(
                #"{"language": "pl", "strings": {"searchResults": {"one": "{count} wynik", "other": "{count} wyników"}}}"#
                    .utf8),
            file: "spec.json")
        let text = FieldList(spec: spec).json.formatted()
        let list = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let fields = try #require(list["fields"] as? [[String: Any]])
        let byPath = Dictionary(uniqueKeysWithValues: fields.map { ($0["path"] as? String ?? "", $0) })
        let keys = spec.strings.texts.map(\.key)
        #expect(
            fields.compactMap { $0["path"] as? String }.filter { $0.hasPrefix("strings.") }
                == keys.map { "strings." + $0 })
        for key in keys {
            let field = try #require(byPath["strings." + key])
            #expect(field["placeholders"] as? [String] == ScreenStrings.placeholders[key] ?? [], "\(key)")
        }
        let results = try #require(byPath["strings.searchResults"])
        #expect(results["type"] as? String == "phrase")
        #expect(results["pluralCategories"] as? [String] == ["one", "few", "many", "other"])
        #expect(results["value"] as? [String: String] == ["one": "{count} wynik", "other": "{count} wyników"])
        #expect(results["default"] as? [String: String] == ["one": "{count} Result", "other": "{count} Results"])
        #expect(byPath["strings.allMailsCaption"]?["value"] as? String == "{title} {count}")
        #expect(byPath["strings.noResults"]?["type"] as? String == "string")
        #expect(byPath["strings.noResults"]?["pluralCategories"] == nil)
        #expect(byPath["locale"]?["type"] as? String == "choice" && byPath["locale"]?["value"] as? String == "auto")
        // A language without carried rules: every count is `other`.
        let unknown = try LayoutSpec.decode(Array(#"{"language": "tlh"}"#.utf8), file: "spec.json")
        #expect(FieldList(spec: unknown).json.formatted().contains(#""pluralCategories": ["other"]"#))

        let reference = FieldReference.markdown
        #expect(reference.contains("| `strings.copyThisLink` | string | `\"Copy this link: {link}\"` |"))
        #expect(reference.contains("Placeholders: `{title}`, `{count}`."))
        #expect(
            reference.contains(
                "| `strings.searchResults` | string, or [one per plural category](#plural-forms) | "
                    + #"`{"one": "{count} Result", "other": "{count} Results"}` |"#))
        #expect(reference.contains("\n## Plural forms\n"))
        #expect(reference.contains("| `locale` | `auto` or a BCP 47 locale tag | `\"auto\"` |"))
    }
}
