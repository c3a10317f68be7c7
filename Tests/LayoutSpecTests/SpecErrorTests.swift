import Testing

@testable import LayoutSpec

/// Every way a spec can be wrong gives one sentence naming the file, line:column, the JSON path
/// and the problem. The expected messages are the product's wording: change them on purpose.
struct SpecErrorTests {
    private func message(_ json: String) -> String {
        LayoutSpec.message(decoding: json)
    }

    private static let tab = #"{"id": "a", "title": "A", "symbol": "star", "color": "blue"}"#

    @Test(arguments: [
        // Unknown keys, with a suggestion.
        (
            #"{"titel": "x"}"#,
            "spec.json:1:2: titel: unknown key 'titel'; did you mean 'title'? (known keys: $schema, tokens, title, description, site, colorScheme, language, locale, layoutDirection, dynamicTypeSize, contrast, transparency, tabs, allMails, initialTab, tabBar, scroll, header, search, screen, strings, mails)"
        ),
        (
            "{\n  \"tabBar\": {\"hieght\": 40}\n}",
            "spec.json:2:14: tabBar.hieght: unknown key 'hieght'; did you mean 'height'? (known keys: height, spacing, collapsedSpacing, horizontalPadding, bottomPadding, cornerRadius, activePadding, inactivePadding, ringWidth, allMailsEntryOffset, activeFillsWidth, inactiveBackground, inactiveForeground, animation)"
        ),
        (
            #"{"scroll": {"speed": 1}}"#,
            "spec.json:1:13: scroll.speed: unknown key 'speed' (known keys: collapseThreshold, transitionDistance)"
        ),
        // Wrong types.
        (#"{"tabBar": {"height": "50"}}"#, "spec.json:1:23: tabBar.height: expected a number, found a string"),
        (
            #"{"tabBar": {"activeFillsWidth": 1}}"#,
            "spec.json:1:33: tabBar.activeFillsWidth: expected true or false, found a number"
        ),
        (#"{"title": null}"#, "spec.json:1:11: title: expected a string, found null"),
        (#"{"tabs": {}}"#, "spec.json:1:10: tabs: expected an array, found an object"),
        (#"{"scroll": 110}"#, "spec.json:1:12: scroll: expected an object, found a number"),
        ("[]", "spec.json:1:1: (root): expected an object, found an array; the smallest spec is {}"),
        // Tabs.
        (#"{"tabs": [\#(tab), \#(tab)]}"#, "spec.json:1:80: tabs[1].id: duplicate tab id 'a' (also tabs[0].id)"),
        (
            #"{"tabs": [{"id": "My Tab", "title": "A", "symbol": "star", "color": "blue"}]}"#,
            "spec.json:1:18: tabs[0].id: 'My Tab' is not a valid tab id; use a lowercase letter followed by up to 31 letters, digits or '-'"
        ),
        (
            #"{"tabs": [{"id": "allMails", "title": "A", "symbol": "star", "color": "blue"}]}"#,
            "spec.json:1:18: tabs[0].id: 'allMails' is reserved for the All Mails pill; choose another id"
        ),
        (
            #"{"tabs": [{"id": "a", "symbol": "star", "color": "blue"}]}"#,
            "spec.json:1:11: tabs[0]: missing required key 'title'"
        ),
        (#"{"tabs": []}"#, "spec.json:1:10: tabs: 0 tabs; a tab bar has 1 to 8"),
        // Names that must refer to a tab.
        (
            #"{"initialTab": "primay"}"#,
            "spec.json:1:16: initialTab: 'primay' names no tab; did you mean 'primary'?; use allMails, primary, transactions, updates, promotions"
        ),
        (
            #"{"mails": [{"from": "A", "subject": "S", "date": "2026-11-28", "category": "news"}]}"#,
            "spec.json:1:76: mails[0].category: 'news' names no tab; use primary, transactions, updates, promotions"
        ),
        // Colours and symbols.
        (
            #"{"tabs": [{"id": "a", "title": "A", "symbol": "star", "color": "bleu"}]}"#,
            #"spec.json:1:64: tabs[0].color: unknown colour 'bleu'; did you mean 'blue'?; use an iOS system colour (black, blue, brown, cyan, gray, gray2, gray3, gray4, gray5, gray6, green, indigo, mint, orange, pink, purple, red, teal, white, yellow), #RRGGBB, {"light": …, "dark": …} or a design token's alias such as "{brand.accent}""#
        ),
        (
            ##"{"tabBar": {"inactiveBackground": "#FFF"}}"##,
            "spec.json:1:35: tabBar.inactiveBackground: '#FFF' has 3 hex digits; a hex colour has 6 digits, #RRGGBB: write '#FFFFFF'"
        ),
        (
            ##"{"tabBar": {"inactiveBackground": {"light": "#FFFFFF"}}}"##,
            "spec.json:1:35: tabBar.inactiveBackground: missing required key 'dark'"
        ),
        (
            #"{"allMails": {"symbol": "trays"}}"#,
            "spec.json:1:25: allMails.symbol: unknown symbol 'trays'; did you mean 'tray'?; the catalogue has airplane, archivebox, bag, banknote, bell, bolt, bookmark, briefcase, bubble.left.and.bubble.right, building.2, calendar, car, cart, clock, creditcard, cross.case, doc.text, envelope, exclamationmark.triangle, flag, fork.knife, gamecontroller, gift, globe, graduationcap, heart, house, leaf, lock, megaphone, music.note, newspaper, paperplane, person, person.2, person.crop.circle, phone, photo, shield, shippingbox, star, tag, text.bubble, ticket, tray"
        ),
        (
            #"{"allMails": {"symbol": "tray.fill"}}"#,
            "spec.json:1:25: allMails.symbol: write the outline name 'tray'; its filled form is used for the active tab"
        ),
        (
            #"{"allMails": {"symbol": "cart.filled"}}"#,
            "spec.json:1:25: allMails.symbol: write the outline name 'cart'; its filled form is used for the active tab"
        ),
        (
            ##"{"tabBar": {"inactiveBackground": "#12345"}}"##,
            "spec.json:1:35: tabBar.inactiveBackground: '#12345' has 5 hex digits; a hex colour has 6 digits, #RRGGBB"
        ),
        (
            ##"{"tabBar": {"inactiveBackground": "#FF9500FF"}}"##,
            "spec.json:1:35: tabBar.inactiveBackground: '#FF9500FF' has 8 hex digits; a hex colour has 6 digits, #RRGGBB, and no alpha: write '#FF9500'"
        ),
        (
            ##"{"tabBar": {"inactiveBackground": "#FF950080"}}"##,
            "spec.json:1:35: tabBar.inactiveBackground: '#FF950080' has 8 hex digits; a hex colour has 6 digits, #RRGGBB, and no alpha: a colour here is opaque"
        ),
        (
            ##"{"tabBar": {"inactiveBackground": "#12G4５6"}}"##,
            "spec.json:1:35: tabBar.inactiveBackground: '#12G4５6' is not a hex colour: 'G' is not a hex digit (0-9, A-F); a hex colour has 6 digits, #RRGGBB"
        ),
        (
            ##"{"tabBar": {"inactiveBackground": "#1234５6"}}"##,
            "spec.json:1:35: tabBar.inactiveBackground: '#1234５6' is not a hex colour: '５' is not a hex digit (0-9, A-F); a hex colour has 6 digits, #RRGGBB"
        ),
        (
            ##"{"tabBar": {"inactiveBackground": "ff9500"}}"##,
            "spec.json:1:35: tabBar.inactiveBackground: 'ff9500' is a hex colour without its '#': write '#ff9500'"
        ),
        (
            ##"{"tabBar": {"inactiveBackground": "{brand.surface}"}}"##,
            #"spec.json:1:35: tabBar.inactiveBackground: '{brand.surface}' is a design token's alias, and the spec has no "tokens" to resolve it from; name the token files in "tokens": {"files": […]}"#
        ),
        (
            ##"{"tabBar": {"inactiveBackground": {"light": "bleu", "dark": "#000000"}}}"##,
            #"spec.json:1:45: tabBar.inactiveBackground.light: unknown colour 'bleu'; did you mean 'blue'?; use an iOS system colour (black, blue, brown, cyan, gray, gray2, gray3, gray4, gray5, gray6, green, indigo, mint, orange, pink, purple, red, teal, white, yellow), #RRGGBB or a design token's alias such as "{brand.accent}""#
        ),
        (
            #"{"colorScheme": "drak"}"#,
            "spec.json:1:17: colorScheme: unknown colour scheme 'drak'; did you mean 'dark'?; use auto, light, dark"
        ),
        (
            #"{"layoutDirection": "rlt"}"#,
            "spec.json:1:21: layoutDirection: unknown layout direction 'rlt'; did you mean 'rtl'?; use auto, ltr, rtl"
        ),
        (
            #"{"title": "x",\#n "language": "ar_EG"}"#,
            "spec.json:2:14: language: 'ar_EG' is not a language tag (only letters, digits and hyphens); write a BCP 47 language tag such as en, ar or he-IL"
        ),
        (
            #"{"language": "e"}"#,
            "spec.json:1:14: language: 'e' is not a language tag (2 to 35 characters); write a BCP 47 language tag such as en, ar or he-IL"
        ),
        (
            #"{"language": "ar--EG"}"#,
            "spec.json:1:14: language: 'ar--EG' is not a language tag (each part between hyphens has 1 to 8 characters); write a BCP 47 language tag such as en, ar or he-IL"
        ),
        // Numbers out of range.
        (#"{"tabBar": {"height": -50}}"#, "spec.json:1:23: tabBar.height: -50 px is out of range; use 20…200 px"),
        (
            #"{"scroll": {"collapseThreshold": 1e9}}"#,
            "spec.json:1:34: scroll.collapseThreshold: 1000000000 px is out of range; use 0…5000 px"
        ),
        (
            #"{"scroll": {"transitionDistance": 0}}"#,
            "spec.json:1:35: scroll.transitionDistance: 0 px is out of range; use 1…1000 px"
        ),
        (
            #"{"tabBar": {"animation": {"bounce": 1}}}"#,
            "spec.json:1:37: tabBar.animation.bounce: 1 is out of range; use -0.9…0.9"
        ),
        (
            #"{"header": {"divider": {"opacity": 2}}}"#,
            "spec.json:1:36: header.divider.opacity: 2 is out of range; use 0…1"
        ),
        // Search and screen.
        (#"{"screen": {"width": 100}}"#, "spec.json:1:22: screen.width: 100 px is out of range; use 280…1024 px"),
        (#"{"search": {"cancelTitle": " "}}"#, "spec.json:1:28: search.cancelTitle: the title is empty"),
        (
            #"{"search": {"animation": {"duration": 0}}}"#,
            "spec.json:1:39: search.animation.duration: 0 s is out of range; use 0.05…5 s"
        ),
        // Dates.
        (
            #"{"mails": [{"from": "A", "subject": "S", "date": "yesterday", "category": "primary"}]}"#,
            "spec.json:1:50: mails[0].date: 'yesterday' is not an ISO 8601 date; write 2026-11-28 or 2026-11-28T09:41:00Z"
        ),
        // Syntax.
        ("", "spec.json:1:1: the file is empty; the smallest spec is {}"),
        ("{\"title\": \"x\",}", "spec.json:1:15: trailing comma before '}'; JSON does not allow one"),
        ("{\"tabs\": [1,]}", "spec.json:1:13: trailing comma before ']'; JSON does not allow one"),
        ("{\n  // a comment\n}", "spec.json:2:3: comments are not allowed in JSON"),
        ("{\"title\": \"a\",\n \"title\": \"b\"}", "spec.json:2:2: duplicate key 'title' (first written at 1:2)"),
        (
            "{\"scroll\": {\"collapseThreshold\": NaN}}",
            "spec.json:1:34: NaN is not a JSON number; write a finite number"
        ),
        ("{\"title\": 'x'}", "spec.json:1:11: single quotes are not JSON; write strings in double quotes"),
        ("{\"title\": \"x}", "spec.json:1:14: unexpected end of file; the string opened at 1:11 is not closed"),
        ("{\"title\": \"x\"} {}", "spec.json:1:16: unexpected '{' after the end of the JSON document"),
        // Past 16 keys, duplicates are found through a dictionary.
        (
            "{\"k10\":0,\"k11\":0,\"k12\":0,\"k13\":0,\"k14\":0,\"k15\":0,\"k16\":0,\"k17\":0,\"k18\":0,\"k19\":0,\"k20\":0,\"k21\":0,\"k22\":0,\"k23\":0,\"k24\":0,\"k25\":0,\"k26\":0,\"k27\":0,\"k28\":0,\"k29\":0,\"k13\":1}",
            "spec.json:1:162: duplicate key 'k13' (first written at 1:26)"
        ),
        (
            "{\"k10\":0,\"k11\":0,\"k12\":0,\"k13\":0,\"k14\":0,\"k15\":0,\"k16\":0,\"k17\":0,\"k18\":0,\"k19\":0,\"k20\":0,\"k21\":0,\"k22\":0,\"k23\":0,\"k24\":0,\"k25\":0,\"k26\":0,\"k27\":0,\"k28\":0,\"k29\":0,\"k29\":1}",
            "spec.json:1:162: duplicate key 'k29' (first written at 1:154)"
        ),
        ("{\"title\" \"x\"}", "spec.json:1:10: expected ':' after the key 'title', found '\"'"),
        ("{\"scroll\": {\"collapseThreshold\": 1e400}}", "spec.json:1:34: the number 1e400 is too large"),
    ])
    func eachMistakeGivesItsMessage(_ json: String, _ expected: String) {
        #expect(message(json) == expected)
    }

    @Test func bytesThatAreNotUTF8AreRefused() {
        do {
            _ = try LayoutSpec.decode([0x7B, 0xFF, 0x7D], file: "bad.json")
            Issue.record("decoded")
        } catch {
            #expect(error.description == "bad.json: the file is not UTF-8 text")
        }
    }

    @Test func deepNestingIsRefused() {
        let json = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(message("{\"tabs\": \(json)}").hasSuffix("the document is nested more than 64 levels deep"))
    }

    /// "é" is two bytes but one column: `x` is the 16th character.
    @Test func columnsCountCharactersNotBytes() {
        #expect(message(#"{"title": "é", "x": 1}"#).hasPrefix("spec.json:1:16: x: unknown key 'x'"))
    }

    /// A message is one line a terminal shows as it is, whatever a key or a token file quotes into
    /// it: a control character is written as its code.
    @Test func controlCharactersInAMessageAreWrittenAsCodes() {
        #expect(
            message(#"{"ti\ntle\u001B[31m": 1}"#).hasPrefix(
                #"spec.json:1:2: ["ti\u{A}tle\u{1B}[31m"]: unknown key 'ti\u{A}tle\u{1B}[31m'"#))
    }
}
