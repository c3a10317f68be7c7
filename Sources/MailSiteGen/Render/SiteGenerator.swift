import LayoutSpec
import Templates

/// Spec in, files out: renders `index.html`, `style.css` and `app.js` and the review board
/// `states.html` with `states.css`, or each page as one self-contained file; with a social image,
/// the image beside them. Pure: the same spec always gives the same bytes, and nothing is
/// written here (the image was read before, by `Sharing.resolve`).
public struct SiteGenerator {
    public let spec: LayoutSpec
    /// One `index.html` with the stylesheet and the script inside it, and one `states.html`.
    public var singleFile = false
    /// The published address and the social image, for links that unfurl.
    public var sharing: Sharing
    /// For a page a preview server serves: the reload script at the end of its head, and its
    /// event stream allowed by its policy. nil, as `build` writes it: neither.
    public var liveReload: LiveReload?

    /// `sharing` nil is the spec's base URL and no image: an image is read from disk, by
    /// `Sharing.resolve`, never here.
    public init(spec: LayoutSpec, singleFile: Bool = false, sharing: Sharing? = nil, liveReload: LiveReload? = nil) {
        self.spec = spec
        self.singleFile = singleFile
        self.sharing = sharing ?? Sharing(baseURL: spec.site.baseURL)
        self.liveReload = liveReload
    }

    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public func generate() throws(Failure) -> [OutputFile] {
        let markup = PageMarkup(spec: spec, icons: IconCatalogue(sprite: PageTemplate.iconsSVG))
        let fillsWidth = spec.tabBar.activeFillsWidth ? " data-active-fills-width" : ""
        let css = StyleTokens(spec: spec).render() + "\n" + PageTemplate.styleCSS
        let js = PageTemplate.appJS
        // Inline, the script goes last in <body>: `defer` only applies to external scripts.
        // Neither file contains `</style` or `</script`, and neither holds text from the spec.
        let stylesheet = singleFile ? "<style>\n\(css)</style>" : "<link rel=\"stylesheet\" href=\"style.css\">"
        let headScript = singleFile ? "" : "\n<script src=\"app.js\" defer></script>"
        let bodyScript = singleFile ? "<script>\n\(js)</script>\n" : ""
        // Only the page's own style and script may run: the files beside it, or exactly these
        // inline bytes. Works from file:// too.
        let sources =
            singleFile
            ? (style: SHA256.cspSource(for: "\n" + css), script: SHA256.cspSource(for: "\n" + js))
            : (style: "'self'", script: "'self'")
        // A served page also runs the server's reload script and listens to its event stream.
        let reloadScriptSource = liveReload != nil && singleFile ? " 'self'" : ""
        let reloadStream = liveReload == nil ? "" : "; connect-src 'self'"
        let policy =
            "default-src 'none'; script-src \(sources.script)\(reloadScriptSource); style-src \(sources.style); "
            + "img-src 'self' data:; base-uri 'none'; form-action 'none'\(reloadStream)"
        let values: [String: Template.Value] = [
            "contentSecurityPolicy": .html(HTML(trusted: policy)),
            "stylesheet": .html(HTML(trusted: stylesheet)),
            "headScript": .html(HTML(trusted: headScript)),
            "bodyScript": .html(HTML(trusted: bodyScript)),
            "liveReload": .html(liveReload?.scriptElement ?? HTML(trusted: "")),
            "version": .text(MailSiteGenVersion.current),
            "title": .text(spec.title),
            "description": .text(spec.description),
            "sharingTags": .html(SharingTags(sharing: sharing).render()),
            "searchPlaceholder": .text(spec.search.placeholder),
            "cancelTitle": .text(spec.search.cancelTitle),
            "captions": .html(markup.captions),
            "searchFieldShape": .html(HTML(trusted: PageMarkup.shapeMarkup)),
            "emptyStates": .html(markup.emptyStates),
            "initialTab": .text(spec.initialTab),
            "colorScheme": .text(spec.colorScheme.rawValue),
            "activeFillsWidth": .html(HTML(trusted: fillsWidth)),
            "iconSprite": .html(markup.iconSprite),
            "categoryPills": .html(markup.categoryPills),
            "allMailsPill": .html(markup.allMailsPill),
            "mailRows": .html(markup.mailRows),
        ]
        let index: String
        do {
            index = try Template(name: "index.html", source: PageTemplate.indexHTML).render(values)
        } catch {
            throw Failure(message: "the page template is broken: \(error)")
        }
        let image = sharing.imageFile.map { [$0] } ?? []
        let board = try reviewBoard()
        if singleFile { return [OutputFile(path: "index.html", contents: index)] + board + image }
        return [
            OutputFile(path: "index.html", contents: index),
            OutputFile(path: "style.css", contents: css),
            OutputFile(path: "app.js", contents: js),
        ] + board + image
    }

    /// `states.html` and, unless it is a single file, `states.css`. No script: the frames are the
    /// pages themselves, so the policy allows only the board's style and frames of its own folder.
    private func reviewBoard() throws(Failure) -> [OutputFile] {
        let board = ReviewBoard(spec: spec)
        let css = board.styleTokens() + "\n" + PageTemplate.statesCSS
        let stylesheet = singleFile ? "<style>\n\(css)</style>" : "<link rel=\"stylesheet\" href=\"states.css\">"
        let style = singleFile ? SHA256.cspSource(for: "\n" + css) : "'self'"
        let policy =
            "default-src 'none'; style-src \(style); frame-src 'self'; img-src 'self' data:; base-uri 'none'; "
            + "form-action 'none'"
        let html: String
        do {
            html = try Template(name: "states.html", source: PageTemplate.statesHTML).render([
                "contentSecurityPolicy": .html(HTML(trusted: policy)),
                "stylesheet": .html(HTML(trusted: stylesheet)),
                "version": .text(MailSiteGenVersion.current),
                "title": .text(spec.title),
                "states": .html(board.cells()),
            ])
        } catch {
            throw Failure(message: "the review board's template is broken: \(error)")
        }
        if singleFile { return [OutputFile(path: "states.html", contents: html)] }
        return [OutputFile(path: "states.html", contents: html), OutputFile(path: "states.css", contents: css)]
    }
}
