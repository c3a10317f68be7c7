import Testing

@testable import LayoutSpec

/// A pill's `symbol` as a catalogue name or `{"svg": …, "filled": …}`: decoded, written back,
/// and its paths refused where they cannot name a file inside the spec's folder.
struct CustomSymbolTests {
    @Test func anObjectNamesTheFiles() throws {
        let spec = try LayoutSpec.decode(
            Array(
                #"{"allMails": {"symbol": {"svg": "icons/all.svg"}}, "tabs": [{"id": "a", "title": "A", "symbol": {"svg": "a.svg", "filled": "a.fill.svg"}, "color": "blue"}]}"#
                    .utf8), file: "spec.json")
        #expect(spec.allMails.symbol == .custom(CustomSymbol(svg: "icons/all.svg")))
        #expect(spec.tabs[0].symbol == .custom(CustomSymbol(svg: "a.svg", filled: "a.fill.svg")))
        #expect(spec.tabs[0].symbol.description == #"{"svg": "a.svg", "filled": "a.fill.svg"}"#)
        #expect(
            spec.tabs[0].symbol.jsonValue == .object([("svg", .string("a.svg")), ("filled", .string("a.fill.svg"))]))
        #expect(Tab.defaults[0].symbol == .builtIn(SymbolName.person))
    }

    @Test(arguments: [
        (
            #"{"svg": ""}"#,
            "spec.json:1:33: allMails.symbol.svg: expected the path of an SVG file, relative to the spec's folder"
        ),
        (
            #"{"svg": "a.svg", "fill": "b.svg"}"#,
            "spec.json:1:42: allMails.symbol.fill: unknown key 'fill' (known keys: svg, filled)"
        ),
        (#"{"filled": "b.svg"}"#, "spec.json:1:25: allMails.symbol: missing required key 'svg'"),
        (#"{"svg": 3}"#, "spec.json:1:33: allMails.symbol.svg: expected a string, found a number"),
        (
            #"{"svg": "a/../../b.svg"}"#,
            "spec.json:1:33: allMails.symbol.svg: 'a/../../b.svg' goes out of the spec's folder ('..'); icons are files inside it"
        ),
        (
            #"{"svg": "a.svg", "filled": "/b.svg"}"#,
            "spec.json:1:52: allMails.symbol.filled: '/b.svg' is an absolute path; give a path relative to the spec's folder"
        ),
        (
            #"{"svg": "a\\b.svg"}"#,
            "spec.json:1:33: allMails.symbol.svg: the path holds a control character or a backslash"
        ),
        ("7", "spec.json:1:25: allMails.symbol: expected a string, found a number"),
    ])
    func badObjectsAreRefused(_ written: String, _ expected: String) {
        #expect(LayoutSpec.message(decoding: #"{"allMails": {"symbol": \#(written)}}"#) == expected)
    }
}
