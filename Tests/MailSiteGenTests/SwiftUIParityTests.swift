import Foundation
import LayoutSpec
import Testing

@testable import MailSiteGen

/// The page and the SwiftUI file say the same design: every number, colour and spring of the
/// spec read back from the generated `style.css` (its custom properties) and from the generated
/// Swift (`MailDesign` and `TabModel`), and compared, for several specs.
struct SwiftUIParityTests {
    /// How a value is written on each side.
    enum Kind {
        /// `15px` and `15`.
        case length
        /// `0.3` and `0.3`.
        case number
        /// `light-dark(#E8E8E8, #222222)` or `#8E8E93`, and `Color.gray` or `Color(light: …, dark: …)`.
        case colour
        /// `--…-easing: linear(…)` and `--…-settle-time: 0.492s`, and `Animation.bouncy(duration: 0.3)`.
        case spring
    }

    /// Each field of the table that reaches both files: its custom property (for a spring, the
    /// name both of its properties start with) and its `MailDesign` constant.
    static let pairs: [(property: String, constant: String, kind: Kind)] = LayoutSpec.fieldTable
        .filter { $0.outputs.isSuperset(of: [.css, .swiftUI]) }
        .map { field in
            let kind: Kind
            switch field.kind {
            case .number(let format): kind = format.isLength ? .length : .number
            case .color: kind = .colour
            default: kind = .spring
            }
            return (field.cssProperty, field.swiftUIConstant, kind)
        }

    /// Custom properties of the page alone: the phone frame a wide window shows it in (on iOS
    /// the device is the screen), and the header's fades, which SwiftUI's navigation bar draws.
    static let pageOnly = Set(
        LayoutSpec.fieldTable.filter { $0.outputs.contains(.css) && !$0.outputs.contains(.swiftUI) }.map(\.cssProperty)
    )
    .union(StyleTokens.headerFades.map(\.0))
    /// Constants of `MailDesign` that are not custom properties: text, and a switch the page
    /// writes as an attribute (compared below).
    static let notCustomProperties = Set(
        LayoutSpec.fieldTable.filter { $0.outputs.contains(.swiftUI) && !$0.outputs.contains(.css) }
            .map(\.swiftUIConstant))

    /// The table is what the pairs are made of, so it must hold the fields this test knows the
    /// original by: a table that lost one would pass with one comparison fewer.
    @Test func thePairsCoverTheOriginalsValues() {
        #expect(Self.pairs.count >= 18)
        #expect(Self.pairs.contains { $0 == ("--header-divider-width", "Header.Divider.width", .length) })
        #expect(Self.pairs.contains { $0 == ("--tab-bar-animation", "TabBar.animation", .spring) })
        #expect(Self.pageOnly.isSuperset(of: ["--screen-width", "--screen-height"]))
        #expect(Self.notCustomProperties.isSuperset(of: ["title", "TabBar.activeFillsWidth", "Search.placeholder"]))
    }

    @Test(arguments: SwiftUICompileTests.specs)
    func everyNumberColourAndSpringIsTheSameInThePageAndTheSwift(name: String) throws {
        let spec = try SwiftUICompileTests.spec(named: name)
        var site = SiteGenerator(spec: spec)
        site.icons = SwiftUICompileTests.icons(named: name)
        let page = try site.generate()
        let swift = try SwiftUIGenerator(spec: spec, icons: site.icons).generate()
        #expect(try Self.differences(page: page, swift: swift, spec: spec) == [])
    }

    /// The comparison can fail: a value changed on one side is named.
    @Test func aValueChangedOnOneSideIsADifference() throws {
        let page = try SiteGenerator(spec: .default).generate()
        let swift = try SwiftUIGenerator(spec: .default).generate()
        let changes = [
            ("static let spacing: CGFloat = 8", "static let spacing: CGFloat = 9", "TabBar.spacing"),
            ("static let opacity: Double = 0.3", "static let opacity: Double = 0.25", "Header.Divider.opacity"),
            ("Color.gray", "Color.mint", "TabBar.inactiveForeground"),
            ("dark: 0x222222", "dark: 0x1C1C1E", "TabBar.inactiveBackground"),
            ("Animation.bouncy(duration: 0.3)", "Animation.bouncy(duration: 0.35)", "TabBar.animation"),
            ("Animation.interactiveSpring", "Animation.spring(duration: 0.15, bounce: 0.1)", "Search.animation"),
            ("case .updates: .indigo", "case .updates: .purple", "tabs[updates].color"),
            ("static let activeFillsWidth = false", "static let activeFillsWidth = true", "TabBar.activeFillsWidth"),
            ("TabModel = .allMails", "TabModel = .primary", "initialTab"),
        ]
        for (original, changed, name) in changes {
            let altered = swift.replacingOccurrences(of: original, with: changed)
            #expect(altered != swift, "\(original)")
            let found = try Self.differences(page: page, swift: altered, spec: .default)
            #expect(!found.isEmpty && found.allSatisfy { $0.hasPrefix(name + ":") }, "\(name): \(found)")
        }
    }

