import LayoutSpec
import Templates

/// Spec in, files out: renders `index.html`, `style.css` and `app.js`, or one self-contained
/// `index.html`. Pure: the same spec always gives the same bytes, and nothing is written here.
public struct SiteGenerator {
    public let spec: LayoutSpec
    /// One `index.html` with the stylesheet and the script inside it.
    public var singleFile = false

    public init(spec: LayoutSpec, singleFile: Bool = false) {
        self.spec = spec
        self.singleFile = singleFile
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
        let policy =
            "default-src 'none'; script-src \(sources.script); style-src \(sources.style); img-src 'self' data:; "
            + "base-uri 'none'; form-action 'none'"
        let values: [String: Template.Value] = [
            "contentSecurityPolicy": .html(HTML(trusted: policy)),
            "stylesheet": .html(HTML(trusted: stylesheet)),
            "headScript": .html(HTML(trusted: headScript)),
            "bodyScript": .html(HTML(trusted: bodyScript)),
            "version": .text(MailSiteGenVersion.current),
            "title": .text(spec.title),
            "description": .text(spec.description),
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
        if singleFile { return [OutputFile(path: "index.html", contents: index)] }
        return [
            OutputFile(path: "index.html", contents: index),
            OutputFile(path: "style.css", contents: css),
            OutputFile(path: "app.js", contents: js),
        ]
    }
}
