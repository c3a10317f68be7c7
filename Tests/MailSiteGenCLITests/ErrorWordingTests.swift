import Foundation
import LayoutSpec
import MailSiteGen
import Testing

@testable import MailSiteGenCLI

/// The library's messages name no command-line option; the command line words each setting by
/// its option, as it always has.
struct ErrorWordingTests {
    static let errors: [(MailSiteGenError, String)] = [
        (.setting(.baseURL, "needs a scheme"), "--base-url: needs a scheme"),
        (.setting(.socialImage("card.png"), "no such file"), "--social-image card.png: no such file"),
        (.setting(.host, "'x' is not an IP address"), "--host: 'x' is not an IP address"),
        (.setting(.port, "70000 is not a port number"), "--port: 70000 is not a port number"),
        (
            .exists("mailsitegen.json", replacement: " with the default spec"),
            "mailsitegen.json already exists; pass --force to replace it with the default spec"
        ),
        (
            .exists(".github/workflows/prototype.yml"),
            ".github/workflows/prototype.yml already exists; pass --force to replace it"
        ),
        (
            .notBuilt("site"),
            "site: no such folder; build it with 'mailsitegen build --out site', or check the spec alone with --spec-only"
        ),
        (.comparisonSize(5), "a comparison takes 2 to 4 specs, not 5"),
        (
            .homeScreenIconMissing("tray"),
            "the Home Screen icon cannot be drawn: the All Mails symbol tray was not read"
        ),
        (
            .notMadeByMailSiteGen("docs", marker: ".mailsitegen"),
            "docs: the folder was not made by mailsitegen (it has no .mailsitegen) and would be replaced as a "
                + "whole; pass --force to replace it anyway"
        ),
        (
            .otherTokenExport("tokens", holds: .figma, names: ["figma-variables.json"], writing: .dtcg),
            "tokens: holds the export of --format figma (figma-variables.json), which --format dtcg would replace as "
                + "a whole; write to another folder with --out <dir>, or pass --force to replace it"
        ),
        (
            .catalogueNotGenerated("Localizable.xcstrings", swiftFile: "MailCategoryTabBar.swift"),
            "Localizable.xcstrings: not the String Catalog mailsitegen wrote beside MailCategoryTabBar.swift "
                + "(edited since, or another's), so it is kept; put your words in the spec's strings, or move the file, "
                + "and generate again"
        ),
        (
            .portsInUse(host: "127.0.0.1", first: 8000, last: 8009),
            "cannot listen on 127.0.0.1: ports 8000 to 8009 are all in use; try --port 0 for any free port"
        ),
        (.file("out", .unreplaceable), "out: cannot be replaced"),
        (.file("spec.json", .missing), "spec.json: no such file"),
        (.file("docs", .protected(.home)), "docs: refusing to replace your home folder"),
        (.file("out", .symbolicLink(toFolder: true)), "out: is a symbolic link; give the folder it points to"),
        (
            .file(
                "out", .newFilesUnwritable, cause: FileError(.create, "/tmp/.out.mailsitegen-1/app.js", code: ENOSPC)),
            "out: the new files cannot be written beside it"
        ),
        (.variant(name: "b.json", .setting(.baseURL, "needs a scheme")), "b.json: --base-url: needs a scheme"),
        (
            .iconNotRead(CustomSymbol(svg: "icons/forums.svg")),
            "the icon {\"svg\": \"icons/forums.svg\"} was not read: load the spec's icons with CustomIcons.load"
        ),
        (
            .listen(host: "[::1]", port: 8000, cause: SystemCallError("bind", code: EADDRNOTAVAIL)),
            "cannot listen on [::1]:8000: bind failed: Cannot assign requested address"
        ),
        (.signalHandling(cause: SystemCallError("pipe", code: EMFILE)), "cannot set up signal handling"),
        (
            .socialImageNeedsBaseURL(nil),
            "--social-image needs a base URL (--base-url or site.baseURL): unfurlers ignore an og:image that is not "
                + "absolute"
        ),
        (
            .socialImageNeedsBaseURL(
                SpecError(
                    file: "spec.json", position: SourcePosition(line: 3, column: 20),
                    path: JSONPath.root.appending(key: "site").appending(key: "socialImage"),
                    message: "needs a base URL")),
            "spec.json:3:20: site.socialImage: needs a base URL (--base-url or site.baseURL): unfurlers ignore an "
                + "og:image that is not absolute"
        ),
    ]

    /// What only the command line can get wrong: options that cannot go together, a folder that
    /// `check` finds out of date.
    static let commandErrors: [(CommandError, String)] = [
        (
            .conflict(.serveComparisonOfOne(spec: "a.json")),
            "a comparison is of 2 to 4 specs; serve one spec with --spec a.json"
        ),
        (
            .conflict(.checkComparisonOfOne(spec: "a.json")),
            "a comparison is of 2 to 4 specs; check one spec's build with --spec a.json"
        ),
        (.conflict(.specAndComparison), "--spec serves one spec; give either --spec or two to four specs to compare"),
        (.conflict(.onlyWith(.compareExitCode, with: .compareDiff)), "--exit-code only applies to --diff"),
        (.conflict(.notForComparison(.checkInspector)), "--inspector does not apply to a comparison"),
        (
            .conflict(.reviewTwice(review: .initGitHubReview, pages: .initGitHubPages)),
            "--github-review: the workflow --github-pages writes reviews pull requests already; use one of the two"
        ),
        (
            .conflict(.specOnlyWithFolder(specOnly: .checkSpecOnly, out: .checkOut)),
            "--out names a folder to check, and --spec-only checks the spec without one; use one of the two"
        ),
        (
            .conflict(.inspectorInOneFile(inspector: .buildInspector, singleFile: .buildSingleFile)),
            "--inspector: the inspector is loaded from inspector.js beside the page, which --single-file leaves out; "
                + "use one of the two"
        ),
        (
            .conflict(.iconsWithStandardOutput(out: .swiftUIOut)),
            "--out -: the spec's own icons are written to MailIcons.xcassets beside the Swift file; give the file to "
                + "write"
        ),
        (
            .notUpToDate(
                folder: "public", writer: "review.json builds", findings: ["markup: index.html: line 3: …"],
                rebuild: nil),
            "public/ is not what review.json builds:\n  markup: index.html: line 3: …"
        ),
        (
            .notUpToDate(
                folder: "site", writer: "review.json builds", findings: ["missing: app.js", "extra: x.txt"],
                rebuild: Rebuild(
                    ParsedOptions(values: ["--spec": "review.json", "--out": "site"]), cause: .unrecorded,
                    folder: "site", specs: ["review.json"])),
            "site/ is not what review.json builds:\n  missing: app.js\n  extra: x.txt\n"
                + "site/ does not record the spec it was built from (an earlier mailsitegen built it), so which fields "
                + "differ cannot be told.\nRebuild it with: mailsitegen build --spec review.json --out site"
        ),
        (.library(.setting(.port, "70000 is not a port number")), "--port: 70000 is not a port number"),
        (.quiet, ""),
    ]

    @Test func theCommandLineWordsItsOwnErrors() {
        for (error, message) in Self.commandErrors { #expect(error.message == message) }
    }

    @Test func theCommandLineNamesTheOptions() {
        for (error, message) in Self.errors { #expect(error.commandLineMessage == message) }
    }

    @Test func theLibraryNamesNoOption() {
        for (error, _) in Self.errors {
            #expect(!error.description.contains("--"), "\(error.description)")
            #expect(!error.description.isEmpty)
        }
    }
}
