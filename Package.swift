// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MailSiteGen",
    products: [
        .executable(name: "mailsitegen", targets: ["MailSiteGen"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
    ],
    targets: [
        /// The design as data: spec types, defaults, validation and the maths. No I/O, no HTML.
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
            ]
        ),
        /// The generator and its command line.
        .executableTarget(name: "MailSiteGen", dependencies: ["LayoutSpec", "Templates"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec"]),
        .testTarget(
            name: "MailSiteGenTests",
            dependencies: ["MailSiteGen", "LayoutSpec", "Templates"],
            exclude: ["Snapshots", "Corpus"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