    /// Each value that the page and the Swift do not say alike, as `name: page value ≠ Swift value`.
    static func differences(page: [OutputFile], swift: String, spec: LayoutSpec) throws -> [String] {
        let styleCSS = try #require(page.first { $0.path == "style.css" }?.contents)
        let html = try #require(page.first { $0.path == "index.html" }?.contents)
        let css = try rootProperties(styleCSS)
        let design = designConstants(swift)
        var found: [String] = []
        func compare<Value: Equatable>(_ name: String, _ pageValue: Value?, _ swiftValue: Value?) {
            if pageValue != swiftValue || pageValue == nil {
                found.append("\(name): \(pageValue.map { "\($0)" } ?? "nil") ≠ \(swiftValue.map { "\($0)" } ?? "nil")")
            }
        }

        // Every value on one side has its counterpart on the other.
        let paired = Set(pairs.map(\.property))
        for property in css.keys.sorted()
        where !pageOnly.contains(property) && !paired.contains(where: property.hasPrefix) {
            found.append("\(property): no MailDesign constant")
        }
        let constants = Set(pairs.map(\.constant)).union(notCustomProperties)
        for constant in design.keys.sorted() where !constants.contains(constant) {
            found.append("\(constant): no custom property")
        }

        for (property, constant, kind) in pairs {
            let swiftValue = design[constant]
            switch kind {
            case .length:
                compare(constant, css[property], swiftValue.flatMap(Double.init)?.cssPixels)
            case .number:
                compare(constant, css[property], swiftValue.flatMap(Double.init)?.cssNumber)
            case .colour:
                compare(constant, css[property].map(cssColour), swiftValue.flatMap(swiftColour))
            case .spring:
                let spring = swiftValue.flatMap(swiftSpring)
                compare(constant, css[property + "-easing"], spring?.css)
                compare(constant, css[property + "-settle-time"], spring?.cssSettleTime)
            }
        }

        // Each tab's colour: `[data-tab="id"] { --tab-color: … }` and `TabModel.color`.
        let tabColours = tabColours(swift)
        for tab in spec.tabs {
            compare("tabs[\(tab.id)].color", tabColourRule(styleCSS, id: tab.id).map(cssColour), tabColours[tab.id])
        }

        // What the page writes into its markup.
        compare(
            "TabBar.activeFillsWidth", String(html.contains(" data-active-fills-width")),
            design["TabBar.activeFillsWidth"])
        let initialCase = firstMatch(#"@State private var activeTab: TabModel = \.(\w+)"#, in: swift)
        compare(
            "initialTab", firstMatch(#"data-active-tab="([^"]+)""#, in: html), initialCase.flatMap { tabIDs(swift)[$0] }
        )
        let scheme = firstMatch(#"\.preferredColorScheme\(\.(\w+)\)"#, in: swift) ?? "auto"
        compare("colorScheme", firstMatch(#"data-color-scheme="([^"]+)""#, in: html), scheme)
        return found
    }

    // MARK: - Reading the page

    /// The custom properties of the first `:root` block of style.css, the spec's.
    static func rootProperties(_ css: String) throws -> [String: String] {
        let start = try #require(css.range(of: ":root {\n"))
        let end = try #require(css.range(of: "\n}", range: start.upperBound..<css.endIndex))
        var values: [String: String] = [:]
        for line in css[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":"), trimmed.hasSuffix(";") else {
                continue
            }
            values[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].dropLast()
                .trimmingCharacters(in: .whitespaces)
        }
        return values
    }

    /// `[data-tab="id"] { --tab-color: VALUE; }`.
    static func tabColourRule(_ css: String, id: String) -> String? {
        firstMatch(#"\[data-tab="\#(id)"\] \{ --tab-color: ([^;]+); \}"#, in: css)
    }

    /// A CSS colour as (light, dark): `#RRGGBB` or `light-dark(#RRGGBB, #RRGGBB)`.
    static func cssColour(_ value: String) -> [String] {
        let hexes = matches(#"#([0-9A-F]{6})"#, in: value)
        return hexes.count == 1 ? [hexes[0], hexes[0]] : hexes
    }

    // MARK: - Reading the Swift

    /// `MailDesign`'s constants by path (`TabBar.spacing`), as written after `=`.
    static func designConstants(_ swift: String) -> [String: String] {
        var constants: [String: String] = [:]
        var path: [String] = []
        for line in swift.split(separator: "\n").drop(while: { $0 != "enum MailDesign {" }) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if let name = firstMatch(#"^enum (\w+) \{$"#, in: text) {
                path.append(name)
            } else if text == "}" {
                path.removeLast()
                if path.isEmpty { break }
            } else if let name = firstMatch(#"^static let (\w+)"#, in: text), let equals = text.range(of: " = ") {
                constants[(path.dropFirst() + [name]).joined(separator: ".")] = String(text[equals.upperBound...])
            }
        }
        return constants
    }

    /// `TabModel`'s cases and the spec ids they stand for: `receipts2026 = "receipts-2026"`.
    static func tabIDs(_ swift: String) -> [String: String] {
        var ids: [String: String] = [:]
        for line in swift.split(separator: "\n") {
            if let name = firstMatch(#"^    case (\w+)$"#, in: String(line)) {
                ids[name] = name
            } else if let name = firstMatch(#"^    case (\w+) = "#, in: String(line)),
                let id = firstMatch(#"= "([A-Za-z0-9-]+)"$"#, in: String(line))
            {
                ids[name] = id
            }
        }
        return ids
    }

    /// `TabModel.color` by spec id, as (light, dark); All Mails is `.primary`, which the page
    /// writes as its own text colour.
    static func tabColours(_ swift: String) -> [String: [String]] {
        let ids = tabIDs(swift)
        guard let start = swift.range(of: "    var color: Color {\n") else { return [:] }
        var colours: [String: [String]] = [:]
        for line in swift[start.upperBound...].split(separator: "\n").prefix(while: { $0 != "    }" }) {
            guard let name = firstMatch(#"case \.(\w+): "#, in: String(line)), name != "allMails",
                let colon = line.range(of: ": ")
            else { continue }
            colours[ids[name] ?? name] = swiftColour(String(line[colon.upperBound...]))
        }
        return colours
    }

    /// `Color.blue`, `.blue` (from the spec's palette) or `Color(light: 0xE8E8E8, dark: 0x222222)`
    /// (with `increasedContrastLight:` and `increasedContrastDark:` after them), as (light, dark).
    static func swiftColour(_ expression: String) -> [String]? {
        if let name = firstMatch(#"^(?:Color)?\.(\w+)$"#, in: expression) {
            return SpecColor.systemPalette[name].map {
                [String($0.light.description.dropFirst()), String($0.dark.description.dropFirst())]
            }
        }
        // Light and dark, then (where they differ) the two under Increase Contrast.
        let hexes = matches(#"0x([0-9A-F]{6})"#, in: expression)
        return hexes.count == 2 || hexes.count == 4 ? Array(hexes.prefix(2)) : nil
    }

    /// The spring an `Animation` expression stands for.
    static func swiftSpring(_ expression: String) -> Spring? {
        if expression == "Animation.interactiveSpring" { return .interactive }
        if let duration = firstMatch(#"^Animation\.bouncy\(duration: ([0-9.]+)\)$"#, in: expression) {
            return Double(duration).map { Spring(duration: $0, bounce: Spring.bouncy.bounce) }
        }
        let numbers = matches(#"^Animation\.spring\(duration: ([0-9.]+), bounce: (-?[0-9.]+)\)$"#, in: expression)
        guard numbers.count == 2, let duration = Double(numbers[0]), let bounce = Double(numbers[1]) else { return nil }
        return Spring(duration: duration, bounce: bounce)
    }

    // MARK: - Regular expressions

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        matches(pattern, in: text).first
    }

    /// The captured groups of every match, in order.
    static func matches(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).flatMap { match in
            (1..<max(match.numberOfRanges, 1)).compactMap {
                Range(match.range(at: $0), in: text).map { String(text[$0]) }
            }
        }
    }
}
