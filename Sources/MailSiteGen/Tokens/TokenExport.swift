import LayoutSpec

/// A spec's design values as files other tools read: Design Tokens (the W3C community group's
/// 2025.10 format and resolver), a Figma variables request, or an Xcode asset catalogue. Every
/// value comes from the field table (`ExportedValue`); `mailsitegen tokens` writes the files.
public struct TokenExport {
    /// The formats, as `--format` names them.
    public enum Format: String, CaseIterable, Sendable {
        case dtcg
        case figma
        case xcassets

        /// Where `mailsitegen tokens` writes this format when it is given no folder: a folder of
        /// its own for each, since a folder is replaced whole and one export must not replace
        /// another.
        public var conventionalPath: FilePath {
            switch self {
            case .dtcg: "tokens"
            case .figma: "figma"
            case .xcassets: "Assets"
            }
        }

        /// The names this format writes at the top of its folder: how a folder tells which
        /// export it holds.
        var topLevelNames: [String] {
            switch self {
            case .dtcg: [TokenExport.tokensFileName, TokenExport.resolverFileName]
            case .figma: [TokenExport.figmaFileName]
            case .xcassets: [TokenExport.assetCatalogueName]
            }
        }

        /// The export another format wrote in a folder that holds `entries` (the names at its
        /// top), and those of its names that are there; nil when none is there.
        func otherExport(among entries: [String]) -> (format: Format, names: [String])? {
            for format in Format.allCases where format != self {
                let names = format.topLevelNames.filter(entries.contains)
                if !names.isEmpty { return (format, names) }
            }
            return nil
        }
    }

    public let spec: LayoutSpec

    public init(spec: LayoutSpec) {
        self.spec = spec
    }

    /// The files of `format`, paths relative to the output folder. The spec is validated first,
    /// as a build validates it.
    public func files(_ format: Format) throws(MailSiteGenError) -> [OutputFile] {
        do {
            try spec.validate()
        } catch {
            throw MailSiteGenError(error)
        }
        let values = ExportedValue.all(in: spec)
        switch format {
        case .dtcg:
            return [
                OutputFile(path: Self.tokensFileName, contents: designTokens(values).formatted() + "\n"),
                OutputFile(path: Self.resolverFileName, contents: resolver(values).formatted() + "\n"),
            ]
        case .figma:
            return [OutputFile(path: Self.figmaFileName, contents: figmaVariables(values).formatted() + "\n")]
        case .xcassets:
            return assetCatalogue(values)
        }
    }

    static let tokensFileName = "mailsitegen.tokens.json"
    static let resolverFileName = "mailsitegen.resolver.json"
    static let figmaFileName = "figma-variables.json"

    /// The group descriptions: each section's and list's documentation, by its token name.
    static let groupDocumentation: [String: String] = {
        var documentation: [String: String] = [:]
        for field in LayoutSpec.fieldTable where field.kind == .section || field.kind == .list {
            documentation[TokenName(path: field.path).description] = field.documentation
        }
        return documentation
    }()
}
