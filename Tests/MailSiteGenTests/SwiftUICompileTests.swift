import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// The generated Swift, compiled on Linux without SwiftUI: every output parses (`swiftc
/// -parse`), and every kind of output type-checks against the stub SwiftUI in
/// `Tests/SwiftUIStub` (Swift 6, warnings as errors), so it uses no API the stub does not
/// declare. The string literals it writes read back, compiled and run, as the spec's text.
@Suite(.serialized) struct SwiftUICompileTests {
    /// Specs by name: the goldens', the site's custom spec, hostile tab ids, hostile text.
    static let specs: [String] =
        ["default", "custom-spec"] + SwiftUIGeneratorTests.goldenSpecs
        + ["hostile-ids", "all-payloads", "own-icons"] + examples.map { "examples/" + $0 }

    /// The specs of `examples/`, by name without `.json`.
    static let examples: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: examplesFolder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

    static let examplesFolder = GeneratorTests.snapshots.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("examples")

    static func spec(named name: String) throws -> LayoutSpec {
        switch name {
        case "default":
            return .default
        case "custom-spec":
            let url = GeneratorTests.snapshots.appendingPathComponent("custom-spec.json")
            return try LayoutSpec.decode(Array(try Data(contentsOf: url)), file: "custom-spec.json")
        case "hostile-ids":
            return hostileIDs
        case "all-payloads":
            return allPayloads
        case "own-icons":
            return ownIcons.spec
        case let example where example.hasPrefix("examples/"):
            let file = String(example.dropFirst("examples/".count)) + ".json"
            let url = examplesFolder.appendingPathComponent(file)
            return try LayoutSpec.decode(Array(try Data(contentsOf: url)), file: file)
        default:
            return try SwiftUIGeneratorTests.spec(named: name)
        }
    }

    /// Tab ids that are Swift keywords, the All Mails case's name, or alike once camel-cased.
    static var hostileIDs: LayoutSpec {
        var spec = LayoutSpec.default
        let ids = ["default", "self", "init", "all-mails", "a-b", "aB", "receipts-2026", "x--y-"]
        spec.tabs = ids.enumerated().map { index, id in
            var tab = Tab.defaults[index % Tab.defaults.count]
            tab.id = id
            return tab
        }
        spec.initialTab = "self"
        spec.mails = Mail.samples(spreadOver: spec.tabs)
        return spec
    }

    /// The icons read for the spec `name`: only "own-icons" has any.
    static func icons(named name: String) -> CustomIcons {
        name == "own-icons" ? ownIcons.icons : .none
    }

    /// Tabs with icons of their own, one with a filled form, beside catalogue symbols.
    static var ownIcons: (spec: LayoutSpec, icons: CustomIcons) {
        var spec = LayoutSpec.default
        let square = CustomSymbol(svg: "square.svg", filled: "square.fill.svg")
        let circle = CustomSymbol(svg: "circle.svg")
        spec.tabs[0].symbol = .custom(square)
        spec.tabs[1].symbol = .custom(circle)
        spec.allMails.symbol = .custom(circle)
        let drawing = { (text: String) in
            (try? SVGIcon(bytes: Array("<svg viewBox='0 0 24 24'>\(text)</svg>".utf8))).map { [$0] } ?? []
        }
        let icons =
            zip(drawing("<path d='M2 2H22V22H2Z'/>"), drawing("<circle cx='12' cy='12' r='9'/>")).map {
                square, circle in
                [
                    CustomIcons.Icon(symbol: .init(svg: "circle.svg"), outline: circle, filled: nil),
                    CustomIcons.Icon(
                        symbol: .init(svg: "square.svg", filled: "square.fill.svg"), outline: square, filled: square),
                ]
            }.first ?? []
        return (spec, CustomIcons(icons: icons))
    }

