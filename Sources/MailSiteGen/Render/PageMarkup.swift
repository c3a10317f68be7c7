import LayoutSpec

/// The parts of `index.html` that repeat or depend on the spec: the pills, the mail rows and
/// the icon sprite. Built by `HTML` interpolation, so spec text is escaped by type; ids are `TabID`s.
struct PageMarkup {
    let spec: LayoutSpec
    let icons: IconCatalogue
    /// The spec's own icons, read before the build.
    var customIcons = CustomIcons.none
    /// The screen's words, dates and counts.
    let words: PageWords

    /// The four category pills, as `role="tab"` buttons.
    var categoryPills: HTML {
        let activeID = spec.initialTab
        // The tab that takes focus first: the selected one, else the first (roving tabindex).
        let focusID = spec.initialCategory?.id ?? spec.tabs.first?.id
        return HTML.join(
            spec.tabs.map { tab in
                let id = tab.renderedID
                return """
                    <button class="pill" type="button" role="tab" id="tab-\(id)" data-tab="\(id)" \
                    aria-selected="\(tab.id == activeID)" aria-controls="mail-list" tabindex="\(tab.id == focusID ? 0 : -1)">
                    <span class="pill__ring" aria-hidden="true"></span>
                    \(Self.shape)
                    \(content(tab.symbol, tab.title))
                    </button>
                    """
            })
    }

    /// The All Mails pill: present only while All Mails is active.
    var allMailsPill: HTML {
        let hidden: HTML = spec.initialTab == Tab.allMailsID ? "" : " hidden"
        return """
            <div class="pill" data-tab="\(TabID.allMails)"\(hidden)>
            \(Self.shape)
            \(content(spec.allMails.symbol, spec.allMails.title))
            </div>
            """
    }

    /// A pill's rounded rectangle, a shape that springs (`.shape` in style.css), twice: in the
    /// inactive colour, and in the tab's colour over it, which fades in and out as a whole.
    private static let shape: HTML = "\(shapeMarkup)\n\(shapeMarkup(class: "shape pill__tint"))"

    /// A rounded rectangle in three pieces that move on their own while its width springs: two end
    /// caps with the rounded corners, and the straight middle between them. The search field has
    /// one too (index.html).
    static let shapeMarkup = shapeMarkup(class: "shape")

    private static func shapeMarkup(class names: String) -> HTML {
        """
        <span class="\(names)" aria-hidden="true"><span class="shape__cap" data-cap="start"></span>\
        <span class="shape__middle"></span><span class="shape__cap" data-cap="end"></span></span>
        """
    }

    /// What a pill shows: its icon in both forms, and its title.
    private func content(_ symbol: Symbol, _ title: String) -> HTML {
        let ids = spriteIDs(symbol)
        return """
            <span class="pill__content"><span class="pill__icon" aria-hidden="true">\
            <svg class="pill__symbol" data-icon="outline"><use href="#\(ids.outline)"></use></svg>\
            <svg class="pill__symbol" data-icon="filled"><use href="#\(ids.filled)"></use></svg>\
            </span><span class="pill__label"><span class="pill__text" dir="auto">\(title)</span></span></span>
            """
    }

    /// The sprite's ids of a symbol's two forms: the catalogue's, or a custom icon's by its number.
    private func spriteIDs(_ symbol: Symbol) -> (outline: String, filled: String) {
        switch symbol {
        case .builtIn(let name): return (name.outlineID, name.filledID)
        case .custom(let custom):
            let number = customIcons.number(of: custom) ?? 0
            return (CustomIcons.outlineID(number), CustomIcons.filledID(number))
        }
    }

    /// How many rows one list holds. A longer inbox is written as several lists in a row, each
    /// `content-visibility: auto` (StyleTokens.longListRules): the engine styles, lays out and
    /// paints only the lists near the viewport, so a tap with 2,000 mails costs about what it costs
    /// with 44 (the tab change benchmark measures it). The default inbox is one list.
    static let rowsPerList = 100

