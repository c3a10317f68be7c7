import Foundation
import Testing

@testable import LayoutSpec

/// `JSONNodeDecoder` replaced a second parse through Foundation's `JSONDecoder`. Differential
/// test: over the hostile corpus and documents written to reach every container and error case,
/// both decoders give the same spec or the same error.
struct JSONNodeDecoderTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../MailSiteGenCLITests/Corpus").standardizedFileURL

    static let written: [String] = [
        "{}",
        #"{"title": "Inbox", "colorScheme": "dark", "initialTab": "updates"}"#,
        #"{"title": null}"#,
        #"{"title": 3}"#,
        #"{"title": ["a"]}"#,
        #"{"tabBar": null}"#,
        #"{"tabBar": []}"#,
        #"{"tabBar": {"height": "40"}}"#,
        #"{"tabBar": {"height": true}}"#,
        #"{"tabBar": {"animation": {"duration": null}}}"#,
        #"{"tabBar": {"activeFillsWidth": 1}}"#,
        #"{"tabBar": {"inactiveBackground": {"light": "red"}}}"#,
        #"{"tabBar": {"inactiveBackground": {"light": "red", "dark": 4}}}"#,
        #"{"tabBar": {"inactiveBackground": 7}}"#,
        #"{"tabs": {}}"#,
        #"{"tabs": [null]}"#,
        #"{"tabs": [1, 2]}"#,
        #"{"tabs": [{"id": "a", "title": "A", "symbol": "star", "color": "blue"}, {"id": "b"}]}"#,
        #"{"tabs": [{"id": "a", "title": "A", "symbol": 5, "color": "blue"}]}"#,
        #"{"mails": [{"from": "A", "subject": "S", "date": "2026-11-28", "category": "primary"}]}"#,
        #"{"mails": [{"from": "A", "subject": "S", "date": 20261128, "category": "primary"}]}"#,
        #"{"mails": [{"from": "A", "subject": "S", "date": "2026-11-28", "category": "primary", "unread": "yes"}]}"#,
        #"{"mails": [{"from": "A", "subject": null, "date": "2026-11-28", "category": "primary"}]}"#,
        #"{"mails": [[]]}"#,
        #"{"scroll": {"collapseThreshold": 1e308}}"#,
        #"{"screen": {"width": -1}}"#,
    ]

    private func outcome(_ bytes: [UInt8], _ decode: (JSONNode) throws -> LayoutSpec) -> String? {
        // What `LayoutSpec.decode` refuses before decoding (not UTF-8, not JSON, not an object).
        guard String(validating: bytes, as: UTF8.self) != nil, let tree = try? JSONParser.parse(bytes),
            case .object = tree.value
        else { return nil }
        do {
            let spec = try LayoutSpec.decoding(tree, file: "spec.json") { try decode(tree) }
            return "spec: \(spec.jsonValue.formatted())"
        } catch {
            return "error: \(error.description)"
        }
    }

    private func compare(_ bytes: [UInt8], _ name: String = "") throws -> Bool {
        let ours = outcome(bytes) { tree in try LayoutSpec(from: JSONNodeDecoder(tree)) }
        let foundation = outcome(bytes) { _ in try JSONDecoder().decode(LayoutSpec.self, from: Data(bytes)) }
        #expect(ours == foundation, "\(name) \(String(decoding: bytes, as: UTF8.self).prefix(200))")
        return ours != nil
    }

    @Test func writtenCasesDecodeAsFoundationDoes() throws {
        for text in Self.written {
            #expect(try compare(Array(text.utf8)), "\(text) did not parse")
        }
    }

    @Test func corpusDecodesAsFoundationDoes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".json") }
        var decoded = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(file)))
            if try compare(bytes, file) { decoded += 1 }
        }
        // Most of the corpus parses and reaches the decoder; the rest is syntax errors.
        #expect(decoded >= 20, "only \(decoded) of \(files.count) corpus files reached the decoder")
    }

    @Test func integersOnlyFromWholeNumbers() throws {
        let decoder = JSONNodeDecoder(try JSONParser.parse(Array("2.5".utf8)))
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self) }
        let whole = JSONNodeDecoder(try JSONParser.parse(Array("3".utf8)))
        #expect(try whole.decode(Int.self) == 3)
    }
}
