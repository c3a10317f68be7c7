/// Help and usage texts, in swift-argument-parser's layout.
enum HelpText {
    static func usage(for subcommand: Subcommand?) -> String {
        switch subcommand {
        case .build: "mailsitegen build [--spec <file>] [--out <dir>] [--single-file] [--quiet] [--force]"
        case .check: "mailsitegen check [--spec <file>] [--out <dir>] [--single-file]"
        case .`init`: "mailsitegen init [--force]"
        case .schema: "mailsitegen schema"
        case .help, nil: "mailsitegen <subcommand>"
        }
    }

    static func text(for subcommand: Subcommand?) -> String {
        switch subcommand {
        case .build: build
        case .check: check
        case .`init`: initialize
        case .schema: schema
        case .help, nil: root
        }
    }

    static let root = """
        OVERVIEW: Generate a web prototype of the iOS 18 Mail category tab bar and its
        translucent header from a layout spec.

        USAGE: \(usage(for: nil))

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          build (default)         Build the prototype from a spec into a folder.
          check                   Check that a folder holds what build would write.
          init                    Write mailsitegen.json, the complete default spec.
          schema                  Print the JSON Schema of the spec.
          help                    Show subcommand help information.

          See 'mailsitegen help <subcommand>' for detailed help.

        """

    static let build = """
        OVERVIEW: Build the prototype from a spec into a folder.

        The spec is --spec <file>, else ./mailsitegen.json when it exists, else the
        built-in spec (the original screen). The folder gets index.html, style.css and
        app.js, with relative links only: open index.html from disk or host the folder
        under any path. The folder is replaced as a whole once the new files are
        complete; a folder mailsitegen did not make is only replaced with --force.

        USAGE: \(usage(for: .build))

        OPTIONS:
          --spec <file>           The layout spec, JSON. (default: ./mailsitegen.json,
                                  else the built-in spec)
          --out <dir>             The folder to write the prototype to. (default:
                                  ./public)
          --single-file           Write one self-contained index.html, styles and
                                  script inside.
          -q, --quiet             Print nothing on success.
          --force                 Replace an output folder that mailsitegen did not
                                  make.
          --version               Show the version.
          -h, --help              Show help information.

        """

    static let check = """
        OVERVIEW: Check that a folder holds what build would write.

        Validates the spec, compares the folder with what 'mailsitegen build' would
        write (each missing, extra or differing file is listed), and checks the page's
        markup: well-formed HTML, unique ids, the selectors of the README's contract,
        and no reference to a file or id that does not exist. Exits 1 on any finding.

        USAGE: \(usage(for: .check))

        OPTIONS:
          --spec <file>           The layout spec, JSON. (default: ./mailsitegen.json,
                                  else the built-in spec)
          --out <dir>             The folder to check. (default: ./public)
          --single-file           The folder was built with --single-file.
          --version               Show the version.
          -h, --help              Show help information.

        """

    static let initialize = """
        OVERVIEW: Write mailsitegen.json, the complete default spec.

        Every field is spelled out with its default (the original screen), and
        mailsitegen.schema.json is written beside it so that editors complete and
        check the fields.

        USAGE: \(usage(for: .`init`))

        OPTIONS:
          --force                 Replace an existing mailsitegen.json.
          --version               Show the version.
          -h, --help              Show help information.

        """

    static let schema = """
        OVERVIEW: Print the JSON Schema of the spec.

        The schema (draft 2020-12) comes from the same definitions as the decoder.

        USAGE: \(usage(for: .schema))

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        """
}
