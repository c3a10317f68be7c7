import Foundation
import TestSupport
import Testing

/// Hostile and broken specs, as files: each gives exactly one reviewed `Error:` line, exit 1,
/// no stack trace and nothing written. The messages live in `Corpus/expected.tsv`. Specs whose
/// problem is the social image they name are in `Corpus/images`, beside the images, with their
/// own `expected.tsv`: only `build` and `check` read the image.
@Suite(.serialized) struct CorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    static let images = corpus.appendingPathComponent("images")

    static var cases: [(file: String, message: String)] { cases(in: corpus) }
    static var imageCases: [(file: String, message: String)] { cases(in: images) }

    static func cases(in folder: URL) -> [(file: String, message: String)] {
        guard let manifest = try? String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        else { return [] }
        return manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }

    /// Every spec of a folder has its line in the folder's `expected.tsv`, and the corpus is large.
    @Test(arguments: [(corpus, 40), (images, 4)])
    func eachFolderIsLargeAndComplete(_ folder: URL, _ minimum: Int) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        let cases = Self.cases(in: folder)
        #expect(cases.count >= minimum)
        #expect(Set(files) == Set(cases.map(\.file)))
    }

    @Test(arguments: cases.map(\.file))
    func eachSpecGivesItsOneError(file: String) throws {
        let expected = try #require(Self.cases.first { $0.file == file }?.message)
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.copyItem(
            at: Self.corpus.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        let result = try TestSupport.run(["build", "--spec", file, "--out", "site"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == expected + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    @Test(arguments: imageCases.map(\.file))
    func eachImageSpecGivesItsOneError(file: String) throws {
        let expected = try #require(Self.imageCases.first { $0.file == file }?.message)
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("work")
        try FileManager.default.copyItem(at: Self.images, to: folder)
        let before = TestSupport.files(in: folder)
        let result = try TestSupport.run(["build", "--spec", file, "--out", "site"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == expected + "\n")
        #expect(TestSupport.files(in: folder) == before)
    }

    @Test func aFolderAMissingFileAndAHugeFileAreRefusedBeforeReading() throws {
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        let huge = folder.appendingPathComponent("huge.json")
        _ = FileManager.default.createFile(atPath: huge.path, contents: nil)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100 * 1_048_576)  // 100 MB, sparse
        try handle.close()
        for (spec, message) in [
            ("specs", "Error: specs: is a folder, not a spec file"),
            ("nope.json", "Error: nope.json: no such file"),
            ("huge.json", "Error: huge.json: the file is 100 MB; a spec is at most 32 MB"),
        ] {
            let result = try TestSupport.run(["build", "--spec", spec, "--out", "site"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == message + "\n")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }
}
