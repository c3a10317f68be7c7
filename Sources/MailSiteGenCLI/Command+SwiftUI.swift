import MailSiteGen

extension Command {
    /// `mailsitegen swiftui`: the designed screen as one SwiftUI source file.
    static let swiftUI = Command(
        name: "swiftui",
        abstract: "Write the screen as SwiftUI source for iOS 18.",
        discussion: """
            The spec is --spec <file>, else ./mailsitegen.json when it exists, else the
            built-in spec. The file holds the screen the page shows, in SwiftUI: the tab
            model, the tab bar, the header with its material and search drawer, the sample
            list and a #Preview, with every number of the spec in one enum, MailDesign. Add
            it to an iOS 18 app target and show MailInboxView(). With --assets the colours
            are named in MailDesign.xcassets, which 'mailsitegen tokens --format xcassets'
            writes, instead of written as values.
            """,
        options: [.spec, .swiftUIOut, .swiftUIAssets],
        run: runSwiftUI)

    private static func runSwiftUI(_ options: ParsedOptions, _ console: Console) throws(MailSiteGenError) {
        let spec = try SpecSource.resolve(options.path(.spec)).load()
        let source: String
        do {
            source = try SwiftUIGenerator(spec: spec, namesAssetColors: options.contains(.swiftUIAssets)).generate()
        } catch {
            throw MailSiteGenError(error.message)
        }
        if options[.swiftUIOut] == "-" {
            console.out(source)
            return
        }
        let file = SwiftUISourceFile(path: options.path(.swiftUIOut) ?? SwiftUISourceFile.conventionalPath)
        console.wrote(file.path, bytes: try file.write(source))
    }
}

extension Option {
    static let swiftUIOut = Option(
        "--out", value: "file", "The Swift file to write; - writes to standard output.",
        default: "./\(SwiftUISourceFile.conventionalPath)")
    static let swiftUIAssets = Option(
        "--assets", "Name the colours in MailDesign.xcassets (Color(\"TabPrimary\")) instead of writing their values.")
}
