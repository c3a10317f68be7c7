import LayoutSpec

/// The board's "Motion" section: each transition of the spec's choreography as its timeline
/// (`MotionTimeline`), drawn inline, every timed one on one time scale, under its title.
extension ReviewBoard {
    /// The section's list items, one per transition: its title, then its timeline.
    func motionCells(_ transitions: [MotionTransition]) -> HTML {
        let timelines = MotionTimelineSVG.timelines(transitions, of: spec)
        return HTML.join(
            timelines.map { timeline in
                let transition = timeline.transition
                return """
                    <li class="motion" data-transition="\(transition.kind.rawValue)">
                    <h3 class="motion__title"\(titleAttributes)>\(transition.title)</h3>
                    \(timeline.svg(language: spec.language.text))
                    </li>
                    """
            })
    }

    func motionCells() -> HTML { motionCells(spec.choreography) }

    /// A title is the spec's words: its language where the board's is another, and its direction.
    private var titleAttributes: HTML {
        let language: HTML = words.language == spec.language.text ? "" : " lang=\"\(spec.language.text)\""
        return language + (spec.isRightToLeft ? " dir=\"rtl\"" : " dir=\"ltr\"")
    }
}
