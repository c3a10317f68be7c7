import Encoders
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
    /// The inspector, with `inspector.js` and `inspector.css` beside the page; nil: none (a page
    /// of one file has none either, its script being inline).
    public var inspector: Inspector?
    /// The spec's own icons, read from their files by `CustomIcons.load` before the build: a spec
    /// that names one not read here is refused.
    public var icons = CustomIcons.none
    /// A phone of a comparison (`CompareGenerator`): the page tells the comparison what is done
    /// in it and does what is done in the others, and has Replay and the speed.
    public var comparing = false

    /// `sharing` nil is the spec's base URL and no image: an image is read from disk, by
    /// `Sharing.resolve`, never here.
    public init(
        spec: LayoutSpec, singleFile: Bool = false, sharing: Sharing? = nil, liveReload: LiveReload? = nil,
        inspector: Inspector? = nil
    ) {
        self.spec = spec
        self.singleFile = singleFile
        self.sharing = sharing ?? Sharing(baseURL: spec.site.baseURL)
        self.liveReload = liveReload
        self.inspector = inspector
    }

    /// The inspector the page gets: none in a page of one file.
    private var pageInspector: Inspector? { singleFile ? nil : inspector }

    /// The files of the site. A spec made in code is validated first, as a decoded one was, and
    /// refused with the command line's error: nothing of it is rendered unchecked.
    public func generate() throws(MailSiteGenError) -> [OutputFile] {
        do {
            try spec.validate()
        } catch {
            throw MailSiteGenError(error)
        }
        try icons.checkRead(for: spec)
        let script = self.script
        let css = stylesheet
        let index = page(css: css, js: script).rendered
        let board = reviewBoard()
        let image = sharing.imageFile.map { [$0] } ?? []
        if singleFile {
            return [
                OutputFile(path: "index.html", contents: index), OutputFile(path: "states.html", contents: board.html),
            ]
                + image
        }
        guard let homeScreen else { throw .homeScreenIconMissing(spec.allMails.symbol.description) }
        let inspectorFiles =
            pageInspector == nil
            ? []
            : [
                OutputFile(path: "inspector.js", contents: inspectorScript.rendered),
                OutputFile(path: "inspector.css", contents: PageTemplate.inspectorCSS),
            ]
        return [
            OutputFile(path: "index.html", contents: index),
            OutputFile(path: "style.css", contents: css),
            OutputFile(path: "app.js", contents: script),
            OutputFile(path: "states.html", contents: board.html),
            OutputFile(path: "states.css", contents: board.css),
        ] + homeScreen.files + inspectorFiles + image
    }

    /// The Home Screen app's manifest and icons, drawn from the All Mails pill.
    var homeScreen: HomeScreen? {
        HomeScreen(spec: spec, catalogue: .shipped, customIcons: icons)
    }

    /// What a page of one file leaves out, as the end of a sentence: the files it would name.
    public static let singleFileLeavesOut =
        "the Home Screen app's manifest and icons (\(HomeScreen.manifestPath), "
        + AppIcon.files.map(\.path).joined(separator: ", ") + "): a page of one file has no files beside it to name"

    /// A template and what the generator fills it with.
    struct Rendering {
        let template: Template
        let values: [String: Template.Value]
        var rendered: String { template.render(values) }
        var problems: [String] { template.problems(values) }
    }

    /// `style.css`: the spec's custom properties, then the page's rules.
    var stylesheet: String { StyleTokens(spec: spec).render() + "\n" + PageTemplate.styleCSS }

    /// `app.js`: the parts this page has, each a script of its own, then the page, which starts
    /// them (the `mailsitegen:start` event) with what they use of it.
    var script: String {
        var parts: [String] = []
        if pageInspector != nil { parts.append(PageTemplate.appInspectorJS) }
        if pageInspector != nil || comparing { parts.append(PageTemplate.appMotionJS) }
        if comparing { parts += [PageTemplate.compareProtocolJS, PageTemplate.appCompareJS] }
        return (parts + [pageScript.rendered]).joined(separator: "\n")
    }

    /// The page's own script (`Templates/app.js`), given the fields of the table it reads and the
    /// conditions.
    var pageScript: Rendering {
        let data: JSONValue = .object([("fields", LayoutSpec.scriptFields), ("conditions", spec.scriptConditions)])
        return Rendering(
            template: Template(name: "app.js", source: PageTemplate.appJS), values: ["pageData": .json(data)])
    }

    /// `inspector.js`, given the fields it edits and the choices it offers.
    var inspectorScript: Rendering {
        Rendering(
            template: Template(name: "inspector.js", source: PageTemplate.inspectorJS),
            values: [
                "inspector": .json(InspectorData(spec: spec, endpoint: inspector?.endpoint ?? Inspector.editPath).json)
            ])
    }

    /// `index.html` for this stylesheet and script, linked or inline.
    func page(css: String, js: String) -> Rendering {
        let words = PageWords(spec: spec)
        let markup = PageMarkup(spec: spec, icons: .shipped, customIcons: icons, words: words)
        let fillsWidth: HTML = spec.tabBar.activeFillsWidth ? " data-active-fills-width" : ""
        // Inline, the script goes last in <body>: `defer` only applies to external scripts.
        // Neither file contains `</style` or `</script`, and neither holds text from the spec.
        let stylesheet: HTML =
            singleFile ? "<style>\n\(HTML(embedded: css))</style>" : "<link rel=\"stylesheet\" href=\"style.css\">"
        let headScript: HTML = singleFile ? "" : "\n<script src=\"app.js\" defer></script>"
        let bodyScript: HTML = singleFile ? "<script>\n\(HTML(embedded: js))</script>\n" : ""
        // Only the page's own style and script may run: the files beside it, or exactly these
        // inline bytes. Works from file:// too.
        let sources: (style: HTML, script: HTML) =
            singleFile ? (Self.hashSource("\n" + css), Self.hashSource("\n" + js)) : ("'self'", "'self'")
        // A served page also runs the server's reload script and listens to its event stream.
        let reloadScriptSource: HTML = liveReload != nil && singleFile ? " 'self'" : ""
        let reloadStream: HTML = liveReload == nil ? "" : "; connect-src 'self'"
        // The manifest beside the page, which a page of one file does not have.
        let manifest: HTML = singleFile ? "" : " manifest-src 'self';"
        let policy: HTML = """
            default-src 'none'; script-src \(sources.script)\(reloadScriptSource); style-src \(sources.style); \
            img-src 'self' data:;\(manifest) base-uri 'none'; form-action 'none'\(reloadStream)
            """
        return Rendering(
            template: Template(name: "index.html", source: PageTemplate.indexHTML),
            values: [
                "contentSecurityPolicy": .html(policy),
                "stylesheet": .html(stylesheet),
                "headScript": .html(headScript),
                "bodyScript": .html(bodyScript),
                "liveReload": .html(liveReload?.scriptElement ?? ""),
                "inspector": .html(pageInspector?.headMarkup ?? ""),
                "inspectorToggle": .html(pageInspector == nil ? "" : Inspector.toggleMarkup),
                "version": .text(MailSiteGenVersion.current),
                "title": .text(spec.title),
                "description": .text(spec.description),
                "sharingTags": .html(SharingTags(sharing: sharing).render()),
                "homeScreen": .html(HomeScreen.headMarkup(for: spec, singleFile: singleFile)),
                "searchPlaceholder": .text(spec.search.placeholder),
                "cancelTitle": .text(spec.search.cancelTitle),
                "captions": .html(markup.captions),
                "searchFieldShape": .html(PageMarkup.shapeMarkup),
                "emptyStates": .html(markup.emptyStates),
                "initialTab": .text(spec.initialTab),
                "colorScheme": .text(spec.colorScheme.rawValue),
                "textSize": .text(spec.renderedTextSize.rawValue),
                "contrast": .text(spec.renderedContrast),
                "transparency": .text(spec.renderedTransparency),
                "device": .html(spec.screen.device == .custom ? "" : " data-device=\"\(spec.screen.device.rawValue)\""),
                "language": .text(spec.language.text),
                "locale": .text(words.formats.requested.text),
                "direction": .text(spec.resolvedLayoutDirection.rawValue),
                "activeFillsWidth": .html(fillsWidth),
                "iconSprite": .html(markup.iconSprite),
                "categoryPills": .html(markup.categoryPills),
                "allMailsPill": .html(markup.allMailsPill),
                "mailLists": .html(markup.mailLists),
                "words": .html(HTML(embedded: words.json.formatted().scriptEscaped)),
                "motion": .html(HTML(embedded: spec.pageMotion.formatted().scriptEscaped)),
                "tabBarLabel": .text(spec.strings.tabBarLabel),
                "categoriesLabel": .text(spec.strings.categoriesLabel),
                "appearanceLabel": .text(spec.strings.appearanceAutomatic),
                "appearanceTitle": .text(spec.strings.appearance),
                "copyLink": .text(spec.strings.copyLink),
            ])
    }

    /// The board, its codes at the base URL the site is shared at.
    var board: ReviewBoard { ReviewBoard(spec: spec, baseURL: sharing.baseURL) }

    /// `states.html` and `states.css` (inside the page when it is a single file). No script: the
    /// frames are the pages themselves, so the policy allows only the board's style and frames of
    /// its own folder.
    func reviewBoard() -> (html: String, css: String) {
        let css = board.styleTokens() + "\n" + PageTemplate.statesCSS + "\n" + PageTemplate.timelineCSS
        return (board(css: css).rendered, css)
    }

    func board(css: String) -> Rendering {
        let stylesheet: HTML =
            singleFile ? "<style>\n\(HTML(embedded: css))</style>" : "<link rel=\"stylesheet\" href=\"states.css\">"
        let style = singleFile ? Self.hashSource("\n" + css) : "'self'"
        let policy: HTML =
            "default-src 'none'; style-src \(style); frame-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'"
        let board = self.board
        let words = board.words
        let strings = spec.strings
        let title = words.text(strings.boardTitle, ["title": words.spec(spec.title)])
        return Rendering(
            template: Template(name: "states.html", source: PageTemplate.statesHTML),
            values: [
                "language": .text(words.language),
                "direction": .html(words.directionAttribute),
                "contentSecurityPolicy": .html(policy),
                "stylesheet": .html(stylesheet),
                "version": .text(MailSiteGenVersion.current),
                "title": .text(title.plain),
                "heading": .html(title.html),
                "intro": .html(
                    words.markup(strings.boardIntro, ["page": "<a href=\"\(DeepLink.page)\">\(DeepLink.page)</a>"])),
                "conditionsHeading": .text(strings.boardConditions),
                "conditionsNote": .text(strings.boardConditionsNote),
                "localesHeading": .text(strings.boardLocales),
                "localesNote": .text(strings.boardLocalesNote),
                "springsHeading": .text(strings.boardSprings),
                "springsNote": .text(strings.boardSpringsNote),
                "states": .html(board.cells()),
                "conditions": .html(board.conditionCells()),
                "locales": .html(board.localeCells()),
                "codesNote": .html(board.codesNote),
                "springs": .html(board.springCells()),
                "motionHeading": .text(strings.boardMotion),
                "motionNote": .text(strings.boardMotionNote),
                "motion": .html(board.motionCells()),
            ])
    }

    /// `'sha256-…'`: a hash source of the policy, in base64, which holds no markup.
    static func hashSource(_ text: String) -> HTML {
        HTML(embedded: SHA256.cspSource(for: text))
    }
}
