import TestSupport
import Testing

@testable import Encoders

/// The WebM muxer, read back element by element (`EBMLElement`): the header, the Segment's size
/// and its children in order, the SeekHead's and the Cues' positions, the frames' times at a rate
/// that does not divide a millisecond, the clusters at key frames, the track, and the errors.
struct WebMMuxerTests {
    static func frame(_ index: Int, key: Bool) -> EncodedVideoFrame {
        EncodedVideoFrame(bytes: Array(repeating: UInt8(index), count: 3 + index), isKey: key)
    }

    static let frames = (0..<6).map { frame($0, key: $0 == 0 || $0 == 4) }

    static func file(
        _ frames: [EncodedVideoFrame] = frames, fps: Int = 60, colour: VideoColour? = .bt709
    ) throws -> (bytes: [UInt8], top: [EBMLElement]) {
        let bytes = try WebMMuxer.file(frames: frames, width: 160, height: 96, fps: fps, colour: colour)
        return (bytes, EBMLElement.elements(in: bytes))
    }

    static let segmentID: UInt32 = 0x1853_8067
    static let clusterID: UInt32 = 0x1F43_B675

    @Test func theHeaderSaysWebMAndTheSegmentHoldsTheRestOfTheFile() throws {
        let (bytes, top) = try Self.file()
        #expect(top.map(\.id) == [0x1A45_DFA3, Self.segmentID])
        let header = top[0]
        #expect(header.child(0x4282)?.text == "webm")
        #expect(header.child(0x4287)?.unsigned == 4 && header.child(0x4285)?.unsigned == 2)
        #expect(header.child(0x4286)?.unsigned == 1 && header.child(0x42F7)?.unsigned == 1)
        #expect(header.child(0x42F2)?.unsigned == 4 && header.child(0x42F3)?.unsigned == 8)
        #expect(top[1].dataOffset + top[1].data.count == bytes.count, "the Segment's size is known and exact")
        #expect(
            top[1].children.map(\.id) == [
                0x114D_9B74, 0x1549_A966, 0x1654_AE6B, 0x1C53_BB6B, Self.clusterID, Self.clusterID,
            ])
    }

    @Test func theSeekHeadPointsAtInfoTracksAndCuesFromTheSegmentsData() throws {
        let segment = try #require(try Self.file().top.last)
        let children = segment.children
        let seeks = try #require(children.first?.children)
        #expect(seeks.count == 3)
        for seek in seeks {
            let id = try #require(seek.child(0x53AB)).unsigned
            let position = try #require(seek.child(0x53AC))
            #expect(position.data.count == 8)
            let target = try #require(children.first { $0.offset == segment.dataOffset + Int(position.unsigned) })
            #expect(UInt64(target.id) == id)
        }
    }

    @Test func infoHasAMillisecondScaleAndTheExactDuration() throws {
        let segment = try #require(try Self.file().top.last)
        let info = try #require(segment.child(0x1549_A966))
        #expect(info.child(0x2AD7B1)?.unsigned == 1_000_000)
        #expect(info.child(0x4489)?.float == 100, "6 frames at 60 fps: 100 ms")
        #expect(info.child(0x4D80)?.text == "mailsitegen" && info.child(0x5741)?.text == "mailsitegen")
    }

    @Test func theTrackIsVP9WithItsSizeRateAndColour() throws {
        let colour = VideoColour(primaries: 1, transfer: 13, matrix: 1, fullRange: true)
        let segment = try #require(try Self.file(colour: colour).top.last)
        let entry = try #require(segment.child(0x1654_AE6B)?.child(0xAE))
        #expect(entry.child(0xD7)?.unsigned == 1 && entry.child(0x83)?.unsigned == 1, "track 1, video")
        #expect(entry.child(0x86)?.text == "V_VP9")
        #expect(entry.child(0x9C)?.unsigned == 0, "no lacing")
        #expect(entry.child(0x23E383)?.unsigned == 16_666_667, "1/60 s in ns")
        let video = try #require(entry.child(0xE0))
        #expect(video.child(0xB0)?.unsigned == 160 && video.child(0xBA)?.unsigned == 96)
        #expect(video.child(0x9A)?.unsigned == 2, "progressive")
        let written = try #require(video.child(0x55B0))
        #expect(written.child(0x55B1)?.unsigned == 1 && written.child(0x55BA)?.unsigned == 13)
        #expect(written.child(0x55BB)?.unsigned == 1 && written.child(0x55B9)?.unsigned == 2, "full range")
        let plain = try #require(try Self.file(colour: nil).top.last?.child(0x1654_AE6B)?.child(0xAE)?.child(0xE0))
        #expect(plain.child(0x55B0) == nil)
    }

    /// Blocks of the clusters in order: (cluster time, relative time, key flag, bytes).
    static func blocks(_ segment: EBMLElement) -> [(cluster: UInt64, relative: Int, key: Bool, bytes: [UInt8])] {
        segment.children.filter { $0.id == clusterID }.flatMap { cluster in
            let time = cluster.child(0xE7)?.unsigned ?? 0
            return cluster.children.filter { $0.id == 0xA3 }.map { block in
                #expect(block.data[0] == 0x81, "track 1")
                return (
                    time, Int(Int16(bitPattern: UInt16(block.data[1]) << 8 | UInt16(block.data[2]))),
                    block.data[3] & 0x80 != 0, Array(block.data[4...])
                )
            }
        }
    }

    @Test func framesAreAtTheirMillisecondRoundedNeverDriftingWithAClusterAtEachKeyFrame() throws {
        let segment = try #require(try Self.file().top.last)
        let blocks = Self.blocks(segment)
        #expect(blocks.map { Int($0.cluster) + $0.relative } == [0, 17, 33, 50, 67, 83])
        #expect(blocks.map(\.cluster) == [0, 0, 0, 0, 67, 67])
        #expect(blocks.map(\.key) == [true, false, false, false, true, false])
        #expect(blocks.map(\.bytes) == Self.frames.map(\.bytes))
        let at30 = Self.blocks(try #require(try Self.file(fps: 30).top.last))
        #expect(at30.map { Int($0.cluster) + $0.relative } == [0, 33, 67, 100, 133, 167])
    }

    @Test func cuesPointAtEachClusterThatStartsWithAKeyFrame() throws {
        let segment = try #require(try Self.file().top.last)
        let clusters = segment.children.filter { $0.id == Self.clusterID }
        let points = try #require(segment.child(0x1C53_BB6B)).children
        #expect(points.count == 2)
        for (point, cluster) in zip(points, clusters) {
            #expect(point.child(0xB3)?.unsigned == cluster.child(0xE7)?.unsigned)
            let position = try #require(point.child(0xB7)?.child(0xF1))
            #expect(point.child(0xB7)?.child(0xF7)?.unsigned == 1)
            #expect(segment.dataOffset + Int(position.unsigned) == cluster.offset)
        }
    }

    @Test func aClusterEndsBeforeABlocksTimeWouldPassSixteenBits() throws {
        // 1 fps, one key frame: frame 33 is 33 s after the cluster's start, past 32.767 s.
        let frames = (0..<40).map { Self.frame($0 % 5, key: $0 == 0) }
        let segment = try #require(try Self.file(frames, fps: 1).top.last)
        let clusters = segment.children.filter { $0.id == Self.clusterID }
        #expect(clusters.map { $0.child(0xE7)?.unsigned } == [0, 33_000])
        #expect(try #require(segment.child(0x1C53_BB6B)).children.count == 1, "no cue where no key frame starts")
        #expect(Self.blocks(segment).map { Int($0.cluster) + $0.relative } == (0..<40).map { $0 * 1000 })
    }

    @Test func sizesUseTheFewestBytesAndNeverTheUnknownValue() {
        #expect(WebMMuxer.size(0) == [0x80])
        #expect(WebMMuxer.size(126) == [0xFE])
        #expect(WebMMuxer.size(127) == [0x40, 0x7F], "0xFF means unknown")
        #expect(WebMMuxer.size(16_382) == [0x7F, 0xFE])
        #expect(WebMMuxer.size(16_383) == [0x20, 0x3F, 0xFF])
    }

    @Test func framesAndSettingsItCannotWriteAreErrors() {
        #expect(throws: VideoMuxingError.noFrames) {
            try WebMMuxer.file(frames: [], width: 160, height: 96, fps: 30, colour: nil)
        }
        #expect(throws: VideoMuxingError.firstFrameNotKey) {
            try WebMMuxer.file(frames: [Self.frame(0, key: false)], width: 160, height: 96, fps: 30, colour: nil)
        }
        #expect(throws: VideoMuxingError.badSize(width: 160, height: 95)) {
            try WebMMuxer.file(frames: Self.frames, width: 160, height: 95, fps: 30, colour: nil)
        }
    }
}
