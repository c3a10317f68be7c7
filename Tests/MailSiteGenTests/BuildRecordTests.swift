import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// What a build's marker records of the specs it was built from reads back as specs that build
/// the very same files: what lets `check` tell that a spec's fields alone explain a folder.
struct BuildRecordTests {
    private static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    private func spec(_ path: String) throws -> LayoutSpec {
        let url = Self.snapshots.appendingPathComponent(path)
        return try LayoutSpec.decode(Array(try Data(contentsOf: url)), file: path)
    }

    /// The record as a folder holds it, read back.
    private func readBack(_ specs: [LayoutSpec]) throws -> BuildRecord? {
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("site")
        _ = try OutputFolder(path: FilePath(folder.path)).replace(with: [], record: BuildRecord(specs: specs))
        return BuildRecord.read(in: FilePath(folder.path))
    }

    @Test(arguments: ["custom-spec.json", "tokens/every-field-spec.json"])
    func aRecordedSpecBuildsTheSameFiles(_ path: String) throws {
        let spec = try spec(path)
        let record = try #require(try readBack([.default, spec]))
        #expect(record.version == MailSiteGenVersion.current)
        #expect(record.records([.default, spec]))
        #expect(!record.records([spec, .default]))
        let recorded = try #require(record.specs)
        #expect(
            SpecDiff(
                variants: [CompareVariant(name: "a", spec: spec), .init(name: "b", spec: recorded[1])], site: true
            ).isEmpty)
        #expect(try SiteGenerator(spec: recorded[1]).generate() == SiteGenerator(spec: spec).generate())
    }

    /// A spec's tokens are recorded as the values they gave its fields: the record needs no file.
    @Test func aliasesAreRecordedAsTheirValues() throws {
        let folder = try TestSupport.temporaryFolder()
        try #"{"brand": {"radius": {"$type": "dimension", "$value": {"value": 9, "unit": "px"}}}}"#.write(
            to: folder.appendingPathComponent("brand.tokens.json"), atomically: true, encoding: .utf8)
        try
            #"{"$schema": "x.json", "tokens": {"files": ["brand.tokens.json"]}, "tabBar": {"cornerRadius": "{brand.radius}"}}"#
            .write(to: folder.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let spec = try SpecSource.file(FilePath(folder.appendingPathComponent("spec.json").path)).load()
        let record = try #require(try readBack([spec]))
        #expect(record.designs[0].node(at: JSONPath([.key("tokens")])) == nil)
        #expect(record.designs[0].node(at: JSONPath([.key("$schema")])) == nil)
        #expect(record.specs?.first?.tabBar.cornerRadius == 9)
        #expect(record.records([spec]))
    }

    /// What an earlier mailsitegen left, or anything else, is no record.
    @Test func aMarkerThatIsNoRecordReadsAsNone() throws {
        let folder = try TestSupport.temporaryFolder()
        let marker = folder.appendingPathComponent(OutputFolder.markerName)
        for text in [
            OutputFolder.markerContents, "{}", #"{"version": "0.1.0", "designs": [{"tabBar": {"height": -1}}]}"#,
        ] {
            try text.write(to: marker, atomically: true, encoding: .utf8)
            #expect(BuildRecord.read(in: FilePath(folder.path))?.specs == nil, "\(text)")
        }
        #expect(BuildRecord.read(in: FilePath(folder.path).appending("nowhere")) == nil)
    }
}
