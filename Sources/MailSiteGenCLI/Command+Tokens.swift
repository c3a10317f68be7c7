import MailSiteGen

extension Command {
    /// `mailsitegen tokens`: the spec's design values as design tokens, Figma variables or an
    /// Xcode asset catalogue, written as one folder, replaced whole: a folder per format by
    /// default, and never one that holds another format's export unless forced.
    static let tokens = Command(
        name: "tokens",
        abstract: "Export the spec's design values as design tokens, Figma variables or an asset catalogue.",
        discussion: """
            The spec is --spec <file>, else ./mailsitegen.json when it exists, else the
            built-in spec. dtcg writes mailsitegen.tokens.json, every number, length,
            duration, colour and spring as a W3C design token (2025.10), and
            mailsitegen.resolver.json, whose modifier theme sets the colours for light,
            dark, lightHighContrast and darkHighContrast. figma writes
            figma-variables.json, the body of Figma's POST /v1/files/:file_key/variables:
            one collection with a mode per appearance. xcassets writes
            MailDesign.xcassets, a colour set per colour. Each format has a folder of its
            own by default (./tokens, ./figma, ./Assets), replaced as a whole once the new
            files are complete; a folder that holds another format's export, or one
            mailsitegen tokens did not make, is only replaced with --force.
            """,
        options: [.spec, .tokensFormat, .tokensOut, .tokensForce, .quiet],
        run: runTokens)

    private static func runTokens(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let format = options[.tokensFormat].flatMap(TokenExport.Format.init(rawValue:)) ?? .dtcg
        let folder = options.path(.tokensOut) ?? format.conventionalPath
        let written = try CommandError.wrapping { () throws(MailSiteGenError) in
            let spec = try SpecSource.resolve(options.path(.spec)).load()
            let files = try TokenExport(spec: spec).files(format)
            let output = OutputFolder.tokens(path: folder, format: format, force: options.contains(.tokensForce))
            return try output.replace(with: files)
        }
        guard !options.contains(.quiet) else { return }
        for (path, bytes) in written { console.wrote(path, bytes: bytes) }
    }
}

extension Option {
    static let tokensFormat = Option(
        "--format", value: "format",
        "dtcg (design tokens and a resolver), figma (a variables request body) or xcassets (an Xcode asset "
            + "catalogue).",
        default: TokenExport.Format.dtcg.rawValue, rule: .oneOf(TokenExport.Format.allCases.map(\.rawValue)))
    static let tokensOut = Option(
        "--out", value: "dir", "The folder to write the files to.",
        default: TokenExport.Format.allCases.map { "./\($0.conventionalPath) for \($0.rawValue)" }.joined(
            separator: ", "))
    static let tokensForce = Option(
        "--force", "Replace a folder that holds another format's export, or that mailsitegen did not make.")
}
