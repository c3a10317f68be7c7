import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// The selectors people's tests rely on: one list (`SelectorContract`), printed by
/// `mailsitegen selectors` into `docs/selectors.md`, found by `check` in every generated page.
/// The browser suite checks the same list in a real page (`Tests/Browser/test_selector_contract.py`,
/// which reads it from `mailsitegen selectors --format json`).
struct SelectorContractTests {
    private func page(_ spec: LayoutSpec) throws -> (html: String, files: Set<String>) {
        let files = try SiteGenerator(spec: spec).generate()
        return (files.first { $0.path == "index.html" }?.contents ?? "", Set(files.map(\.path)))
    }

    @Test func everySelectorIsOneCompoundSelectorThatReadsBackAsWritten() {
        for entry in SelectorContract.selectors {
            #expect(entry.selector.description == entry.text)
            #expect(!entry.selector.attributes.isEmpty, "\(entry.text)")
        }
        #expect(Set(SelectorContract.selectors.map(\.text)).count == SelectorContract.selectors.count)
    }

    @Test func everyGeneratedPageHoldsTheSelectorsOfItsMarkup() throws {
        let custom = try LayoutSpec.decode(
            Array(try Data(contentsOf: GeneratorTests.snapshots.appendingPathComponent("custom-spec.json"))),
            file: "custom-spec.json")
        for spec in [LayoutSpec.default, custom] {
            let (html, files) = try page(spec)
            // The custom spec has a base URL: its canonical link is absolute, and names the page.
            let report = MarkupCheck(html: html, files: files, baseURL: spec.site.baseURL?.text).run()
            #expect(report.problems.isEmpty, "\(report.problems.map(\.description))")
            #expect(report.selectorCount == SelectorContract.inMarkup.count)
        }
    }

    /// What the script sets or a state brings is not in the markup: the contract's "present"
    /// column says so, and the browser suite checks it there.
    @Test func selectorsOfTheScriptAndOfStatesAreNotInTheMarkup() throws {
        let (html, files) = try page(.default)
        let ids = [Tab.allMailsID] + LayoutSpec.default.tabs.map(\.id)
        let others = SelectorContract.selectors.filter { $0.condition != .markup }
        #expect(!others.isEmpty)
        for entry in others {
            for id in ids {
                let report = MarkupCheck(html: html, files: files, selectors: [entry.selector.filled(with: id)]).run()
                #expect(
                    report.problems.map(\.description) == ["no \(entry.selector.filled(with: id).phrase)"],
                    "\(entry.text) \(id)")
            }
        }
    }

    @Test func aTabWithNoMailHasItsEmptyState() throws {
        let spec = try LayoutSpec.decode(
            Array(
                #"""
                {"tabs": [{"id": "work", "title": "Work", "symbol": "envelope", "color": "orange"},
                          {"id": "quiet", "title": "Quiet", "symbol": "bell", "color": "gray"}],
                 "mails": [{"from": "Ana", "subject": "Plan", "date": "2026-11-28", "category": "work"}]}
                """#.utf8), file: "empty-tab.json")
        let (html, files) = try page(spec)
        let emptyState = try #require(
            SelectorContract.selectors.first { $0.condition == .state("when a tab has no mail") })
        let selectors = [emptyState.selector.filled(with: "quiet"), emptyState.selector.filled(with: "work")]
        let report = MarkupCheck(html: html, files: files, selectors: selectors).run()
        #expect(report.problems.map(\.description) == [#"no element has data-empty="work""#])
    }

    @Test func checkNamesAMissingSelectorInWords() {
        let html = #"<html lang="en"><body><div role="tab" data-tab="a"></div></body></html>"#
        let selectors = [
            CompoundSelector(#"[role="tab"][data-tab="<id>"][aria-selected]"#), CompoundSelector("html[data-ready]"),
            CompoundSelector(#"[data-tab="a"]"#),
        ]
        let report = MarkupCheck(html: html, files: [], selectors: selectors).run()
        #expect(
            report.problems.map(\.description) == [
                #"no element has role="tab", data-tab="<id>" and aria-selected"#, "no html element has data-ready",
            ])
    }
}
