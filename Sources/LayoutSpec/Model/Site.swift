/// Where the prototype is published, for links that unfurl: with a base URL the page gets an
/// absolute `og:url` and canonical link, and with a social image an `og:image` card too.
/// The command line's `--base-url` and `--social-image` override both.
public struct Site: Sendable, Equatable, SpecObject {
    /// The published folder's address; nil (written `""`) when the prototype has none.
    public var baseURL: BaseURL?
    /// A PNG or JPEG, relative to the spec file; empty for none.
    public var socialImage = ""
    /// The built page has the inspector, as `build --inspector` gives it.
    public var inspector = false

    public init() {}

    public static let placeholder = Site()

    public static let fields: [SpecField<Site>] = [
        .optional(
            "baseURL", get: { $0.baseURL }, set: { $0.baseURL = $1 },
            "The address the built folder is published at, with its trailing '/' (https://example.com/proto/); "
                + "\"\" for none. Makes og:url, the canonical link and og:image absolute."),
        .value(
            "socialImage", get: { $0.socialImage }, set: { $0.socialImage = $1 },
            "A PNG or JPEG (at least 200 × 200 px, at most 8 MB; 1200 × 630 recommended), relative to this file, "
                + "shown when a link to the page unfurls; needs a base URL. \"\" for none."),
        .value(
            "inspector", get: { $0.inspector }, set: { $0.inspector = $1 },
            "Whether the built page has the inspector even when the build does not ask for it: a panel that edits "
                + "every field, whose edits change the page and its links only."),
    ]
}
