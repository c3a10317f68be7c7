/// The selectors people's tests may rely on, kept across versions, in the order of the screen.
/// This list is the one source: `docs/selectors.md` is generated from it (`mailsitegen selectors`),
/// `check` looks for every selector the generated markup must hold, and the browser suite
/// checks each one, state by state, in a real page.
enum SelectorContract {
    static let selectors: [StableSelector] = [
        StableSelector("html[data-active-tab]", "always names the active tab: `allMails` or a tab id"),
        StableSelector("html[data-list-tab]", "the tab the list shows: the active tab, one frame after a tap"),
        StableSelector("html[data-color-scheme]", "`auto`, `light` or `dark`, from the spec"),
        StableSelector(
            "html[dir]", "`ltr` or `rtl`: the direction in force (the spec's `layoutDirection`, or a link's `dir`)"),
        StableSelector(
            "html[data-text-size]", "the Dynamic Type size in force: `xSmall` … `large` … `accessibility5`"),
        StableSelector("html[data-contrast]", "`standard` or `increased` (Increase Contrast), the one in force"),
        StableSelector(
            "html[data-transparency]", "`standard` or `reduced` (Reduce Transparency), the one in force"),
        StableSelector(
            "html[data-device]", "the named phone (`se`, `mini`, `16`, `16-pro`, `16-plus`, `16-pro-max`)",
            .state("when the spec or a link names a phone")),
        StableSelector(
            "html[data-scroll-driver]", "`css` (scroll-driven animation) or `script` (the fallback)", .script),
        StableSelector(
            "html[data-search-active]", "searching: the tab bar folds away and the list is filtered",
            .state("while searching")),
        StableSelector(
            #"[data-part="screen"]"#,
            "the phone's screen: the page on a phone, a scrolling phone-sized box on a wide window"),
        StableSelector(#"[data-part="navbar"]"#, "the navigation bar"),
        StableSelector(
            #"[data-part="navbar-background"]"#, "the bar's own background (fades out as the material fades in)"),
        StableSelector(#"[data-part="inline-title"]"#, "the navigation bar's inline title"),
        StableSelector(#"[data-part="appearance"]"#, "the appearance button"),
        StableSelector(#"[data-part="large-title"]"#, "the large title"),
        StableSelector(#"[data-part="search"]"#, "the search drawer"),
        StableSelector(#"[data-part="search-cancel"]"#, "the search's Cancel button"),
        StableSelector(#"[data-part="tabbar"]"#, "the sticky tab bar"),
        StableSelector(
            #"[data-part="material"]"#, "the header's translucent background; its opacity is the scroll progress"),
        StableSelector(#"[data-part="divider"]"#, "the header's bottom line; its opacity is the scroll progress"),
        StableSelector(#"[role="tablist"]"#, "the row of category pills"),
        StableSelector(
            #"[role="tab"][data-tab="<id>"][aria-selected]"#,
            "a category pill; `aria-selected` is `true` on the active one"),
        StableSelector(#"[data-tab="allMails"]"#, "the All Mails pill (`hidden` while a category is active)"),
        StableSelector(#"[data-part="list"]"#, "the list"),
        StableSelector(#"[data-part="caption"]"#, #"the list's caption ("Primary Mails 14", "3 Results")"#),
        StableSelector(#"[data-part="mail"][data-category="<id>"]"#, "a row of the list, with its category"),
        StableSelector(
            #"[data-part="large-content-viewer"]"#,
            "the Large Content Viewer: `hidden` except while a pill is held at an accessibility size"),
        StableSelector(
            #"[data-part="copy-link"]"#,
            "Copy Link to This State, beside the phone on a wide window (shown by the script)"),
        StableSelector(
            #"[data-empty="<id>"]"#, #"the list's empty state ("No Mail") for a tab with no mail"#,
            .state("when a tab has no mail")),
    ]

    /// The selectors every generated page holds.
    static var inMarkup: [StableSelector] { selectors.filter { $0.condition == .markup } }
}
