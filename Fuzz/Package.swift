// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets over the MailSiteGen and PreviewServer libraries, built by `Fuzz/run` with
// `swift build -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library`: each executable's
// `LLVMFuzzerTestOneInput` is called by libFuzzer's own `main`.
let package = Package(
    name: "MailSiteGenFuzz",
    dependencies: [.package(name: "MailSiteGen", path: "..")],
    targets: [
        /// libFuzzer's driver, started by each target's entry point.
        .target(name: "LibFuzzer"),
        /// Arbitrary bytes through decoding, validation and rendering, as a spec file would go.
        .executableTarget(
            name: "SpecFuzzer",
            dependencies: [
                "LibFuzzer",
                .product(name: "MailSiteGen", package: "MailSiteGen"),
                .product(name: "LayoutSpec", package: "MailSiteGen"),
            ]
        ),
        /// A spec text and one edit through the spec editor, judged by an edit of the parsed tree
        /// and by where the bytes changed.
        .executableTarget(
            name: "EditFuzzer",
            dependencies: ["LibFuzzer", .product(name: "LayoutSpec", package: "MailSiteGen")]
        ),
        /// Arbitrary bytes as a resolver and a token file that a spec's fields alias into.
        .executableTarget(
            name: "TokenFuzzer",
            dependencies: [
                "LibFuzzer",
                .product(name: "MailSiteGen", package: "MailSiteGen"),
                .product(name: "LayoutSpec", package: "MailSiteGen"),
            ]
        ),
        /// Arbitrary bytes as an icon's SVG file, judged by a second reading of the reduced
        /// output's grammar.
        .executableTarget(
            name: "SVGFuzzer",
            dependencies: ["LibFuzzer", .product(name: "MailSiteGen", package: "MailSiteGen")]
        ),
        /// Arbitrary bytes through the preview server's request parser, judged by a second
        /// reading of the grammar.
        .executableTarget(
            name: "RequestFuzzer",
            dependencies: ["LibFuzzer", .product(name: "PreviewServer", package: "MailSiteGen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
