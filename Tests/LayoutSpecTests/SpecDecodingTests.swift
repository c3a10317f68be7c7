import Testing

@testable import LayoutSpec

/// Decoding a spec: defaults, partial overrides, and the forms each field accepts.
struct SpecDecodingTests {
    private func decode(_ json: String) throws -> LayoutSpec {
        try LayoutSpec.decode(json)
    }

    @Test func emptyObjectIsTheOriginalScreen() throws {
        let spec = try decode("{}")
        #expect(spec == LayoutSpec.default)
        #expect(spec.title == "All Inboxes")
        #expect(spec.tabs.map(\.id) == ["primary", "transactions", "updates", "promotions"])
        #expect(spec.tabs.map(\.symbol.description) == ["person", "cart", "text.bubble", "megaphone"])
        #expect(spec.tabs.map { $0.color.light.description } == ["#007AFF", "#34C759", "#5856D6", "#FF2D55"])
        #expect(spec.tabs.map { $0.color.dark.description } == ["#0A84FF", "#30D158", "#5E5CE6", "#FF375F"])
        #expect(spec.allMails.title == "All Mails")
        #expect(spec.allMails.symbol.description == "tray")
        #expect(spec.initialTab == "allMails")
        #expect(spec.tabBar.height == 50)
        #expect(spec.tabBar.spacing == 8)
        #expect(spec.tabBar.collapsedSpacing == -15)
        #expect(spec.tabBar.cornerRadius == 20)
        #expect(spec.tabBar.activePadding == 13)
        #expect(spec.tabBar.inactivePadding == 20)
        #expect(spec.tabBar.ringWidth == 3)
        #expect(spec.tabBar.allMailsEntryOffset == 200)
        #expect(spec.tabBar.activeFillsWidth == false)
        #expect(spec.tabBar.animation == Spring(duration: 0.3, bounce: 0.3))
        #expect(spec.scroll.collapseThreshold == 110)
        #expect(spec.scroll.transitionDistance == 15)
        #expect(spec.header.divider.width == 1)
        #expect(spec.header.divider.opacity == 0.3)
        #expect(spec.colorScheme == .auto)
        #expect(spec.language.text == "en" && spec.layoutDirection == .auto && !spec.isRightToLeft)
        #expect(spec.search.placeholder == "Search" && spec.search.cancelTitle == "Cancel")
        #expect(spec.search.animation == Spring(duration: 0.15, bounce: 0.15))
        #expect(spec.screen.width == 393 && spec.screen.height == 852)
        #expect(spec.description.hasPrefix("A live prototype"))
        #expect(spec.mails.count >= 40)
    }

