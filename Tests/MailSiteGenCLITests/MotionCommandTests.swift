import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// `mailsitegen motion`: its help and options in-process, then the built binary as people run
/// it: the sheet of the default spec (a golden file), its JSON with every platform's numbers, a
/// spec whose spring is an alias, `--out`, and mistakes refused with one line and nothing written.
@Suite(.serialized) struct MotionCommandTests {
    @Test(arguments: [["motion", "--help"], ["motion", "-h"], ["help", "motion"]])
    func helpMatchesItsGoldenFile(_ arguments: [String]) throws {
        nonisolated(unsafe) var out = ""
        let cli = MailSiteGenCLI(console: Console(out: { out += $0 }, error: { _ in }))
        #expect(cli.run(arguments) == .success)
        try TestSupport.assertSnapshot(out, named: "help-motion.txt", in: CommandLineTests.snapshots)
    }

    @Test func optionsAreTheSpecTheFormatAndTheFile() throws {
        #expect(try Invocation.parse(["motion"]) == .run(.motion, ParsedOptions()))
        #expect(
            try Invocation.parse(["motion", "--spec=a.json", "--format", "json", "--out", "motion.json"])
                == .run(
                    .motion, ParsedOptions(values: ["--spec": "a.json", "--format": "json", "--out": "motion.json"])))
        #expect(throws: UsageError.unknownOption("--force", of: .motion)) {
            try Invocation.parse(["motion", "--force"])
        }
    }

    /// The default spec's sheet, read line by line when it is recorded: the numbers are the
    /// research's conversion table (k = (2π/d)², c = 4πζ/d, ζ = 1 − bounce).
    @Test func theDefaultSpecsSheetIsItsGoldenFile() throws {
        let folder = try TestSupport.temporaryFolder()
        let markdown = try TestSupport.run(["motion"], in: folder)
        #expect(markdown.status == 0, "\(markdown.stderr)")
        #expect(markdown.stderr.isEmpty)
        try TestSupport.assertSnapshot(markdown.stdout, named: "motion-default.md", in: CommandLineTests.snapshots)
        let json = try TestSupport.run(["motion", "--format", "json"], in: folder)
        #expect(json.status == 0, "\(json.stderr)")
        try TestSupport.assertSnapshot(json.stdout, named: "motion-default.json", in: CommandLineTests.snapshots)
        #expect(TestSupport.files(in: folder).isEmpty)
    }

    /// The JSON parses, holds every spring field of the field table (not a list of two), each in
    /// the ten platforms, with the numbers of the conversion table, and CSS is the page's own
    /// easing and settle time, as the built page's stylesheet writes them.
    @Test func theJSONHasEveryPlatformsNumbersForEverySpringField() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["motion", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let springs = try #require(document["springs"] as? [String: [String: Any]])
        let fields = LayoutSpec.fieldTable.filter { $0.kind == .spring }.map(\.path.description)
        #expect(fields.count >= 2)
        #expect(Set(springs.keys) == Set(fields))
        let keys = SpringPlatform.allCases.map(\.rawValue) + ["css"]
        for field in fields {
            let platforms = try #require(springs[field]?["platforms"] as? [String: [String: Any]])
            #expect(Set(platforms.keys) == Set(keys), "\(field)")
            for key in keys where key != "css" {
                let values = try #require(platforms[key])
                #expect(!values.isEmpty && values.values.allSatisfy { $0 is NSNumber }, "\(field) \(key)")
            }
        }
        func number(_ field: String, _ platform: String, _ name: String) throws -> Double {
            let platforms = try #require(springs[field]?["platforms"] as? [String: [String: Any]])
            return try #require(platforms[platform]?[name] as? Double, "\(field) \(platform) \(name)")
        }
        // .bouncy(duration: 0.3): k 438.6491, c 29.3215, ζ 0.70; .interactiveSpring: 1754.5963, 71.2094, 0.85.
        for (field, k, c, zeta) in [
            ("tabBar.animation", 438.649, 29.3215, 0.7), ("search.animation", 1754.6, 71.2094, 0.85),
        ] {
            for platform in ["uiKit", "coreAnimation", "flutter", "reanimated", "framerMotion", "figma"] {
                #expect(try number(field, platform, "stiffness") == k)
                #expect(try number(field, platform, "damping") == c)
                #expect(try number(field, platform, "mass") == 1)
            }
            for platform in ["compose", "androidViews"] {
                #expect(try number(field, platform, "stiffness") == k)
                #expect(try number(field, platform, "dampingRatio") == zeta)
            }
            #expect(try number(field, "swiftUI", "dampingFraction") == zeta)
        }
        // Core Animation's settlingDuration: −ln(0.001 / (1 + ζω₀/ω_d)) / ζω₀.
        #expect(try number("tabBar.animation", "coreAnimation", "settlingDuration") == 0.517773)
        let style = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("public/style.css"), encoding: .utf8)
        for (field, property) in [
            ("tabBar.animation", "--tab-bar-animation"), ("search.animation", "--search-animation"),
        ] {
            let platforms = try #require(springs[field]?["platforms"] as? [String: [String: Any]])
            let easing = try #require(platforms["css"]?["easing"] as? String)
            let duration = try #require(platforms["css"]?["duration"] as? Int)
            #expect(style.contains("\(property)-easing: \(easing);"))
            #expect(style.contains("\(property)-settle-time: \((Double(duration) / 1_000).cssNumber)s;"))
        }
    }

    /// The transitions are the choreography's JSON, one per transition of the page, each with its moves.
    @Test func theJSONHasEveryTransitionWithItsMoves() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = try TestSupport.run(["motion", "--format", "json"], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let transitions = try #require(document["transitions"] as? [[String: Any]])
        #expect(transitions.compactMap { $0["kind"] as? String } == MotionTransition.Kind.allCases.map(\.rawValue))
        for transition in transitions {
            let moves = try #require(transition["moves"] as? [[String: Any]])
            #expect(!moves.isEmpty)
            #expect(moves.allSatisfy { $0["element"] != nil && $0["curve"] != nil && $0["settle"] != nil })
        }
        let markdown = try TestSupport.run(["motion"], in: folder).stdout
        for transition in LayoutSpec.default.choreography {
            #expect(markdown.contains("\n### \(transition.title)\n"))
        }
    }

    /// A spring given through a token (`{brand.slow}`, 450 ms) is the token's value on the sheet.
    @Test func anAliasedSpringIsReadThroughItsToken() throws {
        let folder = try AliasedSpecCommandTests.project()
        let result = try TestSupport.run(["motion", "--spec", "spec.json", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let spring = try #require((document["springs"] as? [String: [String: Any]])?["tabBar.animation"])
        #expect(spring["duration"] as? Double == 0.45)
        let compose = try #require((spring["platforms"] as? [String: [String: Any]])?["compose"])
        #expect(compose["stiffness"] as? Double == Spring(duration: 0.45, bounce: 0.3).stiffness.significant(6))
        let markdown = try TestSupport.run(["motion", "--spec", "spec.json"], in: folder)
        #expect(markdown.stdout.contains("UISpringTimingParameters(duration: 0.45, bounce: 0.3)"))
    }

    /// `--out` writes the sheet (the bytes standard output gets) and says so; it replaces a file
    /// that was there; `-` is standard output.
    @Test func outWritesTheSheetToAFileAndReplacesTheOneThere() throws {
        let folder = try TestSupport.temporaryFolder()
        let printed = try TestSupport.run(["motion", "--format", "json"], in: folder).stdout
        try "old".write(to: folder.appendingPathComponent("motion.json"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["motion", "--format", "json", "--out", "motion.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Wrote motion.json (\(Console.size(printed.utf8.count)))\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("motion.json"), encoding: .utf8) == printed)
        #expect(TestSupport.files(in: folder) == ["motion.json"])
        let dash = try TestSupport.run(["motion", "--out", "-"], in: folder)
        #expect(dash.stdout == (try TestSupport.run(["motion"], in: folder)).stdout)
        #expect(TestSupport.files(in: folder) == ["motion.json"])
    }

    /// `--format svg` is the timelines' document, every transition under its title, and
    /// `--out` writes the same bytes.
    @Test func svgIsEveryTransitionsTimelineInOneDocument() throws {
        let folder = try TestSupport.temporaryFolder()
        let printed = try TestSupport.run(["motion", "--format", "svg"], in: folder)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout == MotionTimelineSVG.document(for: .default))
        #expect(printed.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        for transition in LayoutSpec.default.choreography {
            #expect(printed.stdout.contains(">\(transition.title.htmlEscaped)<"), "\(transition.title)")
        }
        let written = try TestSupport.run(["motion", "--format", "svg", "--out", "motion.svg"], in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("motion.svg"), encoding: .utf8) == printed.stdout)
    }

    /// A folder, a symbolic link, a folder that does not exist, or the spec itself as `--out`: one
    /// line each, and nothing written or changed.
    @Test(arguments: [
        ("docs", "Error: docs: is a folder; give the file to write, such as docs/motion.md"),
        ("link.md", "Error: link.md: is a symbolic link; give the file it points to"),
        ("missing/motion.md", "Error: missing/motion.md: the folder missing does not exist"),
        ("mailsitegen.json", "Error: mailsitegen.json: is the spec being read; give another file to write"),
        ("./mailsitegen.json", "Error: ./mailsitegen.json: is the spec being read; give another file to write"),
    ])
    func outIsRefusedWhereItMustNotWrite(_ out: String, _ message: String) throws {
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "keep".write(to: folder.appendingPathComponent("target.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.md").path, withDestinationPath: "target.md")
        try #"{"title": "Team Inbox"}"#.write(
            to: folder.appendingPathComponent("mailsitegen.json"), atomically: true, encoding: .utf8)
        let before = try AliasedSpecCommandTests.contents(of: folder)
        let result = try TestSupport.run(["motion", "--out", out], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\n")
        #expect(try AliasedSpecCommandTests.contents(of: folder) == before)
        #expect(TestSupport.files(in: folder.appendingPathComponent("docs")).isEmpty)
    }

    /// A format that is not one of the three is a usage error before anything is read or written.
    @Test func aBadFormatIsOneErrorAndNothingIsWritten() throws {
        let folder = try TestSupport.temporaryFolder()
        let bad = try TestSupport.run(["motion", "--format", "yaml", "--out", "motion.md"], in: folder)
        #expect(bad.status == 64)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.hasPrefix("Error: --format: 'yaml' is not one of markdown, json, svg\n"))
        #expect(TestSupport.files(in: folder).isEmpty)
    }

    /// A spec that cannot be read is its one error line, and the sheet written before is kept.
    @Test func aBadSpecIsOneErrorAndThePreviousSheetIsKept() throws {
        let folder = try TestSupport.temporaryFolder()
        try #"{"tabBar": {"animation": {"duration": 9, "bounce": 0.3}}}"#.write(
            to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        try "previous".write(to: folder.appendingPathComponent("motion.md"), atomically: true, encoding: .utf8)
        let result = try TestSupport.run(["motion", "--spec", "bad.json", "--out", "motion.md"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: bad.json:1:"))
        #expect(result.stderr.contains("tabBar.animation.duration"))
        #expect(try String(contentsOf: folder.appendingPathComponent("motion.md"), encoding: .utf8) == "previous")
    }
}
