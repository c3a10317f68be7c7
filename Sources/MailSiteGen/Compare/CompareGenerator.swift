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
        return site
    }

    /// Every file: the comparison's, then each variant's under its folder.
    public func generate() throws(MailSiteGenError) -> [OutputFile] {
        guard CompareVariant.allowedCount.contains(variants.count) else {
            throw MailSiteGenError("a comparison takes 2 to 4 specs, not \(variants.count)")
        }
        var files = pageFiles
        for index in variants.indices { files += try variantFiles(index) }
        return files
    }

    /// The `index`th variant's files (from 0), under its folder; an error names the variant.
    public func variantFiles(_ index: Int) throws(MailSiteGenError) -> [OutputFile] {
        let folder = CompareVariant.folder(index + 1)
        let site: [OutputFile]
        do {
            site = try variantSite(index).generate()
        } catch {
            throw MailSiteGenError("\(variants[index].name): \(error.message)")
        }
        return site.map { OutputFile(path: "\(folder)/\($0.path)", body: $0.body) }
    }

    /// `index.html`, and beside it `compare.css` and `compare.js` unless it is one file.
    public var pageFiles: [OutputFile] {
        let css = CompareMarkup(variants: variants).styleTokens() + "\n" + PageTemplate.compareCSS
        let js = PageTemplate.compareJS
        let page = self.page(css: css, js: js).rendered
        if singleFile { return [OutputFile(path: "index.html", contents: page)] }
        return [
            OutputFile(path: "index.html", contents: page),
            OutputFile(path: "compare.css", contents: css),
            OutputFile(path: "compare.js", contents: js),
        ]
    }

    func page(css: String, js: String) -> SiteGenerator.Rendering {
        let markup = CompareMarkup(variants: variants)
        let stylesheet: HTML =
            singleFile ? "<style>\n\(HTML(embedded: css))</style>" : "<link rel=\"stylesheet\" href=\"compare.css\">"
        let headScript: HTML = singleFile ? "" : "\n<script src=\"compare.js\" defer></script>"
        let bodyScript: HTML = singleFile ? "<script>\n\(HTML(embedded: js))</script>\n" : ""
        let sources: (style: HTML, script: HTML) =
            singleFile
            ? (SiteGenerator.hashSource("\n" + css), SiteGenerator.hashSource("\n" + js)) : ("'self'", "'self'")
        let reloadScript: HTML = liveReload != nil && singleFile ? " 'self'" : ""
        let reloadStream: HTML = liveReload == nil ? "" : "; connect-src 'self'"
        // The page's own style and script, its phones from its own folder, the swatches and
        // plots inline SVG: nothing else.
        let policy: HTML = """
            default-src 'none'; script-src \(sources.script)\(reloadScript); style-src \(sources.style); \
            frame-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'\(reloadStream)
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
            ])
    }
}
