import BrowserDriver
import Testing

/// What `--version` prints, read, and the oldest browser the page can be drawn in.
struct BrowserVersionTests {
    @Test(arguments: [
        ("Chromium 156.0.8078.129 built on Debian GNU/Linux 12 (bookworm)", "Chromium", [156, 0, 8078, 129]),
        ("Google Chrome 138.0.7204.92 ", "Google Chrome", [138, 0, 7204, 92]),
        ("Microsoft Edge 138.0.3351.65", "Microsoft Edge", [138, 0, 3351, 65]),
        ("Chromium 120.0.6099.71 snap\n", "Chromium", [120, 0, 6099, 71]),
        ("Google Chrome for Testing 131.0.6778.85", "Google Chrome for Testing", [131, 0, 6778, 85]),
    ])
    func readsVersions(printed: String, product: String, numbers: [Int]) throws {
        let version = try #require(BrowserVersion(parsing: printed))
        #expect(version.product == product)
        #expect(version.numbers == numbers)
    }

    @Test(arguments: ["", "Firefox", "not a browser", "Chromium version unknown"])
    func refusesWhatIsNoVersion(printed: String) {
        #expect(BrowserVersion(parsing: printed) == nil)
    }

    @Test func theMinimumIsTheOldestThatDrawsEveryColour() throws {
        #expect(BrowserVersion.minimumMajor == 123)
        #expect(try #require(BrowserVersion(parsing: "Chromium 123.0.6312.58")).isSupported)
        #expect(try !#require(BrowserVersion(parsing: "Chromium 122.0.6261.94")).isSupported)
        #expect(BrowserVersion.minimumReason.contains("light-dark()"))
        let old = try #require(BrowserVersion(parsing: "Google Chrome 100.0.4896.60"))
        let message = BrowserError.tooOld(path: "/opt/chrome", version: old).description
        #expect(
            message
                == "/opt/chrome is Google Chrome 100.0.4896.60, older than 123: the page needs "
                + BrowserVersion.minimumReason + "; update it or name a newer browser")
    }
}
