import Testing

@testable import LayoutSpec

/// The editor on the hand-formatted corpus: each edit's result is written out in full, so a
/// reviewer sees every byte it changes, and decodes to the original spec with that field changed.
struct SpecEditorTests {
    typealias Corpus = EditorCorpus

    /// `text` with `value` set at `path` (or reset when nil), as a string.
    private func edit(
        _ text: String, _ path: String, _ value: JSONNode?,
        effectiveValue: (JSONPath) -> JSONNode? = { _ in nil }
    ) throws -> String {
        let path = try #require(JSONPath(parsing: path))
        let bytes = try SpecEditor.apply(
            SpecEdit(path: path, value: value), to: Array(text.utf8), effectiveValue: effectiveValue)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Asserts that the edit gives exactly `expected`, and that `expected` decodes to the spec of
    /// `text` changed by `change`.
    private func expectEdit(
        _ text: String, _ path: String, _ value: JSONNode?, gives expected: String,
        effectiveValue: (JSONPath) -> JSONNode? = { _ in nil },
        sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout LayoutSpec) -> Void
    ) throws {
        let result = try edit(text, path, value, effectiveValue: effectiveValue)
        #expect(result == expected, sourceLocation: sourceLocation)
        var spec = try LayoutSpec.decode(text)
        change(&spec)
        #expect(try LayoutSpec.decode(result) == spec, sourceLocation: sourceLocation)
    }

    private static func number(_ number: Double) -> JSONNode { JSONNode(.number(number)) }
    private static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    private static let pair = JSONNode(json: .object([("light", .string("#E8E8E8")), ("dark", .string("#222222"))]))
    private static let pairColor = SpecColor(
        light: SpecColor.RGB(0xE8E8E8), dark: SpecColor.RGB(0x222222), written: .pair(light: "#E8E8E8", dark: "#222222")
    )

    // MARK: Two spaces

