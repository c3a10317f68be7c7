import Encoders
import MailSiteGen

/// A new snapshot compared with a base, state by state: the outcomes in the new snapshot's order
/// (then the base's states that are gone), the difference images, and the base pictures the
/// report shows beside the new ones.
public struct SnapshotComparison: Sendable {
    public var outcomes: [StateOutcome]
    /// Each changed or resized state's difference image, by its path in the report's folder.
    public var differenceImages: [(path: String, image: RGBAImage)]
    /// The base pictures the report shows: each from the base folder (`from`, the base's `file`)
    /// to the report's folder (`to`).
    public var baseCopies: [(from: String, to: String)]
    public var threshold: Double

    /// Whether any state changed, was resized, is new or is gone (the command's exit status 1).
    public var hasChanges: Bool { outcomes.contains { $0.change != .unchanged } }

    /// Compares each state of `head` with the base's state of the same name.
    ///
    /// States whose sizes and pixel hashes match are unchanged without a picture read: for an
    /// unchanged design nothing is decoded. Otherwise `image` gives the two pictures (decoded
    /// from each folder's file) and `PixelComparison` decides.
    public static func compare<Failure: Error>(
        base: [SnapshotState], head: [SnapshotState], threshold: Double = PixelComparison.defaultThreshold,
        image: (SnapshotSide, SnapshotState) throws(Failure) -> RGBAImage
    ) throws(Failure) -> SnapshotComparison {
        let comparison = PixelComparison(threshold: threshold)
        var result = SnapshotComparison(
            outcomes: [], differenceImages: [], baseCopies: [], threshold: comparison.threshold)
        var baseByName: [String: SnapshotState] = [:]
        for state in base where baseByName[state.name] == nil { baseByName[state.name] = state }
        let headNames = Set(head.map(\.name))
        for (index, state) in head.enumerated() {
            var outcome = StateOutcome(name: state.name, label: state.label, link: state.link, change: .added)
            outcome.afterFile = state.file
            defer { result.outcomes.append(outcome) }
            guard let before = baseByName[state.name] else { continue }
            if before.size == state.size && before.pixelHash == state.pixelHash {
                outcome.change = .unchanged
                continue
            }
            let difference = comparison.compare(try image(.base, before), try image(.head, state))
            guard difference.changedPixels > 0 || before.size != state.size else {
                outcome.change = .unchanged
                continue
            }
            outcome.change =
                before.size == state.size
                ? .changed(pixels: difference.changedPixels, share: difference.share)
                : .resized(
                    from: before.size, to: state.size, pixels: difference.changedPixels, share: difference.share)
            let stem = fileStem(state.name, index: index)
            outcome.beforeFile = "before/\(stem).png"
            outcome.diffFile = "diff/\(stem).png"
            result.baseCopies.append((before.file, "before/\(stem).png"))
            if let drawn = difference.image { result.differenceImages.append(("diff/\(stem).png", drawn)) }
        }
        for (index, state) in base.enumerated() where !headNames.contains(state.name) {
            let stem = fileStem(state.name, index: head.count + index)
            result.outcomes.append(
                StateOutcome(
                    name: state.name, label: state.label, link: state.link, change: .removed,
                    beforeFile: "before/\(stem).png"))
            result.baseCopies.append((state.file, "before/\(stem).png"))
        }
        return result
    }

    /// A state's name as a file name in `before/` and `diff/`: the name itself when it is made of
    /// letters, digits, `-`, `_` and `.` and does not start with a dot (as the snapshot names
    /// its states), else `state-<index>`, so that no name from a base folder's manifest can
    /// reach outside the report's folder.
    static func fileStem(_ name: String, index: Int) -> String {
        let safe =
            !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".")
            && name.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            }
        return safe ? name : "state-\(index + 1)"
    }

    /// Every file the comparison adds to the new snapshot's folder: the difference images
    /// (PNG), the base pictures the report shows (their bytes as `readBase` gives them, from the
    /// base's `file`), and `report.html`, `report.md` and `report.json`.
    public func files<Failure: Error>(
        title: String = "Snapshot changes", readBase: (String) throws(Failure) -> [UInt8]
    ) throws(Failure) -> [OutputFile] {
        var files: [OutputFile] = []
        for copy in baseCopies { files.append(OutputFile(path: copy.to, bytes: try readBase(copy.from))) }
        for difference in differenceImages {
            files.append(OutputFile(path: difference.path, bytes: PNGEncoder.encode(difference.image)))
        }
        files.append(OutputFile(path: SnapshotReport.htmlFile, contents: SnapshotReport.html(self, title: title)))
        files.append(
            OutputFile(path: SnapshotReport.markdownFile, contents: SnapshotReport.markdown(self, title: title)))
        files.append(OutputFile(path: SnapshotReport.jsonFile, contents: SnapshotReport.json(self)))
        return files
    }
}
