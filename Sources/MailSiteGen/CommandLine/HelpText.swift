/// Help and usage texts, in swift-argument-parser's layout.
enum HelpText {
    static let rootUsage = "mailsitegen <subcommand>"
    static let buildUsage = "mailsitegen build [--spec <file>] [--out <dir>]"

    static func usage(for subcommand: Subcommand?) -> String {
        subcommand == .build ? buildUsage : rootUsage
    }

    static let root = """
        OVERVIEW: Generate a web prototype of the iOS 18 Mail category tab bar and its
        translucent header from a layout spec.

        USAGE: \(rootUsage)

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          build (default)         Build the prototype from a spec into a folder.
          help                    Show subcommand help information.

          See 'mailsitegen help <subcommand>' for detailed help.

        """

    static let build = """
        OVERVIEW: Build the prototype from a spec into a folder.

        The spec is --spec <file>, else ./mailsitegen.json when it exists, else the
        built-in spec (the original screen). The folder gets index.html, style.css and
        app.js, with relative links only: open index.html from disk or host the folder
        under any path.

        USAGE: \(buildUsage)

        OPTIONS:
          --spec <file>           The layout spec, JSON. (default: ./mailsitegen.json,
                                  else the built-in spec)
          --out <dir>             The folder to write the prototype to. (default:
                                  ./public)
          --version               Show the version.
          -h, --help              Show help information.

        """

    static func text(for subcommand: Subcommand?) -> String {
        switch subcommand {
        case .build: build
        case .help, nil: root
        }
    }
}
