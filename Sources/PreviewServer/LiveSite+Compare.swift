import MailSiteGen

extension LiveSite {
    /// What `compare` writes for `generator`, served: the comparison page and each variant's
    /// pages reload on their own. Each is named by its own files rendered without live reload
    /// (the comparison page by `index.html`, `compare.css` and `compare.js`; a variant by its
    /// folder's files, paths included, so that two variants of the same spec are two names), then
    /// rendered again with the reload script and its name. Saving one variant's spec changes its
    /// name, and the comparison's when the table of what differs changes, and no other.
    public init(comparing generator: CompareGenerator) throws(MailSiteGenError) {
        var generator = generator
        generator.liveReload = nil
        generator.variantLiveReloads = []
        var pages = [Page(label: "the comparison", build: Self.name(of: generator.pageFiles()))]
        for index in generator.variants.indices {
            let build = Self.name(of: try generator.variantFiles(index))
            pages.append(Page(label: generator.variants[index].name, build: build))
        }
        generator.liveReload = Self.liveReload(pages[0].build)
        generator.variantLiveReloads = pages.dropFirst().map { Self.liveReload($0.build) }
        self.init(pages: pages, files: try generator.generate())
    }
}
