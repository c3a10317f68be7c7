import Foundation
import Testing

/// Paths and helpers shared by the Swift test targets.
public enum TestSupport {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `RECORD_SNAPSHOTS=1 swift test` rewrites the golden files; such a run fails on purpose
    /// so that a recording is never mistaken for a pass.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// The `mailsitegen` that `swift build` put beside this test bundle.
    public static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["MAILSITEGEN"] { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("mailsitegen")
    }

    /// A new empty folder, removed with the others when the test process exits (a test that
    /// crashes leaves its folders behind to look at).
    public static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mailsitegen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        madeFolders.add(url)
        return url
    }

    /// Compares `actual` with the golden file `name` in `folder` (a test target's `Snapshots`),
    /// or records it.
    public static func assertSnapshot(
        _ actual: String, named name: String, in folder: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = folder.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(name); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("No snapshot \(name); record it with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        recordDifference(actual, expected, named: name, sourceLocation: sourceLocation)
    }

    private static func recordDifference(
        _ actual: String, _ expected: String, named name: String, sourceLocation: SourceLocation
    ) {
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            Array(zip(actualLines, expectedLines)).firstIndex { $0 != $1 }
            ?? min(actualLines.count, expectedLines.count)
        Issue.record(
            """
            \(name) differs from its snapshot at line \(line + 1):
              expected: \(line < expectedLines.count ? String(expectedLines[line]) : "<end>")
              actual:   \(line < actualLines.count ? String(actualLines[line]) : "<end>")
            """, sourceLocation: sourceLocation)
    }

    public struct Run: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs the real binary as a whole process, in this process's environment (without
    /// `GITHUB_ACTIONS`) and `environment`.
    public static func run(
        _ arguments: [String], in folder: URL, binary: URL = binary, environment: [String: String] = [:]
    ) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // In a GitHub Actions job (GITHUB_ACTIONS=true) `build` and `check` would report as workflow
        // commands; a test that wants those says so.
        var inherited = ProcessInfo.processInfo.environment
        inherited["GITHUB_ACTIONS"] = nil
        process.environment = inherited.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Relative paths of every file under `folder`, sorted.
    /// What `build` writes into its folder, sorted: the page, the review board, the Home Screen
    /// app's manifest and icons, and the marker that says the folder is mailsitegen's.
    public static let builtFiles = [
        ".mailsitegen", "app.js", "apple-touch-icon.png", "icon-192.png", "icon-512.png", "index.html",
        "manifest.webmanifest", "states.css", "states.html", "style.css",
    ]

    public static func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = folder.appendingPathComponent(path).path
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            if !isDirectory.boolValue { paths.append(path) }
        }
        return paths.sorted()
    }
}

/// The folders `TestSupport.temporaryFolder()` made in this process, removed at its exit.
private let madeFolders: MadeFolders = {
    let folders = MadeFolders()
    atexit { madeFolders.removeAll() }
    return folders
}()

private final class MadeFolders: @unchecked Sendable {
    // Guarded by `lock`: tests run in parallel.
    private let lock = NSLock()
    private var urls: [URL] = []

    func add(_ url: URL) {
        lock.withLock { urls.append(url) }
    }

    func removeAll() {
        let all = lock.withLock {
            let all = urls
            urls = []
            return all
        }
        for url in all { try? FileManager.default.removeItem(at: url) }
    }
}
