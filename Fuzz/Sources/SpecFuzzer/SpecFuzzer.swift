// libFuzzer entry point: arbitrary bytes go through decoding, validation and rendering, as a
// spec file would. A crash, a hang or a page where spec text escaped its context is a finding.
import LayoutSpec
import LibFuzzer
import MailSiteGen

/// SwiftPM links an executable's `main` to `<module>_main`: this one hands over to libFuzzer.
@_cdecl("SpecFuzzer_main")
func specFuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    LibFuzzer.run(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let spec = try? LayoutSpec.decode(bytes, file: "fuzz.json") else { return 0 }
    for singleFile in [false, true] {
        guard let files = try? site(spec, singleFile: singleFile).generate() else {
            fatalError("a valid spec failed to render")
        }
        guard let page = files.first(where: { $0.path == "index.html" })?.contents,
            let board = files.first(where: { $0.path == "states.html" })?.contents
        else {
            fatalError("no index.html or states.html")
        }
        checkNoEscape(page, spec: spec, singleFile: singleFile)
        checkNoEscape(board, named: "states.html", spec: spec, singleFile: singleFile)
    }
    checkComparison(spec)
    checkTokens(spec)
    return 0
}

/// Every token export of a valid spec is JSON of the same shape as the same spec's with every
/// free text plain: a spec's text stays one string value in them, whatever it holds.
private func checkTokens(_ spec: LayoutSpec) {
    for format in TokenExport.Format.allCases {
        guard let files = try? TokenExport(spec: spec).files(format),
            let plainFiles = try? TokenExport(spec: neutralized(spec)).files(format),
            files.map(\.path) == plainFiles.map(\.path)
        else { fatalError("a valid spec failed to export as \(format)") }
        for (file, plainFile) in zip(files, plainFiles) {
            guard let node = try? JSONParser.parse(Array(file.contents.utf8)),
                let plain = try? JSONParser.parse(Array(plainFile.contents.utf8))
            else { fatalError("\(file.path) is not JSON") }
            guard shape(of: node) == shape(of: plain) else { fatalError("spec text changed the shape of \(file.path)") }
        }
    }
}

/// A JSON value's structure, its text left out: each object's keys and each array's length.
private func shape(of node: JSONNode) -> String {
    switch node.value {
    case .object(let members): "{" + members.map { $0.key + ":" + shape(of: $0.value) }.joined(separator: ",") + "}"
    case .array(let elements): "[" + elements.map(shape(of:)).joined(separator: ",") + "]"
    case .string: "s"
    case .number: "n"
    case .bool: "b"
    case .null: "0"
    }
}

/// A comparison of the spec adds no markup of its text either (against itself, so that the same
/// rows are there for the neutralized spec: none), and its reports against the default spec keep
/// their shape: a Markdown table of one line per row, a text report without control characters.
private func checkComparison(_ spec: LayoutSpec) {
    func page(_ spec: LayoutSpec) -> String {
        let variants = [CompareVariant(name: spec.title, spec: spec), CompareVariant(name: "b.json", spec: spec)]
        return CompareGenerator(variants: variants).pageFiles().first?.contents ?? ""
    }
    let tags = page(spec).utf8.count { $0 == UInt8(ascii: "<") }
    let plainTags = page(neutralized(spec)).utf8.count { $0 == UInt8(ascii: "<") }
    guard tags == plainTags else {
        fatalError("spec text added markup to the comparison: \(tags) '<' where a plain spec has \(plainTags)")
    }
    let diff = SpecDiff(variants: [
        CompareVariant(name: spec.title, spec: spec), CompareVariant(name: "default.json", spec: .default),
    ])
    let markdown = diff.report(.markdown).utf8.count { $0 == UInt8(ascii: "\n") }
    guard markdown == (diff.isEmpty ? 1 : diff.rows.count + 4) else {
        fatalError("the Markdown report has \(markdown) lines for \(diff.rows.count) rows")
    }
    guard !diff.report(.text).unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" }) else {
        fatalError("a control character in the text report")
    }
}

/// Text from the spec never adds markup: the page (or the review board) has exactly as many `<` as
/// the same page of the same spec with every free text replaced by a plain word (escaped text
/// holds no `<` at all), and the generator's own script and data blocks (none on the board) and style.
private func checkNoEscape(_ page: String, named name: String = "index.html", spec: LayoutSpec, singleFile: Bool) {
    let scripts = occurrences(of: "<script", in: page)
    let styles = occurrences(of: "<style", in: page)
    // The page's script, its words' data block and its motion table (JSON, escaped for a script:
    // they hold no `<`).
    guard scripts == (name == "index.html" ? 3 : 0), styles == (singleFile ? 1 : 0) else {
        fatalError("unexpected <script>/<style> count in \(name): \(scripts)/\(styles)")
    }
    guard let plain = try? site(neutralized(spec), singleFile: singleFile).generate(),
        let plainPage = plain.first(where: { $0.path == name })?.contents
    else { fatalError("the neutralized spec failed to render") }
    // A board cell's QR code is there only when its absolute link fits one, and a search state's
    // link holds a query taken from the mails' text, so the plain spec's can fit where the spec's
    // does not: each code, or the note that replaces it, counts as one slot, and every code holds
    // the same markup.
    let (slots, codeTags) = collapsingCodes(in: page)
    let (plainSlots, plainCodeTags) = collapsingCodes(in: plainPage)
    guard codeTags.union(plainCodeTags).count <= 1 else {
        fatalError("spec text added markup to a QR code of \(name): \(codeTags.union(plainCodeTags).sorted()) '<'")
    }
    let tags = slots.utf8.count { $0 == UInt8(ascii: "<") }
    let plainTags = plainSlots.utf8.count { $0 == UInt8(ascii: "<") }
    guard tags == plainTags else {
        fatalError("spec text added markup to \(name): \(tags) '<' where a plain spec has \(plainTags)")
    }
}

