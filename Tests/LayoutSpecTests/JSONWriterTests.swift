import Testing

@testable import LayoutSpec

/// `JSONValue.write` is the one writer: `formatted`, one line and a file's own style differ only
/// in the style they give it.
struct JSONWriterTests {
    static let value = JSONValue.object([
        ("title", .string("Mail \"Inbox\"\n")),
        ("bounce", .number(0.15)),
        ("count", .integer(3)),
        ("tabs", .array([.object([("id", .string("a")), ("on", .bool(true))]), .null])),
        ("flags", .array([.integer(1), .integer(2)])),
        ("empty", .object([])),
    ])

    @Test func eachStyleLaysOutTheSameValue() {
        #expect(
            Self.value.oneLine
                == #"{"title": "Mail \"Inbox\"\n", "bounce": 0.15, "count": 3, "tabs": [{"id": "a", "on": true}, null], "flags": [1, 2], "empty": {}}"#
        )
        #expect(
            Self.value.formatted() == """
                {
                  "title": "Mail \\"Inbox\\"\\n",
                  "bounce": 0.15,
                  "count": 3,
                  "tabs": [
                    {
                      "id": "a",
                      "on": true
                    },
                    null
                  ],
                  "flags": [1, 2],
                  "empty": {}
                }
                """)
        var tabbed = JSONTextStyle.standard
        tabbed.indentUnit = [UInt8(ascii: "\t")]
        tabbed.newline = Array("\r\n".utf8)
        tabbed.colon = Array(":".utf8)
        tabbed.comma = Array(",".utf8)
        var bytes: [UInt8] = []
        JSONValue.object([("a", .array([.integer(1), .integer(2)])), ("b", .object([("c", .null)]))])
            .write(into: &bytes, style: tabbed, indent: [])
        #expect(
            String(decoding: bytes, as: UTF8.self) == "{\r\n\t\"a\":[1,2],\r\n\t\"b\":{\r\n\t\t\"c\":null\r\n\t}\r\n}")
    }

    @Test func onlyTheFormattedStyleBreaksALongListOfPlainValues() {
        let long = JSONValue.array(Array(repeating: .string("abcdefghij"), count: 10))
        #expect(long.formatted().hasPrefix("[\n  \"abcdefghij\",\n"))
        #expect(!long.oneLine.contains("\n"))
        #expect(!JSONNode(json: long).formattedJSONText.contains("\n"))
    }

    @Test func aValueDeeperThanTheParserTakesIsStillWrittenOnOneLine() {
        var deep = JSONValue.integer(1)
        for _ in 0..<(JSONParser.maximumDepth + 1) { deep = .array([deep]) }
        let depth = JSONParser.maximumDepth + 1
        #expect(deep.oneLine == String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
    }
}
