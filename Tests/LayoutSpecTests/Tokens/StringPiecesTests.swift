import Testing

@testable import LayoutSpec

/// Token names and paths are split by their bytes: the pieces must be the standard library's,
/// empty ones and text beyond ASCII included.
struct StringPiecesTests {
    @Test(arguments: ["brand.radius.pill", "", ".", "a..b", ".a.", "é.ünïcode.名前", "no-dots", "a/b/../c.json"])
    func piecesAreTheStandardLibrarysSplit(_ text: String) {
        for separator in [".", "/"] {
            let expected = text.split(separator: Character(separator), omittingEmptySubsequences: false).map(
                String.init)
            #expect(text.pieces(between: UInt8(ascii: Unicode.Scalar(separator)!)) == expected)
        }
    }

    @Test func containsBytesFindsAPartAnywhere() {
        #expect("https://example.com/a.json".containsBytes(of: "://"))
        #expect("a.json://".containsBytes(of: "://"))
        #expect(!"a/b.json".containsBytes(of: "://"))
        #expect(!":/".containsBytes(of: "://"))
        #expect("x".containsBytes(of: ""))
    }

    @Test func referencesOutsideTheFolderAreRefused() {
        #expect(SpecFolderPath.resolve("tokens/../brand.json", from: nil) == "brand.json")
        #expect(SpecFolderPath.resolve("brand.json", from: "tokens/brand.resolver.json") == "tokens/brand.json")
        #expect(SpecFolderPath.resolve("../brand.json", from: "tokens/brand.resolver.json") == "brand.json")
        #expect(SpecFolderPath.resolve("../brand.json", from: nil) == nil)
        #expect(SpecFolderPath.resolve("https://example.com/brand.json", from: nil) == nil)
        #expect(SpecFolderPath.resolve("tokens\\brand.json", from: nil) == nil)
        #expect(SpecFolderPath.resolve("/etc/passwd", from: nil) == nil)
        #expect(SpecFolderPath.resolve("./a//b.json", from: nil) == "a/b.json")
    }
}
