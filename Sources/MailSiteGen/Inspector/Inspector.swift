import LayoutSpec

/// The panel that edits the spec from the page (`Templates/inspector.js`): served by `mailsitegen
/// serve`, whose edits are written back to the spec file, or added to a built page by `build
/// --inspector` (and `site.inspector`), whose edits change the page only. Without it the page is
/// exactly what `build` writes: no button, no token, no script, no bytes of it.
public struct Inspector: Sendable, Equatable {
    public enum Mode: Sendable, Equatable {
        /// A built page: the inspector's edits change the page and its links, never a file.
        case preview
        /// A page `serve` serves: edits are sent to `Inspector.editPath` with `token` (the
        /// server's, new at each start) for the spec file whose bytes `version` names.
        case served(token: String, version: String)
    }

    public var mode: Mode
    /// Where this page sends its edits when served: `editPath`, or in a comparison its variant's
    /// own (`/__mailsitegen/edit/variant-2`), so that an edit names the one file it may change.
    public var endpoint: String

    public init(mode: Mode, endpoint: String = Inspector.editPath) {
        self.mode = mode
        self.endpoint = endpoint
    }

    /// Where a served page sends its edits (`POST`, JSON), under the server's own prefix.
    public static let editPath = "/__mailsitegen/edit"
    /// The header a served page sends the token in.
    public static let tokenField = "X-MailSiteGen-Token"

    /// What the page's head ends with: the inspector's stylesheet (its toggle shows before the
    /// panel's script is loaded) and, when served, the token and the spec's version.
    var headMarkup: HTML {
        var markup: HTML = "<link rel=\"stylesheet\" href=\"inspector.css\">\n"
        if case .served(let token, let version) = mode {
            markup += "<meta name=\"mailsitegen-token\" content=\"\(token)\">\n"
            markup += "<meta name=\"mailsitegen-version\" content=\"\(version)\">\n"
        }
        return markup
    }

    /// The button that opens the panel, beside the phone on a wide window and over the page on a
    /// phone. Hidden until the page's script runs (it loads the panel).
    static let toggleMarkup: HTML = """
        <button class="inspector-toggle" type="button" data-part="inspector-toggle" aria-expanded="false" \
        aria-controls="inspector" hidden>Inspector</button>

        """
}
