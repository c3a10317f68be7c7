import Encoders
import LayoutSpec

/// `states.html`: the prototype in each of its states side by side, every one a live phone-sized
/// frame opened on a deep link, labelled and linked, so a reviewer sees them all at once and can
/// share any one. The states come from the spec: All Mails at the top, the header half-faded and
/// faded in, each category, search with and without a result, the other appearance, reduced motion.
struct ReviewBoard {
    let spec: LayoutSpec
    /// Where the site is served (`--base-url` or `site.baseURL`): with it, each cell prints a QR
    /// code of its state's absolute link; a relative link cannot be scanned, so without it none.
    var baseURL: BaseURL?
    /// The board's own words, and the language they are in.
    let words: BoardWords

    init(spec: LayoutSpec, baseURL: BaseURL? = nil) {
        self.spec = spec
        self.baseURL = baseURL
        words = BoardWords(spec: spec)
    }

    /// One cell of the board.
    struct State: Equatable, Sendable {
        /// What the state is, in the board's words, the spec's texts set in them.
        var label: BoardText
        var link: DeepLink
        /// The label's language (`lang`) where it is not the board's: a locale's own name.
        var language: String? = nil
    }

    /// The board's "Conditions" section (reference §6): the accessibility sizes with the Large
    /// Content Viewer, the smallest size, Increase Contrast in both appearances, Reduce
    /// Transparency under the material, the smallest and the largest phone.
    var conditions: [State] {
        let strings = spec.strings
        let scheme = spec.colorScheme
        let allMails = Tab.allMailsID
        let firstTab = spec.tabs.first
        var large = DeepLink(tab: allMails, scheme: scheme)
        large.textSize = .accessibility3
        // A valid spec has a tab; the pill of All Mails stands in for it otherwise.
        large.held = firstTab?.id ?? allMails
        var small = DeepLink(tab: allMails, scheme: scheme)
        small.textSize = .xSmall
        var states = [
            State(
                label: words.text(
                    strings.boardLargeContentViewer, ["title": words.spec(firstTab?.title ?? spec.allMails.title)]),
                link: large),
            State(label: words.text(strings.boardExtraSmallText), link: small),
        ]
        // The other direction: right to left, unless the spec already is.
        let mirrored: LayoutSpec.LayoutDirection = spec.isRightToLeft ? .ltr : .rtl
        let directionName = mirrored == .rtl ? strings.boardRightToLeft : strings.boardLeftToRight
        for tab in [allMails] + (firstTab.map { [$0.id] } ?? []) {
            var link = DeepLink(tab: tab, scheme: scheme)
            link.direction = mirrored
            let place = tab == allMails ? spec.allMails.title : firstTab?.title ?? tab
            states.append(State(label: words.text(directionName, ["title": words.spec(place)]), link: link))
        }
        for appearance in [LayoutSpec.ColorSchemePreference.light, .dark] {
            var link = DeepLink(tab: firstTab?.id ?? allMails, scheme: appearance)
            link.contrast = .increased
            let label = appearance == .light ? strings.boardContrastLight : strings.boardContrastDark
            states.append(State(label: words.text(label), link: link))
        }
        let scroll = spec.scroll
        var opaque = DeepLink(
            tab: allMails, y: scroll.collapseThreshold + scroll.transitionDistance + Self.scrolledPastRamp,
            scheme: scheme)
        opaque.transparency = .reduced
        states.append(State(label: words.text(strings.boardReduceTransparency), link: opaque))
        for phone in Self.conditionPhones {
            var link = DeepLink(tab: allMails, scheme: scheme)
            link.device = phone
            // A phone's name is its name in every language, and runs left to right.
            states.append(State(label: .isolated(phone.displayName), link: link))
        }
        return states
    }

    /// The phones the board shows: the smallest and the largest.
    static let conditionPhones: [PhoneModel] = [.se, .iPhone16ProMax]

    /// The board's cells in order. Every link names tab, y and scheme, so that no frame depends
    /// on an appearance a reviewer stored.
    var states: [State] {
        let strings = spec.strings
        let scheme = spec.colorScheme
        let scroll = spec.scroll
        let allMails = Tab.allMailsID
        let midRamp = scroll.collapseThreshold + scroll.transitionDistance / 2
        let scrolled = scroll.collapseThreshold + scroll.transitionDistance + Self.scrolledPastRamp
        var states = [
            State(
                label: words.text(strings.boardAtTheTop, ["title": words.spec(spec.allMails.title)]),
                link: DeepLink(tab: allMails, scheme: scheme)),
            State(
                label: words.text(strings.boardHalfFaded, ["offset": words.number(midRamp.cssNumber)]),
                link: DeepLink(tab: allMails, y: midRamp, scheme: scheme)),
            State(
                label: words.text(strings.boardUnderTheMaterial, ["offset": words.number(scrolled.cssNumber)]),
                link: DeepLink(tab: allMails, y: scrolled, scheme: scheme)),
        ]
        states += spec.tabs.map { State(label: words.spec($0.title), link: DeepLink(tab: $0.id, scheme: scheme)) }
        if let found = foundQuery {
            states.append(
                State(
                    label: words.text(strings.boardSearching, ["query": words.spec(found)]),
                    link: DeepLink(tab: allMails, scheme: scheme, query: found)))
        }
        let missing = missingQuery
        states.append(
            State(
                label: words.text(strings.boardNoResult, ["query": words.spec(missing)]),
                link: DeepLink(tab: allMails, scheme: scheme, query: missing)))
        let other: LayoutSpec.ColorSchemePreference = scheme == .dark ? .light : .dark
        states.append(
            State(
                label: words.text(other == .dark ? strings.boardDark : strings.boardLight),
                link: DeepLink(tab: allMails, scheme: other)))
        states.append(
            State(
                label: words.text(strings.boardReducedMotion),
                link: DeepLink(tab: allMails, scheme: scheme, reducedMotion: true)))
        return states
    }

