import LayoutSpec

/// What makes the page a Home Screen app: `manifest.webmanifest` (a web app manifest, W3C
/// Application Manifest) and the icons it and iOS name, with the tags `index.html` gives them.
/// A page of one file has no files beside it to name, so it carries only the tags that need
/// none (`SiteGenerator.singleFileLeavesOut` says so).
struct HomeScreen {
    let spec: LayoutSpec
    /// The All Mails symbol's filled form, which the icons draw.
    let symbol: SVGIcon

    static let manifestPath = "manifest.webmanifest"

    /// The symbol of the spec's All Mails pill, filled, as its page draws it: from the catalogue
    /// or the spec's own files. nil only when the catalogue lacks it, which a test rules out.
    init?(spec: LayoutSpec, catalogue: IconCatalogue, customIcons: CustomIcons) {
        self.spec = spec
        switch spec.allMails.symbol {
        case .builtIn(let name):
            guard let markup = catalogue.symbol(id: name.filledID)?.markup, let icon = Self.icon(symbol: markup)
            else { return nil }
            symbol = icon
        case .custom(let custom):
            guard let icon = customIcons.icon(for: custom) else { return nil }
            symbol = icon.filled ?? icon.outline
        }
    }

    /// A sprite's `<symbol viewBox="0 0 24 24">…</symbol>` read as an SVG file of its own.
    private static func icon(symbol markup: String) -> SVGIcon? {
        guard markup.hasPrefix("<symbol "), markup.hasSuffix("</symbol>"),
            let idEnd = markup[...].find("\" ")?.upperBound
        else { return nil }
        let file = "<svg xmlns=\"\(SVGIcon.namespace)\" " + markup[idEnd...].dropLast("</symbol>".count) + "</svg>"
        return try? SVGIcon(bytes: Array(file.utf8))
    }

    /// The manifest and the icons.
    var files: [OutputFile] {
        let icon = AppIcon(spec: spec, symbol: symbol)
        return [OutputFile(path: Self.manifestPath, contents: manifest)]
            + AppIcon.files.map { OutputFile(path: $0.path, bytes: icon.png(side: $0.side)) }
    }

    /// The page's own colours in the spec's scheme (light when it follows the system).
    private var background: SpecColor.RGB {
        spec.colorScheme == .dark ? SystemColor.pageBackground.dark : SystemColor.pageBackground.light
    }

    /// Name, language and direction from the spec; addresses relative to the manifest, so that
    /// the folder works under any path; the page's background as its theme and splash colour.
    /// Each icon is listed for any use and as maskable: it is drawn edge to edge with its
    /// symbol inside the safe zone, which serves both.
    var manifest: String {
        let icons: [JSONValue] = AppIcon.files.dropFirst().flatMap { file in
            ["any", "maskable"].map { purpose in
                JSONValue.object([
                    ("src", .string(file.path)), ("sizes", .string("\(file.side)x\(file.side)")),
                    ("type", .string("image/png")), ("purpose", .string(purpose)),
                ])
            }
        }
        let manifest = JSONValue.object([
            ("name", .string(spec.title)),
            ("short_name", .string(spec.title)),
            ("description", .string(spec.description)),
            ("lang", .string(spec.language.text)),
            ("dir", .string(spec.resolvedLayoutDirection.rawValue)),
            ("id", .string("./")),
            ("start_url", .string("./")),
            ("scope", .string("./")),
            ("display", .string("standalone")),
            ("theme_color", .string(background.description)),
            ("background_color", .string(background.description)),
            ("icons", .array(icons)),
        ])
        return manifest.formatted() + "\n"
    }

    /// The head's tags: the manifest and the touch icon when there are files beside the page;
    /// always, that it runs as an app under a translucent status bar (the header under it, as in
    /// the original), and the bar's colour in each scheme the page shows.
    /// Needs only the spec: the page is rendered without drawing the icons.
    static func headMarkup(for spec: LayoutSpec, singleFile: Bool) -> HTML {
        var markup: HTML =
            singleFile
            ? ""
            : "<link rel=\"manifest\" href=\"\(Self.manifestPath)\">\n<link rel=\"apple-touch-icon\" href=\"\(AppIcon.files[0].path)\">\n"
        markup += """
            <meta name="mobile-web-app-capable" content="yes">
            <meta name="apple-mobile-web-app-capable" content="yes">
            <meta name="apple-mobile-web-app-title" content="\(spec.title)">
            <meta name="apple-mobile-web-app-status-bar-style" content="black-translucent">

            """
        let schemes: [(name: String, color: SpecColor.RGB)] =
            switch spec.colorScheme {
            case .auto: [("light", SystemColor.pageBackground.light), ("dark", SystemColor.pageBackground.dark)]
            case .light: [("light", SystemColor.pageBackground.light)]
            case .dark: [("dark", SystemColor.pageBackground.dark)]
            }
        for scheme in schemes {
            let media: HTML = spec.colorScheme == .auto ? " media=\"(prefers-color-scheme: \(scheme.name))\"" : ""
            markup += "<meta name=\"theme-color\" content=\"\(scheme.color.description)\"\(media)>\n"
        }
        return markup
    }
}
