import LayoutSpec

/// The comparison's Motion section: where the variants' motion differs (a spring, a scroll
/// number, what moves), each variant's timeline of that transition, stacked one under the other on
/// one axis shared by every timeline of the page, so that a slower spring reads as a longer bar;
/// where it is the same, one line says so.
extension CompareMarkup {
    var motion: HTML { motion(variants.map(\.spec.choreography)) }

    /// The section's content for these choreographies, one per variant in order.
    func motion(_ choreographies: [[MotionTransition]]) -> HTML {
        let kinds = MotionTransition.Kind.allCases.filter { kind in
            choreographies.contains { $0.contains { $0.kind == kind } }
        }
        let byKind = kinds.map { kind in (kind, choreographies.map { $0.first { $0.kind == kind } }) }
        let differing = byKind.filter { !Self.sameMotion($0.1) }
        guard !differing.isEmpty else {
            return
                "<p class=\"motion__summary\" data-part=\"motion-summary\">The motion is the same in every variant.</p>"
        }
        // Each title isolated: a right-to-left spec's titles keep their order in the English line.
        let same = byKind.filter { Self.sameMotion($0.1) }.compactMap { $0.1.compactMap { $0 }.first?.title }
        let sameTitles = HTML.join(same.map { "<bdi>\($0)</bdi>" }, separator: ", ")
        let sameLine: HTML = same.isEmpty ? "" : "; the same in every variant: \(sameTitles)"
        let summary: HTML = "The motion differs in \(Counted(differing.count, "transition").description)\(sameLine)."
        // One scale for every timeline drawn: the same axis end for every timed one.
        let drawn = differing.flatMap { $0.1.compactMap { $0 } }
        let axes = MotionTimeline.sharedAxes(of: drawn)
        let labelWidth = MotionTimeline.labelWidth(for: drawn)
        var axisIndex = 0
        let figures = differing.map { kind, transitions -> HTML in
            let title = transitions.compactMap { $0 }.first?.title ?? kind.rawValue
            let rows = HTML.join(
                transitions.enumerated().map { index, transition -> HTML in
                    let variant = variants[index]
                    let label: HTML = "<p class=\"motion-diff__label\">\(index + 1) · <bdi>\(variant.name)</bdi></p>"
                    guard let transition else {
                        return """
                            <div class="motion-diff__variant" data-variant="\(index + 1)">\(label)\
                            <p class="motion-diff__absent">No such transition.</p></div>
                            """
                    }
                    let timeline = MotionTimeline(
                        transition: transition, words: BoardWords(spec: variant.spec),
                        isRightToLeft: variant.spec.isRightToLeft, axis: axes[axisIndex], labelWidth: labelWidth)
                    axisIndex += 1
                    return """
                        <div class="motion-diff__variant" data-variant="\(index + 1)">\(label)
                        \(timeline.svg(language: variant.spec.language.text))
                        </div>
                        """
                })
            return """
                <figure class="motion-diff" data-part="motion-diff" data-transition="\(kind.rawValue)">
                <figcaption class="motion-diff__title"><bdi>\(title)</bdi></figcaption>
                \(rows)
                </figure>
                """
        }
        return """
            <p class="motion__summary" data-part="motion-summary">\(summary)</p>
            \(HTML.join(figures))
            """
    }

    /// Whether the variants' transitions move the same: the same moves, starts and curves (the
    /// names and the measured values may differ; the motion is the timing).
    static func sameMotion(_ transitions: [MotionTransition?]) -> Bool {
        let timings = transitions.map { transition in
            transition.map { $0.moves.map { Timing(id: $0.id, start: $0.start, curve: $0.curve) } }
        }
        return timings.allSatisfy { $0 == timings.first ?? nil }
    }

    private struct Timing: Equatable {
        var id: String
        var start: MotionStart
        var curve: MotionCurve
    }
}
