/// The header's scroll-linked fades that iOS draws at its own sizes rather than the spec's: the
/// inline title and the search field. Declared once here, written into `style.css` as custom
/// properties (which the page's CSS and `app.js` read) and into the choreography's scroll row.
public enum HeaderFades {
    /// The large title's row at Dynamic Type Large (other sizes add their growth in `style.css`).
    public static let largeTitleHeight = 52.0
    /// The inline title fades in over the last this many points of the large title's row.
    public static let inlineTitleFadeDistance = 12.0
    /// The search field fades out from this offset …
    public static let searchFadeStart = 30.0
    /// … to this one.
    public static let searchFadeEnd = 60.0
}