/// The board with each cell's QR code (`<figure class="state__code">…</figure>`) and each note
/// that a link is too long for one (`<p class="state__code-missing">…</p>`) replaced by one
/// `<slot>`, and how many `<` each code held.
private func collapsingCodes(in page: String) -> (page: String, codeTags: Set<Int>) {
    let code = (open: "<figure class=\"state__code\">", close: "</figure>")
    let note = (open: "<p class=\"state__code-missing\">", close: "</p>")
    var result = ""
    var codeTags = Set<Int>()
    var rest = page[...]
    while true {
        let codeStart = rest.firstRange(of: code.open)
        let noteStart = rest.firstRange(of: note.open)
        let isCode = codeStart.map { code in noteStart.map { code.lowerBound < $0.lowerBound } ?? true } ?? false
        guard let start = isCode ? codeStart : noteStart,
            let end = rest[start.upperBound...].firstRange(of: isCode ? code.close : note.close)
        else { break }
        result += rest[..<start.lowerBound] + "<slot>"
        if isCode { codeTags.insert(rest[start.lowerBound..<end.upperBound].utf8.count { $0 == UInt8(ascii: "<") }) }
        rest = rest[end.upperBound...]
    }
    return (result + rest, codeTags)
}

/// How often `needle` occurs in `text` (the library has no Foundation, so neither has this).
private func occurrences(of needle: String, in text: String) -> Int {
    var count = 0
    var rest = text[...]
    while let range = rest.firstRange(of: needle) {
        count += 1
        rest = rest[range.upperBound...]
    }
    return count
}

/// The same spec with every free text replaced by "x" (an empty preview stays empty: it renders
/// no paragraph).
/// The spec's page, its own icons (`{"svg": …}`) each drawn as one square: the files are not read.
private func site(_ spec: LayoutSpec, singleFile: Bool) -> SiteGenerator {
    var site = SiteGenerator(spec: spec, singleFile: singleFile)
    if let square { site.icons = CustomIcons.all(of: spec, drawnAs: square) }
    return site
}

private let square = try? SVGIcon(bytes: Array(#"<svg viewBox="0 0 24 24"><path d="M2 2H22V22H2Z"/></svg>"#.utf8))

private func neutralized(_ spec: LayoutSpec) -> LayoutSpec {
    var plain = spec
    // Each icon's paths are spec text too: replaced, one plain name for each distinct icon.
    var names: [CustomSymbol: CustomSymbol] = [:]
    func plainSymbol(_ symbol: Symbol) -> Symbol {
        guard case .custom(let custom) = symbol else { return symbol }
        let plain =
            names[custom] ?? CustomSymbol(svg: "x\(names.count).svg", filled: custom.filled.map { _ in "y.svg" })
        names[custom] = plain
        return .custom(plain)
    }
    plain.allMails.symbol = plainSymbol(spec.allMails.symbol)
    plain.title = "x"
    plain.description = "x"
    plain.allMails.title = "x"
    plain.search.placeholder = "x"
    plain.search.cancelTitle = "x"
    plain.tabs = spec.tabs.map { tab in
        var tab = tab
        tab.title = "x"
        tab.symbol = plainSymbol(tab.symbol)
        return tab
    }
    plain.mails = spec.mails.map { mail in
        var mail = mail
        mail.from = "x"
        mail.subject = "x"
        mail.preview = mail.preview.isEmpty ? "" : "x"
        return mail
    }
    // The screen's words: their text replaced, their placeholders kept (a count is markup of its own).
    func plainText(_ text: String) -> String {
        let pieces = (try? PhrasePiece.pieces(of: text)) ?? []
        return pieces.map { piece in
            switch piece {
            case .text: "x"
            case .placeholder(let name): "{\(name)}"
            }
        }.joined()
    }
    func plainPhrase(_ phrase: PluralPhrase) -> PluralPhrase {
        guard !phrase.isPlain else { return PluralPhrase(stringLiteral: plainText(phrase.text(for: .other))) }
        return PluralPhrase(forms: phrase.forms.mapValues(plainText)) ?? phrase
    }
    let strings = spec.strings
    plain.strings.allMailsCaption = plainPhrase(strings.allMailsCaption)
    plain.strings.categoryCaption = plainPhrase(strings.categoryCaption)
    plain.strings.searchCaption = plainPhrase(strings.searchCaption)
    plain.strings.searchResults = plainPhrase(strings.searchResults)
    for keyPath in [
        \ScreenStrings.noResults, \.noMail, \.unread, \.tabBarLabel, \.categoriesLabel, \.appearance,
        \.appearanceAutomatic, \.appearanceLight, \.appearanceDark, \.copyLink, \.linkCopied, \.copyThisLink,
    ] as [WritableKeyPath<ScreenStrings, String>] {
        plain.strings[keyPath: keyPath] = plainText(strings[keyPath: keyPath])
    }
    return plain
}
