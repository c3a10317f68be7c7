import Foundation
import LayoutSpec
import Snapshots
import TestSupport
import Testing

@testable import MailSiteGen
@testable import MailSiteGenCLI

/// `mailsitegen snapshot`'s errors that come before any browser is started: each one line, exit 2
/// (1 is kept for "something changed"), nothing written.
struct SnapshotCommandTests {
    private func run(_ arguments: [String]) -> (code: ExitCode, out: String, err: String) {
        nonisolated(unsafe) var out = ""
        nonisolated(unsafe) var err = ""
        let code = MailSiteGenCLI(console: Console(out: { out += $0 }, error: { err += $0 })).run(arguments)
        return (code, out, err)
    }

    @Test func anUnknownStateSuggestsTheNearestName() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = run(["snapshot", "--out", folder.appendingPathComponent("shots").path, "--state", "darc"])
        #expect(result.code == .error)
        #expect(result.err == "Error: no state is named “darc”; did you mean “dark”?\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shots").path))
    }

    @Test func aScaleOutOfRangeIsAnError() {
        let result = run(["snapshot", "--scale", "9"])
        #expect(result.code == .error)
        #expect(result.err == "Error: a scale of 9.0 is out of range: 1.0 to 4.0\n")
    }

    @Test func aBrowserThatIsNotExecutableIsNamedAsGiven() {
        let result = run(["snapshot", "--browser", "/nowhere/chrome"])
        #expect(result.code == .error)
        #expect(result.err == "Error: --browser names /nowhere/chrome, which is not an executable file\n")
    }

    @Test func stateNamesComeFromTheBoardsLabelsStableSafeAndUnique() throws {
        let spec = try LayoutSpec.decode(Array("{}".utf8), file: "spec.json")
        let names = try SnapshotPlan.make(spec: spec, scale: nil).map(\.name)
        #expect(names.count == 24)
        #expect(names.first == "all-mails-at-the-top")
        #expect(names.contains("dark") && names.contains("iphone-se") && names.contains("ar-sa"))
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } })
    }
}

extension SnapshotCommandTests {
    /// `--against` is checked before any browser starts: a folder snapshot did not write, and one
    /// made at another scale, are each one error, exit 2.
    @Test func againstAFolderThatIsNotASnapshotFolderIsAnError() throws {
        let folder = try TestSupport.temporaryFolder()
        let result = run(["snapshot", "--against", folder.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.code == .error)
        #expect(
            result.err
                == "Error: \(folder.path) is not a snapshot folder: it has no snapshots.json written by mailsitegen snapshot\n"
        )
    }

    @Test func againstAFolderMadeAtAnotherScaleIsAnError() throws {
        let folder = try TestSupport.temporaryFolder()
        try "".write(to: folder.appendingPathComponent(".mailsitegen-snapshots"), atomically: true, encoding: .utf8)
        let manifest = #"{"format": 1, "scale": 2, "frame": false, "states": []}"#
        try manifest.write(to: folder.appendingPathComponent("snapshots.json"), atomically: true, encoding: .utf8)
        let result = run(["snapshot", "--against", folder.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.code == .error)
        #expect(
            result.err
                == "Error: \(folder.path) was made at scale 2, this run at each phone's own scale: give the same --scale and --frame to compare them\n"
        )
    }
}

extension SnapshotCommandTests {
    /// A label from a hostile spec (markup, path characters, a long title, no ASCII at all) is a
    /// name of lower-case ASCII letters, digits and `-` only, never a path.
    @Test(arguments: [
        ("<b>Päckchen</b>", "b-packchen-b"),
        ("Straße, Łódź, Œuvre", "strasse-lodz-oeuvre"),
        ("Pa\u{0308}ckchen", "packchen"),
        ("../../etc/passwd", "etc-passwd"),
        ("العربية", "state-8"),
        (String(repeating: "Long title ", count: 20), "long-title-long-title-long-title-long-title-long-title-long"),
    ])
    func hostileLabelsMakeSafeNames(label: String, name: String) {
        #expect(SnapshotName.make(label, index: 7) == name)
    }

    @Test func takenNamesGetANumber() {
        var used: Set<String> = []
        #expect(["dark", "dark", "dark"].map { SnapshotName.unique($0, in: &used) } == ["dark", "dark-2", "dark-3"])
    }
}
