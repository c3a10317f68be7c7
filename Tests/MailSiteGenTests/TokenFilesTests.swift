import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// Token files as the generator reads them from a spec's folder: inside it only, at most 8 MiB,
/// and their text reaching the page only as escaped values.
struct TokenFilesTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func load(_ folder: URL) -> Result<LayoutSpec, MailSiteGenError> {
        let source = SpecSource.file(FilePath(folder.appendingPathComponent("spec.json").path))
        do {
            return .success(try source.load())
        } catch {
            return .failure(error)
        }
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
        let outside = try folder(["secret.tokens.json": #"{"a": {"$type": "number", "$value": 1}}"#])
        defer { try? FileManager.default.removeItem(at: outside) }
        let inside = try folder(["spec.json": #"{"tokens": {"files": ["linked.tokens.json"]}}"#])
        defer { try? FileManager.default.removeItem(at: inside) }
        try FileManager.default.createSymbolicLink(
            at: inside.appendingPathComponent("linked.tokens.json"),
            withDestinationURL: outside.appendingPathComponent("secret.tokens.json"))
        guard case .failure(let error) = load(inside) else {
            Issue.record("a link out of the folder was read")
            return
        }
        #expect(
            error.description.hasSuffix(
                "spec.json:1:12: tokens: linked.tokens.json: is outside the spec's folder (a symbolic link leads out of it)"
            ))
    }

    @Test func aTokenFileOverEightMebibytesIsRefused() throws {
        let large =
            "{\"a\": {\"$type\": \"string\", \"$value\": \"" + String(repeating: "x", count: 8 * 1_048_576) + "\"}}"
        let root = try folder([
            "spec.json": #"{"tokens": {"files": ["large.tokens.json"]}}"#, "large.tokens.json": large,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .failure(let error) = load(root) else {
            Issue.record("a token file over 8 MiB was read")
            return
        }
        #expect(
            error.description.hasSuffix(
                "tokens: large.tokens.json: the file is \(large.utf8.count) bytes; a token file is at most 8 MiB"))
    }

    /// A token's text is data: a title from a token reaches the page escaped, its name nowhere.
    @Test func aTokensTextIsEscapedOnThePage() throws {
        let hostile = "</title><script>alert(1)</script>"
        let root = try folder([
            "spec.json": #"{"tokens": {"files": ["t.tokens.json"]}, "title": "{x}"}"#,
            "t.tokens.json": #"{"x": {"$type": "string", "$value": "\#(hostile)"}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = try load(root).get()
        #expect(spec.title == hostile)
        let files = try SiteGenerator(spec: spec).generate()
        let page = try #require(files.first { $0.path == "index.html" }).contents
        #expect(!page.contains("<script>alert(1)"))
        #expect(page.contains("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    /// `compare --diff` shows the token a field names beside its value.
    @Test func aDiffShowsEachFieldsTokenAndValue() throws {
        let tokens = #"{"radius": {"$type": "dimension", "pill": {"$value": "24px"}, "small": {"$value": "8px"}}}"#
        let read: SpecFileReader = { _, _ in .success(Array(tokens.utf8)) }
        func spec(_ radius: String) throws -> LayoutSpec {
            try LayoutSpec.decode(
                Array(#"{"tokens": {"files": ["t.tokens.json"]}, "tabBar": {"cornerRadius": \#(radius)}}"#.utf8),
                file: "spec.json", reading: read)
        }
        let diff = SpecDiff(variants: [
            CompareVariant(name: "a.json", spec: try spec(#""{radius.pill}""#)),
            CompareVariant(name: "b.json", spec: try spec("12")),
        ])
        let row = try #require(diff.rows.first { $0.path == "tabBar.cornerRadius" })
        #expect(row.text(0) == "{radius.pill} 24 px")
        #expect(row.text(1) == "12 px")
    }
}

extension TokenFilesTests {
    /// A spring exported as a design token, with every platform's numbers in its extension, reads
    /// back as the same spring: the import takes `duration` and `bounce` and nothing else there.
    @Test func anExportedSpringReadsBackAsTheSameSpringWhateverItsPlatformsSay() throws {
        var exported = LayoutSpec.default
        exported.tabBar.animation = Spring(duration: 0.45, bounce: -0.3)
        let files = try TokenExport(spec: exported).files(.dtcg)
        let tokens = try #require(files.first { $0.path == TokenExport.tokensFileName }).contents
        #expect(tokens.contains("\"platforms\""))
        // Platform numbers that disagree with duration and bounce change nothing.
        let altered = tokens.replacingOccurrences(of: "\"dampingRatio\": 1.42857", with: "\"dampingRatio\": 9")
        #expect(altered != tokens)
        let folder = try folder([
            "design.tokens.json": altered,
            "spec.json":
                #"{"tokens": {"files": ["design.tokens.json"]}, "tabBar": {"animation": "{tabBar.animation}"}}"#,
        ])
        let spec = try load(folder).get()
        #expect(spec.tabBar.animation == exported.tabBar.animation)
    }
}
