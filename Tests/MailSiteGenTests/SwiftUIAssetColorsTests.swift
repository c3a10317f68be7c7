import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// `mailsitegen swiftui --assets`: the colours named in the asset catalogue that `mailsitegen
/// tokens --format xcassets` writes, each name a colour set of that catalogue, and the file
/// still type-checks against the stub SwiftUI.
@Suite(.serialized) struct SwiftUIAssetColorsTests {
    static let specs = ["default", "hostile-ids"]

    static func spec(named name: String) throws -> LayoutSpec {
        name == "every-field" ? try TokenExportTests.everyFieldSpec() : try SwiftUICompileTests.spec(named: name)
    }

    @Test func theDefaultSpecMatchesItsGoldenFile() throws {
        let source = try SwiftUIGenerator(spec: .default, namesAssetColors: true).generate()
        try TestSupport.assertSnapshot(source, named: "assets.swift", in: SwiftUIGeneratorTests.snapshots)
    }

    /// The colours the file names are exactly the catalogue's colour sets, and none is written as
    /// a value (nor the initialiser that values need).
    @Test(arguments: specs + ["every-field"])
    func everyColourNamedIsAColourSetOfTheCatalogue(name: String) throws {
        let spec = try Self.spec(named: name)
        let source = try SwiftUIGenerator(spec: spec, namesAssetColors: true).generate()
        let named = Set(
            source.components(separatedBy: "Color(\"").dropFirst().compactMap { $0.split(separator: "\"").first }
                .map(String.init))
        let sets = Set(
            try TokenExport(spec: spec).files(.xcassets).compactMap { file -> String? in
                guard file.path.hasSuffix(".colorset/Contents.json") else { return nil }
                return file.path.split(separator: "/")[1].replacingOccurrences(of: ".colorset", with: "")
            })
        #expect(named == sets)
        #expect(named.count == spec.tabs.count + 2)
        #expect(!source.contains("Color(light:"))
        #expect(!source.contains("init(light:"))
        let values = try SwiftUIGenerator(spec: spec).generate()
        #expect(!values.contains("Color(\""), "without --assets the colours are values")
    }

    @Test(arguments: specs)
    func theOutputTypeChecksAgainstTheStubSwiftUI(name: String) throws {
        let stub = try SwiftUIStub.built.get()
        let source = try SwiftUIGenerator(spec: try Self.spec(named: name), namesAssetColors: true).generate()
        let result = try stub.typecheck(source)
        #expect(result.status == 0 && result.output.isEmpty, "\(name):\n\(result.output)")
    }
}
