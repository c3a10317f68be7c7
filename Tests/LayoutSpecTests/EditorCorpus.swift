/// Hand-formatted spec files, each written the way some person writes JSON, for the editor to
/// keep as it is: tabs, CRLF, two and four spaces, one line, keys out of the table's order,
/// `\u` escapes, numbers spelled `1.50` and `1e2`, `{}`.
enum EditorCorpus {
    /// Two spaces, LF, a final newline; `\u00e9` in a string, `1.50` and `1e2` as numbers.
    static let twoSpace = #"""
        {
          "title": "Caf\u00e9",
          "tabBar": {
            "height": 44,
            "spacing": 1.50
          },
          "scroll": {
            "collapseThreshold": 1e2
          }
        }

        """#

    /// Four spaces, keys out of the table's order, no final newline.
    static let fourSpace = #"""
        {
            "scroll": {
                "transitionDistance": 20,
                "collapseThreshold": 90
            },
            "tabBar": {
                "spacing": 10
            },
            "title": "Inbox"
        }
        """#

    /// Tabs, `\u00ef` in a string.
    static let tabs = #"""
        {
        \#t"tabBar": {
        \#t\#t"height": 44
        \#t},
        \#t"title": "Na\u00efve"
        }

        """#

    /// Two spaces with CRLF line endings.
    static let crlf = #"""
        {
          "title": "A",
          "tabBar": {
            "height": 44
          }
        }

        """#.replacing("\n", with: "\r\n")

    /// All on one line, with the usual spacing.
    static let oneLine =
        #"{"title": "Caf\u00e9", "tabBar": {"height": 44, "spacing": 1.50}, "scroll": {"collapseThreshold": 1e2}}"#

    /// All on one line, no spaces at all.
    static let compact = #"{"title":"A","tabBar":{"height":44}}"#

    /// The smallest spec, with and without a final newline.
    static let empty = "{}"
    static let emptyWithNewline = "{}\n"

    /// A file on lines whose section is still empty.
    static let emptySection = #"""
        {
            "tabBar": {}
        }

        """#

    static let all = [twoSpace, fourSpace, tabs, crlf, oneLine, compact, empty, emptyWithNewline, emptySection]
}
