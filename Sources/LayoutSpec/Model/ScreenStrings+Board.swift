/// The review board's own words (`states.html`): its title, headings and notes, each state's
/// label around the spec's texts, the QR codes' words, the springs' figures and the motion's
/// timelines. The board is in the spec's language once a spec gives any of them; until then it
/// is English, as before.
extension ScreenStrings {
    /// The placeholders of the board's texts. `{title}`, `{query}`, `{state}`, `{link}` and
    /// `{locale}` are texts from elsewhere (the spec's titles, a mail's word, a label, an address, a
    /// locale), each set in its own direction; `{offset}`, `{percent}`, `{duration}`, `{bounce}`,
    /// `{milliseconds}` and `{points}` are numbers in the locale's digits.
    static let boardPlaceholders: [String: [String]] = [
        "boardTitle": ["title"], "boardIntro": ["page"], "boardCodesNote": ["option", "field"],
        "boardCodeLabel": ["link"], "boardFrameTitle": ["state"], "boardAtTheTop": ["title"],
        "boardHalfFaded": ["offset"], "boardUnderTheMaterial": ["offset"], "boardSearching": ["query"],
        "boardNoResult": ["query"], "boardLargeContentViewer": ["title"], "boardRightToLeft": ["title"],
        "boardLeftToRight": ["title"], "boardLocaleFallback": ["locale"],
        "boardSpringNumbers": ["duration", "bounce", "overshoot", "milliseconds"], "boardOvershoot": ["percent"],
        "boardSpringLabel": ["spring", "milliseconds", "overshoot"], "boardMilliseconds": ["milliseconds"],
        "boardPoints": ["points"],
    ]

    /// The board's texts by key, in the table's order.
    public var boardTexts: [(key: String, text: String)] {
        [
            ("boardTitle", boardTitle), ("boardIntro", boardIntro), ("boardCodesNote", boardCodesNote),
            ("boardCodeCaption", boardCodeCaption), ("boardCodeTooLong", boardCodeTooLong),
            ("boardCodeLabel", boardCodeLabel), ("boardFrameTitle", boardFrameTitle),
            ("boardAtTheTop", boardAtTheTop), ("boardHalfFaded", boardHalfFaded),
            ("boardUnderTheMaterial", boardUnderTheMaterial), ("boardSearching", boardSearching),
            ("boardNoResult", boardNoResult), ("boardDark", boardDark), ("boardLight", boardLight),
            ("boardReducedMotion", boardReducedMotion), ("boardConditions", boardConditions),
            ("boardConditionsNote", boardConditionsNote), ("boardLargeContentViewer", boardLargeContentViewer),
            ("boardExtraSmallText", boardExtraSmallText), ("boardRightToLeft", boardRightToLeft),
            ("boardLeftToRight", boardLeftToRight), ("boardContrastLight", boardContrastLight),
            ("boardContrastDark", boardContrastDark), ("boardReduceTransparency", boardReduceTransparency),
            ("boardLocales", boardLocales), ("boardLocalesNote", boardLocalesNote),
            ("boardLocaleFallback", boardLocaleFallback), ("boardSprings", boardSprings),
            ("boardSpringsNote", boardSpringsNote), ("boardTabBarSpring", boardTabBarSpring),
            ("boardSearchSpring", boardSearchSpring), ("boardSpringNumbers", boardSpringNumbers),
            ("boardOvershoot", boardOvershoot), ("boardNoOvershoot", boardNoOvershoot),
            ("boardSpringLabel", boardSpringLabel), ("boardMilliseconds", boardMilliseconds),
            ("boardMotion", boardMotion), ("boardMotionNote", boardMotionNote), ("boardPoints", boardPoints),
        ]
    }

    /// Whether any of the board's texts is not its English default: then the board is in the
    /// spec's language.
    public var translatesTheBoard: Bool {
        zip(boardTexts, ScreenStrings().boardTexts).contains { $0.text != $1.text }
    }

