import Testing

@testable import LayoutSpec

/// `skimObject` skips most values with the scanner's `skip`, which keeps only an index and counts
/// a column only where a position is asked for. Whatever it reads, the skim must agree with the
/// parser: the same documents accepted, the same mistakes in the same words, every member's key
/// and value at the same line and column, at every level of nesting.
struct JSONPlainSkipTests {
    /// Documents as token files write them: nested groups over several lines, strings with
    /// escapes and non-ASCII text, numbers of every shape the grammar has.
    static let corpus = [
        """
        {
          "brand": {
            "$type": "dimension",
            "radius": {"pill": {"$value": {"value": 18, "unit": "px"}, "$description": "Pill — rounded"}},
            "list": [1, -2.5, 0, 0.125, true, false, null, "\\u00e9\\n\\"x\\"", []]
          },
          "é": {"$value": "{brand.radius.pill}"}
        }
        """,
        "{\"a\":{\"b\":[{},[],{\"c\":[1,{\"d\":\"\\\\\"}]}]},\"e\":\"\\ud83d\\ude00\",\"f\":1e3,\"g\":123456789012345678}",
        "{\r\n\t\"a\" : [ 1 ,\r\n 2 ] ,\n\n\n \"b\" : { } }",
    ]

    /// Bytes that turn one value into another or into a mistake when written over any byte.
    static let replacements: [UInt8] = Array("\"\\\n{}[],:0-.e ét".utf8)

    @Test(arguments: corpus)
    func everyMutationIsSkimmedAsTheParserReadsIt(_ text: String) {
        let original = Array(text.utf8)
        var documents = [original]
        for index in original.indices {
            var deleted = original
            deleted.remove(at: index)
            documents.append(deleted)
            for byte in Self.replacements where byte != original[index] {
                var replaced = original
                replaced[index] = byte
                documents.append(replaced)
            }
        }
        var accepted = 0
        for bytes in documents {
            if agree(bytes) { accepted += 1 }
        }
        #expect(accepted > documents.count / 20, "the mutations should include documents both sides accept")
    }

    @Test func nestingAtTheLimitIsSkimmedAndOneLevelMoreIsRefused() {
        for depth in [JSONParser.maximumDepth - 1, JSONParser.maximumDepth, JSONParser.maximumDepth + 1] {
            let inner = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
            _ = agree(Array("{\"a\": \(inner)}".utf8))
            let objects =
                String(repeating: "{\"k\":", count: depth - 1) + "1" + String(repeating: "}", count: depth - 1)
            _ = agree(Array("{\"a\": \(objects)}".utf8))
        }
    }

    /// Whether the parser accepts `bytes` as an object, recording any disagreement of the skim.
    private func agree(_ bytes: [UInt8]) -> Bool {
        let parsed = Result { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }
        let skimmed = Result { () throws(JSONParser.Failure) in try JSONParser.skimObject(bytes) }
        switch (parsed, skimmed) {
        case (.success(let tree), .success(let members)):
            compare(members, with: tree, in: bytes)
            return true
        case (.failure(let parseError), .failure(let skimError)):
            // A document that is not an object is refused as such, where its first value starts.
            let first = bytes.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
            if first != UInt8(ascii: "{"), skimError.message.hasPrefix("expected an object") { break }
            #expect(
                skimError == parseError,
                "\(skimError.message) / \(parseError.message) in \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            )
        case (.success(let tree), .failure(let skimError)):
            if case .object = tree.value {
                Issue.record("refused what the parser reads: \(skimError) in \(String(decoding: bytes, as: UTF8.self))")
            }
        case (.failure(let parseError), .success):
            // The skim reads a nested object's own members only when asked: a key written twice
            // there is found then, not by the first pass.
            if !parseError.message.hasPrefix("duplicate key") {
                Issue.record("read what the parser refuses: \(parseError) in \(String(decoding: bytes, as: UTF8.self))")
            }
        }
        return false
    }

    private func compare(_ members: [JSONParser.Skimmed], with node: JSONNode, in bytes: [UInt8]) {
        guard case .object(let expected) = node.value else {
            Issue.record("skimmed a value that is not an object")
            return
        }
        #expect(members.map(\.key) == expected.map(\.key))
        for (member, parsed) in zip(members, expected) {
            #expect(member.keyPosition == parsed.keyPosition, "the key '\(member.key)'")
            #expect(member.value.position == parsed.value.position, "the value of '\(member.key)'")
            if case .object = parsed.value.value,
                let inner = try? JSONParser.skimObject(bytes, at: member.value)
            {
                compare(inner, with: parsed.value, in: bytes)
            }
        }
    }
}
