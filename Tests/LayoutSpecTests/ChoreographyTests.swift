import Testing

@testable import LayoutSpec

/// The choreography table from the spec's numbers: six transitions, their moves, springs and
/// scroll ramps, and a change of the spec reaching it.
struct ChoreographyTests {
    static func transition(_ kind: MotionTransition.Kind, in spec: LayoutSpec = LayoutSpec()) -> MotionTransition? {
        spec.choreography.first { $0.kind == kind }
    }

    @Test func sixTransitionsInTheSpecsNames() {
        let table = LayoutSpec().choreography
        #expect(table.map(\.kind) == MotionTransition.Kind.allCases)
        #expect(
            table.map(\.title) == [
                "All Mails → Primary", "Primary → Transactions", "Transactions → All Mails", "Search",
                "Search: Cancel", "Scrolling under the header",
            ])
    }

    /// A right-to-left title reads from the right, so its arrow points left.
    @Test func aRightToLeftSpecsArrowsPointLeft() {
        var spec = LayoutSpec()
        spec.layoutDirection = .rtl
        #expect(
            spec.choreography.prefix(3).map(\.title) == [
                "All Mails ← Primary", "Primary ← Transactions", "Transactions ← All Mails",
            ])
    }

    @Test func allMailsToACategory() throws {
        let moves = try #require(Self.transition(.allMailsToCategory)).moves
        let ids = Set(moves.map(\.id))
        #expect(
            ids == [
                "pill-position", "pill-width", "pill-width-middle", "pill-ring", "pill-content", "pill-title",
                "pill-fill", "pill-title-opacity", "pill-symbol-filled", "pill-symbol-outline", "all-mails-exit",
                "list-rows", "list-caption",
            ])
        // Every pill moves and its ring shrinks; only Primary opens.
        for id in ["pill-position", "pill-width", "pill-width-middle", "pill-ring"] {
            #expect(moves.filter { $0.id == id }.map(\.element.key) == Tab.defaults.map { "pill.\($0.id)" })
        }
        #expect(moves.filter { $0.id == "pill-fill" }.map(\.element.key) == ["pill.primary"])
        let fill = try #require(moves.first { $0.id == "pill-fill" })
        #expect(fill.from == .colour(TabBarStyle().inactiveBackground))
        #expect(fill.to == .colour(.systemBlue))
        #expect(fill.target == #"[data-tab="primary"] .pill__tint"#)
        let exit = try #require(moves.first { $0.id == "all-mails-exit" })
        #expect(exit.from == .points(0) && exit.to == .points(200))
        #expect(exit.curve == .spring(field: "tabBar.animation", .bouncy))
        #expect(exit.start == .tapFrame)
        #expect(exit.settle == .seconds(Spring.bouncy.settleTime()))
        let rows = try #require(moves.first { $0.id == "list-rows" })
        #expect(rows.start == .nextFrame && rows.curve == .instant)
    }

    @Test func categoryToCategoryOpensOneAndClosesTheOther() throws {
        let moves = try #require(Self.transition(.categoryToCategory)).moves
        #expect(!moves.contains { $0.id == "pill-ring" || $0.id.hasPrefix("all-mails") })
        let outline = moves.filter { $0.id == "pill-symbol-outline" }
        #expect(outline.map(\.element.key) == ["pill.primary", "pill.transactions"])
        #expect(outline.map(\.to) == [.opacity(1), .opacity(0)])
        let back = try #require(Self.transition(.categoryToAllMails)).moves
        let entry = try #require(back.first { $0.id == "all-mails-entry" })
        #expect(entry.from == .points(200) && entry.to == .points(0))
    }

    @Test func searchFoldsTheTabBarOnItsSpring() throws {
        let moves = try #require(Self.transition(.searchOpening)).moves
        let fold = moves.filter { $0.id == "tab-bar-fold" }
        #expect(fold.map(\.element.key) == ["header.material", "header.divider", "list"])
        #expect(
            fold.allSatisfy { $0.to == .points(-60) && $0.curve == .spring(field: "search.animation", .interactive) })
        let cancelled = try #require(Self.transition(.searchCancelled)).moves
        let opacity = try #require(cancelled.first { $0.id == "search-cancel-opacity" })
        #expect(opacity.from == .opacity(1) && opacity.to == .opacity(0))
    }

    @Test func scrollRampsFromTheSpecAndTheStylesheetsConstants() throws {
        let moves = try #require(Self.transition(.scrollingUnderHeader)).moves
        let curves = Dictionary(uniqueKeysWithValues: moves.map { ($0.id, $0.curve) })
        #expect(curves["header-material"] == .scroll(threshold: 110, distance: 15))
        #expect(curves["header-divider"] == .scroll(threshold: 110, distance: 15))
        #expect(curves["navbar-background"] == .scroll(threshold: 110, distance: 15))
        #expect(curves["inline-title"] == .scroll(threshold: 40, distance: 12))
        #expect(curves["search-field"] == .scroll(threshold: 30, distance: 30))
        #expect(moves.first { $0.id == "header-material" }?.settle == .scrollOffset(125))
    }

    @Test func aFiveTabSpecListsFivePills() throws {
        var spec = LayoutSpec()
        spec.tabs.append(Tab(id: "social", title: "Social", symbol: .person, color: .systemGray))
        let moves = try #require(Self.transition(.categoryToCategory, in: spec)).moves
        #expect(moves.filter { $0.id == "pill-position" }.count == 5)
    }

    @Test func aChangedSpringOrScrollNumberReachesTheTable() throws {
        var spec = LayoutSpec()
        spec.tabBar.animation = Spring(duration: 0.5, bounce: 0.1)
        spec.search.animation = Spring(duration: 0.4, bounce: 0)
        spec.scroll.collapseThreshold = 90
        spec.scroll.transitionDistance = 20
        let tap = try #require(Self.transition(.categoryToCategory, in: spec))
        #expect(
            tap.moves.allSatisfy {
                $0.curve == .instant || $0.curve == .spring(field: "tabBar.animation", spec.tabBar.animation)
            })
        #expect(tap.settleTime == spec.tabBar.animation.settleTime())
        let search = try #require(Self.transition(.searchOpening, in: spec))
        #expect(search.settleTime == spec.search.animation.settleTime())
        let scroll = try #require(Self.transition(.scrollingUnderHeader, in: spec))
        #expect(scroll.moves.first?.curve == .scroll(threshold: 90, distance: 20))
    }

    @Test func jsonNamesTheNumbers() throws {
        let exit = try #require(Self.transition(.allMailsToCategory)?.moves.first { $0.id == "all-mails-exit" })
        let text = exit.json.formatted()
        #expect(text.contains(#""field": "tabBar.animation""#))
        #expect(text.contains(#""duration": 0.3"#))
        #expect(text.contains(#""bounce": 0.3"#))
        #expect(text.contains(#""to": {"#) && text.contains(#""points": 200"#))
        let ms = MotionTransition.milliseconds(Spring.bouncy.settleTime())
        #expect(text.contains(#""settle": {"#) && text.contains(#""ms": \#(ms.specText)"#))
        let scroll = try #require(Self.transition(.scrollingUnderHeader)?.moves.first).json.formatted()
        #expect(scroll.contains(#""threshold": 110"#) && scroll.contains(#""distance": 15"#))
    }
}
