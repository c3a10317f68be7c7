import Foundation
import TestSupport
import Testing

@testable import MailSiteGen

/// Every write of the file-system layer fails as `AtomicFile`'s does, with the path, the step and
/// the system's reason; the library's error keeps that as its cause and says what it always said.
struct FileWriteFailureTests {
    @Test func aFileIsCreatedOnlyWhereNoneIs() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = FilePath(folder.appendingPathComponent("index.html").path)
        try PosixFile.create(path, body: .text("<!doctype html>\n"))
        #expect(try String(contentsOfFile: path.string, encoding: .utf8) == "<!doctype html>\n")
        #expect(throws: FileError(.create, path, code: EEXIST)) {
            try PosixFile.create(path, body: .bytes([0]))
        }
    }

    @Test func aFolderIsMadeWithTheFoldersAboveItButNeverUnderAFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = FilePath(folder.appendingPathComponent("a/b/c").path)
        try PosixFile.makeFolder(deep)
        try PosixFile.makeFolder(deep)
        #expect(PosixFile.kind(of: deep).isFolder)
        let file = FilePath(folder.appendingPathComponent("notes.txt").path)
        try PosixFile.create(file, contents: "")
        #expect(throws: FileError(.createFolder, file, code: ENOTDIR)) { try PosixFile.makeFolder(file) }
        let under = file.appending("site")
        #expect(throws: FileError(.createFolder, under, code: ENOTDIR)) { try PosixFile.makeFolder(under) }
    }

    @Test func aMoveAndAnExchangeNameTheOtherPath() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = FilePath(folder.appendingPathComponent("missing").path)
        let target = FilePath(folder.appendingPathComponent("site").path)
        #expect(throws: FileError(.move(to: target), missing, code: ENOENT)) {
            try PosixFile.move(missing, to: target)
        }
        #expect(
            FileError(.move(to: target), missing, code: ENOENT).description
                == "\(missing): cannot be renamed to \(target): No such file or directory")
        do {
            try PosixFile.exchange(missing, target)
            Issue.record("exchanged two paths that do not exist")
        } catch {
            #expect(error.step == .exchange(with: target))
            #expect(error.path == missing)
            #expect(error.code != 0)
        }
    }

    /// The folder beside which the build would write is a file: the message is the one it always
    /// was, and the cause says which call failed on which path, and why.
    @Test func theOutputFolderKeepsTheCause() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = FilePath(folder.appendingPathComponent("notes.txt").path)
        try PosixFile.create(file, contents: "")
        let out = file.appending("site")
        let temporary = file.appending(".site.mailsitegen-\(getpid())")
        #expect(
            throws: MailSiteGenError.file(
                out, .parentNotWritable(file), cause: FileError(.createFolder, temporary, code: ENOTDIR))
        ) {
            try OutputFolder(path: out).replace(with: [OutputFile(path: "index.html", contents: "")])
        }
        #expect(
            MailSiteGenError.file(out, .parentNotWritable(file), cause: FileError(.createFolder, temporary)).description
                == "\(out): cannot create a folder beside it (\(file) is not writable)")
    }

    @Test func initKeepsTheCause() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where the spec goes: renaming the written file over it fails.
        let spec = FilePath(folder.appendingPathComponent(SpecSource.conventionalFile).path)
        try PosixFile.makeFolder(spec)
        #expect(throws: MailSiteGenError.file(spec, .unwritable, cause: FileError(.write, spec, code: EISDIR))) {
            try StarterFiles(folder: FilePath(folder.path), force: true).write()
        }
        #expect(TestSupport.files(in: folder).isEmpty)
    }

    @Test func theSwiftSourceKeepsTheCause() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A name the file system takes, whose temporary file's longer name it does not.
        let path = FilePath(folder.appendingPathComponent(String(repeating: "a", count: 240) + ".swift").path)
        #expect(
            throws: MailSiteGenError.file(
                path, .unwritable, cause: FileError(.createTemporary, path, code: ENAMETOOLONG))
        ) {
            try SwiftUISourceFile(path: path).write("")
        }
    }
}
