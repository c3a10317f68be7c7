// swift-tools-version:6.0
import PackageDescription

// The pipeline, one way through:
//
//   spec file ─▶ LayoutSpec:   parse (JSON/) → decode (Decoding/) → validate (Validation/) → model (Model/);
//                              every field once, in the field table (Fields/); the JSON writer (JSON/)
//             ─▶ MailSiteGen:  render (Render/ and Fields/, with Templates) → write (Write/, over the
//                              file-system layer in FileSystem/); check (Check/); compare (Compare/);
//                              the same screen as SwiftUI source (SwiftUI/, with Templates/SwiftUI)
//             ─▶ mailsitegen:  the command line over the libraries (MailSiteGenCLI/), with the run
//                              reports for CI (Report/)
//             ─▶ the plugin:   `swift package mailsitegen …`, in a package that depends on this one,
//                              runs the command line above (Plugins/MailSiteGenPlugin/)
//
// beside them, used by the generator and the server alike:
//
//   Encoders:      QR codes with their Reed–Solomon codewords, SHA-256, Base64, CRC-32, XXH64, PNG
//                  (read and written: inflate and deflate, Adler-32), animations as APNG and GIF
//   LocaleFormats: dates, times and numbers as a locale writes them, from the project's own locale
//                  tables (CLDR 46 through ICU 76, by scripts/generate-locale-data), no Foundation
//
// and, for `mailsitegen snapshot`, over the generator and the encoders:
//
//   BrowserDriver: a Chromium-family browser found, started headless with a fresh profile and driven
//                  over the DevTools protocol on a pipe (no port), closed on every way out
//   Snapshots:     the review board's states drawn in it as pictures (SnapshotPlan, SnapshotCapture)
//                  and listed (SnapshotManifest); each compared with the base's as pixelmatch
//                  compares (Compare/), the differences drawn and the report written
//
// and, for `mailsitegen serve`, beside the generator rather than in it:
//
//   PreviewServer: the generator's files rendered with live reload, in memory (LiveSite) → routed
//                  (Router, HTTP/) → served over POSIX sockets in one poll loop (ServerLoop,
//                  Connection, System/); the spec watched with inotify, signals through a pipe,
//                  edits written with the generator's atomic file write (Editing/), the address
//                  as a QR code in the terminal (QRCode/, over Encoders)
let package = Package(
    name: "MailSiteGen",
    products: [
        .executable(name: "mailsitegen", targets: ["MailSiteGenCLI"]),
        .library(name: "MailSiteGen", targets: ["MailSiteGen"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "PreviewServer", targets: ["PreviewServer"]),
        .plugin(name: "MailSiteGenPlugin", targets: ["MailSiteGenPlugin"]),
    ],
    targets: [
        /// The design as data: the spec's JSON parsed, decoded and validated into values, and the
        /// maths of its motion. No I/O, no Foundation, nothing of HTML or CSS.
        .target(name: "LayoutSpec"),
        /// The page itself, embedded in the binary so that a copied `mailsitegen` works from any folder.
        .target(
            name: "Templates",
            path: "Templates",
            resources: [
                .embedInCode("index.html"),
                .embedInCode("style.css"),
                .embedInCode("app.js"),
                .embedInCode("icons.svg"),
                .embedInCode("states.html"),
                .embedInCode("states.css"),
                .embedInCode("timeline.css"),
                .embedInCode("reload.js"),
                .embedInCode("app-inspector.js"),
                .embedInCode("app-motion.js"),
                .embedInCode("app-compare.js"),
                .embedInCode("compare-protocol.js"),
                .embedInCode("compare.html"),
                .embedInCode("compare.css"),
                .embedInCode("compare.js"),
                .embedInCode("inspector.js"),
                .embedInCode("inspector.css"),
                .embedInCode("pages-workflow.yml"),
                .embedInCode("review-workflow.yml"),
                .embedInCode("review-job.yml"),
                .embedInCode("report.schema.json"),
                .embedInCode("snapshot-report.schema.json"),
                .embedInCode("SwiftUI/MailCategoryTabBar.swift"),
                .embedInCode("SwiftUI/Color+LightDark.swift"),
            ]
        ),
        /// The encoders the generator and the server use, each to its standard and nothing else:
        /// QR codes (with their Reed–Solomon codewords), SHA-256, Base64, CRC-32, XXH64, PNG
        /// (written, and read for snapshots), and animations written as APNG and GIF.
        .target(name: "Encoders"),
        /// Dates, times and numbers as a locale writes them, from the project's own locale tables
        /// (CLDR 46 through ICU 76, written by scripts/generate-locale-data), in plain Swift.
        .target(name: "LocaleFormats", dependencies: ["LayoutSpec"]),
        /// The generator as a library: a spec rendered into files, written as one folder, checked.
        .target(name: "MailSiteGen", dependencies: ["LayoutSpec", "LocaleFormats", "Encoders", "Templates"]),
        /// A headless Chromium-family browser found on the machine and driven over the DevTools
        /// protocol on a pipe: no port, no dependency. Glibc/Darwin only, no Foundation.
        .target(name: "BrowserDriver", dependencies: ["LayoutSpec", "Encoders"]),
        /// `mailsitegen serve`'s server over the generator: HTTP, sockets, the poll loop, the spec
        /// watcher, signals and the terminal's QR code. The generator itself has none of these.
        .target(name: "PreviewServer", dependencies: ["MailSiteGen", "LayoutSpec", "Encoders", "Templates"]),
        /// `mailsitegen snapshot`'s pictures of the review board's states, drawn in the browser
        /// (`BrowserDriver`) and listed in `snapshots.json`, and what a change did to them: each
        /// picture compared with the base's as pixelmatch compares (`Compare/`), the differences
        /// drawn, and the report (HTML, Markdown, JSON).
        .target(
            name: "Snapshots", dependencies: ["MailSiteGen", "LayoutSpec", "BrowserDriver", "Encoders", "Templates"]),
        /// `mailsitegen record`'s motion as a file: frames drawn on the page's own clock, written as
        /// APNG and GIF by the encoders, or as MP4 (H.264) and WebM (VP9) by the browser's WebCodecs
        /// encoder in a tab of the driver's own, muxed by the encoders (`Video/`).
        .target(
            name: "Recording",
            dependencies: ["MailSiteGen", "LayoutSpec", "BrowserDriver", "Snapshots", "Encoders", "Templates"]),
        /// `mailsitegen`: arguments in, the libraries' work, exit code out; the run reports (`--format`)
        /// are the command line's own.
        .executableTarget(
            name: "MailSiteGenCLI",
            dependencies: [
                "MailSiteGen", "LayoutSpec", "PreviewServer", "Snapshots", "Recording", "BrowserDriver", "Encoders",
                "Templates",
            ]),
        /// `swift package mailsitegen build` in a package that depends on this one: the tool above,
        /// built from source, run in that package's folder with the arguments as given.
        .plugin(
            name: "MailSiteGenPlugin",
            capability: .command(
                intent: .custom(
                    verb: "mailsitegen",
                    description: "Run mailsitegen (build, check, swiftui, …) in the package's folder."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the prototype (public/), SwiftUI source or a spec into the package."
                    )
                ]
            ),
            dependencies: ["MailSiteGenCLI"]
        ),

        /// Helpers shared by the test targets: golden files, temporary folders, running the binary.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "TestSupport"]),
        .testTarget(name: "EncodersTests", dependencies: ["Encoders", "TestSupport"]),
        .testTarget(name: "LocaleFormatsTests", dependencies: ["LocaleFormats", "LayoutSpec", "TestSupport"]),
        .testTarget(name: "BrowserDriverTests", dependencies: ["BrowserDriver", "LayoutSpec", "TestSupport"]),
        .testTarget(
            name: "MailSiteGenTests",
            dependencies: ["MailSiteGen", "LayoutSpec", "LocaleFormats", "Encoders", "Templates", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "MailSiteGen", "LayoutSpec", "Encoders", "Templates", "TestSupport"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "SnapshotsTests", dependencies: ["Snapshots", "Encoders", "TestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "RecordingTests", dependencies: ["Recording", "Encoders", "TestSupport"]),
        .testTarget(
            name: "MailSiteGenCLITests",
            dependencies: [
                "MailSiteGenCLI", "MailSiteGen", "PreviewServer", "Snapshots", "Recording", "LayoutSpec", "Encoders",
                "TestSupport",
            ],
            exclude: ["Snapshots", "Corpus"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
