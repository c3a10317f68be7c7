import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// A tab's own icon from SVG files beside the spec, through the built binary: drawn in the
/// page's sprite like a catalogue icon, written as an asset catalogue by `swiftui`, and every
/// file that cannot be an icon refused with one line naming the spec's place and the file, with
/// nothing written.
@Suite(.serialized) struct CustomIconCommandTests {
    static let outline = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
          onload="alert(1)"><script>alert(2)</script><path d="M4 4h16v12H8l-4 4z"/></svg>
        """
    static let filled =
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path d="M8 8h32v24H16l-8 8z"/></svg>"#

    /// A folder with `spec.json` (two tabs of their own icons, one with a filled form) and its icons.
    static func project(spec: String? = nil, icons: [String: String]? = nil) throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        for (name, text) in icons ?? ["icons/forums.svg": outline, "icons/forums.fill.svg": filled] {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let written =
            spec ?? """
                {
                  "tabs": [
                    {"id": "forums", "title": "Forums", "symbol": {"svg": "icons/forums.svg", "filled": "icons/forums.fill.svg"}, "color": "blue"},
                    {"id": "news", "title": "News", "symbol": {"svg": "icons/forums.svg"}, "color": "green"},
                    {"id": "mail", "title": "Mail", "symbol": "envelope", "color": "pink"}
                  ]
                }
                """
        try written.write(to: folder.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func thePageDrawsTheIconsFromItsSprite() throws {
        let folder = try Self.project()
        let result = try TestSupport.run(["build", "--spec", "spec.json", "--out", "site", "--quiet"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(
            page.contains(##"<use href="#icon-custom-1"></use>"##)
                && page.contains(##"<use href="#icon-custom-1.fill">"##))
        #expect(
            page.contains(##"<use href="#icon-custom-2"></use>"##) && page.contains(##"<use href="#icon-envelope">"##))
        #expect(
            page.contains(
                #"<symbol id="icon-custom-1" viewBox="0 0 24 24"><g transform="matrix(1 0 0 1 0 0)" fill="none" stroke="currentColor" stroke-width="2"><path d="M4 4h16v12H8l-4 4z"/></g></symbol>"#
            ))
        #expect(
            page.contains(
                #"<symbol id="icon-custom-1.fill" viewBox="0 0 24 24"><g transform="matrix(0.5 0 0 0.5 0 0)" fill="currentColor"><path d="M8 8h32v24H16l-8 8z"/></g></symbol>"#
            ))
        // Without a filled file, the filled form is the outline's geometry.
        #expect(
            page.contains(
                #"<symbol id="icon-custom-2.fill" viewBox="0 0 24 24"><g transform="matrix(1 0 0 1 0 0)" fill="none""#))
        #expect(!page.contains("alert") && !page.contains("onload") && !page.contains("icons/forums"))
    }

    @Test func swiftUIWritesAnAssetCatalogueBesideTheFileAndNamesItsImages() throws {
        let folder = try Self.project()
        let result = try TestSupport.run(["swiftui", "--spec", "spec.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            TestSupport.files(in: folder).filter { $0.hasPrefix("MailIcons") } == [
                "MailIcons.xcassets/.mailsitegen", "MailIcons.xcassets/Contents.json",
                "MailIcons.xcassets/TabForumsIcon.fill.imageset/Contents.json",
                "MailIcons.xcassets/TabForumsIcon.fill.imageset/TabForumsIcon.fill.svg",
                "MailIcons.xcassets/TabForumsIcon.imageset/Contents.json",
                "MailIcons.xcassets/TabForumsIcon.imageset/TabForumsIcon.svg",
                "MailIcons.xcassets/TabNewsIcon.imageset/Contents.json",
                "MailIcons.xcassets/TabNewsIcon.imageset/TabNewsIcon.svg",
            ])
        let imageSet = try Data(
            contentsOf: folder.appendingPathComponent("MailIcons.xcassets/TabForumsIcon.imageset/Contents.json"))
        let contents = try #require(try JSONSerialization.jsonObject(with: imageSet) as? [String: Any])
        let properties = try #require(contents["properties"] as? [String: Any])
        #expect(properties["preserves-vector-representation"] as? Bool == true)
        #expect(properties["template-rendering-intent"] as? String == "template")
        let images = try #require(contents["images"] as? [[String: Any]])
        #expect(images.count == 1 && images[0]["filename"] as? String == "TabForumsIcon.svg")
        // The reduced SVG, not the file's bytes.
        let svg = try String(
            contentsOf: folder.appendingPathComponent("MailIcons.xcassets/TabForumsIcon.imageset/TabForumsIcon.svg"),
            encoding: .utf8)
        #expect(!svg.contains("script") && !svg.contains("onload") && svg.contains(#"<path d="M4 4h16v12H8l-4 4z"/>"#))
        let source = try String(
            contentsOf: folder.appendingPathComponent("MailCategoryTabBar.swift"), encoding: .utf8)
        #expect(source.contains(#"case .forums: Image("TabForumsIcon")"#))
        #expect(source.contains(#"case .forums: Image("TabForumsIcon.fill")"#))
        #expect(source.contains(#"case .news: Image("TabNewsIcon")"#))
        #expect(source.contains(#"case .mail: Image(systemName: "envelope")"#))

        // Run again, the catalogue is replaced; a catalogue it did not write is not.
        #expect(try TestSupport.run(["swiftui", "--spec", "spec.json"], in: folder).status == 0)
        let other = try Self.project()
        try FileManager.default.createDirectory(
            at: other.appendingPathComponent("MailIcons.xcassets/Brand.colorset"), withIntermediateDirectories: true)
        try "{}".write(
            to: other.appendingPathComponent("MailIcons.xcassets/Contents.json"), atomically: true, encoding: .utf8)
        let refused = try TestSupport.run(["swiftui", "--spec", "spec.json"], in: other)
        #expect(refused.status == 1)
        #expect(
            refused.stderr.hasPrefix(
                "Error: MailIcons.xcassets: the folder was not made by mailsitegen (it has no .mailsitegen)"))
        #expect(!FileManager.default.fileExists(atPath: other.appendingPathComponent("MailCategoryTabBar.swift").path))
        // Standard output has no room for the catalogue.
        let dash = try TestSupport.run(["swiftui", "--spec", "spec.json", "--out", "-"], in: other)
        #expect(dash.status == 1 && dash.stdout.isEmpty)
        #expect(
            dash.stderr
                == "Error: --out -: the spec's own icons are written to MailIcons.xcassets beside the Swift file; give the file to write\n"
        )
    }

    /// Each bad icon: its spec, and the one line of the error.
    static let refusals: [(name: String, spec: String, icons: [String: String], error: String)] = [
        (
            "missing", #"{"allMails": {"symbol": {"svg": "icons/nope.svg"}}}"#, [:],
            "spec.json:1:33: allMails.symbol.svg: icons/nope.svg: no such file"
        ),
        (
            "not XML", #"{"allMails": {"symbol": {"svg": "icons/a.svg"}}}"#, ["icons/a.svg": "<svg>\n<path d='M0 0'>"],
            "spec.json:1:33: allMails.symbol.svg: icons/a.svg: is not well-formed XML: line 2, column 16: the file ends inside <path>"
        ),
        (
            "no geometry", #"{"allMails": {"symbol": {"svg": "icons/a.svg"}}}"#,
            ["icons/a.svg": #"<svg viewBox="0 0 24 24"><script>alert(1)</script></svg>"#],
            "spec.json:1:33: allMails.symbol.svg: icons/a.svg: has no geometry: no path, circle, ellipse, rect, line, polyline or polygon that draws"
        ),
        (
            "entity", #"{"allMails": {"symbol": {"svg": "icons/a.svg", "filled": "icons/b.svg"}}}"#,
            [
                "icons/a.svg": filled,
                "icons/b.svg": #"<!DOCTYPE svg [<!ENTITY x SYSTEM "/etc/passwd">]><svg>&x;</svg>"#,
            ],
            "spec.json:1:58: allMails.symbol.filled: icons/b.svg: is not well-formed XML: line 1, column 1: <!DOCTYPE> is refused: an icon needs no document type or entity declarations"
        ),
        (
            "too large", #"{"allMails": {"symbol": {"svg": "icons/a.svg"}}}"#,
            [
                "icons/a.svg": "<svg viewBox='0 0 24 24'><path d='M0 0" + String(repeating: " L1 1", count: 60_000)
                    + "'/></svg>"
            ],
            "spec.json:1:33: allMails.symbol.svg: icons/a.svg: is 294 KiB; an icon file is at most 256 KiB"
        ),
        (
            "out of the folder", #"{"allMails": {"symbol": {"svg": "../x.svg"}}}"#, [:],
            "spec.json:1:33: allMails.symbol.svg: '../x.svg' goes out of the spec's folder ('..'); icons are files inside it"
        ),
        (
            "absolute", #"{"allMails": {"symbol": {"svg": "/etc/passwd"}}}"#, [:],
            "spec.json:1:33: allMails.symbol.svg: '/etc/passwd' is an absolute path; give a path relative to the spec's folder"
        ),
    ]

    @Test(arguments: refusals.indices)
    func aBadIconIsOneErrorAndNothingIsWritten(_ index: Int) throws {
        let refusal = Self.refusals[index]
        let folder = try Self.project(spec: refusal.spec, icons: refusal.icons)
        let before = TestSupport.files(in: folder)
        for command in [["build", "--out", "site"], ["swiftui"], ["check", "--out", "site"]] {
            let result = try TestSupport.run(command + ["--spec", "spec.json"], in: folder)
            #expect(result.status == 1, "\(refusal.name)")
            #expect(result.stderr == "Error: \(refusal.error)\n", "\(refusal.name) \(command[0])")
        }
        #expect(TestSupport.files(in: folder) == before, "\(refusal.name)")
    }

    @Test func aSymbolicLinkOutOfTheSpecsFolderIsRefused() throws {
        let outside = try TestSupport.temporaryFolder()
        try Self.filled.write(to: outside.appendingPathComponent("secret.svg"), atomically: true, encoding: .utf8)
        let folder = try Self.project(spec: #"{"allMails": {"symbol": {"svg": "icons/link.svg"}}}"#, icons: [:])
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("icons/link.svg"),
            withDestinationURL: outside.appendingPathComponent("secret.svg"))
        let result = try TestSupport.run(["build", "--spec", "spec.json", "--out", "site"], in: folder)
        #expect(
            result.stderr
                == "Error: spec.json:1:33: allMails.symbol.svg: icons/link.svg: is outside the spec's folder (a symbolic link leads out of it); icons are files inside it\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
        // A link that stays inside is followed.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("icons/link.svg"))
        try Self.filled.write(to: folder.appendingPathComponent("real.svg"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("icons/link.svg").path, withDestinationPath: "../real.svg")
        #expect(try TestSupport.run(["build", "--spec", "spec.json", "--out", "site"], in: folder).status == 0)
    }

    @Test func pathsAreRelativeToTheSpecsFolder() throws {
        let folder = try Self.project()
        let result = try TestSupport.run(
            ["build", "--spec", "spec.json", "--out", "../site-\(UUID().uuidString)", "-q"], in: folder)
        #expect(result.status == 0)
        let parent = folder.deletingLastPathComponent()
        let elsewhere = try TestSupport.run(
            [
                "build", "--spec", "\(folder.lastPathComponent)/spec.json", "--out", "\(folder.lastPathComponent)/out",
                "-q",
            ],
            in: parent)
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
    }
}