    /// `layoutDirection: auto` follows the language's primary subtag; `ltr` and `rtl` override it.
    @Test(arguments: [
        (#"{"language": "ar"}"#, "ar", true),
        (#"{"language": "he-IL"}"#, "he", true),
        (#"{"language": "FA"}"#, "fa", true),
        (#"{"language": "ckb-IQ"}"#, "ckb", true),
        (#"{"language": "ur-Arab-PK"}"#, "ur", true),
        (#"{"language": "en-GB"}"#, "en", false),
        (#"{"language": "arn"}"#, "arn", false),
        (#"{"language": "zh-Hant-TW"}"#, "zh", false),
        (#"{"language": "ar", "layoutDirection": "ltr"}"#, "ar", false),
        (#"{"language": "en", "layoutDirection": "rtl"}"#, "en", true),
        (#"{"layoutDirection": "rtl"}"#, "en", true),
    ])
    func layoutDirectionFollowsTheLanguage(json: String, primary: String, rightToLeft: Bool) throws {
        let spec = try decode(json)
        #expect(spec.language.primarySubtag == primary)
        #expect(spec.isRightToLeft == rightToLeft)
        #expect(spec.resolvedLayoutDirection == (rightToLeft ? .rtl : .ltr))
    }

    @Test func partialSpecOverridesOnlyWhatItNames() throws {
        let spec = try decode(
            #"{"tabBar": {"height": 44, "animation": {"bounce": 0.1}}, "scroll": {"collapseThreshold": 50}}"#)
        var expected = LayoutSpec.default
        expected.tabBar.height = 44
        expected.tabBar.animation.bounce = 0.1
        expected.scroll.collapseThreshold = 50
        #expect(spec == expected)
        #expect(spec.tabBar.animation.duration == 0.3)
    }

    @Test func searchAndScreenOverrideOnlyWhatTheyName() throws {
        let spec = try decode(
            #"{"description": "D", "search": {"cancelTitle": "Done", "animation": {"duration": 0.2}}, "screen": {"width": 430}}"#
        )
        #expect(spec.description == "D")
        #expect(spec.search.placeholder == "Search")
        #expect(spec.search.cancelTitle == "Done")
        #expect(spec.search.animation == Spring(duration: 0.2, bounce: 0.15))
        #expect(spec.screen.width == 430 && spec.screen.height == 852)
    }

    @Test func coloursAreNamesHexValuesOrLightDarkPairs() throws {
        let spec = try decode(
            ##"""
            {"tabs": [
              {"id": "a", "title": "A", "symbol": "star", "color": "orange"},
              {"id": "b", "title": "B", "symbol": "bell", "color": "#12ab9F"},
              {"id": "c", "title": "C", "symbol": "tag", "color": {"light": "#E8E8E8", "dark": "gray6"}}
            ]}
            """##)
        let colours = spec.tabs.map(\.color)
        #expect(colours[0].light == SpecColor.RGB(0xFF9500) && colours[0].dark == SpecColor.RGB(0xFF9F0A))
        #expect(colours[1].light == SpecColor.RGB(0x12AB9F) && colours[1].dark == SpecColor.RGB(0x12AB9F))
        #expect(colours[2].light == SpecColor.RGB(0xE8E8E8) && colours[2].dark == SpecColor.RGB(0x1C1C1E))
    }

    @Test func replacedTabsKeepAFullInboxWhenNoMailsAreWritten() throws {
        let spec = try decode(
            #"{"tabs": [{"id": "work", "title": "Work", "symbol": "envelope", "color": "blue"}, {"id": "home", "title": "Home", "symbol": "person", "color": "green"}]}"#
        )
        #expect(spec.mails.count == Mail.samples.count)
        #expect(Set(spec.mails.map(\.category)) == ["work", "home"])
    }

    /// `"mails": "sample"` (and no `mails`) spreads the samples over whatever tabs the spec has:
    /// a fifth tab, or an eighth, has mail; the first four keep most of theirs, and four tabs or
    /// fewer get exactly what the by-position spread always gave them.
    @Test func theSampleMailsGiveEveryTabMailHoweverManyTabsThereAre() throws {
        let extra = [
            ("social", "person.2", "teal"), ("travel", "airplane", "orange"),
            ("news", "newspaper", "red"), ("bills", "banknote", "mint"),
        ]
        for count in 1...8 {
            let ids = (Tab.defaults.map(\.id) + extra.map(\.0)).prefix(count)
            let tabs = ids.map { #"{"id": "\#($0)", "title": "\#($0)", "symbol": "tray", "color": "blue"}"# }
            for mails in ["", #", "mails": "sample""#] {
                let spec = try decode(#"{"tabs": ["# + tabs.joined(separator: ", ") + "]" + mails + "}")
                #expect(spec.mailList == .sample)
                #expect(spec.mails.count == Mail.samples.count)
                for id in ids {
                    #expect(spec.mails.count { $0.category == id } >= 5, "\(count) tabs: \(id)")
                }
                let keptCategory = zip(spec.mails, Mail.samples).filter { $0.category == $1.category }.count
                #expect(keptCategory >= (count >= 4 ? Mail.samples.count / 2 : 0), "\(count) tabs")
            }
        }
        #expect(try decode(#"{"mails": "sample"}"#) == LayoutSpec.default)
        #expect(LayoutSpec.default.mails == Mail.samples)
        let five = try decode(
            #"{"tabs": [{"id": "a", "title": "A", "symbol": "tray", "color": "blue"}, "#
                + #"{"id": "b", "title": "B", "symbol": "tray", "color": "blue"}, "#
                + #"{"id": "c", "title": "C", "symbol": "tray", "color": "blue"}, "#
                + #"{"id": "d", "title": "D", "symbol": "tray", "color": "blue"}, "#
                + #"{"id": "e", "title": "E", "symbol": "tray", "color": "blue"}]}"#)
        // The fifth tab takes the 5th, 10th, 15th … newest; the others keep their order.
        #expect(five.mails.indices.filter { five.mails[$0].category == "e" } == Array(stride(from: 4, to: 44, by: 5)))
    }

    @Test func mailsIsSampleOrAListAndNothingElse() throws {
        #expect(
            LayoutSpec.message(decoding: #"{"mails": "samples"}"#)
                == #"spec.json:1:11: mails: expected "sample" (the sample mails, over every tab) or an array of "#
                + #"mails, found 'samples'; did you mean 'sample'?"#)
        #expect(LayoutSpec.message(decoding: #"{"mails": 3}"#).hasSuffix("or an array of mails, found a number"))
        #expect(try decode(#"{"mails": []}"#).mails.isEmpty)
        guard case .object(let members) = LayoutSpec.default.jsonValue else {
            Issue.record("the spec's JSON is not an object")
            return
        }
        #expect(members.first { $0.0 == "mails" }?.1 == .string("sample"))
    }

    @Test func writtenMailsReplaceTheSamplesAndInitialTabNamesATab() throws {
        let spec = try decode(
            #"""
            {"initialTab": "updates", "colorScheme": "dark", "mails": [
              {"from": "Ada", "subject": "Hi", "date": "2026-11-28T09:41:00Z", "category": "updates", "unread": true},
              {"from": "Bo", "subject": "Yo", "preview": "p", "date": "2026-11-27", "category": "primary"}
            ]}
            """#)
        #expect(spec.initialCategory?.id == "updates")
        #expect(spec.colorScheme == .dark)
        #expect(spec.mails.count == 2)
        #expect(spec.mails[0].unread && !spec.mails[1].unread)
        #expect(spec.mails[1].preview == "p")
        #expect(spec.mails[0].date.utcOffsetMinutes == 0)
        #expect(spec.mails[0].date > spec.mails[1].date)
    }

    @Test func defaultSymbolsAreInTheCatalogue() {
        for symbol in [SymbolName.tray, .person, .cart, .textBubble, .megaphone] {
            #expect(SymbolName(symbol.rawValue) != nil)
        }
    }

    @Test func mailDatesReadISO8601AndRefuseDaysThatDoNotExist() throws {
        #expect(MailDate("2026-11-28")?.dayNumber == MailDate("2026-11-28T23:59")?.dayNumber)
        #expect(MailDate("1970-01-01")?.dayNumber == 0)
        #expect(MailDate("2026-11-29")?.weekday == 0)  // a Sunday
        #expect(MailDate("2026-11-28T09:41:00.250+01:00")?.utcOffsetMinutes == 60)
        for bad in [
            "2026-13-01", "2026-02-29", "2026-11-28T24:00", "28/11/2026", "2026-11-28T09:41:00+1", "2026-11-28Z",
        ] {
            #expect(MailDate(bad) == nil, "\(bad)")
        }
        #expect(MailDate("2024-02-29") != nil)
    }
}
