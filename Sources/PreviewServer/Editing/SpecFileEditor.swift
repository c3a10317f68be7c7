import LayoutSpec
import MailSiteGen

/// Makes one edit to the spec file, or refuses it leaving the file byte-identical.
///
/// In order: the file is read (through a symbolic link: the link stays, its target is
/// rewritten); an edit made from other bytes than the file's now is refused (409: an editor saved
/// meanwhile, and its text wins); a path that is not one of the spec's editable fields is refused
/// (400); the byte-exact editor (`SpecEditor`) rewrites the value's bytes alone; the result is
/// decoded as `build` decodes a spec, and refused with the command line's `Error:` line (422);
/// it must be exactly the spec intended, worked out apart from the editor (500 otherwise). Only
/// then is it written (`AtomicFile`), read back and decoded again: if that is not the edit, the
/// bytes from before are put back the same way (500).
struct SpecFileEditor {
    /// The spec as it was given (`--spec`), perhaps a symbolic link.
    let spec: FilePath
    /// A test seam: called once the new bytes are in place, before they are read back.
    var afterWrite: (FilePath) -> Void = { _ in }

    /// What an edit did, for the answer and the terminal.
    struct Edited: Equatable {
        var path: JSONPath
        /// The field's value before and after, as one line of JSON (a default when not written).
        var old: String
        var new: String
        var isReset: Bool
        /// Whether the file wrote the field before: undone, an edit of one it did not write
        /// removes it again.
        var wasWritten: Bool
        /// The version of the bytes now in the file.
        var version: String
    }

    init(spec: FilePath, afterWrite: @escaping (FilePath) -> Void = { _ in }) {
        self.spec = spec
        self.afterWrite = afterWrite
    }

    /// The version of the file's bytes now, nil when it cannot be read.
    func currentVersion() -> String? {
        (try? PosixFile.readAll(spec, limit: SpecSource.maximumSize)).map(SpecVersion.of)
    }

    func apply(_ request: EditRequest) throws(EditRefusal) -> Edited {
        let target = PosixFile.resolved(spec)
        let source = SpecSource.file(spec)
        let original: (bytes: [UInt8], spec: LayoutSpec)
        do {
            let read = try source.read()
            original = (read.bytes ?? [], read.spec)
        } catch {
            // The page was built from a spec that decoded: one that does not now is other bytes.
            throw EditRefusal(
                .conflict, "The spec changed on disk since this page was built, and is not valid now: Error: \(error)",
                extra: ["reason": "changed"])
        }
        let version = SpecVersion.of(original.bytes)
        guard version == request.version else {
            throw EditRefusal(
                .conflict, "The spec changed on disk since this page was built; the page reloads to show it.",
                extra: ["reason": "changed", "version": version])
        }
        guard EditableFields.contains(request.path, in: original.spec) else {
            throw EditRefusal(.badRequest, "\(request.path) is not a field the spec has")
        }
        let effective = original.spec.jsonValue
        let edited: [UInt8]
        do {
            edited = try SpecEditor.apply(
                SpecEdit(path: request.path, value: request.value), to: original.bytes,
                effectiveValue: { effective.value(at: $0).map(JSONNode.init(json:)) })
        } catch {
            throw EditRefusal(.badRequest, error.message)
        }
        let editedSpec: LayoutSpec
        do {
            editedSpec = try LayoutSpec.decode(edited, file: spec.string, reading: source.fileReader)
        } catch {
            throw EditRefusal(.unprocessableContent, "Error: \(MailSiteGenError(error).message)")
        }
        guard
            let intended = Self.intendedSpec(
                of: original.bytes, request, effective: effective, reading: source.fileReader),
            intended == editedSpec
        else {
            throw EditRefusal(
                .internalServerError, "The edit would have changed more than \(request.path); the file is unchanged.")
        }
        do {
            try AtomicFile.replace(target, with: edited)
        } catch {
            throw EditRefusal(.internalServerError, "The edit was not written: \(error)")
        }
        afterWrite(target)
        let readBack = try? source.read()
        guard let readBack, readBack.bytes == edited, readBack.spec == intended else {
            let restored = (try? AtomicFile.replace(target, with: original.bytes)) != nil
            throw EditRefusal(
                .internalServerError,
                restored
                    ? "The file read back after the edit was not the edit; its bytes from before are restored."
                    : "The file read back after the edit was not the edit, and its bytes from before could not be "
                        + "restored.")
        }
        return Edited(
            path: request.path, old: effective.value(at: request.path)?.oneLine ?? "null",
            new: intended.jsonValue.value(at: request.path)?.oneLine ?? "null", isReset: request.isReset,
            wasWritten: ((try? SpecEditor.byteRange(of: request.path, in: original.bytes)) ?? nil) != nil,
            version: SpecVersion.of(edited))
    }

    /// The spec the file must decode to after `request`: its document with the member set or
    /// removed, decoded.
    private static func intendedSpec(
        of bytes: [UInt8], _ request: EditRequest, effective: JSONValue, reading read: @escaping SpecFileReader
    ) -> LayoutSpec? {
        guard let document = try? JSONParser.parse(bytes),
            let changed = document.jsonValue.setting(
                request.path, to: request.value?.jsonValue, effective: { effective.value(at: $0) })
        else { return nil }
        return try? LayoutSpec.decode(Array(changed.oneLine.utf8), file: "(intended)", reading: read)
    }
}
