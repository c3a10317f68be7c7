extension LayoutSpec {
    /// Every transition of the page and what moves in it, from the spec's numbers: the motion
    /// sheet's rows and the page's animations. The tab changes are shown on the spec's first two
    /// categories: All Mails → the first, the first → the second, the second → All Mails (a tap on
    /// the active pill), the order a viewer plays them in.
    public var choreography: [MotionTransition] {
        let first = tabs.first
        let second = tabs.dropFirst().first ?? first
        return [
            tabChange(.allMailsToCategory, from: nil, to: first),
            tabChange(.categoryToCategory, from: first, to: second),
            tabChange(.categoryToAllMails, from: second, to: nil),
            searchChange(.searchOpening, opening: true),
            searchChange(.searchCancelled, opening: false),
            scrollingUnderHeader,
        ]
    }

    /// The fields whose springs the choreography plays, by path.
    static let tabBarSpringField = "tabBar.animation"
    static let searchSpringField = "search.animation"

    // MARK: Tab changes

    private func tabChange(_ kind: MotionTransition.Kind, from closing: Tab?, to opening: Tab?) -> MotionTransition {
        // The arrow points the way the spec reads: a right-to-left title runs from the right.
        let arrow = isRightToLeft ? "←" : "→"
        let title = "\(closing?.title ?? allMails.title) \(arrow) \(opening?.title ?? allMails.title)"
        let spring = MotionCurve.spring(field: Self.tabBarSpringField, tabBar.animation)
        let allMailsChanges = closing == nil || opening == nil
        var moves: [MotionMove] = []
        for tab in tabs {
            moves += pillMoves(tab, spring: spring, ringChanges: allMailsChanges, closing: closing, opening: opening)
        }
        if allMailsChanges { moves.append(allMailsSlide(entering: opening == nil, spring: spring)) }
        moves += listMoves(start: .nextFrame)
        return MotionTransition(kind: kind, title: title, moves: moves)
    }

    /// A pill's moves: its place and width always (the row is laid out again and every pill plays
    /// from where it was drawn; the page leaves out a move whose travel is 0), the ring when All
    /// Mails comes or goes,
    /// the rest for the pill that opens or closes.
    private func pillMoves(
        _ tab: Tab, spring: MotionCurve, ringChanges: Bool, closing: Tab?, opening: Tab?
    ) -> [MotionMove] {
        let pill = Self.pillElement(tab)
        let part = { (selector: String) in "\(pill.selector) \(selector)" }
        let move = { (id: String, property: String, from: MotionValue, to: MotionValue, target: String?) in
            MotionMove(
                id: id, element: pill, property: property, from: from, to: to, start: .tapFrame, curve: spring,
                target: target)
        }
        var moves = [
            move(
                "pill-position", "x", .measured("its start edge before the tap, less after"), .points(0), nil),
            move(
                "pill-width", "width (the end caps' x)", .measured("its width before the tap, less after"),
                .points(0), part(#"[data-cap="end"]"#)),
            move(
                "pill-width-middle", "width (the middle's x scale)",
                .measured("its middle's width before the tap, over after"), .scale(1), part(".shape__middle")),
        ]
        if ringChanges {
            // Outset around every pill under All Mails; inset by four ring widths under a category.
            let outset = MotionValue.scale(1)
            let inset = MotionValue.measured(
                "(the ring's size − 4 × \(tabBar.ringWidth.specText) pt) ÷ its size, per axis")
            let entering = opening == nil
            moves.append(
                move(
                    "pill-ring", "ring scale", entering ? inset : outset, entering ? outset : inset, part(".pill__ring")
                ))
        }
        let opens = tab.id == opening?.id
        guard opens || tab.id == closing?.id else { return moves }
        let (shown, hidden) = (MotionValue.opacity(1), MotionValue.opacity(0))
        let padding = { (value: Double) in "\(value.specText) pt" }
        let (paddingFrom, paddingTo) =
            opens
            ? (padding(tabBar.inactivePadding), padding(tabBar.activePadding))
            : (padding(tabBar.activePadding), padding(tabBar.inactivePadding))
        moves += [
            move(
                "pill-content", "symbol and title x (its padding, \(paddingFrom) → \(paddingTo))",
                .measured("its padding before the tap, less after"), .points(0), part(".pill__content")),
            move(
                "pill-title", "title width (its box x, the text back by as much)",
                .measured(opens ? "0 pt: hidden" : "the title's width"),
                .measured(opens ? "the title's width" : "0 pt: hidden"),
                "\(part(".pill__label")), \(part(".pill__text"))"),
            move(
                "pill-fill", "fill (the tab's colour over the inactive one)",
                .colour(opens ? tabBar.inactiveBackground : tab.color),
                .colour(opens ? tab.color : tabBar.inactiveBackground), part(".pill__tint")),
            move(
                "pill-title-opacity", "title opacity", opens ? hidden : shown, opens ? shown : hidden,
                part(".pill__label")),
            move(
                "pill-symbol-filled", "filled symbol opacity", opens ? hidden : shown, opens ? shown : hidden,
                part(#"[data-icon="filled"]"#)),
            move(
                "pill-symbol-outline", "outline symbol opacity", opens ? shown : hidden, opens ? hidden : shown,
                part(#"[data-icon="outline"]"#)),
        ]
        return moves
    }

    /// `.transition(.offset(x: allMailsEntryOffset))`: from and to the trailing side.
    private func allMailsSlide(entering: Bool, spring: MotionCurve) -> MotionMove {
        let element = MotionElement(
            key: "allMails", name: allMails.title, selector: #"[data-tab="\#(TabID.allMails)"]"#)
        let away = MotionValue.points(tabBar.allMailsEntryOffset)
        return MotionMove(
            id: entering ? "all-mails-entry" : "all-mails-exit", element: element,
            property: "x (towards the trailing side)", from: entering ? away : .points(0),
            to: entering ? .points(0) : away, start: .tapFrame, curve: spring)
    }

    /// The rows and caption of the new tab: drawn at once, in the frame after the tap's.
    private func listMoves(start: MotionStart) -> [MotionMove] {
        let list = MotionElement(key: "list", name: "List", selector: #"[data-part="list"]"#)
        let caption = MotionElement(key: "list.caption", name: "Caption", selector: ".mail-list__caption")
        return [
            MotionMove(
                id: "list-rows", element: list, property: "rows shown", from: .measured("the old tab's rows"),
                to: .measured("the new tab's rows"), start: start, curve: .instant),
            MotionMove(
                id: "list-caption", element: caption, property: "caption", from: .measured("the old tab's caption"),
                to: .measured("the new tab's caption"), start: start, curve: .instant),
        ]
    }

    // MARK: Search

    /// Search folds the tab bar away (the header and the list rise by its height), the field
    /// narrows for Cancel, which slides and fades in; cancelled, the same backwards.
    private func searchChange(_ kind: MotionTransition.Kind, opening: Bool) -> MotionTransition {
        let spring = MotionCurve.spring(field: Self.searchSpringField, search.animation)
        // In the spec's own words: its search field's placeholder, then its Cancel button.
        let title = opening ? search.placeholder : "\(search.placeholder): \(search.cancelTitle)"
        let field = MotionElement(key: "search.field", name: search.placeholder, selector: ".search__field")
        let cancel = MotionElement(
            key: "search.cancel", name: search.cancelTitle, selector: #"[data-part="search-cancel"]"#)
        let tabBarRow = MotionElement(key: "tabBar", name: "Tab bar", selector: ".tabbar__row")
        let move = {
            (id: String, element: MotionElement, property: String, from: MotionValue, to: MotionValue, target: String?)
            in
            MotionMove(
                id: id, element: element, property: property, from: opening ? from : to, to: opening ? to : from,
                start: .tapFrame, curve: spring, target: target)
        }
        // The fold, at Dynamic Type Large: the bar's row and the padding under it.
        let fold = MotionValue.points(-(tabBar.height + tabBar.bottomPadding))
        let rising = [
            MotionElement(key: "header.material", name: "Header material", selector: #"[data-part="material"]"#),
            MotionElement(key: "header.divider", name: "Header divider", selector: #"[data-part="divider"]"#),
            MotionElement(key: "list", name: "List", selector: #"[data-part="list"]"#),
        ]
        var moves = [
            move(
                "search-field-width", field, "width (the end cap's x)",
                .measured("its full width, less its width beside Cancel"), .points(0),
                #".search__field [data-cap="end"]"#),
            move(
                "search-field-width-middle", field, "width (the middle's x scale)",
                .measured("its middle's full width, over beside Cancel"), .scale(1), ".search__field .shape__middle"),
            move(
                "search-cancel-position", cancel, "x", .measured("beyond the trailing edge, by its width"),
                .points(0), nil),
            move("search-cancel-opacity", cancel, "opacity", .opacity(0), .opacity(1), nil),
            move("tab-bar-opacity", tabBarRow, "opacity", .opacity(1), .opacity(0), nil),
        ]
        moves += rising.map { move("tab-bar-fold", $0, "y (the tab bar's fold)", .points(0), fold, nil) }
        let caption = MotionElement(key: "list.caption", name: "Caption", selector: ".mail-list__caption")
        moves.append(
            MotionMove(
                id: "list-caption", element: caption, property: "caption",
                from: .measured(opening ? "the tab's caption" : "the search's caption"),
                to: .measured(opening ? "the search's caption" : "the tab's caption"), start: .tapFrame,
                curve: .instant))
        return MotionTransition(kind: kind, title: title, moves: moves)
    }

    // MARK: Scrolling

    /// Linked to the scroll: `clamp((y + inset − threshold) / distance, 0, 1)` for each fade.
    private var scrollingUnderHeader: MotionTransition {
        let material = scroll.collapseThreshold
        let distance = scroll.transitionDistance
        let titleStart = HeaderFades.largeTitleHeight - HeaderFades.inlineTitleFadeDistance
        let searchDistance = HeaderFades.searchFadeEnd - HeaderFades.searchFadeStart
        let rows: [(String, MotionElement, Bool, Double, Double)] = [
            (
                "header-material",
                MotionElement(key: "header.material", name: "Header material", selector: #"[data-part="material"]"#),
                true, material, distance
            ),
            (
                "header-divider",
                MotionElement(key: "header.divider", name: "Header divider", selector: #"[data-part="divider"]"#),
                true, material, distance
            ),
            (
                "navbar-background",
                MotionElement(
                    key: "header.background", name: "Large title's background",
                    selector: #"[data-part="navbar-background"]"#),
                false, material, distance
            ),
            (
                "inline-title",
                MotionElement(key: "header.inlineTitle", name: title, selector: #"[data-part="inline-title"]"#),
                true, titleStart, HeaderFades.inlineTitleFadeDistance
            ),
            (
                "search-field",
                MotionElement(key: "search.field", name: search.placeholder, selector: ".search__field"),
                false, HeaderFades.searchFadeStart, searchDistance
            ),
        ]
        let moves = rows.map { id, element, fadesIn, threshold, distance in
            MotionMove(
                id: id, element: element, property: "opacity", from: .opacity(fadesIn ? 0 : 1),
                to: .opacity(fadesIn ? 1 : 0), start: .scrollOffset(threshold),
                curve: .scroll(threshold: threshold, distance: distance))
        }
        return MotionTransition(kind: .scrollingUnderHeader, title: "Scrolling under the header", moves: moves)
    }

    /// A category's pill, by its rendered id (a spec that reached the page has valid ids).
    static func pillElement(_ tab: Tab) -> MotionElement {
        let id = TabID(tab.id)?.rawValue ?? "invalid"
        return MotionElement(key: "pill.\(id)", name: tab.title, selector: #"[data-tab="\#(id)"]"#)
    }
}
