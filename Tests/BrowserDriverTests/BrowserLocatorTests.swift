import BrowserDriver
import Foundation
import Testing

/// Finding a browser, in folders made for each test that stand for PATH and the install locations.
struct BrowserLocatorTests {
    /// A folder with an executable file (or a plain one) for each name.
    func folder(executables: [String] = [], plain: [String] = []) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in executables + plain {
            let path = url.appendingPathComponent(name).path
            FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8))
            try FileManager.default.setAttributes(
                [.posixPermissions: executables.contains(name) ? 0o755 : 0o644], ofItemAtPath: path)
        }
        return url.path
    }

    @Test func findsTheFirstNameOnPathInOrderOfNames() throws {
        let first = try folder(executables: ["google-chrome"])
        let second = try folder(executables: ["chromium"])
        let locator = BrowserLocator(environment: ["PATH": "\(first):\(second)"], installLocations: [])
        // chromium comes before google-chrome in the names, whichever folder holds it.
        #expect(try locator.locate() == .init(path: "\(second)/chromium", namedBy: "PATH"))
    }

    @Test func skipsFilesThatAreNotExecutableAndFolders() throws {
        let bin = try folder(executables: ["microsoft-edge"], plain: ["chromium"])
        try FileManager.default.createDirectory(
            atPath: "\(bin)/google-chrome", withIntermediateDirectories: true)
        let locator = BrowserLocator(environment: ["PATH": bin], installLocations: [])
        #expect(try locator.locate().path == "\(bin)/microsoft-edge")
    }

    @Test func theEnvironmentVariableComesBeforePathAndTheOptionBeforeBoth() throws {
        let bin = try folder(executables: ["chromium", "my-chrome", "other"])
        let environment = ["PATH": bin, "MAILSITEGEN_BROWSER": "\(bin)/my-chrome"]
        let locator = BrowserLocator(environment: environment, installLocations: [])
        #expect(try locator.locate() == .init(path: "\(bin)/my-chrome", namedBy: "MAILSITEGEN_BROWSER"))
        #expect(try locator.locate(explicit: "\(bin)/other") == .init(path: "\(bin)/other", namedBy: "--browser"))
    }

    @Test func aNamedBrowserThatIsNotExecutableIsAnErrorNotAReasonToLookElsewhere() throws {
        let bin = try folder(executables: ["chromium"], plain: ["not-a-browser"])
        let locator = BrowserLocator(
            environment: ["PATH": bin, "MAILSITEGEN_BROWSER": "\(bin)/not-a-browser"], installLocations: [])
        #expect(throws: BrowserError.notExecutable(path: "\(bin)/not-a-browser", namedBy: "MAILSITEGEN_BROWSER")) {
            try locator.locate()
        }
        #expect(throws: BrowserError.notExecutable(path: "/nowhere/chrome", namedBy: "--browser")) {
            try locator.locate(explicit: "/nowhere/chrome")
        }
    }

    @Test func installLocationsAfterPath() throws {
        let apps = try folder(executables: ["Google Chrome"])
        let empty = try folder()
        let locator = BrowserLocator(
            environment: ["PATH": empty], installLocations: ["/nowhere/x", "\(apps)/Google Chrome"])
        #expect(try locator.locate() == .init(path: "\(apps)/Google Chrome", namedBy: "install location"))
    }

    @Test func notFoundSaysWhatWasLookedForAndHowToNameOne() throws {
        let empty = try folder()
        let locator = BrowserLocator(environment: ["PATH": empty], installLocations: ["/opt/google/chrome/chrome"])
        do {
            _ = try locator.locate()
            Issue.record("found a browser in an empty folder")
        } catch {
            let message = error.description
            #expect(message.hasPrefix("no Chromium-family browser found (looked for MAILSITEGEN_BROWSER, chromium, "))
            #expect(message.contains("on PATH, /opt/google/chrome/chrome)"))
            #expect(message.contains("--browser PATH or MAILSITEGEN_BROWSER=PATH"))
        }
    }

    /// GitHub's ubuntu-latest runner: Google Chrome at /usr/bin/google-chrome, which is on PATH
    /// and among the install locations too.
    @Test func theGitHubRunnersChromeIsAmongTheLocations() {
        #expect(BrowserLocator.installLocations.contains("/usr/bin/google-chrome"))
        #expect(BrowserLocator.names.contains("google-chrome"))
    }
}

extension BrowserLocatorTests {
    @Test func theLocationsVariableReplacesTheInstallLocations() throws {
        let apps = try folder(executables: ["chrome"])
        let empty = try folder()
        let replaced = BrowserLocator(
            environment: ["PATH": empty, "MAILSITEGEN_BROWSER_LOCATIONS": "\(apps)/chrome"],
            installLocations: ["/usr/bin/chromium"])
        #expect(try replaced.locate().path == "\(apps)/chrome")
        let none = BrowserLocator(
            environment: ["PATH": empty, "MAILSITEGEN_BROWSER_LOCATIONS": "", "HOME": apps],
            installLocations: ["/usr/bin/chromium"])
        #expect(throws: BrowserError.self) { try none.locate() }
    }
}
