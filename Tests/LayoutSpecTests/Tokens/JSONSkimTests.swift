import Testing

@testable import LayoutSpec

/// Token files are checked as JSON in one pass that builds nothing (`JSONParser.skimObject`):
/// it refuses what the parser refuses, at the same place (in words of its own where it has not
/// built the key a value belongs to), and reads back the same values where it is asked.
struct JSONSkimTests {
    @Test(arguments: [
        #"{"a": {"b": [1, 2, {"c": "d"}], "e": true, "f": null, "g": -1.5e3}, "h": "\u00e9\n"}"#,
        #"{"a": {"b": 1,}}"#,
        #"{"a": [1, 2,]}"#,
        #"{"a": {"b": 01}}"#,
        #"{"a": {"b": NaN}}"#,
        #"{"a": {"b": 'x'}}"#,
        #"{"a": {"b": "x\q"}}"#,
        #"{"a": {"b": "\ud800"}}"#,
        "{\"a\": {\"b\": \"line\nbreak\"}}",
        #"{"a": {"b": 1e999}}"#,
        #"{"a": {"b": 1.}}"#,
        #"{"a": {"b": 1.5x}}"#,
        #"{"a": {"b": 12345678901234567890.5}}"#,
        "{\"a\": {\"b\": " + String(repeating: "9", count: 400) + "}}",
        #"{"a": {"b": 1 "c": 2}}"#,
        #"{"a": {"b": [1 2]}}"#,
        #"{"a": {"b": tru}}"#,
        #"{"a": {"b": 1}} x"#,
        #"{"a": {"b": 1}"#,
        #"{"a": {"b": "x}}"#,
        #"{"a": 1, "a": 2}"#,
        #"{"a": /* c */ 1}"#,
        "[1, 2]",
        "",
    ])
    func refusesWhatTheParserRefuses(_ text: String) {
        let bytes = Array(text.utf8)
        let parsed = Result { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }
        let skimmed = Result { () throws(JSONParser.Failure) in try JSONParser.skimObject(bytes) }
        switch (parsed, skimmed) {
        case (.success(let node), .success):
            guard case .object = node.value else {
                Issue.record("skimmed a document that is not an object")
                return
            }
        case (.failure(let parseError), .failure(let skimError)):
            #expect(skimError.position == parseError.position, "\(skimError.message) / \(parseError.message)")
        case (.success(let node), .failure(let skimError)):
            if case .object = node.value { Issue.record("refused what the parser reads: \(skimError)") }
        case (.failure(let parseError), .success):
            Issue.record("read what the parser refuses: \(parseError)")
        }
    }

    /// A key written twice inside an object that is read only when asked for is found then.
    @Test func aKeyWrittenTwiceInANestedObjectIsFoundWhenThatObjectIsRead() throws {
        let bytes = Array(#"{"a": {"b": 1, "b": 2}}"#.utf8)
        let root = try JSONParser.skimObject(bytes)
        let inner = try #require(root.first)
        #expect(throws: JSONParser.Failure.self) { _ = try JSONParser.skimObject(bytes, at: inner.value) }
    }

    @Test func valuesReadAtTheirMarksAreTheParsersValues() throws {
        let text = "{\n  \"a\": {\"b\": [1, \"x\"]},\n  \"c\": 2.5\n}"
        let bytes = Array(text.utf8)
        let tree = try JSONParser.parse(bytes)
        for member in try JSONParser.skimObject(bytes) {
            #expect(try JSONParser.value(bytes, at: member.value) == tree.node(at: JSONPath([.key(member.key)])))
        }
    }
}
