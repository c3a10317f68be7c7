import Foundation
import LayoutSpec
import Testing

@testable import MailSiteGen

/// Each hostile icon file, as a tab's own icon, is refused, or reduced to geometry in both places
/// it reaches: the page's sprite and the SwiftUI asset catalogue.
struct HostileIconTests {
    static let files: [(name: String, svg: String)] = [
        ("script", #"<svg viewBox="0 0 24 24"><script>alert("evil")</script><path d="M2 2H22V22Z"/></svg>"#),
        ("onload", #"<svg viewBox="0 0 24 24" onload="alert('evil')"><path d="M2 2H22V22Z" onclick="evil()"/></svg>"#),
        (
            "foreignObject",
            #"<svg viewBox="0 0 24 24"><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject><circle cx="12" cy="12" r="8"/></svg>"#
        ),
        (
            "external href",
            #"<svg viewBox="0 0 24 24" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/s.svg#a"/><image href="https://evil.example/t.png"/><rect width="20" height="20"/></svg>"#
        ),
        (
            "javascript href",
            #"<svg viewBox="0 0 24 24"><a href="javascript:evil()"><path d="M0 0H24V24Z"/></a><path d="M2 2H22V22Z"/></svg>"#
        ),
        (
            "style and url()",
            #"<svg viewBox="0 0 24 24"><style>*{fill:url(https://evil.example)}</style><path d="M2 2H22V22Z" style="fill:url(https://evil.example/p)" fill="url(#evil)"/></svg>"#
        ),
        (
            "entity",
            #"<!DOCTYPE svg [<!ENTITY evil SYSTEM "file:///etc/passwd">]><svg viewBox="0 0 24 24"><path d="M2 2H22V22Z"/></svg>"#
        ),
        (
            "billion laughs",
            "<!DOCTYPE lolz [<!ENTITY lol \"lol\">"
                + (1...9).map {
                    "<!ENTITY lol\($0) \"" + String(repeating: "&lol\($0 == 1 ? "" : String($0 - 1));", count: 10)
                        + "\">"
                }.joined()
                + "]><svg><text>&lol9;</text></svg>"
        ),
        (
            "300 KB path",
            "<svg viewBox='0 0 24 24'><path d='M0 0" + String(repeating: " L1 1", count: 61_440) + "'/></svg>"
        ),
        (
            "huge numbers",
            #"<svg viewBox="0 0 1e308 1e308" width="Infinity" height="NaN"><path d="M0 0H1e309V-1e309Z"/></svg>"#
        ),
        (
            "NaN path",
            ##"<svg viewBox="0 0 24 24"><path d="M2 2L NaN 3 L4 4"/><circle cx="NaN" r="3"/><path d="M2 2L22 22" stroke="#000"/></svg>"##
        ),
    ]

    static let markers = [
        "script", "alert", "evil", "javascript", "href", "url(", "style", "foreignObject", "iframe", "onload",
        "onclick", "NaN", "Infinity", "passwd", "lol", "e+", "e-",
    ]

    @Test(arguments: files.indices)
    func eachIsRefusedOrReducedInThePageAndInSwiftUI(_ index: Int) throws {
        let (name, svg) = Self.files[index]
        let icon: SVGIcon
        do {
            icon = try SVGIcon(bytes: Array(svg.utf8))
        } catch {
            #expect(
                ["entity", "billion laughs", "300 KB path", "huge numbers"].contains(name),
                "\(name) refused: \(error.message)")
            #expect(!error.message.contains("\n"))
            return
        }
        #expect(!["entity", "billion laughs", "300 KB path", "huge numbers"].contains(name), "\(name) was read")
        var spec = LayoutSpec.default
        spec.tabs[0].symbol = .custom(CustomSymbol(svg: "evil.svg", filled: "evil.fill.svg"))
        var site = SiteGenerator(spec: spec)
        site.icons = CustomIcons.all(of: spec, drawnAs: icon)
        let page = try #require(try site.generate().first { $0.path == "index.html" }).contents
        let sprite = try #require(page.firstRange(of: "<symbol id=\"icon-custom-1\"")).lowerBound
        let end = try #require(page[sprite...].ranges(of: "</symbol>").dropFirst().first).upperBound
        let symbols = String(page[sprite..<end])
        #expect(symbols.contains("icon-custom-1.fill"))
        let generator = SwiftUIGenerator(spec: spec, icons: site.icons)
        _ = try generator.generate()
        let assets = generator.assetCatalogue()
        #expect(assets.map(\.path).contains("TabPrimaryIcon.imageset/TabPrimaryIcon.svg"))
        // The catalogue's Contents.json files hold only names made by the generator.
        #expect(assets.filter { $0.path.hasSuffix(".json") }.allSatisfy { !$0.contents.contains("evil") })
        for output in [symbols] + assets.filter({ $0.path.hasSuffix(".svg") }).map(\.contents) {
            for marker in Self.markers { #expect(!output.contains(marker), "\(name): \(marker) in \(output)") }
        }
        for svgFile in assets.filter({ $0.path.hasSuffix(".svg") }) {
            #expect(SVGIconTests.isReduced(svgFile.contents), "\(name): \(svgFile.contents)")
        }
        #expect(
            SVGIconTests.isReduced(symbols.replacingOccurrences(of: "</symbol>\n<symbol", with: "</symbol><symbol")))
    }
}