    /// The list, newest first, in lists of `rowsPerList` rows; dates relative to the newest mail's day.
    var mailLists: HTML {
        // Each date's instant computed once, not in every comparison; ties keep the spec's order.
        let keys: [(instant: Int, index: Int)] = spec.mails.indices.map { (spec.mails[$0].date.instant, $0) }
        let order = keys.sorted { (lhs: (instant: Int, index: Int), rhs: (instant: Int, index: Int)) -> Bool in
            lhs.instant == rhs.instant ? lhs.index < rhs.index : lhs.instant > rhs.instant
        }
        let mails = order.map { spec.mails[$0.index] }
        let labels = words.listLabels(of: mails.map(\.date))
        // A date in another language than the texts' is marked so a screen reader says it in its own.
        let dateLanguage: HTML =
            words.formats.requested.language == spec.language.primarySubtag
            ? "" : " lang=\"\(words.formats.identifier)\""
        // One string for the whole list, appended to in place: a string per row, joined, costs
        // every row a second copy.
        var rows: HTML = "<ul class=\"mail-list__rows\">"
        for (index, mail) in mails.enumerated() {
            if index > 0, index.isMultiple(of: Self.rowsPerList) { rows += "\n</ul>\n<ul class=\"mail-list__rows\">" }
            rows += "\n"
            let unread: HTML = mail.unread ? " data-unread" : ""
            let dot: HTML =
                mail.unread
                ? "<span class=\"mail__unread\"><span class=\"visually-hidden\">\(spec.strings.unread)</span></span>"
                : ""
            rows += """
                <li class="mail" data-part="mail" data-category="\(mail.category)"\(unread)>\(dot)
                <div class="mail__header"><span class="mail__from" dir="auto">\(mail.from)</span> \
                <time class="mail__date" dir="auto"\(dateLanguage) datetime="\(mail.date.description)">\
                \(labels[index])</time></div>
                <div class="mail__subject" dir="auto">\(mail.subject)</div>
                """
            if !mail.preview.isEmpty { rows += "\n<p class=\"mail__preview\" dir=\"auto\">\(mail.preview)</p>" }
            rows += "\n</li>"
        }
        rows += "\n</ul>"
        return rows
    }

    /// The list's caption for each state (`strings.allMailsCaption`, `strings.categoryCaption`),
    /// as the original's "Primary Mails" with a count; CSS shows the active tab's, app.js fills
    /// the search's.
    var captions: HTML {
        let allMails = words.caption(
            spec.strings.allMailsCaption, title: spec.allMails.title, count: spec.mails.count)
        let states =
            [(TabID.allMails, allMails)]
            + spec.tabs.map { tab in
                let count = spec.mails.count { $0.category == tab.id }
                return (tab.renderedID, words.caption(spec.strings.categoryCaption, title: tab.title, count: count))
            }
        let spans = states.map { id, caption -> HTML in
            "<span class=\"mail-list__state\" data-caption=\"\(id)\">\(caption)</span>"
        }
        let search: HTML = "<span class=\"mail-list__state\" data-caption=\"search\"></span>"
        return HTML.join(spans + [search], separator: "")
    }

    /// What the list says when a category has no mail, and when a search finds nothing.
    var emptyStates: HTML {
        let noMail = spec.strings.noMail
        let empty = spec.tabs.filter { tab in !spec.mails.contains { $0.category == tab.id } }.map { tab -> HTML in
            "<p class=\"mail-list__empty\" data-empty=\"\(tab.renderedID)\">\(noMail)</p>"
        }
        let allMails: [HTML] =
            spec.mails.isEmpty ? ["<p class=\"mail-list__empty\" data-empty=\"\(TabID.allMails)\">\(noMail)</p>"] : []
        let noResults: HTML = "<p class=\"mail-list__empty\" data-empty=\"search\">\(spec.strings.noResults)</p>"
        return HTML.join(allMails + empty + [noResults])
    }

    /// Only the symbols this spec uses, in both forms.
    var iconSprite: HTML {
        let used = ([spec.allMails.symbol] + spec.tabs.map(\.symbol))
        let unique = used.indices.filter { index in !used[..<index].contains(used[index]) }.map { used[$0] }
        let symbols = unique.flatMap { symbol -> [HTML?] in
            switch symbol {
            case .builtIn(let name):
                return [icons.symbol(id: name.outlineID), icons.symbol(id: name.filledID)]
            case .custom(let custom):
                guard let number = customIcons.number(of: custom) else { return [] }
                let icon = customIcons.icons[number - 1]
                return [
                    icon.outline.symbol(id: CustomIcons.outlineID(number)),
                    (icon.filled ?? icon.outline).symbol(id: CustomIcons.filledID(number)),
                ]
            }
        }
        return """
            <svg class="icon-sprite" aria-hidden="true" xmlns="http://www.w3.org/2000/svg">
            \(HTML.join(symbols.compactMap { $0 }))
            </svg>
            """
    }
}