    @Test func replacingANumberChangesOnlyItsBytes() throws {
        try expectEdit(
            Corpus.twoSpace, "tabBar.height", Self.number(40),
            gives: #"""
                {
                  "title": "Caf\u00e9",
                  "tabBar": {
                    "height": 40,
                    "spacing": 1.50
                  },
                  "scroll": {
                    "collapseThreshold": 1e2
                  }
                }

                """#
        ) { $0.tabBar.height = 40 }
    }

    @Test func settingAnEqualNumberKeepsTheFileAsItIs() throws {
        #expect(try edit(Corpus.twoSpace, "tabBar.spacing", Self.number(1.5)) == Corpus.twoSpace)
        #expect(try edit(Corpus.twoSpace, "scroll.collapseThreshold", Self.number(100)) == Corpus.twoSpace)
        #expect(try edit(Corpus.twoSpace, "title", Self.string("Café")) == Corpus.twoSpace)
        #expect(try edit(Corpus.oneLine, "tabBar.spacing", Self.number(1.5)) == Corpus.oneLine)
    }

    @Test func replacingAStringKeepsNonASCIIAsUTF8AndEscapesQuotes() throws {
        try expectEdit(
            Corpus.twoSpace, "title", Self.string("Crème \"brûlée\" \\ \u{1}"),
            gives: #"""
                {
                  "title": "Crème \"brûlée\" \\ \u0001",
                  "tabBar": {
                    "height": 44,
                    "spacing": 1.50
                  },
                  "scroll": {
                    "collapseThreshold": 1e2
                  }
                }

                """#
        ) { $0.title = "Crème \"brûlée\" \\ \u{1}" }
    }

    @Test func insertingIntoASectionCreatesTheMissingObjectInTheFilesIndentation() throws {
        try expectEdit(
            Corpus.twoSpace, "tabBar.animation.bounce", Self.number(0.5),
            gives: #"""
                {
                  "title": "Caf\u00e9",
                  "tabBar": {
                    "height": 44,
                    "spacing": 1.50,
                    "animation": {
                      "bounce": 0.5
                    }
                  },
                  "scroll": {
                    "collapseThreshold": 1e2
                  }
                }

                """#
        ) { $0.tabBar.animation.bounce = 0.5 }
    }

    @Test func insertingCreatesEveryMissingObjectAtTheEndOfTheRoot() throws {
        try expectEdit(
            Corpus.twoSpace, "header.divider.width", Self.number(2),
            gives: #"""
                {
                  "title": "Caf\u00e9",
                  "tabBar": {
                    "height": 44,
                    "spacing": 1.50
                  },
                  "scroll": {
                    "collapseThreshold": 1e2
                  },
                  "header": {
                    "divider": {
                      "width": 2
                    }
                  }
                }

                """#
        ) { $0.header.divider.width = 2 }
    }

    @Test func aColourPairIsWrittenOnLinesInAFileOnLines() throws {
        try expectEdit(
            Corpus.twoSpace, "tabBar.inactiveBackground", Self.pair,
            gives: #"""
                {
                  "title": "Caf\u00e9",
                  "tabBar": {
                    "height": 44,
                    "spacing": 1.50,
                    "inactiveBackground": {
                      "light": "#E8E8E8",
                      "dark": "#222222"
                    }
                  },
                  "scroll": {
                    "collapseThreshold": 1e2
                  }
                }

                """#
        ) { $0.tabBar.inactiveBackground = Self.pairColor }
    }

    @Test func resettingTheLastMemberRemovesThePrecedingComma() throws {
        try expectEdit(
            Corpus.twoSpace, "tabBar.spacing", nil,
            gives: #"""
                {
                  "title": "Caf\u00e9",
                  "tabBar": {
                    "height": 44
                  },
                  "scroll": {
                    "collapseThreshold": 1e2
                  }
                }

                """#
        ) { $0.tabBar.spacing = LayoutSpec.default.tabBar.spacing }
    }

    @Test func resettingTheFirstMemberRemovesItsLine() throws {
        try expectEdit(
            Corpus.twoSpace, "title", nil,
            gives: #"""
                {
                  "tabBar": {
                    "height": 44,
                    "spacing": 1.50
                  },
                  "scroll": {
                    "collapseThreshold": 1e2
                  }
                }

                """#
        ) { $0.title = LayoutSpec.default.title }
    }

    /// The section it empties goes too, with the comma before it: an undone insertion leaves the
    /// file as it was. One the file writes empty stays (resetting what it does not write).
    @Test func resettingTheOnlyMemberRemovesItsSection() throws {
        try expectEdit(
            Corpus.twoSpace, "scroll.collapseThreshold", nil,
            gives: #"""
                {
                  "title": "Caf\u00e9",
                  "tabBar": {
                    "height": 44,
                    "spacing": 1.50
                  }
                }

                """#
        ) { $0.scroll.collapseThreshold = LayoutSpec.default.scroll.collapseThreshold }
        let inserted = try edit(Corpus.twoSpace, "header.divider.width", JSONNode(.number(2)))
        #expect(try edit(inserted, "header.divider.width", nil) == Corpus.twoSpace)
        #expect(try edit(#"{"scroll": {}}"#, "scroll.collapseThreshold", nil) == #"{"scroll": {}}"#)
    }

    @Test func resettingWhatTheFileDoesNotWriteChangesNothing() throws {
        #expect(try edit(Corpus.twoSpace, "header.divider.width", nil) == Corpus.twoSpace)
        #expect(try edit(Corpus.twoSpace, "tabBar.animation", nil) == Corpus.twoSpace)
        #expect(try edit(Corpus.empty, "tabs[1].color", nil) == Corpus.empty)
    }

    /// A path through a list the file does not write inserts the whole list the spec has, then
    /// edits its element.
    @Test func editingATabOfAFileWithoutTabsInsertsTheDefaultTabs() throws {
        let spec = try LayoutSpec.decode(Corpus.twoSpace)
        try expectEdit(
            Corpus.twoSpace, "tabs[1].color", Self.string("red"),
            gives: #"""
                {
                  "title": "Caf\u00e9",
                  "tabBar": {
                    "height": 44,
                    "spacing": 1.50
                  },
                  "scroll": {
                    "collapseThreshold": 1e2
                  },
                  "tabs": [
                    {
                      "id": "primary",
                      "title": "Primary",
                      "symbol": "person",
                      "color": "blue"
                    },
                    {
                      "id": "transactions",
                      "title": "Transactions",
                      "symbol": "cart",
                      "color": "red"
                    },
                    {
                      "id": "updates",
                      "title": "Updates",
                      "symbol": "text.bubble",
                      "color": "indigo"
                    },
                    {
                      "id": "promotions",
                      "title": "Promotions",
                      "symbol": "megaphone",
                      "color": "pink"
                    }
                  ]
                }

                """#, effectiveValue: spec.effectiveJSON(at:)
        ) {
            $0.tabs[1].color = SpecColor.system("red") ?? $0.tabs[1].color
        }
    }

    @Test func editingATabTheFileWritesReplacesOnlyItsValue() throws {
        let text = #"""
            {
              "tabs": [
                {"id": "a", "title": "A", "symbol": "star", "color": "blue"},
                {"id": "b", "title": "B", "symbol": "star", "color": "green"}
              ]
            }
            """#
        try expectEdit(
            text, "tabs[1].color", Self.pair,
            gives: #"""
                {
                  "tabs": [
                    {"id": "a", "title": "A", "symbol": "star", "color": "blue"},
                    {"id": "b", "title": "B", "symbol": "star", "color": {"light": "#E8E8E8", "dark": "#222222"}}
                  ]
                }
                """#
        ) { $0.tabs[1].color = Self.pairColor }
    }

    // MARK: Four spaces, keys out of order

    @Test func fourSpacesAndKeysOutOfOrder() throws {
        try expectEdit(
            Corpus.fourSpace, "tabBar.animation.bounce", Self.number(-0.25),
            gives: #"""
                {
                    "scroll": {
                        "transitionDistance": 20,
                        "collapseThreshold": 90
                    },
                    "tabBar": {
                        "spacing": 10,
                        "animation": {
                            "bounce": -0.25
                        }
                    },
                    "title": "Inbox"
                }
                """#
        ) { $0.tabBar.animation.bounce = -0.25 }
        try expectEdit(
            Corpus.fourSpace, "colorScheme", Self.string("dark"),
            gives: #"""
                {
                    "scroll": {
                        "transitionDistance": 20,
                        "collapseThreshold": 90
                    },
                    "tabBar": {
                        "spacing": 10
                    },
                    "title": "Inbox",
                    "colorScheme": "dark"
                }
                """#
        ) { $0.colorScheme = .dark }
        try expectEdit(
            Corpus.fourSpace, "scroll.transitionDistance", nil,
            gives: #"""
                {
                    "scroll": {
                        "collapseThreshold": 90
                    },
                    "tabBar": {
                        "spacing": 10
                    },
                    "title": "Inbox"
                }
                """#
        ) { $0.scroll.transitionDistance = LayoutSpec.default.scroll.transitionDistance }
        try expectEdit(
            Corpus.fourSpace, "title", nil,
            gives: #"""
                {
                    "scroll": {
                        "transitionDistance": 20,
                        "collapseThreshold": 90
                    },
                    "tabBar": {
                        "spacing": 10
                    }
                }
                """#
        ) { $0.title = LayoutSpec.default.title }
    }

    // MARK: Tabs

    @Test func tabIndentation() throws {
        try expectEdit(
            Corpus.tabs, "tabBar.animation.bounce", Self.number(0.5),
            gives: #"""
                {
                \#t"tabBar": {
                \#t\#t"height": 44,
                \#t\#t"animation": {
                \#t\#t\#t"bounce": 0.5
                \#t\#t}
                \#t},
                \#t"title": "Na\u00efve"
                }

                """#
        ) { $0.tabBar.animation.bounce = 0.5 }
        try expectEdit(
            Corpus.tabs, "header.divider.width", Self.number(2),
            gives: #"""
                {
                \#t"tabBar": {
                \#t\#t"height": 44
                \#t},
                \#t"title": "Na\u00efve",
                \#t"header": {
                \#t\#t"divider": {
                \#t\#t\#t"width": 2
                \#t\#t}
                \#t}
                }

                """#
        ) { $0.header.divider.width = 2 }
        try expectEdit(
            Corpus.tabs, "title", nil,
            gives: #"""
                {
                \#t"tabBar": {
                \#t\#t"height": 44
                \#t}
                }

                """#
        ) { $0.title = LayoutSpec.default.title }
    }

    // MARK: CRLF

    @Test func crlfLineEndingsAreKeptAndUsedForNewLines() throws {
        try expectEdit(
            Corpus.crlf, "tabBar.animation.bounce", Self.number(0.5),
            gives: #"""
                {
                  "title": "A",
                  "tabBar": {
                    "height": 44,
                    "animation": {
                      "bounce": 0.5
                    }
                  }
                }

                """#.replacing("\n", with: "\r\n")
        ) { $0.tabBar.animation.bounce = 0.5 }
        try expectEdit(
            Corpus.crlf, "title", nil,
            gives: #"""
                {
                  "tabBar": {
                    "height": 44
                  }
                }

                """#.replacing("\n", with: "\r\n")
        ) { $0.title = LayoutSpec.default.title }
        try expectEdit(
            Corpus.crlf, "tabBar.height", nil,
            gives: #"""
                {
                  "title": "A"
                }

                """#.replacing("\n", with: "\r\n")
        ) { $0.tabBar.height = LayoutSpec.default.tabBar.height }
    }

    // MARK: One line

    @Test func oneLineFileStaysOnOneLine() throws {
        try expectEdit(
            Corpus.oneLine, "tabBar.height", Self.number(40),
            gives:
                #"{"title": "Caf\u00e9", "tabBar": {"height": 40, "spacing": 1.50}, "scroll": {"collapseThreshold": 1e2}}"#
        ) { $0.tabBar.height = 40 }
        try expectEdit(
            Corpus.oneLine, "tabBar.animation.bounce", Self.number(0.5),
            gives:
                #"{"title": "Caf\u00e9", "tabBar": {"height": 44, "spacing": 1.50, "animation": {"bounce": 0.5}}, "scroll": {"collapseThreshold": 1e2}}"#
        ) { $0.tabBar.animation.bounce = 0.5 }
        try expectEdit(
            Corpus.oneLine, "header.divider.width", Self.number(2),
            gives:
                #"{"title": "Caf\u00e9", "tabBar": {"height": 44, "spacing": 1.50}, "scroll": {"collapseThreshold": 1e2}, "header": {"divider": {"width": 2}}}"#
        ) { $0.header.divider.width = 2 }
        try expectEdit(
            Corpus.oneLine, "tabBar.inactiveBackground", Self.pair,
            gives:
                ##"{"title": "Caf\u00e9", "tabBar": {"height": 44, "spacing": 1.50, "inactiveBackground": {"light": "#E8E8E8", "dark": "#222222"}}, "scroll": {"collapseThreshold": 1e2}}"##
        ) { $0.tabBar.inactiveBackground = Self.pairColor }
    }

    @Test func oneLineResets() throws {
        try expectEdit(
            Corpus.oneLine, "title", nil,
            gives: #"{"tabBar": {"height": 44, "spacing": 1.50}, "scroll": {"collapseThreshold": 1e2}}"#
        ) { $0.title = LayoutSpec.default.title }
        try expectEdit(
            Corpus.oneLine, "scroll", nil, gives: #"{"title": "Caf\u00e9", "tabBar": {"height": 44, "spacing": 1.50}}"#
        ) { $0.scroll = LayoutSpec.default.scroll }
        try expectEdit(
            Corpus.oneLine, "tabBar.height", nil,
            gives: #"{"title": "Caf\u00e9", "tabBar": {"spacing": 1.50}, "scroll": {"collapseThreshold": 1e2}}"#
        ) { $0.tabBar.height = LayoutSpec.default.tabBar.height }
        try expectEdit(
            Corpus.oneLine, "scroll.collapseThreshold", nil,
            gives: #"{"title": "Caf\u00e9", "tabBar": {"height": 44, "spacing": 1.50}}"#
        ) { $0.scroll.collapseThreshold = LayoutSpec.default.scroll.collapseThreshold }
    }

    @Test func compactFileKeepsItsSpacing() throws {
        try expectEdit(
            Corpus.compact, "tabBar.spacing", Self.number(8.5),
            gives: #"{"title":"A","tabBar":{"height":44,"spacing":8.5}}"#
        ) { $0.tabBar.spacing = 8.5 }
        try expectEdit(
            Corpus.compact, "search.animation", JSONNode(json: .object([("duration", .number(0.2))])),
            gives: #"{"title":"A","tabBar":{"height":44},"search":{"animation":{"duration":0.2}}}"#
        ) { $0.search.animation.duration = 0.2 }
    }

    // MARK: {}

    @Test func theEmptySpecIsWrittenOutOnLines() throws {
        let expected = #"""
            {
              "header": {
                "divider": {
                  "width": 2
                }
              }
            }
            """#
        try expectEdit(Corpus.empty, "header.divider.width", Self.number(2), gives: expected) {
            $0.header.divider.width = 2
        }
        try expectEdit(Corpus.emptyWithNewline, "header.divider.width", Self.number(2), gives: expected + "\n") {
            $0.header.divider.width = 2
        }
        try expectEdit(Corpus.empty, "title", Self.string("Inbox"), gives: "{\n  \"title\": \"Inbox\"\n}") {
            $0.title = "Inbox"
        }
    }

    @Test func anEmptySectionTakesItsParentsStyle() throws {
        try expectEdit(
            Corpus.emptySection, "tabBar.height", Self.number(40),
            gives: #"""
                {
                    "tabBar": {
                        "height": 40
                    }
                }

                """#
        ) { $0.tabBar.height = 40 }
        try expectEdit(#"{"tabBar": {}}"#, "tabBar.height", Self.number(40), gives: #"{"tabBar": {"height": 40}}"#) {
            $0.tabBar.height = 40
        }
        try expectEdit(#"{"tabBar": { }}"#, "tabBar.height", Self.number(40), gives: #"{"tabBar": {"height": 40}}"#) {
            $0.tabBar.height = 40
        }
    }

    @Test func removingTheOnlyMemberOfTheRootLeavesEmptyBraces() throws {
        try expectEdit("{\n  \"title\": \"A\"\n}\n", "title", nil, gives: "{}\n") {
            $0.title = LayoutSpec.default.title
        }
    }

    // MARK: What stays

    @Test func aByteOrderMarkAndTrailingWhitespaceStay() throws {
        let text = "\u{FEFF}{\n  \"title\": \"A\"\n}\n\n  "
        #expect(try edit(text, "title", Self.string("B")) == "\u{FEFF}{\n  \"title\": \"B\"\n}\n\n  ")
        #expect(
            try edit(text, "tabBar.height", Self.number(1))
                == "\u{FEFF}{\n  \"title\": \"A\",\n  \"tabBar\": {\n    \"height\": 1\n  }\n}\n\n  ")
        #expect(try SpecEditor.byteRange(of: JSONPath([.key("title")]), in: Array(text.utf8)) == 16..<19)
    }

    @Test func aKeyWrittenWithEscapesIsFound() throws {
        let text = #"{"tab\u0042ar": {"height": 44}}"#
        #expect(try edit(text, "tabBar.height", Self.number(40)) == #"{"tab\u0042ar": {"height": 40}}"#)
    }

    @Test func everyEditOfTheCorpusDecodes() throws {
        // Each editable number of the table set to a value in its range, and reset, in every file.
        for text in Corpus.all {
            for field in LayoutSpec.fieldTable where field.isEditable {
                guard case .number(let format) = field.kind else { continue }
                let value = (format.range.lowerBound + format.range.upperBound) / 2
                let set = try edit(text, field.path.description, Self.number(value))
                let decoded = try LayoutSpec.decode(set)
                #expect(decoded.effectiveJSON(at: field.path) == Self.number(value), "\(field.path)")
                // A reset after the set reads as the reset of the original: the default's value.
                let reset = try LayoutSpec.decode(try edit(set, field.path.description, nil))
                #expect(reset == (try LayoutSpec.decode(try edit(text, field.path.description, nil))), "\(field.path)")
                #expect(reset.effectiveJSON(at: field.path) == LayoutSpec.default.effectiveJSON(at: field.path))
            }
        }
    }

    // MARK: Refusals

    @Test func refusals() throws {
        func refusal(_ text: String, _ path: JSONPath, _ value: JSONNode?) -> String {
            do {
                _ = try SpecEditor.apply(SpecEdit(path: path, value: value), to: Array(text.utf8))
                return "no error"
            } catch {
                return error.message
            }
        }
        let one = Self.number(1)
        let path = { (text: String) in JSONPath(parsing: text) ?? .root }
        #expect(
            refusal(Corpus.twoSpace, path("tabBar.height.x"), one)
                == "tabBar.height.x: tabBar.height is a number, not an object")
        #expect(refusal(Corpus.twoSpace, path("tabBar[0]"), one) == "tabBar[0]: tabBar is an object, not an array")
        #expect(
            refusal(#"{"tabs": [{}]}"#, path("tabs[3].color"), one)
                == "tabs[3].color: tabs has 1 element; there is no tabs[3]")
        #expect(
            refusal(#"{"tabs": [{}]}"#, path("tabs[0]"), nil)
                == "tabs[0]: an array element cannot be reset, only an object's member")
        #expect(
            refusal(Corpus.twoSpace, path("tabs[1].color"), one)
                == "tabs[1].color: the file does not write tabs and no value is known for it")
        #expect(refusal("[1]", path("title"), one) == "title: the file's root is an array, not an object")
        #expect(
            refusal(#"{"a": 1,}"#, path("title"), one)
                == "title: the file is not valid JSON: 1:9: trailing comma before '}'; JSON does not allow one")
        #expect(
            refusal(#"{"title": "a", "title": "b"}"#, path("title"), one)
                == "title: the file is not valid JSON: 1:16: duplicate key 'title' (first written at 1:2)")
        #expect(
            refusal("{}", path("title"), Self.number(.infinity))
                == "title: the value holds a number that is not finite; JSON has none")
        #expect(
            refusal("{}", .root, one) == "(root): the whole document cannot be edited, only a value inside it")
        #expect(
            refusal("", path("title"), one)
                == "title: the file is not valid JSON: 1:1: the file is empty; the smallest spec is {}")
    }

    // MARK: Paths and text

    @Test func pathsParseAsTheyAreWritten() {
        for field in LayoutSpec.fieldTable {
            #expect(JSONPath(parsing: field.path.description) == field.path)
        }
        #expect(JSONPath(parsing: "tabs[1].color") == JSONPath([.key("tabs"), .index(1), .key("color")]))
        #expect(JSONPath(parsing: #"["$schema"]"#) == JSONPath([.key("$schema")]))
        #expect(JSONPath(parsing: #"a["b.c"][0]"#) == JSONPath([.key("a"), .key("b.c"), .index(0)]))
        #expect(JSONPath(parsing: "(root)") == .root)
        for malformed in [
            "", ".a", "a.", "a..b", "a[", "a[]", "a[01]", "a[-1]", "a b", "[x]", "a.[0]", #"a["b]"#, "a]",
        ] {
            #expect(JSONPath(parsing: malformed) == nil, "\(malformed)")
        }
    }

    @Test func valuesAreWrittenInTheirShortestSpelling() throws {
        let cases: [(Double, String)] = [
            (1.5, "1.5"), (100, "100"), (-15, "-15"), (0.1 + 0.2, "0.30000000000000004"), (1e-7, "1e-07"),
            (1e300, "1e+300"), (-0.0, "0"), (0.3, "0.3"),
        ]
        for (number, text) in cases {
            #expect(Self.number(number).jsonText == text)
            #expect(try JSONParser.parse(Array(text.utf8)).hasSameValue(as: Self.number(number)))
        }
        #expect(Self.string("é\"\\\n\u{1F}").jsonText == #""é\"\\\n\u001F""#)
        #expect(Self.pair.jsonText == ##"{"light": "#E8E8E8", "dark": "#222222"}"##)
        #expect(Self.pair.formattedJSONText == "{\n  \"light\": \"#E8E8E8\",\n  \"dark\": \"#222222\"\n}")
        #expect(JSONNode(json: .array([.integer(1), .bool(true), .null])).jsonText == "[1, true, null]")
    }
}
