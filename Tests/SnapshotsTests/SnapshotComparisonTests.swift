import Encoders
import Testing

@testable import Snapshots

/// A snapshot compared with its base, state by state.
struct SnapshotComparisonTests {
    struct Unread: Error {}

    static func state(_ name: String, _ image: RGBAImage, label: String? = nil) -> SnapshotState {
        SnapshotState(
            name: name, label: label ?? "State \(name)", link: "index.html?state=\(name)", file: "\(name).png",
            width: image.width, height: image.height, scale: 3, pixelHash: image.pixelHash)
    }

    static let white = RGBAImage(width: 8, height: 8, red: 255, green: 255, blue: 255)
    static let dotted: RGBAImage = {
        var image = white
        image[3, 3] = (0, 0, 0, 255)
        return image
    }()

    /// Equal sizes and hashes: unchanged without a picture read.
    @Test func unchangedStatesReadNoPicture() throws {
        let states = ["a", "b", "c"].map { Self.state($0, Self.white) }
        let comparison = try SnapshotComparison.compare(base: states, head: states) { (_, _) throws(Unread) in
            throw Unread()
        }
        #expect(comparison.outcomes.map(\.change) == [.unchanged, .unchanged, .unchanged])
        #expect(!comparison.hasChanges && comparison.differenceImages.isEmpty && comparison.baseCopies.isEmpty)
        #expect(SnapshotReport.summary(comparison) == "No visual change (3 states)")
        let one = try SnapshotComparison.compare(base: [states[0]], head: [states[0]]) { (_, _) throws(Unread) in
            throw Unread()
        }
        #expect(SnapshotReport.summary(one) == "No visual change (1 state)")
        // The job summary's text: no heading, no picture links, the unchanged state listed.
        #expect(
            SnapshotReport.markdown(one, linkingPictures: false)
                == "No visual change (1 state).\n\nUnchanged: State a.\n")
    }

    @Test func changedNewGoneAndResizedStates() throws {
        let taller = RGBAImage(width: 8, height: 10, red: 255, green: 255, blue: 255)
        let base = [
            Self.state("same", Self.white), Self.state("dot", Self.white), Self.state("gone", Self.white),
            Self.state("phone", Self.white),
        ]
        let head = [
            Self.state("same", Self.white), Self.state("dot", Self.dotted), Self.state("phone", taller),
            Self.state("new", Self.white),
        ]
        var read: [String] = []
        let comparison = SnapshotComparison.compare(base: base, head: head) { side, state in
            read.append("\(side == .base ? "base" : "head")/\(state.name)")
            return side == .head && state.name == "dot"
                ? Self.dotted : side == .head && state.name == "phone" ? taller : Self.white
        }
        #expect(read == ["base/dot", "head/dot", "base/phone", "head/phone"])
        #expect(comparison.outcomes.map(\.name) == ["same", "dot", "phone", "new", "gone"])
        #expect(
            comparison.outcomes.map(\.change) == [
                .unchanged, .changed(pixels: 1, share: 1.0 / 64),
                .resized(
                    from: PixelSize(width: 8, height: 8), to: PixelSize(width: 8, height: 10), pixels: 16, share: 0.2),
                .added, .removed,
            ])
        #expect(comparison.outcomes[1].beforeFile == "before/dot.png")
        #expect(comparison.outcomes[1].afterFile == "dot.png")
        #expect(comparison.outcomes[1].diffFile == "diff/dot.png")
        #expect(comparison.outcomes[3].beforeFile == nil && comparison.outcomes[3].diffFile == nil)
        #expect(comparison.outcomes[4].afterFile == nil && comparison.outcomes[4].beforeFile == "before/gone.png")
        #expect(comparison.differenceImages.map(\.path) == ["diff/dot.png", "diff/phone.png"])
        #expect(comparison.baseCopies.map(\.from) == ["dot.png", "phone.png", "gone.png"])
        #expect(comparison.hasChanges)
        #expect(SnapshotReport.summary(comparison) == "2 changed, 1 new, 1 gone, 1 unchanged")

        let files = comparison.files { "bytes of \($0)".utf8.map { $0 } }
        #expect(
            files.map(\.path) == [
                "before/dot.png", "before/phone.png", "before/gone.png", "diff/dot.png", "diff/phone.png",
                "report.html", "report.md", "report.json",
            ])
        #expect(files[0].contents == "bytes of dot.png")
        #expect(try PNGDecoder.decode(files[3].bytes) == comparison.differenceImages[0].image)
    }

    /// Different bytes below the threshold (a hash that differs, pixels that do not count).
    @Test func aChangeUnderTheThresholdIsUnchanged() {
        var faint = Self.white
        faint[2, 2] = (254, 254, 254, 255)
        let comparison = SnapshotComparison.compare(base: [Self.state("a", Self.white)], head: [Self.state("a", faint)])
        {
            side, _ in side == .base ? Self.white : faint
        }
        #expect(comparison.outcomes.map(\.change) == [.unchanged])
    }

    /// A name from a base folder's manifest never becomes a path outside the report's folder.
    @Test func unsafeNamesBecomeNumberedFiles() {
        #expect(SnapshotComparison.fileStem("dark-mode_2.x", index: 0) == "dark-mode_2.x")
        #expect(SnapshotComparison.fileStem("../../etc/passwd", index: 4) == "state-5")
        #expect(SnapshotComparison.fileStem(".hidden", index: 0) == "state-1")
        #expect(SnapshotComparison.fileStem("", index: 1) == "state-2")
        #expect(SnapshotComparison.fileStem("Posteingang", index: 1) == "Posteingang")
        #expect(SnapshotComparison.fileStem("受信", index: 1) == "state-2")
    }
}