    /// How far past the end of the material's ramp the "scrolled" state is.
    static let scrolledPastRamp = 200.0

    /// A word the list finds: the first word (a run of letters or digits) of the newest mail's
    /// subject, else of its sender; nil without mails.
    var foundQuery: String? {
        guard let newest = spec.mails.max(by: { $0.date < $1.date }) else { return nil }
        return Self.firstWord(of: newest.subject) ?? Self.firstWord(of: newest.from)
            ?? String(newest.subject.prefix(20))
    }

    /// A word no mail holds (compared ignoring case; the page also ignores accents, which an
    /// ASCII word without any is not affected by).
    var missingQuery: String {
        let texts = spec.mails.flatMap { [$0.from, $0.subject, $0.preview] }
        var word = "zqxj"
        while texts.contains(where: { Self.text($0, holdsIgnoringCase: word) }) { word += "z" }
        return word
    }

    /// `text.lowercased().contains(word)` for a `word` of the lower-case ASCII letters z, q, x
    /// and j, without lower-casing every text: the standard library's generic search, which
    /// compares characters, and lower-casing the sample mails' texts would be a large share of a
    /// default build. The only characters that lower-case to those letters
    /// are the letters themselves in either case (of all other characters only U+212A, the
    /// Kelvin sign, and U+0130 lower-case to ASCII letters, k and i), and no other characters
    /// are canonically equivalent to ASCII letters, so text whose UTF-8 bytes do not hold the
    /// word, ignoring ASCII case, cannot hold it. Only such a match, which almost never happens,
    /// is compared again as before (a combining mark after the word's last letter makes another
    /// character of it).
    static func text(_ text: String, holdsIgnoringCase word: String) -> Bool {
        var (text, word) = (text, word)
        let bytesMatch = text.withUTF8 { haystack in
            word.withUTF8 { needle in
                guard haystack.count >= needle.count else { return needle.isEmpty }
                for start in 0...(haystack.count - needle.count) {
                    var matched = 0
                    while matched < needle.count, Self.asciiLowercased(haystack[start + matched]) == needle[matched] {
                        matched += 1
                    }
                    if matched == needle.count { return true }
                }
                return false
            }
        }
        return bytesMatch && text.lowercased().contains(word)
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// The first run of letters or digits at least two long, else the first run: `Re` in
    /// "Re: Q4 roadmap", `Zoë` in "Zoë’s pie".
    static func firstWord(of text: String) -> String? {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        return (words.first { $0.count >= 2 } ?? words.first).map(String.init)
    }

    // MARK: Markup

    /// The list items of the board: a label linking to the state, its fragment, and the frame.
    func cells() -> HTML { cells(states) }

    /// The list items of the Conditions section; a named phone's cell takes that phone's size.
    func conditionCells() -> HTML { cells(conditions) }

    /// A label's heading takes the board's direction, its texts from elsewhere their own; the
    /// frame's title says the label in the same words.
    func cells(_ states: [State]) -> HTML {
        HTML.join(
            states.map { state in
                // The fragment once: `href` is the page and it.
                let fragment = state.link.fragment
                let href = "\(DeepLink.page)#\(fragment)"
                let device: HTML = state.link.device.map { " data-device=\"\($0.rawValue)\"" } ?? ""
                let language: HTML = state.language.map { " lang=\"\($0)\"" } ?? ""
                let title = words.text(words.strings.boardFrameTitle, ["state": state.label]).plain
                return """
                    <li class="state"\(device)>
                    <h2 class="state__label"\(language)><a href="\(href)">\(state.label.html)</a></h2>
                    <p class="state__link"><code>#\(fragment)</code></p>
                    \(code(for: state))<div class="state__screen"><iframe src="\(href)" title="\(title)"></iframe></div>
                    </li>
                    """
            })
    }

    /// The state's absolute link, where the site is served.
    static func absoluteLink(to state: State, at baseURL: BaseURL) -> String {
        baseURL.appending(DeepLink.page) + "#" + state.link.fragment
    }

    /// A cell's QR code of its absolute link, with its caption; none without a base URL, or for a
    /// link too long for a code (version 10, 213 bytes: a base URL of 80-odd characters fits).
    func code(for state: State) -> HTML {
        guard let baseURL else { return "" }
        let strings = words.strings
        let link = Self.absoluteLink(to: state, at: baseURL)
        guard let code = try? QRCode(encoding: Array(link.utf8)) else {
            return "<p class=\"state__code-missing\">\(strings.boardCodeTooLong)</p>\n"
        }
        let label = words.text(strings.boardCodeLabel, ["link": .isolated(link)]).plain
        return """
            <figure class="state__code">\(code.svg(label: label))<figcaption>\(strings.boardCodeCaption)</figcaption></figure>

            """
    }

    /// The board's note on the codes: how to get them when there are none.
    var codesNote: HTML {
        guard baseURL == nil else { return "" }
        let note = words.markup(
            words.strings.boardCodesNote, ["option": "<code>--base-url</code>", "field": "<code>site.baseURL</code>"])
        return "<p class=\"board__codes\">\(note)</p>"
    }

    // MARK: Print

    /// The printable box of both A4 (297 × 210 mm) and US Letter (11 × 8.5 in) in landscape,
    /// inside `pageMargin`: 259.4 × 190 mm, in CSS px (96 per inch).
    static let pageMargin = 10.0  // mm
    static let printableWidth = (279.4 - 2 * pageMargin) / 25.4 * 96
    static let printableHeight = (210 - 2 * pageMargin) / 25.4 * 96
    /// A printed cell's label and fragment lines above its frame, and the gap between cells.
    static let printLabelHeight = 40.0
    static let printGap = 16.0
    /// Room left for rounding, so that a cell never spills onto a second page.
    static let printSlack = 8.0

    /// How the frames are printed: scaled so that a label and a frame fill at most one page's
    /// height (never enlarged), as many side by side as fit the width; one row a page.
    var printLayout: (scale: Double, columns: Int) { Self.printLayout(of: spec.screen, labelHeight: labelHeight) }

    /// A printed QR code's side (25 mm: modules of 0.4 to 0.6 mm, which phones read at arm's
    /// length) and its caption's line; with codes, a cell's head is as tall as they are.
    static let printCodeSize = 25 / 25.4 * 96
    static let printCaptionHeight = 14.0
    var labelHeight: Double {
        baseURL == nil ? Self.printLabelHeight : Self.printCodeSize + Self.printCaptionHeight
    }

    static func printLayout(of screen: ScreenSize, labelHeight: Double = printLabelHeight) -> (
        scale: Double, columns: Int
    ) {
        let byHeight = min(1, (Self.printableHeight - labelHeight - Self.printSlack) / screen.height)
        let scale = min(byHeight, Self.printableWidth / screen.width)
        let columns = Int((Self.printableWidth + Self.printGap) / (screen.width * scale + Self.printGap))
        return ((scale * 10_000).rounded(.down) / 10_000, max(1, columns))
    }

    /// The screen's fields, declared as style.css declares them (the field table's names).
    private var screenDeclarations: String {
        LayoutSpec.fieldTable.filter { $0.path.keys.first == "screen" }
            .flatMap { field in
                field.cssDeclarations(in: spec).map { "  \($0.property): \($0.value); /* \(field.path) */" }
            }
            .joined(separator: "\n")
    }

    /// A named phone's cell: its size, and the scale that prints it on one page.
    private var deviceDeclarations: String {
        Self.conditionPhones.compactMap { phone in
            guard let metrics = phone.metrics else { return nil }
            var screen = spec.screen
            (screen.width, screen.height) = (metrics.width, metrics.height)
            let scale = Self.printLayout(of: screen, labelHeight: labelHeight).scale
            return ".state[data-device=\"\(phone.rawValue)\"] { --screen-width: \(metrics.width.cssPixels); "
                + "--screen-height: \(metrics.height.cssPixels); --print-scale: \(scale.cssNumber); }"
        }.joined(separator: "\n")
    }

    /// The numbers of `states.css`, written once at its top, as `style.css` starts.
    func styleTokens() -> String {
        let layout = printLayout
        return """
            /* Generated by MailSiteGen from the spec: the phone's size, and how the board prints. */
            :root {
            \(screenDeclarations)
              /* Printed, a label and a frame fill one page of A4 and of Letter, landscape. */
              --print-scale: \(layout.scale.cssNumber);
              --print-columns: \(layout.columns);
              --print-label-height: \(Self.printLabelHeight.cssPixels);
              --print-head-height: \(labelHeight.cssPixels);
              --print-code-size: \(Self.printCodeSize.cssPixels);
              --print-gap: \(Self.printGap.cssPixels);
            }
            \(deviceDeclarations)
            @page { size: landscape; margin: \(Self.pageMargin.cssNumber)mm; }

            """
    }
}
