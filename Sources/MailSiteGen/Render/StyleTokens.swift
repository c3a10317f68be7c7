import LayoutSpec

/// The spec's numbers and colours as CSS custom properties: written once, at the top of
/// `style.css`, and read from there by the rest of the CSS and by `app.js`. Each line names the
/// spec field it comes from, and the SwiftUI code where the original has one.
struct StyleTokens {
    let spec: LayoutSpec

    private struct Declaration {
        var name: String
        var value: String
        var source: String
    }

    func render() -> String {
        let tabBar = spec.tabBar
        let spring = tabBar.animation
        let declarations: [Declaration] = [
            .init(
                name: "--collapse-threshold", value: spec.scroll.collapseThreshold.cssPixels,
                source: "scroll.collapseThreshold"),
            .init(
                name: "--transition-distance", value: spec.scroll.transitionDistance.cssPixels,
                source: "scroll.transitionDistance"),
            .init(
                name: "--divider-width", value: spec.header.divider.width.cssPixels,
                source: "header.divider.width — .frame(height: 1)"),
            .init(
                name: "--divider-opacity", value: spec.header.divider.opacity.cssNumber,
                source: "header.divider.opacity — .gray.opacity(0.3)"),
            .init(
                name: "--tab-bar-height", value: tabBar.height.cssPixels,
                source: "tabBar.height — .frame(height: 50)"),
            .init(
                name: "--tab-bar-spacing", value: tabBar.spacing.cssPixels,
                source: "tabBar.spacing — HStack(spacing: 8)"),
            .init(
                name: "--tab-bar-collapsed-spacing", value: tabBar.collapsedSpacing.cssPixels,
                source: "tabBar.collapsedSpacing — spacing -15 while All Mails is active"),
            .init(
                name: "--tab-bar-horizontal-padding", value: tabBar.horizontalPadding.cssPixels,
                source: "tabBar.horizontalPadding — .padding(.horizontal, 15)"),
            .init(
                name: "--tab-bar-bottom-padding", value: tabBar.bottomPadding.cssPixels,
                source: "tabBar.bottomPadding — .padding(.bottom, 10)"),
            .init(
                name: "--tab-bar-corner-radius", value: tabBar.cornerRadius.cssPixels,
                source: "tabBar.cornerRadius — cornerRadius: 20, style: .continuous"),
            .init(
                name: "--tab-bar-active-padding", value: tabBar.activePadding.cssPixels,
                source: "tabBar.activePadding — .padding(.horizontal, 13)"),
            .init(
                name: "--tab-bar-inactive-padding", value: tabBar.inactivePadding.cssPixels,
                source: "tabBar.inactivePadding — .padding(.horizontal, 20)"),
            .init(
                name: "--tab-bar-ring-width", value: tabBar.ringWidth.cssPixels,
                source: "tabBar.ringWidth — .padding(-3) behind each category"),
            .init(
                name: "--tab-bar-all-mails-entry-offset", value: tabBar.allMailsEntryOffset.cssPixels,
                source: "tabBar.allMailsEntryOffset — .transition(.offset(x: 200))"),
            .init(
                name: "--tab-bar-inactive-background", value: tabBar.inactiveBackground.css,
                source: "tabBar.inactiveBackground — Color.inActiveTab"),
            .init(
                name: "--tab-bar-inactive-foreground", value: tabBar.inactiveForeground.css,
                source: "tabBar.inactiveForeground — .gray"),
            .init(
                name: "--tab-bar-animation-duration", value: "\(spring.duration.cssNumber)s",
                source: "tabBar.animation.duration — .bouncy(duration: 0.3)"),
            .init(
                name: "--tab-bar-animation-bounce", value: spring.bounce.cssNumber,
                source: "tabBar.animation.bounce — .bouncy is bounce 0.3"),
            .init(
                name: "--tab-bar-animation-settle", value: spring.cssSettleTime,
                source: "the spring's settle time (within 0.1 %): the transitions' duration"),
            .init(
                name: "--tab-bar-animation-easing", value: spring.css,
                source: "the spring's curve x(t), sampled; values above 1 are its overshoot"),
            .init(
                name: "--search-animation-duration", value: "\(spec.search.animation.duration.cssNumber)s",
                source: "search.animation.duration — .animation(.interactiveSpring, value: isSearchActive)"),
            .init(
                name: "--search-animation-bounce", value: spec.search.animation.bounce.cssNumber,
                source: "search.animation.bounce — .interactiveSpring is bounce 0.15"),
            .init(
                name: "--search-animation-settle", value: spec.search.animation.cssSettleTime,
                source: "the search spring's settle time"),
            .init(
                name: "--search-animation-easing", value: spec.search.animation.css,
                source: "the search spring's curve x(t), sampled"),
            .init(
                name: "--screen-width", value: spec.screen.width.cssPixels,
                source: "screen.width — the phone screen shown on a wide window"),
            .init(
                name: "--screen-height", value: spec.screen.height.cssPixels,
                source: "screen.height"),
        ]
        var lines = [
            "/* Generated by MailSiteGen from the spec: every number of the design, written once.",
            "   The rest of this file and app.js read them from here. */",
            ":root {",
        ]
        for declaration in declarations {
            lines.append("  /* \(declaration.source) */")
            lines.append("  \(declaration.name): \(declaration.value);")
        }
        lines.append("}")
        lines.append("")
        lines.append("/* Each tab's colour (tabs[i].color). */")
        for (index, tab) in spec.tabs.enumerated() {
            lines.append("[data-tab=\"\(tab.id)\"] { --tab-color: \(tab.color.css); } /* tabs[\(index)].color */")
        }
        lines.append("")
        lines.append(contentsOf: Self.filterRules(tabIDs: spec.tabs.map(\.id)))
        lines.append("")
        lines.append("/* The list's caption and empty state for the active tab. */")
        for id in [Tab.allMailsID] + spec.tabs.map(\.id) {
            let state = ":root[data-list-tab=\"\(id)\"]:not([data-search-active])"
            lines.append("\(state) .mail-list__state[data-caption=\"\(id)\"],")
            lines.append("\(state) .mail-list__empty[data-empty=\"\(id)\"] { display: revert; }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The list filtered by the active tab. Once app.js has started (`data-ready`), a row of
    /// another category is folded to nothing with `content-visibility: hidden` rather than
    /// `display: none`: the engine keeps its style and layout, so going back to All Mails does not
    /// lay 30-odd rows out again (about 6 ms of a tap in Chromium here), and `visibility: hidden`
    /// takes it out of the accessibility tree as `display: none` would. Before that, and without
    /// script, such rows are `display: none`: Chromium can keep the size a row had while the page
    /// was still being parsed once it is folded (seen on a loaded machine: a folded row 18 px
    /// tall). Engines without `content-visibility` always use `display: none`.
    /// Each selector's last part is a class, so a tap restyles the rows and nothing else.
    /// The list follows `data-list-tab`, which app.js sets one frame after `data-active-tab`:
    /// the frame that answers a tap starts the tab bar's spring, the next one shows the list.
    static func filterRules(tabIDs: [String]) -> [String] {
        func rows(_ state: String, indent: String = "") -> String {
            tabIDs.map { id in
                indent
                    + ":root[data-list-tab=\"\(id)\"]\(state):not([data-search-active]) .mail:not([data-category=\"\(id)\"])"
            }.joined(separator: ",\n")
        }
        guard !tabIDs.isEmpty else { return [] }
        return [
            "/* The list filtered by the active tab: other categories' rows are not shown. */",
            "\(rows(":not([data-ready])")) { display: none; }",
            "@supports (content-visibility: hidden) {",
            "  /* Once app.js runs they fold to nothing, keeping their layout for the way back. */",
            "\(rows("[data-ready]", indent: "  ")) {",
            "    content-visibility: hidden;",
            "    contain-intrinsic-size: 0 0;",
            "    padding-block: 0;",
            "    visibility: hidden;",
            "  }",
            "}",
            "@supports not (content-visibility: hidden) {",
            "\(rows("[data-ready]", indent: "  ")) { display: none; }",
            "}",
        ]
    }
}
