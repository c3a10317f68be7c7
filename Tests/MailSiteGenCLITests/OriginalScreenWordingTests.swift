import Foundation
import TestSupport
import Testing

/// What the tool writes calls the screen it reproduces "the original SwiftUI screen", never by
/// the names the project's own design notes use for it ("the seed", its `CustomTabbar`): a user
/// has no way to know those. Every output of every command, for the built-in spec and each
/// example, is read for them.
@Suite(.serialized) struct OriginalScreenWordingTests {
    /// The words a user cannot know: the project's name for the original, and a type of its code
    /// that the generated SwiftUI does not have.
    static var unknownWords: Regex<Substring> { /(?i)\bseed|CustomTabbar/ }

    /// The examples by file name, and the built-in spec (nil).
    static let specs: [String?] = [nil] + Self.exampleNames

    static var exampleNames: [String] {
        let folder = TestSupport.packageRoot.appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func thereAreExamplesToRead() {
        #expect(Self.exampleNames.count >= 2)
    }

    @Test(arguments: specs)
    func noOutputNamesTheOriginalByTheProjectsWords(_ example: String?) throws {
        let folder = try TestSupport.temporaryFolder()
        var spec: [String] = []
        if let example {
            let source = TestSupport.packageRoot.appendingPathComponent("examples/\(example)")
            try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(example))
            spec = ["--spec", example]
        }
        var printed: [(String, String)] = []
        for arguments in [
            ["build", "--out", "site", "--inspector"], ["swiftui", "--out", "MailCategoryTabBar.swift"],
            ["tokens", "--out", "dtcg"], ["tokens", "--format", "figma", "--out", "figma"],
            ["tokens", "--format", "xcassets", "--out", "xcassets"], ["fields"], ["fields", "--format", "markdown"],
        ] {
            let run = try TestSupport.run(arguments + spec, in: folder)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            printed.append((arguments.joined(separator: " "), run.stdout))
        }
        if example == nil {
            let initialized = folder.appendingPathComponent("init")
            try FileManager.default.createDirectory(at: initialized, withIntermediateDirectories: true)
            #expect(try TestSupport.run(["init"], in: initialized).status == 0)
            printed.append(("schema", try TestSupport.run(["schema"], in: folder).stdout))
        }
        var read = 0
        for path in TestSupport.files(in: folder) where path != example {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            else { continue }
            read += 1
            #expect(text.firstMatch(of: Self.unknownWords) == nil, "\(path): \(match(in: text))")
        }
        for (command, output) in printed {
            #expect(output.firstMatch(of: Self.unknownWords) == nil, "\(command): \(match(in: output))")
        }
        // The page, its style sheet and script, the board, the SwiftUI file, every token file.
        #expect(read > 15)
    }

    /// The documentation says it the same way; only the design reference names the original's
    /// types, as its code does.
    @Test func theDocumentationCallsItTheOriginal() throws {
        let root = TestSupport.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        #expect(docs.count > 10)
        for path in docs + ["README.md", "CONTRIBUTING.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let words = path == "docs/reference.md" ? /(?i)\bseed/ : Self.unknownWords
            #expect(text.firstMatch(of: words) == nil, "\(path): \(match(in: text))")
        }
    }

    /// The line that holds the first unknown word, for the failure's message.
    private func match(in text: String) -> String {
        text.split(separator: "\n").first { $0.firstMatch(of: Self.unknownWords) != nil }.map(String.init) ?? ""
    }
}
