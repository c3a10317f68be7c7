import Foundation
import LayoutSpec
import MailSiteGen
import TestSupport
import Testing

@testable import PreviewServer

/// The edit made to the file: the value's bytes alone, written atomically with the file's
/// permissions, through a symbolic link; every refusal leaves the file byte-identical.
struct SpecFileEditorTests {
    static let text = """
        {
          "title": "Mail",
          "tabBar": {
            "animation": { "duration": 0.3, "bounce": 0.3 }
          }
        }

        """

    /// A folder holding `spec.json` with `text`.
    private func folder(_ text: String = Self.text) throws -> (URL, FilePath) {
        let folder = try TestSupport.temporaryFolder()
        let file = folder.appendingPathComponent("spec.json")
        try Data(text.utf8).write(to: file)
        return (folder, FilePath(file.path))
    }

    private func bytes(_ path: FilePath) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path.string)))
    }

    private func request(_ path: String, _ value: String?, version: String) throws -> EditRequest {
        let body =
            "{\"path\": \"\(path)\", \"value\": \(value ?? "null"), \"version\": \"\(version)\""
            + (value == nil ? ", \"reset\": true}" : "}")
        return try EditRequest.parse(Array(body.utf8))
    }

    private func refusal(_ body: () throws -> Void) -> EditRefusal? {
        do {
            try body()
        } catch let refusal as EditRefusal {
            return refusal
        } catch {
            Issue.record("not a refusal: \(error)")
        }
        return nil
    }

    @Test func anEditChangesTheValueAloneAndKeepsThePermissions() throws {
        let (folder, spec) = try folder()
        chmod(spec.string, 0o640)
        let before = try bytes(spec)
        let edited = try SpecFileEditor(spec: spec).apply(
            try request("tabBar.animation.bounce", "0.15", version: SpecVersion.of(before)))
        let after = try bytes(spec)
        #expect(
            String(decoding: after, as: UTF8.self)
                == Self.text.replacingOccurrences(of: "\"bounce\": 0.3", with: "\"bounce\": 0.15"))
        #expect(
            edited
                == SpecFileEditor.Edited(
                    path: JSONPath(parsing: "tabBar.animation.bounce") ?? .root, old: "0.3", new: "0.15",
                    isReset: false, wasWritten: true,
                    version: SpecVersion.of(after)))
        var status = stat()
        #expect(stat(spec.string, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["spec.json"])
    }

    @Test func aResetRemovesTheMemberAndSaysTheDefault() throws {
        let (_, spec) = try folder()
        let before = try bytes(spec)
        let edited = try SpecFileEditor(spec: spec).apply(
            try request("tabBar.animation.bounce", nil, version: SpecVersion.of(before)))
        let after = String(decoding: try bytes(spec), as: UTF8.self)
        #expect(!after.contains("bounce"))
        #expect(after.contains("\"duration\": 0.3"))
        #expect(edited.isReset)
        #expect(edited.new == JSONValue.number(LayoutSpec.default.tabBar.animation.bounce).oneLine)
    }

    /// A field the file does not write is added (the byte-exact editor's part), and a tab's field
    /// of a spec that writes no tabs gets the tabs as they are.
    @Test(arguments: [("tabBar.spacing", "12"), ("tabs[1].color", "\"red\""), ("search.placeholder", "\"Find\"")])
    func aFieldTheFileDoesNotWriteIsAdded(_ path: String, _ value: String) throws {
        let (_, spec) = try folder()
        let before = try bytes(spec)
        let edited = try SpecFileEditor(spec: spec).apply(try request(path, value, version: SpecVersion.of(before)))
        let after = try bytes(spec)
        #expect(after != before)
        #expect(edited.new == value)
        #expect(!edited.wasWritten)
        let decoded = try LayoutSpec.decode(after, file: spec.string)
        #expect(decoded.title == "Mail")
        #expect(decoded.tabBar.animation.bounce == 0.3)
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetIsRewritten() throws {
        let (folder, target) = try folder()
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "spec.json")
        let before = try bytes(target)
        _ = try SpecFileEditor(spec: FilePath(link.path)).apply(
            try request("tabBar.animation.bounce", "0.2", version: SpecVersion.of(before)))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "spec.json")
        #expect(String(decoding: try bytes(target), as: UTF8.self).contains("\"bounce\": 0.2"))
    }

    @Test func aStaleVersionIs409AndTheFileIsUntouched() throws {
        let (_, spec) = try folder()
        let before = try bytes(spec)
        let stale = SpecVersion.of(Array("{}".utf8))
        let answer = refusal { _ = try SpecFileEditor(spec: spec).apply(try request("title", "\"X\"", version: stale)) }
        #expect(answer?.status == .conflict)
        #expect(answer?.extra["version"] == SpecVersion.of(before))
        #expect(answer?.extra["reason"] == "changed")
        #expect(try bytes(spec) == before)
    }

    @Test(arguments: ["tabBar", "tabBar.nope", "tabs[9].color", "tabs", "mails", "site.baseURL", "nope"])
    func aPathThatIsNoFieldIs400(_ path: String) throws {
        let (_, spec) = try folder()
        let before = try bytes(spec)
        let answer = refusal {
            _ = try SpecFileEditor(spec: spec).apply(try request(path, "1", version: SpecVersion.of(before)))
        }
        #expect(answer?.status == .badRequest)
        #expect(try bytes(spec) == before)
    }

    /// The answer is the command line's own line for the file the edit would make.
    @Test(arguments: [("tabBar.animation.bounce", "5"), ("tabBar.animation.bounce", "\"x\""), ("title", "null")])
    func aValueTheDecoderRefusesIs422WithTheErrorLine(_ path: String, _ value: String) throws {
        let (_, spec) = try folder()
        let before = try bytes(spec)
        let answer = refusal {
            _ = try SpecFileEditor(spec: spec).apply(try request(path, value, version: SpecVersion.of(before)))
        }
        #expect(answer?.status == .unprocessableContent)
        let edited = Self.text.replacingOccurrences(
            of: path == "title" ? "\"Mail\"" : "\"bounce\": 0.3", with: path == "title" ? value : "\"bounce\": \(value)"
        )
        var expected = ""
        do {
            _ = try LayoutSpec.decode(Array(edited.utf8), file: spec.string)
        } catch {
            expected = "Error: " + MailSiteGenError(error).message
        }
        #expect(!expected.isEmpty)
        #expect(answer?.message == expected)
        #expect(try bytes(spec) == before)
    }

    /// What is read back is not the edit (here something else wrote the file at once): the bytes
    /// from before are put back, and the edit is answered with an error.
    @Test func aFileReadBackWrongIsRestored() throws {
        let (_, spec) = try folder()
        let before = try bytes(spec)
        let editor = SpecFileEditor(spec: spec) { target in
            try? Data(Self.text.replacingOccurrences(of: "Mail", with: "Other").utf8)
                .write(to: URL(fileURLWithPath: target.string))
        }
        let answer = refusal {
            _ = try editor.apply(try request("tabBar.animation.bounce", "0.2", version: SpecVersion.of(before)))
        }
        #expect(answer?.status == .internalServerError)
        #expect(try bytes(spec) == before)
    }

    @Test func theBodyIsParsedStrictly() throws {
        let good = try EditRequest.parse(Array(#"{"path": "tabs[1].color", "value": "red", "version": "v"}"#.utf8))
        #expect(good.path == JSONPath([.key("tabs"), .index(1), .key("color")]))
        #expect(good.version == "v")
        #expect(
            try EditRequest.parse(Array(#"{"path": "title", "value": null, "version": "v", "reset": true}"#.utf8))
                .isReset)
        for body in [
            "", "{", "[]", "{\"path\": \"title\", \"value\": 1}", "{\"path\": \"title\", \"version\": \"v\"}",
            "{\"path\": 1, \"value\": 1, \"version\": \"v\"}", "{\"path\": \"a..b\", \"value\": 1, \"version\": \"v\"}",
            "{\"path\": \"title\", \"value\": 1, \"version\": \"v\", \"extra\": 1}",
            "{\"path\": \"title\", \"value\": 1, \"version\": \"v\", \"reset\": true}",
            "{\"path\": \"title\", \"value\": 1, \"value\": 2, \"version\": \"v\"}",
            "{\"path\": \"title\", \"value\": 1, \"version\": \"v\",}",
        ] {
            #expect(refusal { _ = try EditRequest.parse(Array(body.utf8)) }?.status == .badRequest, "\(body)")
        }
        #expect(refusal { _ = try EditRequest.parse([0xFF, 0xFE]) }?.status == .badRequest)
    }

    @Test func theIntendedDocumentIsWorkedOutApart() {
        let document: JSONValue = .object([("a", .object([("b", .number(1))]))])
        #expect(
            document.setting(JSONPath([.key("a"), .key("b")]), to: .number(2), effective: { _ in nil })
                == .object([("a", .object([("b", .number(2))]))]))
        #expect(
            document.setting(JSONPath([.key("c"), .key("d")]), to: .bool(true), effective: { _ in nil })
                == .object([("a", .object([("b", .number(1))])), ("c", .object([("d", .bool(true))]))]))
        #expect(
            document.setting(JSONPath([.key("a"), .key("b")]), to: nil, effective: { _ in nil })
                == .object([("a", .object([]))]))
        #expect(
            document.setting(
                JSONPath([.key("t"), .index(1), .key("c")]), to: .string("red"),
                effective: { _ in .array([.object([]), .object([("c", .string("blue"))])]) })
                == .object([
                    ("a", .object([("b", .number(1))])),
                    ("t", .array([.object([]), .object([("c", .string("red"))])])),
                ]))
        #expect(
            document.setting(JSONPath([.key("a"), .key("b"), .key("x")]), to: .null, effective: { _ in nil }) == nil)
    }
}
