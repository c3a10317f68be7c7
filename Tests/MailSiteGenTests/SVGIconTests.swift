import Foundation
import Testing

@testable import MailSiteGen

/// The SVG reader: hostile files refused or reduced to geometry, well-formed but unusual files
/// read, and what reaches the sprite made of allowed elements, attributes and characters only.
struct SVGIconTests {
    static func icon(_ text: String) throws(SVGProblem) -> SVGIcon {
        try SVGIcon(bytes: Array(text.utf8))
    }

    static func symbol(_ text: String) throws -> String {
        try icon(text).symbol(id: "icon-custom-1").markup
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try icon(text)
            return nil
        } catch {
            return error.message
        }
    }

    /// A second reading of the output's grammar: the elements and attributes the reducer may
    /// write, their values numbers, command letters and keywords only, nothing between the tags.
    static func isReduced(_ markup: String) -> Bool {
        let allowed = [
            "symbol": ["id", "viewBox"], "svg": ["xmlns", "width", "height", "viewBox"], "g": [],
            "path": ["d"], "circle": ["cx", "cy", "r"], "ellipse": ["cx", "cy", "rx", "ry"],
            "rect": ["x", "y", "width", "height", "rx", "ry"], "line": ["x1", "y1", "x2", "y2"],
            "polyline": ["points"], "polygon": ["points"],
        ]
        let paint: Set = [
            "transform", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
            "fill-rule", "clip-rule",
        ]
        let value =
            #/-?[0-9.]+|[MmLlHhVvCcSsQqTtAaZz0-9. -]+|matrix\([-0-9. ]+\)|none|currentColor|#000000|butt|round|square|miter|bevel|nonzero|evenodd|icon-custom-[0-9]+(\.fill)?|http://www\.w3\.org/2000/svg/#
        var rest = Substring(markup)
        if rest.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#) { rest = rest.dropFirst(38) }
        while let match = rest.firstMatch(of: #/<(/?)([a-z]+)((?: [a-zA-Z-]+="[^"<>&]*")*)(/?)>/#) {
            guard rest[..<match.range.lowerBound].allSatisfy(\.isWhitespace), let own = allowed[String(match.2)] else {
                return false
            }
            for pair in match.3.matches(of: #/ ([a-zA-Z-]+)="([^"]*)"/#) {
                guard own.contains(String(pair.1)) || paint.contains(String(pair.1)),
                    (try? value.wholeMatch(in: pair.2)) != nil
                else { return false }
            }
            rest = rest[match.range.upperBound...]
        }
        return rest.allSatisfy(\.isWhitespace)
    }

    static let square = #"<path d="M2 2H22V22H2Z"/>"#

    // MARK: Hostile files

    @Test func scriptsEventsAndForeignObjectsAreDropped() throws {
        let markup = try Self.symbol(
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)">
            <script>alert(1)</script><script href="https://evil.example/x.js"/>
            <path d="M2 2H22V22H2Z" onclick="alert(2)" onmouseover="alert(3)"/>
            <foreignObject width="24" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><script>alert(4)</script></div></foreignObject>
            <g onload="alert(5)"><circle cx="12" cy="12" r="4"/></g>
            </svg>
            """)
        #expect(!markup.contains("alert") && !markup.contains("script") && !markup.contains(" on"))
        #expect(!markup.contains("foreignObject") && !markup.contains("div"))
        #expect(markup.contains(#"<path d="M2 2H22V22H2Z"/>"#) && markup.contains(#"<circle cx="12" cy="12" r="4"/>"#))
        #expect(Self.isReduced(markup))
    }

    @Test func linksAndReferencesAreDropped() throws {
        let markup = try Self.symbol(
            """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">
            <defs><path id="p" d="M0 0H24V24Z"/></defs>
            <use href="#p"/><use xlink:href="https://evil.example/icons.svg#x"/>
            <image href="https://evil.example/track.png" width="24" height="24"/>
            <a href="javascript:alert(1)"><path d="M0 0H24V24Z"/></a>
            <path d="M2 2H22V22H2Z" fill="url(https://evil.example/paint.svg#g)" clip-path="url(#c)" mask="url(#m)"
              filter="url(#f)" xlink:href="javascript:alert(2)"/>
            </svg>
            """)
        for word in ["href", "http", "javascript", "url", "use", "image", "defs", "clip-path", "mask", "filter", "<a"] {
            #expect(!markup.contains(word), "\(word)")
        }
        // A fill of any paint server draws in the current colour.
        #expect(markup.contains(#"<path d="M2 2H22V22H2Z" fill="currentColor"/>"#))
        #expect(Self.isReduced(markup))
    }

    @Test func stylesAreDropped() throws {
        let markup = try Self.symbol(
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" style="background:url(https://evil.example/a)">
            <style>@import url(https://evil.example/b.css); path { fill: url(#x) }</style>
            <path d="M2 2H22V22H2Z" style="fill:url(https://evil.example/c);behavior:url(x.htc)" class="a"/>
            </svg>
            """)
        #expect(!markup.contains("style") && !markup.contains("url") && !markup.contains("class"))
        #expect(Self.isReduced(markup))
    }

    @Test func declarationsAreRefused() {
        let entity = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0H1V1Z"/><text>&xxe;</text></svg>
            """
        #expect(
            Self.problem(entity)
                == "is not well-formed XML: line 2, column 1: <!DOCTYPE> is refused: an icon needs no document type or entity declarations"
        )
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            laughs +=
                "<!ENTITY lol\(level) \""
                + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        laughs += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&lol9;</text></svg>"
        #expect(Self.problem(laughs)?.contains("<!DOCTYPE> is refused") == true)
        // An entity used without a declaration is not expanded either.
        #expect(
            Self.problem(#"<svg viewBox="0 0 24 24"><path d="M0 0H1V1Z" fill="&lol9;"/></svg>"#)
                == "is not well-formed XML: line 1, column 52: the entity &lol9; is not defined (only XML's own five are)"
        )
        #expect(
            Self.problem(#"<svg viewBox="0 0 24 24"><!ENTITY a "b"><path d="M0 0H1V1Z"/></svg>"#)?.contains(
                "<!ENTITY> is refused") == true)
    }

    @Test func largeFilesAreRefusedBeforeTheyAreParsed() {
        let path = String(repeating: "L1 2 ", count: 60_000)
        let file = #"<svg viewBox="0 0 24 24"><path d="M0 0 "# + path + #""/></svg>"#
        #expect(file.utf8.count > 290_000)
        #expect(Self.problem(file) == "is 294 KiB; an icon file is at most 256 KiB")
    }

    @Test func numbersOutOfBoundsAreNotWritten() throws {
        #expect(
            Self.problem(#"<svg viewBox="0 0 1e300 1e300"><path d="M0 0H1V1Z"/></svg>"#)
                == "has no viewBox (four numbers, a positive width and height) nor a width and height in px to fit it from"
        )
        #expect(Self.problem(#"<svg viewBox="0 0 NaN Infinity"><path d="M0 0H1V1Z"/></svg>"#) != nil)
        // The viewBox is wrong; width and height fit it.
        let sized = try Self.symbol(#"<svg viewBox="0 0 -5 0" width="48px" height="48"><path d="M0 0H48V48Z"/></svg>"#)
        #expect(sized.contains(#"transform="matrix(0.5 0 0 0.5 0 0)""#))
        // A path ends at its first number that is not one; a shape with a bad number is dropped.
        let markup = try Self.symbol(
            """
            <svg viewBox="0 0 24 24"><path d="M0 0L10 10L1e999 2L5 5"/><path d="M0 0 L NaN 1"/>
            <circle cx="Infinity" cy="1" r="2"/><rect width="1e400" height="2"/><path d="M2 2H22V22H2Z"/>
            <path d="M1 1L2 2" transform="scale(1e300)"/><polygon points="0,0 10,0 10,10 inf"/></svg>
            """)
        #expect(markup.contains(#"<path d="M0 0L10 10"/>"#))
        #expect(!markup.contains("NaN") && !markup.contains("Infinity") && !markup.contains("inf"))
        #expect(markup.range(of: "[0-9]e", options: .regularExpression) == nil)
        #expect(markup.contains(#"<polygon points="0 0 10 0 10 10"/>"#))
        #expect(!markup.contains("circle") && !markup.contains("rect") && !markup.contains("1e300"))
        #expect(Self.isReduced(markup))
    }

    @Test func malformedFilesAreErrorsWithTheirPlace() {
        #expect(
            Self.problem("<svg viewBox=\"0 0 24 24\">\n  <path d=\"M0 0H1\">\n</svg>")
                == "is not well-formed XML: line 3, column 1: </svg> closes <path>")
        #expect(Self.problem("<svg><path d='M0 0' d='M1 1'/></svg>")?.contains("d is written twice") == true)
        #expect(Self.problem("<svg><path d=M0/></svg>")?.contains("expected a quoted value") == true)
        #expect(Self.problem("") == "is not well-formed XML: line 1, column 1: the file has no root element")
        #expect(Self.problem("<svg/><svg/>")?.contains("text after the root element") == true)
        #expect(Self.problem("<svg><x:path/></svg>")?.contains("the prefix 'x' of <x:path> is not declared") == true)
        #expect(SVGIconTests.invalidUTF8 == "is not well-formed XML: line 1, column 1: the file is not UTF-8 text")
        let deep = String(repeating: "<g>", count: 300) + String(repeating: "</g>", count: 300)
        #expect(Self.problem("<svg>" + deep + "</svg>")?.contains("nested deeper than 256") == true)
        #expect(
            Self.problem(#"<html><path d="M0 0H1V1Z"/></html>"#)
                == "is not an SVG file: its root element is <html>, not <svg>")
    }

    /// A message shows the file's names with no control character: a line break or a terminal's
    /// escape cannot reach the terminal that prints it.
    @Test func messagesShowNoControlCharacters() {
        #expect(
            Self.problem("<svg xmlns=\"http&am\n\0p;\"/>")
                == "is not well-formed XML: line 1, column 17: '&' starts no reference (write &amp;)")
        #expect(
            Self.problem("<a\u{9B}31m/>") == "is not an SVG file: its root element is <a?31m>, not <svg>")
        #expect(Self.problem("<svg><a\u{2028}b></svg>")?.contains("</svg> closes <a?b>") == true)
    }

    static var invalidUTF8: String? {
        do {
            _ = try SVGIcon(bytes: [0x3C, 0x73, 0x76, 0x67, 0xFF, 0x3E])
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aFileWithNothingToDrawIsAnError() {
        let noGeometry = "has no geometry: no path, circle, ellipse, rect, line, polyline or polygon that draws"
        #expect(Self.problem(#"<svg viewBox="0 0 24 24"><text>Hi</text><script>x</script></svg>"#) == noGeometry)
        #expect(Self.problem(#"<svg viewBox="0 0 24 24"><path d="M2 2H22" fill="none"/></svg>"#) == noGeometry)
        #expect(Self.problem(#"<svg viewBox="0 0 24 24"><path d="L2 2H22"/><circle r="0"/></svg>"#) == noGeometry)
        #expect(
            Self.problem(#"<svg viewBox="0 0 24 24"><g display="none"><path d="M2 2H22V3Z"/></g></svg>"#) == noGeometry)
        // An outline drawn with strokes draws.
        #expect(
            Self.problem(#"<svg viewBox="0 0 24 24" fill="none" stroke="currentColor"><line x2="24" y2="24"/></svg>"#)
                == nil)
    }

    // MARK: Unusual but well-formed files

    @Test func namespacesCommentsCDATAAndTheByteOrderMarkAreRead() throws {
        let file =
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!-- Made in an editor -->\n"
                + """
                <?xml-stylesheet href="x.css"?>
                <svg:svg xmlns:svg="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
                  viewBox="0 0 48 48" inkscape:version="1.3">
                  <inkscape:namedview><svg:path d="M0 0H48V48Z"/></inkscape:namedview>
                  <svg:title><![CDATA[A <title> & more]]></svg:title>
                  <!-- a comment with <path d="M0 0H48V48Z"/> in it -->
                  <svg:g transform="translate(24 24) rotate(90)" inkscape:label="Layer 1">
                    <svg:path d="M-10-10h20v20h-20z" fill-rule="evenodd" clip-rule="evenodd" fill="#FF0000"/>
                  </svg:g>
                  <path xmlns="http://www.w3.org/2000/svg" d="M0 0h1v1z"/>
                  <path xmlns="http://example.com/not-svg" d="M0 0h2v2z"/>
                </svg:svg>
                """
        let markup = try Self.symbol(file)
        #expect(
            markup
                == #"<symbol id="icon-custom-1" viewBox="0 0 24 24"><g transform="matrix(0.5 0 0 0.5 0 0)" fill="currentColor">"#
                + #"<g transform="matrix(0 1 -1 0 24 24)"><path d="M-10 -10h20v20h-20z" fill="currentColor" fill-rule="evenodd" clip-rule="evenodd"/></g>"#
                + #"<path d="M0 0h1v1z"/></g></symbol>"#)
        #expect(Self.isReduced(markup))
    }

    @Test func theViewBoxIsFittedIntoTheGridCentred() throws {
        let wide = try Self.symbol(#"<svg viewBox="10 20 48 24"><rect x="10" y="20" width="48" height="24"/></svg>"#)
        #expect(wide.contains(#"<g transform="matrix(0.5 0 0 0.5 -5 -4)" fill="currentColor">"#))
        let tall = try Self.symbol(#"<svg width="12" height="24"><rect width="12" height="24"/></svg>"#)
        #expect(tall.contains(#"<g transform="matrix(1 0 0 1 6 0)" fill="currentColor">"#))
    }

    @Test func pathDataIsParsedAndWrittenAgain() {
        let cases: [(String, String)] = [
            ("M 10,20 30 40", "M10 20L30 40"),
            ("m1 2 3 4 5 6z", "m1 2l3 4l5 6z"),
            ("M0 0A5 5 0 1014 5", "M0 0A5 5 0 1 0 14 5"),
            ("M.5.5L-1e2+3", "M0.5 0.5L-100 3"),
            ("M0 0 L10 10 Z\"/><script>alert(1)</script>", "M0 0L10 10Z"),
            ("M0 0 C1 2 3 4 5 6 S 1 2 3 4 Q1 2 3 4T5 6H7V8", "M0 0C1 2 3 4 5 6S1 2 3 4Q1 2 3 4T5 6H7V8"),
            ("L0 0", ""),
            ("M0 0A-1 5 0 0 0 1 1", "M0 0"),
        ]
        for (written, expected) in cases {
            #expect(SVGPathData(written).text == expected, "\(written)")
        }
    }

    @Test func transformsBecomeOneMatrix() {
        #expect(SVGTransform("translate(10) scale(2, 3)")?.text == "matrix(2 0 0 3 10 0)")
        #expect(SVGTransform("rotate(90 12 12)")?.text == "matrix(0 1 -1 0 24 0)")
        #expect(SVGTransform("matrix(1,0,0,1,5,6)skewX(0)")?.text == "matrix(1 0 0 1 5 6)")
        #expect(SVGTransform("translate(1) expression(alert(1))") == nil)
        #expect(SVGTransform("rotate(1 2)") == nil)
        #expect(SVGTransform("scale(1e6) scale(1e6)") == nil)
    }

    @Test func theAssetFileIsAStandaloneSVG() throws {
        let file = try Self.icon(
            #"<svg viewBox="0 0 24 24" fill="none" stroke="red" stroke-width="2"><path d="M2 2L22 22"/></svg>"#
        ).file
        #expect(
            file == """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24">\
                <g transform="matrix(1 0 0 1 0 0)" fill="none" stroke="#000000" stroke-width="2"><path d="M2 2L22 22"/></g></svg>

                """)
        #expect(Self.isReduced(file))
    }

    @Test func theGrammarCheckRefusesWhatTheReducerMustNotWrite() {
        #expect(
            Self.isReduced(
                #"<symbol id="icon-custom-1" viewBox="0 0 24 24"><g fill="none"><path d="M0 0Z"/></g></symbol>"#))
        for markup in [
            #"<symbol id="x" viewBox="0 0 24 24"></symbol>"#, #"<g onload="a"></g>"#, #"<script></script>"#,
            #"<path d="M0 0" style="fill:red"/>"#, #"<g fill="url(#a)"></g>"#, #"<g>text</g>"#,
            #"<path d="M0 0 javascript"/>"#, #"<g transform="matrix(1e9)"></g>"#,
        ] {
            #expect(!Self.isReduced(markup), "\(markup)")
        }
    }

    @Test func numbersAreWrittenWithoutExponents() {
        #expect(1e-7.svgText == "0")
        #expect((-0.00004).svgText == "0")
        #expect(0.12345.svgText == "0.1235" || 0.12345.svgText == "0.1234")
        #expect(1_000_000.0.svgText == "1000000")
        #expect((-2.5).svgText == "-2.5")
    }
}
