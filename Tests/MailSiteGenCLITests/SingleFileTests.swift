import Foundation
import TestSupport
import Testing

/// `--single-file` writes the three-file page with its style and script inline, and nothing else
/// changed but the policy and the Home Screen links. The browser suite relies on it: it loads every
/// test's three-file page in each engine and its single-file page in one of them
/// (`single_file_engine` in Tests/Browser/conftest.py).
@Suite(.serialized) struct SingleFileTests {
    static let specs = ["", "examples/arabic.json", "examples/german.json"]

    @Test(arguments: specs) func theSingleFilePageIsTheFilesPageWithItsStyleAndScriptInline(spec: String) throws {
        let folder = try TestSupport.temporaryFolder()
        let specOption =
            spec.isEmpty ? [] : ["--spec", TestSupport.packageRoot.appendingPathComponent(spec).path]
        for (out, extra) in [("files", [String]()), ("one", ["--single-file"])] {
            let result = try TestSupport.run(["build", "-q", "--out", out] + specOption + extra, in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        func read(_ path: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }

        var page = try read("files/index.html")
        page = try replacing(
            "<link rel=\"manifest\" href=\"manifest.webmanifest\">\n"
                + "<link rel=\"apple-touch-icon\" href=\"apple-touch-icon.png\">\n",
            with: "", in: page)
        page = try replacing(
            "<link rel=\"stylesheet\" href=\"style.css\">\n<script src=\"app.js\" defer></script>\n",
            with: "<style>\n\(try read("files/style.css"))</style>\n", in: page)
        // A deferred script runs once the document is parsed: inline, it is the body's last element.
        page = try replacing("</body>", with: "<script>\n\(try read("files/app.js"))</script>\n</body>", in: page)
        #expect(withoutPolicy(page) == withoutPolicy(try read("one/index.html")))

        let board = try replacing(
            "<link rel=\"stylesheet\" href=\"states.css\">\n",
            with: "<style>\n\(try read("files/states.css"))</style>\n", in: try read("files/states.html"))
        #expect(withoutPolicy(board) == withoutPolicy(try read("one/states.html")))
    }

    /// The text once, replaced; a page without it fails the test (the transform above is then stale).
    private func replacing(_ text: String, with replacement: String, in page: String) throws -> String {
        let parts = page.components(separatedBy: text)
        try #require(parts.count == 2, "the three-file page has \(parts.count - 1) of \(text.debugDescription)")
        return parts.joined(separator: replacement)
    }

    /// The page with its Content-Security-Policy's value left out: it names the files or the inline
    /// text's hashes (EndToEndTests checks those).
    private func withoutPolicy(_ page: String) -> String {
        let marker = "http-equiv=\"Content-Security-Policy\" content=\""
        guard let start = page.range(of: marker),
            let end = page[start.upperBound...].firstIndex(of: "\"")
        else { return page }
        return page.replacingCharacters(in: start.upperBound..<end, with: "…")
    }
}
