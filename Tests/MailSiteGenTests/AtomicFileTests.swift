import Foundation
import MailSiteGen
import TestSupport
import Testing

/// The one way a file is written: whole or not at all, its permissions kept, and a failure that
/// names the path, the step and the system's reason.
struct AtomicFileTests {
    @Test func aNewFileIsCreatedAndAnOldOneReplacedWithItsPermissions() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = FilePath(folder.appendingPathComponent("spec.json").path)
        try AtomicFile.replace(path, with: Array("{}\n".utf8))
        #expect(try String(contentsOfFile: path.string, encoding: .utf8) == "{}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path.string)
        try AtomicFile.replace(path, with: Array("{\"mails\": []}\n".utf8))
        #expect(try String(contentsOfFile: path.string, encoding: .utf8) == "{\"mails\": []}\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: path.string)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(TestSupport.files(in: folder) == ["spec.json"])
    }

    @Test func aFailureNamesThePathTheStepAndTheReason() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = FilePath(folder.appendingPathComponent("missing/spec.json").path)
        #expect(throws: FileError(.createTemporary, path, code: ENOENT)) {
            try AtomicFile.replace(path, with: [])
        }
        #expect(
            FileError(.createTemporary, path, code: ENOENT).description
                == "\(path): cannot create a temporary file beside it: No such file or directory")
    }
}
