/// What a page needs to reload itself as a preview server rebuilds it: where the reload script
/// and the event stream are, and the name of the build the page is from. `build` and `check`
/// render without it; `mailsitegen serve` renders with it, so the page it serves is the
/// generator's own output, never a patch of finished HTML.
public struct LiveReload: Sendable, Equatable {
    /// The script's path on the server, loaded by `<script src>`: the page's `script-src 'self'`
    /// allows it.
    public var scriptPath: String
    /// The Server-Sent Events stream's path: the page's policy gains `connect-src 'self'` for it.
    public var eventsPath: String
    /// The build the page is from; the script reloads the page when the server names another.
    public var build: String

    public init(scriptPath: String, eventsPath: String, build: String) {
        self.scriptPath = scriptPath
        self.eventsPath = eventsPath
        self.build = build
    }

    /// The `<script>` element the page's head ends with, its attributes escaped.
    public var scriptElement: HTML {
        "<script src=\"\(scriptPath)\" data-build=\"\(build)\" data-events=\"\(eventsPath)\" defer></script>\n"
    }
}
