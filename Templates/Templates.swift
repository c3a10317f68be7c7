/// The page's source files, embedded in the binary at build time (SwiftPM's `.embedInCode`),
/// so that a copied or installed `mailsitegen` needs nothing beside it.
public enum PageTemplate {
    /// `index.html`, with `{{placeholders}}` the generator fills.
    public static var indexHTML: String { text(PackageResources.index_html) }
    /// `style.css`, appended after the generated custom properties.
    public static var styleCSS: String { text(PackageResources.style_css) }
    /// `app.js`, the page's own script, with a `{{json placeholder}}` for its spec's data. It
    /// hands what its parts use to each of them (the `mailsitegen:start` event); the generator
    /// puts the parts a page has before it, in the same file.
    public static var appJS: String { text(PackageResources.app_js) }
    /// `states.html`, the review board, with `{{placeholders}}` the generator fills.
    public static var statesHTML: String { text(PackageResources.states_html) }
    /// `states.css`, appended after the board's generated custom properties.
    public static var statesCSS: String { text(PackageResources.states_css) }
    /// `timeline.css`, the motion timelines' style: in the standalone SVG sheet, and after
    /// `states.css` and `compare.css`, which draw the same timelines inline.
    public static var timelineCSS: String { text(PackageResources.timeline_css) }
    /// `app-inspector.js`: the part of the page's script a page with the inspector has (its
    /// design read again when a field changes), a script of its own started by the page.
    public static var appInspectorJS: String { text(PackageResources.app_inspector_js) }
    /// `app-motion.js`: the part that replays the last tab change and sets the speed of every
    /// animation, for a page with the inspector or a phone of a comparison.
    public static var appMotionJS: String { text(PackageResources.app_motion_js) }
    /// `app-compare.js`: the part a phone of a comparison has, which talks to the comparison
    /// page in `compare-protocol.js`'s messages.
    public static var appCompareJS: String { text(PackageResources.app_compare_js) }
    /// `compare-protocol.js`: the messages between a comparison page and its phones, their
    /// shapes and the origins they count from; before `compare.js` and `app-compare.js`.
    public static var compareProtocolJS: String { text(PackageResources.compare_protocol_js) }
    /// `compare.html`, the comparison page, with `{{placeholders}}` the generator fills.
    public static var compareHTML: String { text(PackageResources.compare_html) }
    /// `compare.css`, appended after the phones' generated sizes.
    public static var compareCSS: String { text(PackageResources.compare_css) }
    /// `compare.js`, the comparison page's script (after `compare-protocol.js`).
    public static var compareJS: String { text(PackageResources.compare_js) }
    /// `inspector.js`, the inspector's panel, loaded when it is first opened, with a
    /// `{{json placeholder}}` for its fields.
    public static var inspectorJS: String { text(PackageResources.inspector_js) }
    /// `inspector.css`, the inspector's toggle and panel, as it is.
    public static var inspectorCSS: String { text(PackageResources.inspector_css) }
    /// `reload.js`, the live-reload client `mailsitegen serve` serves beside the page, as it is.
    public static var reloadJS: String { text(PackageResources.reload_js) }
    /// `pages-workflow.yml`, the GitHub Pages workflow `init --github-pages` writes, with
    /// `{{placeholders}}` the generator fills.
    public static var pagesWorkflowYAML: String { text(PackageResources.pages_workflow_yml) }
    /// `review-workflow.yml`, the pull-request workflow `init --github-review` writes, with
    /// `{{placeholders}}` the generator fills.
    public static var reviewWorkflowYAML: String { text(PackageResources.review_workflow_yml) }
    /// `review-job.yml`, the pull-request job both workflows hold, with `{{placeholders}}`.
    public static var reviewJobYAML: String { text(PackageResources.review_job_yml) }
    /// `report.schema.json`, the JSON Schema of what `build` and `check` print with `--format json`,
    /// as `mailsitegen schema --report` prints it.
    public static var reportSchemaJSON: String { text(PackageResources.report_schema_json) }
    /// `snapshot-report.schema.json`, the JSON Schema of the `report.json` that `snapshot --against`
    /// writes beside its pictures.
    public static var snapshotReportSchemaJSON: String { text(PackageResources.snapshot_report_schema_json) }
    /// The icon sprite: one `<symbol id="icon-NAME">` per icon and form.
    public static var iconsSVG: String { text(PackageResources.icons_svg) }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// The fixed parts of `mailsitegen swiftui`'s file, in Swift, with `{{code placeholders}}` for the
/// parts the generator writes from the spec (`MailDesign`, `TabModel`, the sample mails).
public enum SwiftUITemplate {
    /// The whole file: the header, the screen, the preview, the tab bar and the list.
    public static var file: String { PageTemplate.text(PackageResources.MailCategoryTabBar_swift) }
    /// `Color(light:dark:)`, added only to files that use it.
    public static var lightDarkColor: String { PageTemplate.text(PackageResources.Color_LightDark_swift) }
}
