import BrowserDriver
import Encoders
import Foundation
import TestSupport
import Testing

@testable import Recording

/// The browser the tests use: the one `snapshot` would find; under CI one is required.
enum TestBrowser {
    static let found = try? BrowserLocator().locate()
    static var canRun: Bool {
        found != nil || ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }
}

/// The recorder end to end in a real browser (the one `snapshot` would use; skipped where there
/// is none, except under CI): 24 frames of 161 × 97 pixels at 10 fps, encoded by the browser's
/// WebCodecs encoder and muxed, read back box by box and element by element. With
/// `MAILSITEGEN_VIDEO_SAMPLES=FOLDER` it also writes the files and the frames there, for the
/// browser tests (Tests/Browser/test_video.py) to read with ffprobe and ffmpeg and play.
@Suite(.enabled(if: TestBrowser.canRun, "no Chromium-family browser on this machine"))
struct VideoRecorderBrowserTests {
    static let environment = ProcessInfo.processInfo.environment
    static let browser = TestBrowser.found

    static let size = (width: 161, height: 97)
    static let fps = 10

    /// Frame k: a light page, dark lines of "text" down the left, and a red square moving right
    /// by 5 px a frame (so every frame differs and the encoder has motion to code).
    static func frame(_ index: Int) -> [UInt8] {
        var image = RGBAImage(width: size.width, height: size.height, red: 242, green: 242, blue: 247)
        for row in stride(from: 8, to: size.height - 8, by: 10) {
            for column in 8..<(8 + (row * 7) % 60 + 30) {
                for line in row..<(row + 3) { image[column, line] = (28, 28, 30, 255) }
            }
        }
        for column in (5 * index % 130)..<(5 * index % 130 + 24) {
            for row in 60..<84 { image[column, row] = (255, 59, 48, 255) }
        }
        return PNGEncoder.encode(image)
    }

    static let frames = (0..<24).map(frame)

    static func record(_ format: VideoFormat) throws -> [UInt8] {
        let found = try #require(browser, "no browser found (CI: one is required)")
        return try Browser.with(found) { browser throws(BrowserError) in
            do {
                var recorder = try VideoRecorder(
                    browser: browser, format: format, width: size.width, height: size.height, fps: fps)
                for png in frames { try recorder.append(png: png) }
                let bytes = try recorder.finish()
                if let folder = environment["MAILSITEGEN_VIDEO_SAMPLES"] {
                    try? Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/sample.\(format.rawValue)"))
                    for (index, png) in frames.enumerated() {
                        let name = "frame-" + String(index + 1000).dropFirst() + ".png"
                        try? Data(png).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
                    }
                }
                return bytes
            } catch let error as RecordingError {
                throw .page("\(error)")
            } catch {
                throw .page("\(error)")
            }
        }
    }

    @Test func mp4IsH264HighWithEveryFrameAndAKeyFrameEveryTwoSeconds() throws {
        let bytes = try Self.record(.mp4)
        let top = MP4Box.boxes(in: bytes)
        #expect(top.map(\.type) == ["ftyp", "moov", "mdat"])
        let moov = try #require(top.first { $0.type == "moov" })
        let tkhd = try #require(moov.find(["trak", "tkhd"]))
        #expect(tkhd.number(76, 4) >> 16 == 162 && tkhd.number(80, 4) >> 16 == 98, "padded to even")
        let stbl = try #require(moov.find(["trak", "mdia", "minf", "stbl"]))
        #expect(stbl.find(["stsz"])?.number(8, 4) == 24)
        #expect(stbl.find(["stss"])?.body == [0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 21], "frames 0 and 20")
        let avcC = try #require(stbl.find(["stsd", "avc1", "avcC"])?.body)
        #expect(avcC[1] == 100, "High profile")
        #expect(avcC[4] & 3 == 3, "4-byte NAL unit lengths")
        #expect(stbl.find(["stsd", "avc1", "colr"]) != nil, "the encoder's colour space is written")
    }

    @Test func webmIsVP9WithEveryFrameAndAClusterAtEachKeyFrame() throws {
        let bytes = try Self.record(.webm)
        let segment = try #require(EBMLElement.elements(in: bytes).last)
        let video = try #require(segment.child(0x1654_AE6B)?.child(0xAE)?.child(0xE0))
        #expect(video.child(0xB0)?.unsigned == 162 && video.child(0xBA)?.unsigned == 98)
        let clusters = segment.children.filter { $0.id == 0x1F43_B675 }
        #expect(clusters.map { $0.child(0xE7)?.unsigned } == [0, 2000])
        let blocks = clusters.flatMap { $0.children.filter { $0.id == 0xA3 } }
        #expect(blocks.count == 24)
        #expect(blocks.indices.filter { blocks[$0].data[3] & 0x80 != 0 } == [0, 20])
    }

    @Test func aFrameOfAnotherSizeIsAnError() throws {
        let found = try #require(Self.browser, "no browser found (CI: one is required)")
        let error = try Browser.with(found) { browser throws(BrowserError) -> RecordingError? in
            do {
                var recorder = try VideoRecorder(browser: browser, format: .webm, width: 160, height: 96, fps: 10)
                try recorder.append(png: Self.frames[0])
                return nil
            } catch let error as RecordingError {
                return error
            } catch {
                throw .page("\(error)")
            }
        }
        #expect(error == .videoFrameMismatch(index: 0, found: "161 × 97 pixels", width: 160, height: 96))
        #expect(error?.description == "frame 0 is 161 × 97 pixels, not a PNG of the recording's 160 × 96 pixels")
    }

    /// OpenH264 takes no frame under 16 pixels a side: the browser refuses that configuration, and
    /// the error names the format it can encode at that size.
    @Test func anEncoderTheBrowserRefusesIsAnErrorNamingTheFormatsThatWork() throws {
        let found = try #require(Self.browser, "no browser found (CI: one is required)")
        let error = try Browser.with(found) { browser throws(BrowserError) -> RecordingError? in
            do {
                _ = try VideoRecorder(browser: browser, format: .mp4, width: 8, height: 8, fps: 10)
                return nil
            } catch let error as RecordingError {
                return error
            } catch {
                throw .page("\(error)")
            }
        }
        guard case .videoEncoderMissing(let format, let codec, let browser, let working) = error else {
            Issue.record("expected the missing encoder, got \(String(describing: error))")
            return
        }
        #expect(format == .mp4 && codec == "avc1.64000a" && working == [.webm])
        #expect(browser.contains(" "), "the product and its version: \(browser)")
        #expect(
            error?.description.hasSuffix(
                "cannot encode MP4 (H.264 High, WebCodecs codec “avc1.64000a”) at this size and frame rate; it can "
                    + "encode WebM (.webm), and .png (APNG) and .gif always work") == true)
    }
}
