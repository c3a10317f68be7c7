import LayoutSpec

/// The conditions' custom properties (reference §6), from the tables in `LayoutSpec`: each
/// Dynamic Type size, each named phone, and the spec's colours under Increase Contrast. Large and
/// a custom screen are the `:root` defaults in `style.css`; these rules override them.
extension StyleTokens {
    static func textSizeRules() -> [String] {
        let largestBarSize = DynamicTypeSize.largestBarSize
        var lines = ["/* Dynamic Type (data-text-size): each style's size; bars stop at \(largestBarSize.rawValue). */"]
        for size in DynamicTypeSize.allCases where size != .large {
            var declarations = [
                ("--text-large-title", size.pointSize(.largeTitle)),
                ("--large-title-height", HeaderFades.largeTitleHeight + size.growth(.largeTitle)),
                ("--text-body", size.pointSize(.body)),
                ("--line-body", size.lineHeight(.body)),
                ("--text-subheadline", size.pointSize(.subheadline)),
                ("--text-footnote", size.pointSize(.footnote)),
            ]
            // Up to the cap a size draws its bars at its own size; the sizes past it share one rule.
            if size.barSize == size { declarations += barDeclarations(size) }
            lines.append(":root[data-text-size=\"\(size.rawValue)\"] { \(css(declarations)) }")
        }
        let cappedSizes = DynamicTypeSize.allCases.filter { $0.barSize != $0 }
        let selectors = cappedSizes.map { ":root[data-text-size=\"\($0.rawValue)\"]" }.joined(separator: ",\n")
        // Below the cap a bar's title is body's size (`style.css`); past it, the cap's.
        let headline = [("--bar-text-headline", largestBarSize.pointSize(.headline))]
        lines.append("\(selectors) { \(css(headline + barDeclarations(largestBarSize))) }")
        return lines
    }

    /// What a bar draws at `size`: the pill's title, its line, and how much taller the row is.
    private static func barDeclarations(_ size: DynamicTypeSize) -> [(String, Double)] {
        [
            ("--text-callout", size.pointSize(.callout)),
            ("--line-callout", size.lineHeight(.callout)),
            ("--tab-bar-growth", size.growth(.callout)),
        ]
    }

    private static func css(_ declarations: [(String, Double)]) -> String {
        declarations.map { "\($0): \($1.cssPixels);" }.joined(separator: " ")
    }

    static func deviceRules(screen: ScreenSize) -> [String] {
        var lines = ["/* Named phones (data-device): the screen and its status bar on a wide window. */"]
        for phone in PhoneModel.named {
            guard let metrics = phone.metrics else { continue }
            lines.append(
                ":root[data-device=\"\(phone.rawValue)\"] { --screen-width: \(metrics.width.cssPixels); "
                    + "--screen-height: \(metrics.height.cssPixels); --stage-safe-area: \(metrics.safeAreaTop.cssPixels); "
                    + "--status-bar-height: \(metrics.safeAreaTop.cssPixels); }"
            )
        }
        // A link's statusbar=1 draws the phone's status bar (a custom screen: the named phone of its
        // size, else an iPhone 16's): this one's height, unless a named phone's rule above says.
        let phone = PhoneModel.statusBarPhone(for: screen)
        if let metrics = phone.metrics {
            lines.append(":root { --status-bar-height: \(metrics.safeAreaTop.cssPixels); }")
        }
        return lines
    }

    /// The spec's colours that change under Increase Contrast: system colours in their
    /// accessible variants, or the spec's own.
    func increasedContrastRules() -> [String] {
        let state = ":root[data-contrast=\"increased\"]"
        var declarations: [String] = []
        for field in LayoutSpec.fieldTable where field.outputs.contains(.css) {
            guard case .color(let color) = field.read(spec), color.accessibleCSS != color.css else { continue }
            declarations.append("  \(field.cssProperty): \(color.accessibleCSS);")
        }
        var lines = ["", "/* Increase Contrast (data-contrast=\"increased\"): the spec's colours. */"]
        if !declarations.isEmpty { lines += ["\(state) {"] + declarations + ["}"] }
        // The active pill's title stays white where it reads at 4.5:1, else turns black.
        for tab in spec.tabs {
            let accessible = tab.color.accessible
            let text = SpecColor(
                light: accessible.light.readableText, dark: accessible.dark.readableText, written: .single(""))
            var declarations: [String] = []
            if tab.color.accessibleCSS != tab.color.css {
                declarations.append("\(Self.tabColorProperty): \(tab.color.accessibleCSS);")
            }
            if text.css != SpecColor.RGB.white.description { declarations.append("--active-foreground: \(text.css);") }
            guard !declarations.isEmpty else { continue }
            lines.append("\(state) [data-tab=\"\(tab.renderedID)\"] { \(declarations.joined(separator: " ")) }")
        }
        return lines
    }
}