    static let boardFields: [SpecField<ScreenStrings>] = [
        .value(
            "boardTitle", get: { $0.boardTitle }, set: { $0.boardTitle = $1 },
            "The review board's title and heading: {title} (the spec's title)."),
        .value(
            "boardIntro", get: { $0.boardIntro }, set: { $0.boardIntro = $1 },
            "The review board's introduction: {page} is the link to the prototype, index.html."),
        .value(
            "boardCodesNote", get: { $0.boardCodesNote }, set: { $0.boardCodesNote = $1 },
            "The review board's note on getting QR codes, built without a base URL: {option} (the command line's "
                + "option for it) and {field} (site.baseURL)."),
        .value(
            "boardCodeCaption", get: { $0.boardCodeCaption }, set: { $0.boardCodeCaption = $1 },
            "Under a state's QR code on the review board."),
        .value(
            "boardCodeTooLong", get: { $0.boardCodeTooLong }, set: { $0.boardCodeTooLong = $1 },
            "On the review board, in place of a QR code when the link is too long for one."),
        .value(
            "boardCodeLabel", get: { $0.boardCodeLabel }, set: { $0.boardCodeLabel = $1 },
            "A QR code's name for a screen reader on the review board: {link} is the address it holds."),
        .value(
            "boardFrameTitle", get: { $0.boardFrameTitle }, set: { $0.boardFrameTitle = $1 },
            "A state's frame's name for a screen reader on the review board: {state} is the state's label."),
        .value(
            "boardAtTheTop", get: { $0.boardAtTheTop }, set: { $0.boardAtTheTop = $1 },
            "The review board's first state: {title} (allMails.title), scrolled to the top."),
        .value(
            "boardHalfFaded", get: { $0.boardHalfFaded }, set: { $0.boardHalfFaded = $1 },
            "The review board's state halfway through the header's fade: {offset} is the scroll offset in px."),
        .value(
            "boardUnderTheMaterial", get: { $0.boardUnderTheMaterial }, set: { $0.boardUnderTheMaterial = $1 },
            "The review board's state scrolled under the header's material: {offset} is the scroll offset in px."),
        .value(
            "boardSearching", get: { $0.boardSearching }, set: { $0.boardSearching = $1 },
            "The review board's search with a result: {query} is the word searched for."),
        .value(
            "boardNoResult", get: { $0.boardNoResult }, set: { $0.boardNoResult = $1 },
            "The review board's search without a result: {query} is the word searched for."),
        .value(
            "boardDark", get: { $0.boardDark }, set: { $0.boardDark = $1 },
            "The review board's state in the dark appearance."),
        .value(
            "boardLight", get: { $0.boardLight }, set: { $0.boardLight = $1 },
            "The review board's state in the light appearance (for a dark spec)."),
        .value(
            "boardReducedMotion", get: { $0.boardReducedMotion }, set: { $0.boardReducedMotion = $1 },
            "The review board's state with Reduce Motion on."),
        .value(
            "boardConditions", get: { $0.boardConditions }, set: { $0.boardConditions = $1 },
            "The heading of the review board's Conditions section."),
        .value(
            "boardConditionsNote", get: { $0.boardConditionsNote }, set: { $0.boardConditionsNote = $1 },
            "The note under the Conditions heading."),
        .value(
            "boardLargeContentViewer", get: { $0.boardLargeContentViewer },
            set: { $0.boardLargeContentViewer = $1 },
            "The review board's state at the size Accessibility 3, the Large Content Viewer held on the first tab: "
                + "{title} (its title)."),
        .value(
            "boardExtraSmallText", get: { $0.boardExtraSmallText }, set: { $0.boardExtraSmallText = $1 },
            "The review board's state at the smallest text size."),
        .value(
            "boardRightToLeft", get: { $0.boardRightToLeft }, set: { $0.boardRightToLeft = $1 },
            "The review board's state mirrored right to left: {title} (All Mails' or the first tab's)."),
        .value(
            "boardLeftToRight", get: { $0.boardLeftToRight }, set: { $0.boardLeftToRight = $1 },
            "The review board's state of a right-to-left spec shown left to right: {title} (All Mails' or the "
                + "first tab's)."),
        .value(
            "boardContrastLight", get: { $0.boardContrastLight }, set: { $0.boardContrastLight = $1 },
            "The review board's state with Increase Contrast, light."),
        .value(
            "boardContrastDark", get: { $0.boardContrastDark }, set: { $0.boardContrastDark = $1 },
            "The review board's state with Increase Contrast, dark."),
        .value(
            "boardReduceTransparency", get: { $0.boardReduceTransparency },
            set: { $0.boardReduceTransparency = $1 },
            "The review board's state with Reduce Transparency, scrolled under the header's material."),
        .value(
            "boardLocales", get: { $0.boardLocales }, set: { $0.boardLocales = $1 },
            "The heading of the review board's Locales section."),
        .value(
            "boardLocalesNote", get: { $0.boardLocalesNote }, set: { $0.boardLocalesNote = $1 },
            "The note under the Locales heading."),
        .value(
            "boardLocaleFallback", get: { $0.boardLocaleFallback }, set: { $0.boardLocaleFallback = $1 },
            "In a locale's label on the review board, for a locale without data: {locale} is the one its formats "
                + "fall back to."),
        .value(
            "boardSprings", get: { $0.boardSprings }, set: { $0.boardSprings = $1 },
            "The heading of the review board's Springs section."),
        .value(
            "boardSpringsNote", get: { $0.boardSpringsNote }, set: { $0.boardSpringsNote = $1 },
            "The note under the Springs heading."),
        .value(
            "boardTabBarSpring", get: { $0.boardTabBarSpring }, set: { $0.boardTabBarSpring = $1 },
            "The name of the tab bar's spring (tabBar.animation) on the review board."),
        .value(
            "boardSearchSpring", get: { $0.boardSearchSpring }, set: { $0.boardSearchSpring = $1 },
            "The name of the search's spring (search.animation) on the review board."),
        .value(
            "boardSpringNumbers", get: { $0.boardSpringNumbers }, set: { $0.boardSpringNumbers = $1 },
            "A spring's figures on the review board: {duration} in seconds, {bounce}, {overshoot} "
                + "(boardOvershoot or boardNoOvershoot), {milliseconds} until it settles."),
        .value(
            "boardOvershoot", get: { $0.boardOvershoot }, set: { $0.boardOvershoot = $1 },
            "How far a spring overshoots its target: {percent}."),
        .value(
            "boardNoOvershoot", get: { $0.boardNoOvershoot }, set: { $0.boardNoOvershoot = $1 },
            "Said of a spring that does not overshoot its target."),
        .value(
            "boardSpringLabel", get: { $0.boardSpringLabel }, set: { $0.boardSpringLabel = $1 },
            "A spring's plot's name for a screen reader: {spring} (its name), {milliseconds} until it settles, "
                + "{overshoot}."),
        .value(
            "boardMilliseconds", get: { $0.boardMilliseconds }, set: { $0.boardMilliseconds = $1 },
            "A time on a spring's plot's axis: {milliseconds}."),
        .value(
            "boardMotion", get: { $0.boardMotion }, set: { $0.boardMotion = $1 },
            "The heading of the review board's Motion section, each transition's timeline."),
        .value(
            "boardMotionNote", get: { $0.boardMotionNote }, set: { $0.boardMotionNote = $1 },
            "The note under the Motion heading."),
        .value(
            "boardPoints", get: { $0.boardPoints }, set: { $0.boardPoints = $1 },
            "A scroll offset on the axis of a timeline the scroll drives: {points}."),
    ]
}
