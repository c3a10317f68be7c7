import Foundation
import TestSupport

/// The Swift compiler of the toolchain that runs these tests, to parse, type-check and run
/// generated Swift. It is found next to the `swift` that started the tests (an executable of
/// this process's parents, `swift-test` or `swift-build`), else on `PATH`; not finding it is a
/// failure, never a skip: it is always there where `swift test` runs.
struct SwiftCompiler: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What a run printed (standard output and error together) and how it ended.
    struct Run: Sendable {
        var status: Int32
        var output: String
    }

    let executable: URL

    /// The compiler of the running toolchain, looked up once.
    static let located: Result<SwiftCompiler, Failure> = Result(catching: locate)

    private static func locate() throws(Failure) -> SwiftCompiler {
        var folders: [URL] = []
        var pid = getppid()
        // Up the chain of parents: `swift test` runs `swift-test` or `swift-build`, which runs us.
        for _ in 0..<6 where pid > 1 {
            if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe") {
                folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
            }
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let afterName = stat.range(of: ") ", options: .backwards),
                let parent = stat[afterName.upperBound...].split(separator: " ").dropFirst().first.flatMap({ Int32($0) }
                )
            else { break }
            pid = parent
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        folders += path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        for folder in folders {
            let candidate = folder.appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return SwiftCompiler(executable: candidate)
            }
        }
        throw Failure(description: "no swiftc next to the running swift or on PATH (\(path))")
    }

    /// The toolchain's own swift-syntax modules and libraries (`usr/lib/swift/host`), which a
    /// compiler plugin is built against. (`swiftc` itself is run by the name it was found under:
    /// the driver it links to reads its mode from that name.)
    var hostLibraries: URL {
        executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
    }

    /// Runs `swiftc` with `arguments` in `folder`.
    func run(_ arguments: [String], in folder: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// `swiftc -parse` on `source` as a file of an app target: syntax only, no imports resolved.
    func parse(_ source: String, named name: String = "Generated.swift") throws -> Run {
        let folder = try TestSupport.temporaryFolder()
        try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return try run(["-parse", "-parse-as-library", name], in: folder)
    }
}
