import Encoders
import TestSupport
import Testing

/// The MP4 muxer, read back box by box (`MP4Box`): the boxes in order with `moov` before `mdat`,
/// the durations on a clock that makes every frame exact, the sample tables (sizes, key frames,
/// the chunk's offset into `mdat`), the sample entry with the encoder's `avcC` and the colour, and
/// the errors.
struct MP4MuxerTests {
    /// An avcC as OpenH264 gives one: version 1, High profile (100), level 4.2, 4-byte lengths,
    /// one SPS and one PPS.
    static let avcC: [UInt8] = [1, 100, 0, 42, 0xFF, 0xE1, 0, 4, 0x67, 0x64, 0, 42, 1, 0, 2, 0x68, 0xEE]

    /// Frame `index`: one NAL unit after its 4-byte length, `5 + index` bytes long, each byte its index.
    static func frame(_ index: Int, key: Bool) -> EncodedVideoFrame {
        EncodedVideoFrame(
            bytes: [0, 0, 0, UInt8(1 + index), key ? 0x65 : 0x41] + Array(repeating: UInt8(index), count: index),
            isKey: key)
    }

    static let frames = (0..<5).map { frame($0, key: $0 == 0 || $0 == 3) }

    static func file(
        _ frames: [EncodedVideoFrame] = frames, fps: Int = 30, colour: VideoColour? = .bt709
    ) throws -> [MP4Box] {
        MP4Box.boxes(
            in: try MP4Muxer.file(frames: frames, width: 160, height: 96, fps: fps, avcC: avcC, colour: colour))
    }