    /// Every payload at once, each in another place: tab titles, mails, title and placeholder.
    static var allPayloads: LayoutSpec {
        let payloads = SwiftUIPayloads.strings
        var spec = LayoutSpec.default
        spec.title = payloads.joined()
        spec.search.placeholder = payloads.joined(separator: " ")
        spec.allMails.title = payloads[payloads.count - 1]
        spec.tabs = payloads.prefix(LayoutSpec.tabCountRange.upperBound).enumerated().map { index, payload in
            var tab = Tab.defaults[index % Tab.defaults.count]
            (tab.id, tab.title) = ("tab\(index)", payload)
            return tab
        }
        spec.mails = payloads.enumerated().map { index, payload in
            Mail(
                from: payload, subject: payload, preview: payload, date: MailDate(year: 2026, month: 11, day: 28),
                category: spec.tabs[index % spec.tabs.count].id, unread: index.isMultiple(of: 2))
        }
        return spec
    }

    @Test(arguments: specs)
    func everyOutputTypeChecksAgainstTheStubSwiftUI(name: String) throws {
        let stub = try SwiftUIStub.built.get()
        let icons = Self.icons(named: name)
        let source = try SwiftUIGenerator(spec: try Self.spec(named: name), icons: icons).generate()
        if name == "own-icons" { #expect(source.contains("Image(\"TabPrimaryIcon.fill\")")) }
        let result = try stub.typecheck(source)
        #expect(result.status == 0 && result.output.isEmpty, "\(name):\n\(result.output)")
    }

    @Test(arguments: SwiftUIPayloads.strings)
    func everyPayloadsOutputParses(payload: String) throws {
        let compiler = try SwiftCompiler.located.get()
        let source = try SwiftUIGenerator(spec: SwiftUIPayloads.spec(with: payload)).generate()
        let result = try compiler.parse(source)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    /// The type-check can fail: API the stub does not declare, or a wrong type, is an error.
    @Test func theTypeCheckRefusesAPITheStubDoesNotDeclare() throws {
        let stub = try SwiftUIStub.built.get()
        let source = try SwiftUIGenerator(spec: .default).generate()
        let unknown = source.replacingOccurrences(of: ".zIndex(1000)", with: ".zIndex(1000).blur(radius: 3)")
        #expect(unknown != source)
        let blurred = try stub.typecheck(unknown)
        #expect(blurred.status != 0 && blurred.output.contains("has no member 'blur'"))
        let wrongType = source.replacingOccurrences(
            of: "static let height: CGFloat = 50", with: "static let height: CGFloat = \"50\"")
        #expect(try stub.typecheck(wrongType).status != 0)
        // Inside #Preview too: the plugin's macro checks its body against the signature.
        let preview = source.replacingOccurrences(
            of: "    MailInboxView()\n        .environment", with: "    MailInboxView(tab: 1)\n        .environment")
        #expect(preview != source)
        #expect(try stub.typecheck(preview).output.contains("argument passed to call that takes no arguments"))
    }

    /// Each payload, written as the generator writes text, compiled and run, prints its own
    /// Unicode scalars: the literal holds exactly the text, nothing more and nothing less.
    @Test func stringLiteralsReadBackAsTheirText() throws {
        let compiler = try SwiftCompiler.located.get()
        let texts = SwiftUIPayloads.strings + ["", "收据 Zoë 👩‍💻", "\u{7F}\u{80}\u{9F}\u{AD}\u{61C}\u{2066}"]
        let program =
            "let texts: [String] = [\n" + texts.map { "    \($0.swiftStringLiteral),\n" }.joined() + "]\n"
            + "for text in texts { print(text.unicodeScalars.map { String($0.value) }.joined(separator: \" \")) }\n"
        let folder = try TestSupport.temporaryFolder()
        try program.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try compiler.run(["-swift-version", "6", "-o", "literals", "main.swift"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        let run = try TestSupport.run([], in: folder, binary: folder.appendingPathComponent("literals"))
        let expected = texts.map { text in text.unicodeScalars.map { String($0.value) }.joined(separator: " ") + "\n" }
        #expect(run.stdout == expected.joined())
    }
}
