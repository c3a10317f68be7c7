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
            writes, instead of written as values. A spec with icons of its own ({"svg": …})
            also gets MailIcons.xcassets beside the file, an image set for each icon; add
            it to the target too. The screen's words (strings) go to Localizable.xcstrings,
            a String Catalog beside the file, in English and the spec's language; add it
            too (with --out - only the Swift file is written, and the words read in English).
            """,
        options: [.spec, .swiftUIOut, .swiftUIAssets],
        run: runSwiftUI)

    private static func runSwiftUI(_ options: ParsedOptions, _ console: Console) throws(CommandError) {
        let (generator, source) = try CommandError.wrapping { () throws(MailSiteGenError) in
            let specSource = SpecSource.resolve(options.path(.spec))
            let spec = try specSource.load()
            let generator = SwiftUIGenerator(
                spec: spec, namesAssetColors: options.contains(.swiftUIAssets),
                icons: try CustomIcons.load(spec: spec, source: specSource))
            return (generator, try generator.generate())
        }
        let assets = generator.assetCatalogue()
        if options[.swiftUIOut] == "-" {
            guard assets.isEmpty else { throw .conflict(.iconsWithStandardOutput(out: .swiftUIOut)) }
            console.out(source)
            return
        }
        let file = SwiftUISourceFile(path: options.path(.swiftUIOut) ?? SwiftUISourceFile.conventionalPath)
        let written = try CommandError.wrapping { () throws(MailSiteGenError) in
            var written: [(path: FilePath, bytes: Int)] = []
            if !assets.isEmpty {
                // The catalogue is replaced as a whole, and only when mailsitegen made it, as a build's folder is.
                let folder = sibling(of: file.path, named: SwiftUIGenerator.assetCatalogueName)
                written = try OutputFolder(path: folder).replace(with: assets)
            }
            // The String Catalog beside the file, replaced as the file is, but only when it is the
            // one mailsitegen wrote there (the Swift file records its digest): an app's own
            // catalogue, or one a person edited, is kept.
            let catalogue = SwiftUISourceFile(path: sibling(of: file.path, named: SwiftUIGenerator.stringCatalogName))
            let words = generator.stringCatalog()
            try file.checkReplaceable(catalogue: catalogue.path, with: words)
            return [(file.path, try file.write(source)), (catalogue.path, try catalogue.write(words))] + written
        }
        for (path, bytes) in written { console.wrote(path, bytes: bytes) }
    }
}

/// `name` in the folder of `path` (`name` alone when that is the current folder).
private func sibling(of path: FilePath, named name: String) -> FilePath {
    let parent = path.parent
    return parent == "." ? FilePath(name) : parent.appending(name)
}

extension Option {
    static let swiftUIOut = Option(
        "--out", value: "file", "The Swift file to write; - writes to standard output.",
        default: "./\(SwiftUISourceFile.conventionalPath)")
    static let swiftUIAssets = Option(
        "--assets", "Name the colours in MailDesign.xcassets (Color(\"TabPrimary\")) instead of writing their values.")
}
