import MailSiteGen

extension Command {
    /// `mailsitegen motion`: the motion as numbers, every spring in each platform's own terms and
    /// what moves when in each transition, to standard output or one file.
    static let motion = Command(
        name: "motion",
        abstract: "Print the motion as numbers: each spring in every platform's terms, and what moves when.",
        discussion: """
            The spec is --spec <file>, else ./mailsitegen.json when it exists, else the
            built-in spec. Every spring of the spec (tabBar.animation, search.animation)
            in SwiftUI, UIKit, Core Animation, Jetpack Compose, Android views, Flutter,
            React Native Reanimated, Framer Motion, Figma and CSS, each converted with
            that platform's own definitions (docs/motion.md cites them); then each
            transition's moves: the element, the property, from and to, when it starts,
            its curve and when it settles. markdown gives code to paste for each platform
            with its notes on units and limits, and a table per transition; json the same
            as named numbers; svg a timeline per transition. Written to standard output,
            or with --out to a file, replaced in one step.
            """,
        options: [.spec, .motionFormat, .motionOut],
        run: runMotion)

    private static func runMotion(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let format = options[.motionFormat].flatMap(MotionSheet.Format.init(rawValue:)) ?? .markdown
        let source = SpecSource.resolve(options.path(.spec))
        let spec = try CommandError.wrapping(source.load)
        let sheet = MotionSheet(spec: spec)
        let text: String
        switch format {
        case .markdown: text = sheet.markdown
        case .json: text = sheet.json.formatted() + "\n"
        case .svg: text = MotionTimelineSVG.document(for: spec)
        }
        guard let out = options.path(.motionOut), out != "-" else {
            console.out(text)
            return
        }
        let bytes = try CommandError.wrapping { () throws(MailSiteGenError) in
            try MotionSheetFile(path: out).write(text, format: format, spec: source)
        }
        console.wrote(out, bytes: bytes)
    }
}

extension Option {
    static let motionFormat = Option(
        "--format", value: "format",
        "markdown (code to paste per platform, a table per transition), json (named numbers) or svg "
            + "(a timeline per transition).",
        default: MotionSheet.Format.markdown.rawValue, rule: .oneOf(MotionSheet.Format.allCases.map(\.rawValue)))
    static let motionOut = Option(
        "--out", value: "file", "The file to write; - or none writes to standard output.", default: "-")
}
