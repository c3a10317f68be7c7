import Testing

@testable import LayoutSpec

/// Values decoded straight from the parser's tree: an issue knows its position where it is thrown,
/// and its path grows by one key or index for each object or array it leaves.
struct NodeDecodingTests {
    private static let tab = #"{"id": "a", "title": "A", "symbol": "star", "color": "blue"}"#

    private func node(_ json: String) throws -> JSONNode {
        try JSONParser.parse(Array(json.utf8))
    }

    private func message(_ json: String) -> String {
        LayoutSpec.message(decoding: json)
    }

    @Test func unknownKeyIssuePointsAtTheKey() throws {
        let object = try node("{\"height\": 40,\n  \"hieght\": 1}")
        let issue = #expect(throws: SpecIssue.self) { try TabBarStyle(node: object) }
        #expect(issue?.position == SourcePosition(line: 2, column: 3))
        #expect(issue?.path == JSONPath([.key("hieght")]))
        #expect(issue?.message.hasPrefix("unknown key 'hieght'; did you mean 'height'?") == true)
    }

    @Test func missingRequiredKeyIssuePointsAtTheObject() throws {
        let object = try node(#"  {"id": "a", "symbol": "star", "color": "blue"}"#)
        #expect(throws: SpecIssue(at: SourcePosition(line: 1, column: 3), message: "missing required key 'title'")) {
            try Tab(node: object)
        }
    }

    @Test func colourIssuePointsAtTheWrongHalfOfAPair() throws {
        let pair = try node(#"{"light": "red", "dark": "bleu"}"#)
        let issue = #expect(throws: SpecIssue.self) { try SpecColor(node: pair) }
        #expect(issue?.position == SourcePosition(line: 1, column: 26))
        #expect(issue?.path == JSONPath([.key("dark")]))
        #expect(issue?.message.hasPrefix("unknown colour 'bleu'; did you mean 'blue'?") == true)
    }

    @Test func wrongTypeInAnArrayElementNamesItsIndex() {
        #expect(
            message(#"{"tabs": [\#(Self.tab), 5]}"#) == "spec.json:1:73: tabs[1]: expected an object, found a number")
        #expect(
            message(
                #"{"mails": [{"from": "A", "subject": "S", "date": "2026-11-28", "category": "primary"}, "#
                    + #"{"from": "B", "subject": "S", "date": "2026-11-28", "category": "primary", "unread": "yes"}]}"#)
                == "spec.json:1:173: mails[1].unread: expected true or false, found a string")
        let badPair = #"{"id": "b", "title": "B", "symbol": "star", "color": {"light": "red", "dark": 4}}"#
        #expect(
            message(#"{"tabs": [\#(Self.tab), \#(badPair)]}"#)
                == "spec.json:1:151: tabs[1].color.dark: expected a string, found a number")
    }

    @Test func nullIsNotAColour() {
        #expect(
            message(#"{"tabBar": {"inactiveBackground": null}}"#)
                == #"spec.json:1:35: tabBar.inactiveBackground: expected a colour, found null; write an iOS system colour (black, blue, brown, cyan, gray, gray2, gray3, gray4, gray5, gray6, green, indigo, mint, orange, pink, purple, red, teal, white, yellow), #RRGGBB, {"light": …, "dark": …} or a design token's alias such as "{brand.accent}""#
        )
    }

    /// Unknown keys are refused before any value is read, so a typo is named even when a field
    /// listed earlier is wrong; fields are then read in the order their table lists them.
    @Test func unknownKeysComeFirstThenFieldsInTableOrder() {
        #expect(message(#"{"title": 5, "titel": "x"}"#).hasPrefix("spec.json:1:14: titel: unknown key 'titel'"))
        #expect(message(#"{"mails": 5, "title": 5}"#) == "spec.json:1:23: title: expected a string, found a number")
    }

    @Test func aSectionMergesOverTheDefaultOfWhereItSits() throws {
        let spec = try LayoutSpec.decode(
            #"{"tabBar": {"animation": {"bounce": 0}}, "search": {"animation": {"bounce": 0}}}"#)
        #expect(spec.tabBar.animation == Spring(duration: 0.3, bounce: 0))
        #expect(spec.search.animation == Spring(duration: 0.15, bounce: 0))
    }

    /// What `mailsitegen init` writes decodes back to the same spec, colours written as pairs included.
    @Test func aSpecWrittenBackDecodesToTheSameSpec() throws {
        var spec = LayoutSpec.default
        spec.colorScheme = .dark
        spec.tabs[1].color = SpecColor(
            light: .init(0x123456), dark: .init(0xABCDEF), written: .pair(light: "#123456", dark: "#abcdef"))
        spec.tabBar.animation = Spring(duration: 0.25, bounce: -0.5)
        let written = spec.jsonValue.formatted()
        #expect(try LayoutSpec.decode(written) == spec)
    }

    @Test func aHundredThousandMailsDecode() throws {
        // Written tight: in a debug build, parsing the bytes is most of this test's time.
        let mail = #"{"from":"A","subject":"S","date":"2026-11-28T09:00:00","category":"updates"}"#
        let mails = Array(repeating: mail, count: LayoutSpec.maximumMailCount).joined(separator: ",")
        let spec = try LayoutSpec.decode(#"{"mails":[\#(mails)]}"#)
        #expect(spec.mails.count == 100_000)
        #expect(spec.mails.last?.date == MailDate("2026-11-28T09:00:00"))
    }
}
