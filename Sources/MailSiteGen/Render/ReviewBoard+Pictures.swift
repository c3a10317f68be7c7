import LayoutSpec

/// The review board's states as data, for what draws each of them as a picture
/// (`mailsitegen snapshot`): the same states, labels and links as `states.html`, in its order
/// (the states, then the conditions, then the locales), each with the phone it is drawn on.
public struct BoardState: Sendable, Equatable {
    /// The board's label: text from the spec, so escaped wherever it is written.
    public var label: String
    /// The link's fragment, without `#`: `tab=allMails&y=0&scheme=light`.
    public var fragment: String
    /// The phone the state is drawn on: the link's `device`, else the spec's screen (`custom`
    /// for a screen of the spec's own width and height).
    public var device: PhoneModel
    /// The screen's size in points (CSS px).
    public var width: Double
    public var height: Double

    /// The link, relative to the build's folder: `index.html#…`.
    public var link: String { "\(DeepLink.page)#\(fragment)" }
}

extension BoardState {
    /// Every state the board of `spec` shows, in the board's order.
    public static func all(for spec: LayoutSpec) -> [BoardState] {
        let board = ReviewBoard(spec: spec)
        return (board.states + board.conditions + board.locales).map { state in
            let device = state.link.device ?? spec.screen.device
            let size = device.metrics.map { ($0.width, $0.height) } ?? (spec.screen.width, spec.screen.height)
            return BoardState(
                label: state.label.text, fragment: state.link.fragment, device: device, width: size.0, height: size.1)
        }
    }
}
