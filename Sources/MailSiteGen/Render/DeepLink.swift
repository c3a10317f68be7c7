import LayoutSpec

/// A state of the page as a link: `index.html#tab=updates&y=117.5&scheme=dark&dir=rtl&q=invoice&motion=reduce`.
/// The page's script reads the fragment on load and shows the state without animating into it
/// (the contract is in the README). Keys are written in this order, each value encoded as
/// `encodeURIComponent` does.
struct DeepLink: Equatable, Sendable {
    /// `allMails` or a tab's id.
    var tab: String
    /// The screen's scroll offset in CSS px.
    var y: Double = 0
    var scheme: LayoutSpec.ColorSchemePreference
    /// `ltr` or `rtl` when the link mirrors the page or unmirrors it; nil keeps the page's `dir`.
    var direction: LayoutSpec.LayoutDirection? = nil
    /// Search active with this text; nil when not searching (an empty text is search active, empty).
    var query: String?
    /// Springs play as reduced-motion fades.
    var reducedMotion = false
    /// The conditions a link sets apart from the spec (reference §6); nil keeps the spec's.
    var textSize: DynamicTypeSize?
    var contrast: LayoutSpec.ContrastPreference?
    var transparency: LayoutSpec.TransparencyPreference?
    var device: PhoneModel?
    /// A pill (a tab id, or `allMails`) shown held: the Large Content Viewer at an accessibility size.
    var held: String?
    /// The dates and counts of another locale the page carries (`PageWords.boardLocales`), as a
    /// BCP 47 tag; nil keeps the spec's. The words stay the spec's.
    var locale: String?

    /// The page the links open.
    static let page = "index.html"

    /// `tab=…&y=…&scheme=…[&text=…][&dir=…][&contrast=…][&transparency=…][&device=…][&q=…][&motion=reduce][&hold=…][&locale=…]`,
    /// without the `#`.
    var fragment: String {
        var pairs = [("tab", tab), ("y", y.cssNumber), ("scheme", scheme.rawValue)]
        if let textSize { pairs.append(("text", textSize.rawValue)) }
        if let direction { pairs.append(("dir", direction.rawValue)) }
        if let contrast { pairs.append(("contrast", contrast.rawValue)) }
        if let transparency { pairs.append(("transparency", transparency.rawValue)) }
        if let device { pairs.append(("device", device.rawValue)) }
        if let query { pairs.append(("q", query)) }
        if reducedMotion { pairs.append(("motion", "reduce")) }
        if let held { pairs.append(("hold", held)) }
        if let locale { pairs.append(("locale", locale)) }
        // The keys are fixed words of letters, which encoding keeps as they are.
        return pairs.map { "\($0)=\($1.uriComponentEncoded)" }.joined(separator: "&")
    }

    /// The link, relative to the folder: `index.html#…`. Escape it for an attribute.
    var href: String { "\(Self.page)#\(fragment)" }
}
