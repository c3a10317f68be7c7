import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// The references in `docs/` that are generated from their sources: each committed file must be
/// what its command prints today, so a change to the field table or the selector contract
/// cannot leave the documentation behind.
struct GeneratedDocsTests {
    private func output(of arguments: [String]) -> String {
        nonisolated(unsafe) var out = ""
        let cli = MailSiteGenCLI(console: Console(out: { out += $0 }, error: { _ in }))
        #expect(cli.run(arguments) == .success)
        return out
    }

    @Test(arguments: [
        (["fields", "--format", "markdown"], "docs/spec.md"),
        (["selectors"], "docs/selectors.md"),
        (["selectors", "--format", "markdown"], "docs/selectors.md"),
    ])
    func theCommittedReferenceIsWhatItsCommandPrints(_ arguments: [String], _ path: String) throws {
        let committed = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(
            committed == output(of: arguments),
            "\(path) is stale: run scripts/generate-docs and commit the result")
    }

    @Test func theSelectorsAsJSONAreTheContract() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(output(of: ["selectors", "--format", "json"]).utf8))
                as? [String: [[String: String]]])
        #expect(json["page"]?.map { $0["selector"] } == SelectorContract.selectors.map(\.text))
        #expect(json["comparison"]?.map { $0["selector"] } == SelectorContract.comparison.map(\.text))
        #expect(json["page"]?.allSatisfy { $0["meaning"] != nil && $0["present"] != nil } == true)
    }

    @Test func theFieldReferenceListsEveryFieldOfTheTable() {
        let reference = output(of: ["fields", "--format", "markdown"])
        for field in LayoutSpec.fieldTable where field.name != "$schema" {
            #expect(reference.contains("| `\(field.path)` |"), "\(field.path)")
        }
        #expect(reference.contains("| `tabs[].color` | color |"))
        #expect(reference.contains("| `tabBar.spacing` | number, 0 to 100 px, step 1 | `8` |"))
    }
}