    @Test func theIndexComesBeforeTheSamplesAndTheBoxesFillTheFile() throws {
        let bytes = try MP4Muxer.file(
            frames: Self.frames, width: 160, height: 96, fps: 30, avcC: Self.avcC, colour: .bt709)
        let top = MP4Box.boxes(in: bytes)
        #expect(top.map(\.type) == ["ftyp", "moov", "mdat"])
        #expect(top.reduce(0) { $0 + $1.size } == bytes.count)
        let moov = try #require(top.first { $0.type == "moov" })
        #expect(moov.children().map(\.type) == ["mvhd", "trak"])
        #expect(moov.find(["trak"])?.children().map(\.type) == ["tkhd", "edts", "mdia"])
        #expect(moov.find(["trak", "mdia"])?.children().map(\.type) == ["mdhd", "hdlr", "minf"])
        #expect(moov.find(["trak", "mdia", "minf"])?.children().map(\.type) == ["vmhd", "dinf", "stbl"])
        #expect(
            moov.find(["trak", "mdia", "minf", "stbl"])?.children().map(\.type) == [
                "stsd", "stts", "stss", "stsc", "stsz", "stco",
            ])
        #expect(moov.find(["trak", "mdia", "minf", "dinf", "dref"])?.children(skip: 8).map(\.type) == ["url "])
    }

    @Test func fileTypeIsISOWithAVCAndMP41Brands() throws {
        let ftyp = try #require(try Self.file().first)
        #expect(String(decoding: ftyp.body, as: UTF8.self) == "isom\0\0\u{2}\0isomiso2avc1mp41")
    }

    @Test func everyDurationIsInWholeTicksOfAThousandTimesTheFrameRate() throws {
        let moov = try #require(try Self.file(fps: 30).first { $0.type == "moov" })
        let mvhd = try #require(moov.find(["mvhd"]))
        #expect(mvhd.number(12, 4) == 30_000, "timescale")
        #expect(mvhd.number(16, 4) == 5_000, "5 frames of 1000 ticks")
        let tkhd = try #require(moov.find(["trak", "tkhd"]))
        #expect(tkhd.number(0, 4) == 3, "version 0, enabled and in the movie")
        #expect(tkhd.number(12, 4) == 1, "track 1")
        #expect(tkhd.number(20, 4) == 5_000)
        #expect(tkhd.number(76, 4) == 160 << 16 && tkhd.number(80, 4) == 96 << 16, "16.16 pixels")
        let elst = try #require(moov.find(["trak", "edts", "elst"]))
        #expect(
            elst.body == [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0x13, 0x88, 0, 0, 0, 0, 0, 1, 0, 0],
            "one edit: 5,000 ticks of the media from time 0 at rate 1")
        let mdhd = try #require(moov.find(["trak", "mdia", "mdhd"]))
        #expect(mdhd.number(12, 4) == 30_000 && mdhd.number(16, 4) == 5_000)
        #expect(mdhd.number(20, 2) == 0x55C4, "language und")
        let stts = try #require(moov.find(["trak", "mdia", "minf", "stbl", "stts"]))
        #expect(stts.body == [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 5, 0, 0, 0x03, 0xE8], "one entry: 5 frames of 1000")
        let at60 = try #require(try Self.file(fps: 60).first { $0.type == "moov" })
        #expect(at60.find(["mvhd"])?.number(12, 4) == 60_000)
        #expect(at60.find(["mvhd"])?.number(16, 4) == 5_000)
    }

    @Test func theHandlerIsVideoAndTheMediaHeaderVideos() throws {
        let moov = try #require(try Self.file().first { $0.type == "moov" })
        let hdlr = try #require(moov.find(["trak", "mdia", "hdlr"]))
        #expect(String(decoding: hdlr.body[8..<12], as: UTF8.self) == "vide")
        #expect(moov.find(["trak", "mdia", "minf", "vmhd"])?.number(0, 4) == 1, "vmhd flags 1")
    }

    @Test func keyFramesAreListedByNumberFromOneAndLeftOutWhenAllAreKey() throws {
        let stbl = try #require(try Self.file().first { $0.type == "moov" }?.find(["trak", "mdia", "minf", "stbl"]))
        #expect(stbl.find(["stss"])?.body == [0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 4])
        let allKey = (0..<3).map { Self.frame($0, key: true) }
        let onlyKeys = try #require(
            try Self.file(allKey).first { $0.type == "moov" }?.find(["trak", "mdia", "minf", "stbl"]))
        #expect(onlyKeys.find(["stss"]) == nil)
    }

    @Test func sampleSizesAndTheChunkOffsetPointAtEachFramesBytes() throws {
        let bytes = try MP4Muxer.file(
            frames: Self.frames, width: 160, height: 96, fps: 30, avcC: Self.avcC, colour: nil)
        let top = MP4Box.boxes(in: bytes)
        let stbl = try #require(top.first { $0.type == "moov" }?.find(["trak", "mdia", "minf", "stbl"]))
        let stsz = try #require(stbl.find(["stsz"]))
        #expect(stsz.number(4, 4) == 0 && stsz.number(8, 4) == 5)
        let sizes = (0..<5).map { Int(stsz.number(12 + 4 * $0, 4)) }
        #expect(sizes == Self.frames.map(\.bytes.count))
        #expect(stbl.find(["stsc"])?.body == [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 5, 0, 0, 0, 1])
        let stco = try #require(stbl.find(["stco"]))
        #expect(stco.number(4, 4) == 1)
        var offset = Int(stco.number(8, 4))
        let mdat = try #require(top.last)
        #expect(offset == mdat.offset + 8, "the chunk starts right after mdat's header")
        for (index, size) in sizes.enumerated() {
            #expect(Array(bytes[offset..<(offset + size)]) == Self.frames[index].bytes)
            offset += size
        }
        #expect(offset == bytes.count)
    }

    @Test func theSampleEntryIsAVC1WithTheEncodersConfigurationVerbatimAndItsColour() throws {
        let full = VideoColour(primaries: 1, transfer: 13, matrix: 1, fullRange: true)
        let stsd = try #require(
            try Self.file(colour: full).first { $0.type == "moov" }?.find(["trak", "mdia", "minf", "stbl", "stsd"]))
        #expect(stsd.number(4, 4) == 1, "one entry")
        let avc1 = try #require(stsd.find(["avc1"]))
        #expect(avc1.number(6, 2) == 1, "data reference 1")
        #expect(avc1.number(24, 2) == 160 && avc1.number(26, 2) == 96)
        #expect(avc1.number(74, 2) == 0x18, "depth 24")
        #expect(avc1.children(skip: 78).map(\.type) == ["avcC", "colr", "pasp"])
        #expect(avc1.find(["avcC"])?.body == Self.avcC)
        #expect(avc1.find(["colr"])?.body == Array("nclx".utf8) + [0, 1, 0, 13, 0, 1, 0x80])
        let limited = try #require(
            try Self.file(colour: .bt709).first { $0.type == "moov" }?.find([
                "trak", "mdia", "minf", "stbl", "stsd", "avc1", "colr",
            ]))
        #expect(limited.body.last == 0)
        let none = try #require(
            try Self.file(colour: nil).first { $0.type == "moov" }?.find([
                "trak", "mdia", "minf", "stbl", "stsd", "avc1",
            ]))
        #expect(none.children(skip: 78).map(\.type) == ["avcC", "pasp"])
    }

    @Test func framesAndSettingsItCannotWriteAreErrors() throws {
        #expect(throws: VideoMuxingError.noFrames) {
            try MP4Muxer.file(frames: [], width: 160, height: 96, fps: 30, avcC: Self.avcC, colour: nil)
        }
        #expect(throws: VideoMuxingError.firstFrameNotKey) {
            try MP4Muxer.file(
                frames: [Self.frame(0, key: false)], width: 160, height: 96, fps: 30, avcC: Self.avcC, colour: nil)
        }
        #expect(throws: VideoMuxingError.badSize(width: 161, height: 96)) {
            try MP4Muxer.file(frames: Self.frames, width: 161, height: 96, fps: 30, avcC: Self.avcC, colour: nil)
        }
        #expect(throws: VideoMuxingError.badFrameRate(0)) {
            try MP4Muxer.file(frames: Self.frames, width: 160, height: 96, fps: 0, avcC: Self.avcC, colour: nil)
        }
        var twoByteLengths = Self.avcC
        twoByteLengths[4] = 0xFD
        #expect(throws: VideoMuxingError.badDecoderConfiguration("NAL unit lengths of 2 bytes, not 4")) {
            try MP4Muxer.file(frames: Self.frames, width: 160, height: 96, fps: 30, avcC: twoByteLengths, colour: nil)
        }
        #expect(
            VideoMuxingError.firstFrameNotKey.description
                == "the video's first frame is not a key frame, so no player could start it")
    }
}
