import Foundation
import MailSiteGen
import TestSupport
import Testing

@testable import PreviewServer

/// The watcher notices a save of a file the spec names (an icon) as it notices one of the spec,
/// through inotify and by polling, and says that it was such a file.
@Suite(.serialized) struct SpecWatcherTests {
    static func folder() throws -> (URL, spec: FilePath, icon: FilePath) {
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        try "{}".write(to: folder.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        try "<svg/>".write(to: folder.appendingPathComponent("icons/a.svg"), atomically: true, encoding: .utf8)
        return (
            folder, FilePath(folder.appendingPathComponent("spec.json").path),
            FilePath(folder.appendingPathComponent("icons/a.svg").path)
        )
    }

    @Test func aSavedIconIsAChangeOfItsSpec() throws {
        #if os(Linux)
            let (folder, spec, icon) = try Self.folder()
            let watcher = SpecWatcher(spec: spec, polling: false)
            #expect(watcher.method == .inotify)
            watcher.watch(alsoFiles: [icon])
            try "<svg viewBox='0 0 1 1'/>".write(
                to: folder.appendingPathComponent("icons/a.svg"), atomically: true, encoding: .utf8)
            #expect(watcher.readEvents() == .complete)
            #expect(watcher.takeNamedFileChange())
            #expect(!watcher.takeNamedFileChange())
            // A file no longer named is no longer watched; the spec still is.
            watcher.watch(alsoFiles: [])
            try "<svg/>".write(to: folder.appendingPathComponent("icons/a.svg"), atomically: true, encoding: .utf8)
            #expect(watcher.readEvents() == .none)
            try "{ }".write(to: folder.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
            #expect(watcher.readEvents() == .complete)
            #expect(!watcher.takeNamedFileChange())
        #endif
    }

    @Test func pollingSeesAnIconChangeToo() throws {
        let (folder, spec, icon) = try Self.folder()
        let watcher = SpecWatcher(spec: spec, polling: true)
        watcher.watch(alsoFiles: [icon])
        #expect(!watcher.stampChanged())
        try "<svg viewBox='0 0 1 1' width='2'/>".write(
            to: folder.appendingPathComponent("icons/a.svg"), atomically: true, encoding: .utf8)
        #expect(watcher.stampChanged())
        #expect(watcher.takeNamedFileChange())
        #expect(!watcher.stampChanged())
    }
}
