// libFuzzer entry point: arbitrary bytes as a resolver and a token file that a spec's fields
// alias into. Any input is refused with one error, or resolves; a resolved value reaches the
// page only as an escaped value of its field's type. A crash, a hang, an error that is not one
// line, or markup from a token's text is a finding.
import LayoutSpec
import LibFuzzer
import MailSiteGen

/// SwiftPM links an executable's `main` to `<module>_main`: this one hands over to libFuzzer.
@_cdecl("TokenFuzzer_main")
func tokenFuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    LibFuzzer.run(argc, argv) { data, size in
        guard let data else { return 0 }
        return fuzz(data, size)
    }
}

/// The spec every input is read under: a field of each kind aliases a token, through the
/// resolver or straight from the token file.
private let specs = [
    #"{"tokens": {"resolver": "r.resolver.json"}, "title": "{t}", "tabBar": {"cornerRadius": "{d}", "animation": "{s}", "inactiveBackground": "{c}", "activeFillsWidth": "{b}"}, "search": {"animation": {"duration": "{m}"}}, "tabs": [{"id": "a", "title": "{t}", "symbol": "star", "color": "{c}"}]}"#,
    #"{"tokens": {"files": ["a.tokens.json"]}, "description": "{t}", "tabBar": {"spacing": "{d}", "inactiveForeground": {"light": "{c}", "dark": "{c}"}}, "scroll": {"transitionDistance": "{n}"}}"#,
]

func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let selector = bytes.first else { return 0 }
    // After the selector: the resolver's bytes, a NUL, the token file's bytes.
    let rest = bytes.dropFirst()
    let split = rest.firstIndex(of: 0) ?? rest.endIndex
    let resolver = Array(rest[..<split])
    let tokens = split < rest.endIndex ? Array(rest[(split + 1)...]) : []
    let read: SpecFileReader = { path, limit in
        switch path {
        case "r.resolver.json":
            resolver.count <= limit ? .success(resolver) : .failure(SpecFileReadFailure("too large"))
        case "a.tokens.json": tokens.count <= limit ? .success(tokens) : .failure(SpecFileReadFailure("too large"))
        default: .failure(SpecFileReadFailure("no such file"))
        }
    }
    checkSkimAgreesWithParse(tokens)
    let text = specs[Int(selector) % specs.count]
    let spec: LayoutSpec
    do {
        spec = try LayoutSpec.decode(Array(text.utf8), file: "spec.json", reading: read)
    } catch {
        let message = error.description
        guard !message.isEmpty, !message.contains("\n") else { fatalError("not one line: \(message)") }
        return 0
    }
    guard let files = try? SiteGenerator(spec: spec).generate(),
        let page = files.first(where: { $0.path == "index.html" })?.contents
    else { fatalError("a spec whose tokens resolved failed to render") }
    var plain = spec
    plain.title = "x"
    plain.description = "x"
    plain.tabs = spec.tabs.map { tab in
        var tab = tab
        tab.title = "x"
        return tab
    }
    guard let plainFiles = try? SiteGenerator(spec: plain).generate(),
        let plainPage = plainFiles.first(where: { $0.path == "index.html" })?.contents
    else { fatalError("the plain spec failed to render") }
    let tags = page.utf8.count { $0 == UInt8(ascii: "<") }
    let plainTags = plainPage.utf8.count { $0 == UInt8(ascii: "<") }
    guard tags == plainTags else {
        fatalError("a token's text added markup: \(tags) '<' where plain text gives \(plainTags)")
    }
    return 0
}

/// The one-pass check of a token file refuses what the parser refuses, at the same place and in
/// the same words (both read by the one scanner), and reads every object document the parser
/// reads (a key written twice in a nested object is found later, when that object is read).
private func checkSkimAgreesWithParse(_ bytes: [UInt8]) {
    let parsed = Result { () throws(JSONParser.Failure) in try JSONParser.parse(bytes) }
    let skimmed = Result { () throws(JSONParser.Failure) in try JSONParser.skimObject(bytes) }
    switch (parsed, skimmed) {
    case (.success(let node), .failure(let error)):
        if case .object = node.value { fatalError("skim refused what parse reads: \(error.message)") }
    case (.failure(let error), .success):
        guard error.message.hasPrefix("duplicate key") else {
            fatalError("skim read what parse refuses: \(error.message)")
        }
    case (.failure(let parseError), .failure(let skimError)):
        guard
            parseError == skimError || parseError.message.hasPrefix("duplicate key")
                || skimError.message.hasPrefix("expected an object")
        else {
            fatalError(
                "skim and parse refuse differently: \(skimError.position): \(skimError.message) and "
                    + "\(parseError.position): \(parseError.message)")
        }
    case (.success, .success):
        break
    }
}
