import Foundation
import TestSupport
import Testing

@testable import MailSiteGen

/// `--base-url` and `--social-image`, and the spec's `site`, as people run them: what is
/// written, what `check` must be told, and the one line each mistake gives.
@Suite(.serialized) struct SharingCommandTests {
    static let card = CorpusTests.images.appendingPathComponent("card-1200x630.png")
    static let photo = CorpusTests.images.appendingPathComponent("progressive-600x400.jpg")

    private func folderWithImages() throws -> URL {
        let folder = try TestSupport.temporaryFolder().appendingPathComponent("work")
        try FileManager.default.copyItem(at: CorpusTests.images, to: folder)
        return folder
    }

    @Test func aBaseURLAndAnImageMakeTheLinkUnfurlAndCheckNeedsTheSameOptions() throws {
        let folder = try folderWithImages()
        let options = ["--base-url", "https://example.com/proto/", "--social-image", "card-1200x630.png"]
        let result = try TestSupport.run(["build", "--out", "site"] + options, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)  // 1200 × 630: no note
        #expect(result.stdout.contains("Wrote site/social.png (187 B)\n"))
        let site = folder.appendingPathComponent("site")
        #expect(try Data(contentsOf: site.appendingPathComponent("social.png")) == Data(contentsOf: Self.card))
        let html = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(
            html.contains(
                """
                <meta property="og:url" content="https://example.com/proto/">
                <meta property="og:image" content="https://example.com/proto/social.png">
                <meta property="og:image:width" content="1200">
                <meta property="og:image:height" content="630">
                <meta name="twitter:card" content="summary_large_image">
                <link rel="canonical" href="https://example.com/proto/">
                """))
        let checked = try TestSupport.run(["check", "--out", "site"] + options, in: folder)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout.contains("10 files up to date; index.html well-formed, 15 ids unique, 26 selectors"))
        let unchecked = try TestSupport.run(["check", "--out", "site"], in: folder)
        #expect(unchecked.status == 1)
        // The board differs too: with a base URL each of its cells prints a QR code of its link.
        #expect(
            unchecked.stderr.contains(
                "  differs: index.html (first at line 14)\n  differs: states.html (first at line 17)\n"
                    + "  differs: states.css (first at line 6)\n  extra: social.png\n"))
    }

    @Test func anImageOfAnotherSizeGetsANoteAndQuietSilencesIt() throws {
        let folder = try folderWithImages()
        let options = ["--base-url", "https://example.com/", "--social-image", "progressive-600x400.jpg"]
        let result = try TestSupport.run(["build", "--out", "site"] + options, in: folder)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "Note: progressive-600x400.jpg is 600 × 400 px; 1200 × 630 is recommended "
                + "(unfurlers crop or shrink other sizes)\n")
        #expect(TestSupport.files(in: folder.appendingPathComponent("site")).contains("social.jpg"))
        let quiet = try TestSupport.run(["build", "-q", "--out", "site"] + options, in: folder)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    /// The spec's image is relative to the spec file; the options override the spec.
    @Test func theSpecsSiteIsReadRelativeToItAndTheOptionsOverrideIt() throws {
        let folder = try TestSupport.temporaryFolder()
        let review = folder.appendingPathComponent("review")
        try FileManager.default.createDirectory(at: review, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.photo, to: review.appendingPathComponent("photo.jpg"))
        try FileManager.default.copyItem(at: Self.card, to: folder.appendingPathComponent("card.png"))
        try #"{"site": {"baseURL": "https://example.com/review/", "socialImage": "photo.jpg"}}"#.write(
            to: review.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let fromSpec = try TestSupport.run(["build", "-q", "--spec", "review/spec.json", "--out", "a"], in: folder)
        #expect(fromSpec.status == 0, "\(fromSpec.stderr)")
        let a = try String(contentsOf: folder.appendingPathComponent("a/index.html"), encoding: .utf8)
        #expect(a.contains("content=\"https://example.com/review/social.jpg\""))
        let overridden = try TestSupport.run(
            [
                "build", "-q", "--spec", "review/spec.json", "--out", "b", "--base-url", "https://example.org/",
                "--social-image", "card.png",
            ], in: folder)
        #expect(overridden.status == 0, "\(overridden.stderr)")
        let b = try String(contentsOf: folder.appendingPathComponent("b/index.html"), encoding: .utf8)
        #expect(b.contains("content=\"https://example.org/social.png\"") && !b.contains("example.com"))
        #expect(TestSupport.files(in: folder.appendingPathComponent("b")).contains("social.png"))
        #expect(!TestSupport.files(in: folder.appendingPathComponent("b")).contains("social.jpg"))
    }

    @Test(arguments: [
        (
            ["--base-url", "javascript:alert(1)//"],
            "Error: --base-url: 'javascript:alert(1)//' is not an http or https URL; write the address the folder is "
                + "published at, e.g. https://example.com/proto/"
        ),
        (
            ["--base-url", "https://example.com/\"><script>alert(1)</script>/"],
            "Error: --base-url: 'https://example.com/\"><script>alert(1)</script>/' holds '\"', which a URL cannot "
                + "hold; percent-encode it"
        ),
        (
            ["--base-url", "https://example.com/<b>/"],
            "Error: --base-url: 'https://example.com/<b>/' holds '<', which a URL cannot hold; percent-encode it"
        ),
        (
            ["--base-url", "https://example.com/proto/#states"],
            "Error: --base-url: 'https://example.com/proto/#states' has a fragment ('#…'); a base URL is a folder's "
                + "address: leave it out"
        ),
        (
            ["--base-url", "https://example.com/proto/?ref=1"],
            "Error: --base-url: 'https://example.com/proto/?ref=1' has a query ('?…'); a base URL is a folder's "
                + "address: leave it out"
        ),
        (
            ["--base-url", "https://example.com/proto"],
            "Error: --base-url: 'https://example.com/proto' does not end in '/'; write the folder's address, "
                + "'https://example.com/proto/'"
        ),
        (
            ["--social-image", "card-1200x630.png"],
            "Error: --social-image needs a base URL (--base-url or site.baseURL): unfurlers ignore an og:image that "
                + "is not absolute"
        ),
        (
            ["--base-url", "https://example.com/", "--social-image", "page.png"],
            "Error: --social-image page.png: is not a PNG or JPEG image (it starts with 3C 21 44 4F), whatever its "
                + "name says"
        ),
        (
            ["--base-url", "https://example.com/", "--social-image", "small-100x100.png"],
            "Error: --social-image small-100x100.png: is 100 × 100 px; a social image is at least 200 × 200 px "
                + "(1200 × 630 recommended)"
        ),
        (
            ["--base-url", "https://example.com/", "--social-image", "nope.png"],
            "Error: --social-image nope.png: no such file"
        ),
        (
            ["--base-url", "https://example.com/", "--social-image", "."],
            "Error: --social-image .: is a folder, not an image"
        ),
    ])
    func eachBadOptionGivesOneLineAndWritesNothing(_ options: [String], _ message: String) throws {
        let folder = try folderWithImages()
        for command in ["build", "check"] {
            let result = try TestSupport.run([command, "--out", "site"] + options, in: folder)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == message + "\n")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    /// 9 MB is refused before it is read, from the command line or from the spec.
    @Test func aNineMegabyteImageIsRefused() throws {
        let folder = try TestSupport.temporaryFolder()
        let big = folder.appendingPathComponent("big.png")
        try FileManager.default.copyItem(at: Self.card, to: big)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 9 * 1_048_576)  // sparse
        try handle.close()
        let option = try TestSupport.run(
            ["build", "--out", "site", "--base-url", "https://example.com/", "--social-image", "big.png"], in: folder)
        #expect(option.status == 1)
        #expect(option.stderr == "Error: --social-image big.png: is 9.0 MB; a social image is at most 8 MB\n")
        try "{\n  \"site\": {\"baseURL\": \"https://example.com/\", \"socialImage\": \"big.png\"}\n}".write(
            to: folder.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let spec = try TestSupport.run(["build", "--out", "site", "--spec", "spec.json"], in: folder)
        #expect(spec.status == 1)
        #expect(
            spec.stderr
                == "Error: spec.json:2:62: site.socialImage: big.png: is 9.0 MB; a social image is at most 8 MB\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }
}
