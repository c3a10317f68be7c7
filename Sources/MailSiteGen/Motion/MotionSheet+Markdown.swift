import LayoutSpec

/// The sheet as Markdown: each spring with a fenced code block a person pastes per platform and
/// that platform's notes, then a table per transition. Every text from the spec (a tab's title)
/// is escaped, so it shows as written and never becomes markup.
extension MotionSheet {
    public var markdown: String {
        var lines = [
            "# Motion",
            "",
            "Every spring of the spec in each platform's own terms, and what moves when in each transition, "
                + "from the values the page plays. Numbers to six significant digits; a mass of 1 throughout. "
                + "How to read it, and where each platform's numbers come from: docs/motion.md in MailSiteGen.",
            "",
            "## Springs",
        ]
        for field in springs { lines += springSection(field) }
        lines += ["", "## Transitions"]
        let transitions = self.transitions
        if transitions.isEmpty { lines += ["", "No transitions."] }
        for transition in transitions { lines += transitionSection(transition) }
        return lines.joined(separator: "\n") + "\n"
    }

    private func springSection(_ field: SpringField) -> [String] {
        let spring = field.spring
        let settle = Int((spring.settleTime() * 1_000).rounded())
        var lines = [
            "", "### `\(field.path)`", "", field.documentation, "",
            "`.spring(duration: \(spring.duration.written), bounce: \(spring.bounce.written))`: mass 1, "
                + "stiffness \(spring.stiffness.written), damping \(spring.damping.written) (a coefficient; "
                + "damping ratio ζ \(spring.dampingRatio.written)); within 0.1 % of its travel after \(settle) ms.",
        ]
        for platform in field.platforms {
            lines += ["", "#### \(platform.name)", "", "```\(platform.language)"] + platform.code + ["```"]
            if !platform.notes.isEmpty { lines += [""] + platform.notes.map { "- \($0)" } }
        }
        return lines
    }

    private func transitionSection(_ transition: MotionTransition) -> [String] {
        var lines = [
            "", "### \(SpecDiff.markdownSafe(transition.title))", "",
            transition.moves.contains { $0.settle.seconds != nil }
                ? "Settles \(Self.milliseconds(transition.settleTime)) after the tap."
                : "Linked to the scroll: each row runs from the offset it starts at to the one it settles at.",
            "",
            "| Element | Property | From → to | Starts | Curve | Settles |",
            "|---|---|---|---|---|---|",
        ]
        for move in transition.moves {
            let cells = [
                SpecDiff.markdownSafe(move.element.name), SpecDiff.markdownSafe(move.property),
                "\(Self.text(move.from)) → \(Self.text(move.to))", Self.text(move.start), Self.text(move.curve),
                Self.text(move.settle),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines
    }

    static func milliseconds(_ seconds: Double) -> String {
        "\(((seconds * 10_000).rounded() / 10).specText) ms"
    }

    static func text(_ value: MotionValue) -> String {
        switch value {
        case .points(let points): "\(points.written) pt"
        case .opacity(let opacity): "opacity \(opacity.written)"
        case .scale(let scale): "scale \(scale.written)"
        case .colour(let colour):
            colour.light == colour.dark
                ? "`\(colour.light.description)`" : "`\(colour.light.description)` (dark `\(colour.dark.description)`)"
        case .measured(let words): SpecDiff.markdownSafe(words)
        }
    }

    static func text(_ start: MotionStart) -> String {
        switch start {
        case .tapFrame: "the tap's frame"
        case .nextFrame: "a frame later (\(milliseconds(MotionStart.frame)))"
        case .scrollOffset(let offset): "scrolled \(offset.written) pt"
        }
    }

    static func text(_ curve: MotionCurve) -> String {
        switch curve {
        case .spring(let field, _): "`\(SpecDiff.markdownSafe(field))` spring"
        case .scroll(let threshold, let distance):
            "`clamp((y + inset − \(threshold.written)) / \(distance.written), 0, 1)`"
        case .instant: "at once"
        }
    }

    static func text(_ settle: MotionSettle) -> String {
        switch settle {
        case .seconds(let seconds): milliseconds(seconds)
        case .scrollOffset(let offset): "scrolled \(offset.written) pt"
        }
    }
}
