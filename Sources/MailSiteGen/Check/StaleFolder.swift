import LayoutSpec

/// Why a folder that `check` finds out of date is not what its specs build, as far as the
/// folder's `BuildRecord` tells: the fields the specs have changed since it was built, when they
/// alone explain every file, or why the fields cannot be named.
public enum StaleFolder: Sendable, Equatable {
    /// The specs changed since the folder was built, in these fields, and nothing else did: each
    /// file this version builds from the specs the folder records is there, byte for byte (a file
    /// the build does not write is a finding of its own).
    case fieldsChanged([Change])
    /// The folder does not say what it was built from: its marker holds no record (an earlier
    /// mailsitegen wrote it, or one of another version whose designs this one cannot read), or it
    /// has no marker.
    case unrecorded
    /// The specs are the ones the folder was built from, by mailsitegen `version`: what differs
    /// is not in them (the options, a file a spec reads, mailsitegen itself, an edit to the
    /// folder).
    case sameSpecs(version: String)
    /// The specs changed, and so did something else: the folder is not what this version builds
    /// from the specs it records (or it records another number of them), so which of its
    /// differences are the fields' cannot be told.
    case fieldsUnknown(version: String)

    /// A field of one spec, with the value the folder was built with and the spec's own.
    public struct Change: Sendable, Equatable {
        /// Which spec, by its index among the specs checked (a comparison has two to four).
        public var spec: Int
        /// `values[0]` the folder's, `values[1]` the spec's.
        public var row: SpecDiff.Row
    }

    /// What `folder` was built from, against `specs`, the ones it is checked against (a build's
    /// one, a comparison's two to four). `build` makes the files `specs` would be written as,
    /// from other specs with the same options and files beside them: this is how a record is
    /// found to explain the folder.
    public static func explaining(
        _ folder: FilePath, specs: [LayoutSpec], build: ([LayoutSpec]) throws(MailSiteGenError) -> [OutputFile]
    ) -> StaleFolder {
        guard let record = BuildRecord.read(in: folder), let recorded = record.specs else { return .unrecorded }
        guard recorded.count == specs.count else { return .fieldsUnknown(version: record.version) }
        if record.records(specs) { return .sameSpecs(version: record.version) }
        guard record.version == MailSiteGenVersion.current, let files = try? build(recorded),
            SiteCheck(folder: folder, expected: files).holdsExpectedFiles
        else { return .fieldsUnknown(version: record.version) }
        let changes = zip(recorded, specs).enumerated().flatMap { index, pair in
            // The folder's name is what a row's details compare with: `12 not as in public/`.
            let diff = SpecDiff(
                variants: [
                    CompareVariant(name: "\(folder)/", spec: pair.0), CompareVariant(name: "the spec", spec: pair.1),
                ], site: true)
            return diff.rows.map { Change(spec: index, row: $0) }
        }
        // Designs that differ in no field a build reads build the same files.
        return changes.isEmpty ? .sameSpecs(version: record.version) : .fieldsChanged(changes)
    }
}
