import Encoders
import Foundation
import TestSupport
import Testing

/// The sample recording in `Tests/Fixtures/animation/`, as the encoders write it today, byte for
/// byte: `Tests/Browser/test_encoders.py` reads those files with Pillow, a decoder the project
/// did not write, so this test keeps them from going stale. `RECORD_SNAPSHOTS=1` rewrites them.
struct AnimationSampleTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/animation")

    /// test_encoders.py's `sample_frames()`: 24 × 16, a light page under a dark bar, a red
    /// 4 × 4 square that steps right three times, holds, turns blue and holds; 10 frames a second.
    static let frames: [RGBAImage] = {
        func frame(_ step: Int, red: Bool) -> RGBAImage {
            var image = RGBAImage(width: 24, height: 16, red: 242, green: 242, blue: 247)
            for x in 0..<24 {
                for y in 0..<3 { image[x, y] = (28, 28, 30, 255) }
            }
            for x in (2 + 3 * step)..<(6 + 3 * step) {
                for y in 8..<12 { image[x, y] = red ? (255, 59, 48, 255) : (0, 122, 255, 255) }
            }
            return image
        }
        return [0, 1, 2, 3, 3].map { frame($0, red: true) } + [frame(3, red: false), frame(3, red: false)]
    }()

    static let fps = 10

    /// test_encoders.py's `noise_frame()`: 100 × 80 pixels of 200 colours in no order, so that
    /// GIF's LZW widens its codes to 12 bits and fills its table (clear codes) several times.
    static let noise: RGBAImage = {
        var image = RGBAImage(width: 100, height: 80, red: 0, green: 0, blue: 0)
        var state: UInt32 = 1
        for y in 0..<80 {
            for x in 0..<100 {
                state = state &* 1_103_515_245 &+ 12345
                let entry = Int(state >> 16) % 200
                image[x, y] = (UInt8(entry * 37 % 256), UInt8(entry * 91 % 256), UInt8(entry * 13 % 256), 255)
            }
        }
        return image
    }()

    @Test(arguments: ["sample.apng", "sample.gif", "noise.gif"])
    func theSampleFilesAreWhatTheEncodersWrite(name: String) throws {
        let bytes: [UInt8]
        if name == "noise.gif" {
            var encoder = try GIFEncoder(width: 100, height: 80, fps: Self.fps)
            try encoder.append(Self.noise)
            bytes = try encoder.finish()
        } else if name.hasSuffix(".gif") {
            var encoder = try GIFEncoder(width: 24, height: 16, fps: Self.fps)
            for frame in Self.frames { try encoder.append(frame) }
            bytes = try encoder.finish()
        } else {
            var encoder = try APNGEncoder(width: 24, height: 16, fps: Self.fps)
            for frame in Self.frames { try encoder.append(frame) }
            bytes = try encoder.finish()
        }
        let url = Self.folder.appendingPathComponent(name)
        if TestSupport.isRecording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            Issue.record("Recorded \(name); run again without RECORD_SNAPSHOTS")
            return
        }
        let stored = try [UInt8](Data(contentsOf: url))
        if stored != bytes {
            let first =
                zip(stored, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(stored.count, bytes.count)
            Issue.record(
                """
                \(name) is not what the encoder writes (\(bytes.count) bytes, the file \(stored.count); they \
                differ from byte \(first)): re-record with RECORD_SNAPSHOTS=1 if the change is meant
                """)
        }
    }
}
