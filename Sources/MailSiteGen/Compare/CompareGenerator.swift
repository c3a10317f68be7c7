import LayoutSpec
import Templates

/// Two to four specs in, one comparison out: each variant's whole prototype in a folder of its
/// own (`variant-1/`, as `build` writes it, with the comparison's sync in its script), and
/// `index.html`, the phones side by side in sync, and what differs (`SpecDiff`). Pure, as
/// `SiteGenerator` is: the same specs always give the same bytes.
public struct CompareGenerator {
    public var variants: [CompareVariant]
    /// Each page one self-contained file, as `build --single-file` writes them.
    public var singleFile = false
    /// Where the comparison is published: each variant's page names its own folder under it.
    public var baseURL: BaseURL?
    /// For the comparison page a preview server serves; nil, as `compare` writes it.
    public var liveReload: LiveReload?
    /// For each phone a preview server serves, by position; none, as `compare` writes them.
    public var variantLiveReloads: [LiveReload?] = []
    /// The inspector of each variant's page, by position (a phone has none: the inspector
    /// edits a variant opened on its own).
    public var variantInspectors: [Inspector?] = []

    public init(variants: [CompareVariant], singleFile: Bool = false, baseURL: BaseURL? = nil) {
        self.variants = variants
        self.singleFile = singleFile
        self.baseURL = baseURL
    }

    /// The `index`th variant's site (from 0), as its folder holds it.
    public func variantSite(_ index: Int) -> SiteGenerator {
        let folder = CompareVariant.folder(index + 1)
        let base = baseURL.flatMap { try? BaseURL($0.appending(folder + "/")) }
        var site = SiteGenerator(
            spec: variants[index].spec, singleFile: singleFile, sharing: Sharing(baseURL: base),
            liveReload: variantLiveReloads.indices.contains(index) ? variantLiveReloads[index] : nil,
            inspector: variantInspectors.indices.contains(index) ? variantInspectors[index] : nil)
        site.comparing = true
        site.icons = variants[index].icons
        return site
    }

    /// Every file: the comparison's, then each variant's under its folder.
    public func generate() throws(MailSiteGenError) -> [OutputFile] {
        guard CompareVariant.allowedCount.contains(variants.count) else {
            throw .comparisonSize(variants.count)
        }
        let sites = try variants.indices.map { index throws(MailSiteGenError) in try variantFiles(index) }
        // One self-contained file holds its phones too, each page whole in its frame's srcdoc.
        let embedded =
            singleFile
            ? sites.enumerated().map { index, files in
                files.first { $0.path == "\(CompareVariant.folder(index + 1))/index.html" }?.contents ?? ""
            } : nil
        return pageFiles(embedding: embedded) + sites.flatMap { $0 }
    }

    /// The `index`th variant's files (from 0), under its folder; an error names the variant.
    public func variantFiles(_ index: Int) throws(MailSiteGenError) -> [OutputFile] {
        let folder = CompareVariant.folder(index + 1)
        let site: [OutputFile]
        do {
            site = try variantSite(index).generate()
        } catch {
            throw .variant(name: variants[index].name, error)
        }
        return site.map { OutputFile(path: "\(folder)/\($0.path)", body: $0.body) }
    }

    /// `index.html`, and beside it `compare.css` and `compare.js` unless it is one file, which
    /// then holds each variant's page (`embedded`, in order) in its phone's frame.
    public func pageFiles(embedding embedded: [String]? = nil) -> [OutputFile] {
        let css =
            CompareMarkup(variants: variants).styleTokens() + "\n" + PageTemplate.compareCSS + "\n"
            + PageTemplate.timelineCSS
        let js = PageTemplate.compareProtocolJS + "\n" + PageTemplate.compareJS
        let page = self.page(css: css, js: js, embedded: embedded).rendered
        if singleFile { return [OutputFile(path: "index.html", contents: page)] }
        return [
            OutputFile(path: "index.html", contents: page),
            OutputFile(path: "compare.css", contents: css),
            OutputFile(path: "compare.js", contents: js),
        ]
    }

    func page(css: String, js: String, embedded: [String]?) -> SiteGenerator.Rendering {
        let markup = CompareMarkup(variants: variants, embedded: embedded)
        let stylesheet: HTML =
            singleFile ? "<style>\n\(HTML(embedded: css))</style>" : "<link rel=\"stylesheet\" href=\"compare.css\">"
        let headScript: HTML = singleFile ? "" : "\n<script src=\"compare.js\" defer></script>"
        let bodyScript: HTML = singleFile ? "<script>\n\(HTML(embedded: js))</script>\n" : ""
        // A frame's srcdoc page is held to this page's policy as well as its own: the policy
        // names each embedded page's style and script too.
        let sources: (style: HTML, script: HTML)
        if singleFile {
            let pages = embedded == nil ? [] : variants.indices.map(variantSite)
            let styles = [css] + pages.map(\.stylesheet)
            let scripts = [js] + pages.map(\.script)
            sources = (Self.hashSources(styles), Self.hashSources(scripts))
        } else {
            sources = ("'self'", "'self'")
        }
        let reloadScript: HTML = liveReload != nil && singleFile ? " 'self'" : ""
        let reloadStream: HTML = liveReload == nil ? "" : "; connect-src 'self'"
        // The page's own style and script, its phones from its own folder, the swatches and
        // plots inline SVG: nothing else.
        let policy: HTML = """
            default-src 'none'; script-src \(sources.script)\(reloadScript); style-src \(sources.style); \
            frame-src 'self'; base-uri 'none'; form-action 'none'\(reloadStream)
            """
        let canonical: HTML =
            baseURL.map { "<link rel=\"canonical\" href=\"\($0.appending(""))\">\n" } ?? ""
        return SiteGenerator.Rendering(
            template: Template(name: "compare.html", source: PageTemplate.compareHTML),
            values: [
                "contentSecurityPolicy": .html(policy),
                "version": .text(MailSiteGenVersion.current),
                "title": .text(markup.title),
                "heading": .text(markup.heading),
                "canonical": .html(canonical),
                "stylesheet": .html(stylesheet),
                "headScript": .html(headScript),
                "bodyScript": .html(bodyScript),
                "liveReload": .html(liveReload?.scriptElement ?? ""),
                "variants": .html(markup.phones),
                "diff": .html(markup.diff),
                "motion": .html(markup.motion),
            ])
    }

    /// The hash sources of these inline texts, each once, in order.
    private static func hashSources(_ texts: [String]) -> HTML {
        var seen: Set<String> = []
        let sources = texts.map { SiteGenerator.hashSource("\n" + $0) }.filter { seen.insert($0.markup).inserted }
        return HTML.join(sources, separator: " ")
    }
}
