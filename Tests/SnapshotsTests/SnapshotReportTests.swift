import Encoders
import Foundation
import TestSupport
import Testing

@testable import Snapshots

/// The report in its three forms: golden files (`Snapshots/`) for a comparison with every kind of
/// outcome and hostile labels, and the escaping of each form on its own.
struct SnapshotReportTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Labels as a spec may write them: markup, quotes, another script, a line break.
    static let comparison = SnapshotComparison(
        outcomes: [
            StateOutcome(
                name: "tab-primary", label: "Primary <script>alert(1)</script> & \"quotes\" 'too'",
                link: "index.html?tab=primary&x=\"><b>", change: .changed(pixels: 12_345, share: 0.0041),
                beforeFile: "before/tab-primary.png", afterFile: "tab-primary.png", diffFile: "diff/tab-primary.png"),
            StateOutcome(
                name: "phone-pro-max", label: "iPhone 16 Pro Max | [link](javascript:alert(1)) *bold*",
                link: "index.html?device=iphone-16-pro-max",
                change: .resized(
                    from: PixelSize(width: 1179, height: 2556), to: PixelSize(width: 1320, height: 2868),
                    pixels: 771_936,
                    share: 0.2039),
                beforeFile: "before/phone-pro-max.png", afterFile: "phone-pro-max.png",
                diffFile: "diff/phone-pro-max.png"),
            StateOutcome(
                name: "locale-ar", label: "العربية\nصندوق الوارد", link: "index.html?lang=ar", change: .added,
                afterFile: "javascript:alert(1).png"),
            StateOutcome(
                name: "tab-gone", label: "受信トレイ", link: "index.html?tab=gone", change: .removed,
                beforeFile: "before/tab-gone.png"),
            StateOutcome(
                name: "default", label: "Default", link: "index.html", change: .unchanged, afterFile: "default.png"),
            StateOutcome(
                name: "dark", label: "Dark <em>mode</em>", link: "index.html?scheme=dark", change: .unchanged,
                afterFile: "dark.png"),
        ], differenceImages: [], baseCopies: [], threshold: 0.1)

    @Test func theHTMLReportIsItsGoldenFile() throws {
        try TestSupport.assertSnapshot(SnapshotReport.html(Self.comparison), named: "report.html", in: Self.folder)
    }

    @Test func theMarkdownReportIsItsGoldenFile() throws {
        try TestSupport.assertSnapshot(SnapshotReport.markdown(Self.comparison), named: "report.md", in: Self.folder)
    }

    /// `--format markdown`, for a job summary: the same rows without a heading or picture links
    /// (the pictures are in the artifact, not beside the summary).
    @Test func theJobSummaryIsItsGoldenFile() throws {
        let summary = SnapshotReport.markdown(Self.comparison, linkingPictures: false)
        try TestSupport.assertSnapshot(summary, named: "summary.md", in: Self.folder)
        #expect(!summary.contains("](") && !summary.contains("# "))
    }

    /// `--format markdown` without a base: the pictures drawn, a label escaped, a file as code.
    @Test func aSnapshotWithoutABaseListsItsPictures() {
        let manifest = SnapshotManifest(
            scale: 2, framed: true, spec: "my_spec.json", browser: "Chromium 156",
            states: [
                SnapshotState(
                    name: "primary", label: "Primary | <b>", link: "index.html?tab=primary", file: "primary.png",
                    width: 786, height: 1704, scale: 2, pixelHash: "xxh64:0")
            ])
        #expect(
            manifest.markdown == """
                1 picture of my\\_spec\\.json, at scale 2, framed.

                | State | Picture | Size |
                | --- | --- | --- |
                | Primary \\| \\<b\\> | `primary.png` | 786 × 1704 |

                """)
    }

    @Test func theJSONReportIsItsGoldenFile() throws {
        try TestSupport.assertSnapshot(SnapshotReport.json(Self.comparison), named: "report.json", in: Self.folder)
    }

    @Test func theHTMLEscapesEveryLabelAndLink() {
        let html = SnapshotReport.html(Self.comparison)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<em>") && !html.contains("<b>"))
        #expect(html.contains("Primary &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39;"))
        #expect(html.contains("alt=\"Before: Primary &lt;script&gt;"))
        #expect(html.contains("index.html?tab=primary&amp;x=&quot;&gt;&lt;b&gt;"))
        // A path never reads as a URL with a scheme.
        #expect(html.contains("src=\"javascript%3Aalert(1).png\""))
        #expect(html.contains("العربية\nصندوق الوارد") && html.contains("受信トレイ"))
        // The unchanged states are listed.
        #expect(html.contains("<li>Default</li>") && html.contains("<li>Dark &lt;em&gt;mode&lt;/em&gt;</li>"))
    }

    @Test func theMarkdownEscapesEveryLabel() {
        #expect(
            SnapshotReport.escaped("a|b [x](y) <b> *c* _d_ `e` \\")
                == "a\\|b \\[x\\]\\(y\\) \\<b\\> \\*c\\* \\_d\\_ \\`e\\` \\\\")
        #expect(SnapshotReport.escaped("two\nlines") == "two lines")
        let markdown = SnapshotReport.markdown(Self.comparison)
        // Every < of a label is escaped: no HTML reaches a rendered summary.
        #expect(markdown.contains("Primary \\<script\\>alert\\(1\\)\\<\\/script\\>"))
        #expect(!markdown.replacingOccurrences(of: "\\<", with: "").contains("<"))
        #expect(markdown.contains("| 12,345 pixels changed (0.41 %) |"))
        #expect(markdown.contains("[after](javascript%3Aalert(1).png)"))
    }

    @Test func numbersReadAsNumbers() {
        #expect(SnapshotReport.percent(0.0041) == "0.41 %")
        #expect(SnapshotReport.percent(0.00001) == "< 0.01 %")
        #expect(SnapshotReport.percent(0) == "0.00 %")
        #expect(SnapshotReport.percent(1) == "100.00 %")
        #expect(SnapshotReport.grouped(771_936) == "771,936")
        #expect(SnapshotReport.grouped(12) == "12")
        #expect(SnapshotReport.grouped(1_000_000) == "1,000,000")
        #expect(
            SnapshotReport.describe(
                .resized(from: .init(width: 1, height: 2), to: .init(width: 3, height: 4), pixels: 1234, share: 0.5))
                == "resized from 1 × 2 to 3 × 4, 1,234 pixels changed (50.00 %)")
    }
}
