import LayoutSpec
import Testing

@testable import MailSiteGen

/// The asset catalogue `swiftui` writes for a spec's own icons: one image set per form, named
/// after the first tab that shows it, no two alike whatever the tab ids, and none alike the colour
/// sets `tokens --format xcassets` names (`TabForums`), which an app may hold beside them.
struct SwiftUIAssetTests {
    static let square = try? SVGIcon(bytes: Array(#"<svg viewBox="0 0 24 24"><path d="M2 2H22V22H2Z"/></svg>"#.utf8))

    @Test func namesCannotCollide() throws {
        let square = try #require(Self.square)
        var spec = LayoutSpec.default
        spec.tabs[0].id = "forums"
        spec.tabs[0].symbol = .custom(CustomSymbol(svg: "f.svg", filled: "f.fill.svg"))
        spec.tabs[1].id = "forums-fill"
        spec.tabs[1].symbol = .custom(CustomSymbol(svg: "g.svg"))
        // The same icon on a second tab is one image set.
        spec.tabs[2].symbol = .custom(CustomSymbol(svg: "g.svg"))
        spec.mails = Mail.samples(spreadOver: spec.tabs)
        let generator = SwiftUIGenerator(spec: spec, icons: CustomIcons.all(of: spec, drawnAs: square))
        let folders = Set(generator.assetCatalogue().map { $0.path.split(separator: "/").first.map(String.init) ?? "" })
        #expect(
            folders == [
                "Contents.json", "TabForumsIcon.imageset", "TabForumsIcon.fill.imageset", "TabForumsFillIcon.imageset",
            ])
        let colourSets = Set(["forums", "forumsFill", "updates"].map { ColorSetName.tab(case: $0) + ".colorset" })
        #expect(folders.map { $0.replacing(".imageset", with: ".colorset") }.allSatisfy { !colourSets.contains($0) })
        let source = try generator.generate()
        #expect(source.contains(#"case .forums: Image("TabForumsIcon.fill")"#))
        #expect(source.contains(#"case .forumsFill: Image("TabForumsFillIcon")"#))
        #expect(source.contains(#"case .updates: Image("TabForumsFillIcon")"#))
    }
}
