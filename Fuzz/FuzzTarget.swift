// libFuzzer entry point: arbitrary bytes go through decoding, validation and rendering, as a
// spec file would. A crash, a hang or a page where spec text escaped its context is a finding.
import LayoutSpec

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let spec = try? LayoutSpec.decode(bytes, file: "fuzz.json") else { return 0 }
    for singleFile in [false, true] {
        guard let files = try? SiteGenerator(spec: spec, singleFile: singleFile).generate() else {
            fatalError("a valid spec failed to render")
        }
        guard let page = files.first(where: { $0.path == "index.html" })?.contents else {
            fatalError("no index.html")
        }
        checkNoEscape(page, spec: spec, singleFile: singleFile)
    }
    return 0
}

/// The page's markup has exactly the generator's own scripts and styles, whatever the spec says.
private func checkNoEscape(_ page: String, spec: LayoutSpec, singleFile: Bool) {
    let scripts = page.components(separatedBy: "<script").count - 1
    let styles = page.components(separatedBy: "<style").count - 1
    guard scripts == 1, styles == (singleFile ? 1 : 0) else {
        fatalError("unexpected <script>/<style> count: \(scripts)/\(styles)")
    }
    for text in [spec.title, spec.description] + spec.mails.flatMap({ [$0.from, $0.subject, $0.preview] }) {
        if text.contains("<") && page.contains(text) {
            fatalError("spec text reached the page unescaped: \(text.prefix(80))")
        }
    }
}
