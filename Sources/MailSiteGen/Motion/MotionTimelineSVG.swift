import LayoutSpec
import Templates

/// The motion sheet's timelines as SVG: one timeline per transition of the spec's choreography
/// (`LayoutSpec.choreography`), every timed one on one time scale, so that a slower spring reads
/// as a longer bar. `mailsitegen motion --format svg` writes `document(for:)`; the review board
/// and the comparison draw `timelines(for:)` inline.
public enum MotionTimelineSVG {
    /// A standalone SVG document: every transition's title and timeline, stacked, with its own
    /// style (`Templates/timeline.css`: legible in light and dark, as a file or an `<img>`).
    public static func document(for spec: LayoutSpec) -> String {
        document(for: spec, transitions: spec.choreography)
    }

    /// The document for these transitions of `spec` (tests give their own).
    static func document(for spec: LayoutSpec, transitions: [MotionTransition]) -> String {
        let timelines = self.timelines(transitions, of: spec)
        let padding = 16.0
        let titleHeight = 28.0
        let width = (timelines.map(\.width).max() ?? 320) + 2 * padding
        var y = padding
        var parts: [HTML] = []
        let rightToLeft = spec.isRightToLeft
        for timeline in timelines {
            let titleX = rightToLeft ? width - padding : padding
            parts.append(
                """
                <text class="motion-sheet__title" x="\(titleX.cssNumber)" y="\((y + 18).cssNumber)">\
                \(timeline.transition.title)</text>
                """)
            y += titleHeight
            parts.append(timeline.svg(language: spec.language.text, at: (padding, y)))
            y += timeline.height + padding
        }
        let height = max(y, 2 * padding)
        let language = spec.language.text
        let direction: HTML = rightToLeft ? "rtl" : "ltr"
        let svg: HTML = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg class="motion-sheet" xmlns="http://www.w3.org/2000/svg" width="\(width.cssNumber)" \
            height="\(height.cssNumber)" viewBox="0 0 \(width.cssNumber) \(height.cssNumber)" lang="\(language)" \
            xml:lang="\(language)" direction="\(direction)">
            <title>\(spec.title)</title>
            <style>
            \(HTML(embedded: PageTemplate.timelineCSS))</style>
            <rect class="motion-sheet__background" width="100%" height="100%"/>
            \(HTML.join(parts))
            </svg>

            """
        return svg.markup
    }

    /// One transition's `<svg>` for inline use, alone on its own scale.
    public static func timeline(_ transition: MotionTransition, of spec: LayoutSpec) -> String {
        timelines([transition], of: spec).first?.svg(language: spec.language.text).markup ?? ""
    }

    /// The timelines of these transitions, on one scale and with one width of names.
    static func timelines(_ transitions: [MotionTransition], of spec: LayoutSpec) -> [MotionTimeline] {
        let axes = MotionTimeline.sharedAxes(of: transitions)
        let labelWidth = MotionTimeline.labelWidth(for: transitions)
        let words = BoardWords(spec: spec)
        return zip(transitions, axes).map { transition, axis in
            MotionTimeline(
                transition: transition, words: words, isRightToLeft: spec.isRightToLeft, axis: axis,
                labelWidth: labelWidth)
        }
    }
}
