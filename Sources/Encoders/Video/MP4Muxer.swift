/// An MP4 file (ISO/IEC 14496-12, the ISO base media file format, with the H.264 sample entry of
/// ISO/IEC 14496-15) of one H.264 track at a constant frame rate, written whole from frames kept
/// in memory. The index (`moov`) comes before the samples (`mdat`), as `faststart` arranges, so a
/// player can start before it has the whole file.
///
/// - Time: the track's and the movie's clock both tick `1000 × fps` times a second and every frame
///   lasts 1000 ticks, so each frame's time `k / fps` is exact (one `stts` entry).
/// - Samples: the encoder's own bytes (NAL units after 4-byte lengths), back to back in one chunk;
///   `stss` lists the key frames (left out when every frame is one); `co64` replaces `stco` only
///   when an offset passes 4 GiB.
/// - The sample entry is `avc1` (parameter sets in the `avcC`, not in the stream, which Safari and
///   QuickTime want), with the encoder's `avcC` verbatim and its colour (`colr`, `nclx`).
/// - One edit (`edts`/`elst`): the whole media from its first frame, at normal rate.
/// - Reproducible: creation and modification times are zero.
public enum MP4Muxer {
    /// The whole file for `frames` of `width × height` pixels, `fps` a second; `avcC` is the
    /// encoder's AVCDecoderConfigurationRecord (WebCodecs' `decoderConfig.description`).
    public static func file(
        frames: [EncodedVideoFrame], width: Int, height: Int, fps: Int, avcC: [UInt8], colour: VideoColour?
    ) throws(VideoMuxingError) -> [UInt8] {
        guard let first = frames.first else { throw .noFrames }
        guard first.isKey else { throw .firstFrameNotKey }
        guard (2...65534).contains(width), (2...65534).contains(height), width % 2 == 0, height % 2 == 0 else {
            throw .badSize(width: width, height: height)
        }
        guard (1...1000).contains(fps) else { throw .badFrameRate(fps) }
        try checkConfiguration(avcC)
        let timescale = UInt32(fps * ticksPerFrame)
        let ticks = frames.count * ticksPerFrame
        guard ticks <= Int(UInt32.max) else {
            throw .tooLong("\(frames.count) frames at \(fps) a second pass an MP4 duration's 32 bits")
        }
        let duration = UInt32(ticks)
        let mediaBytes = frames.reduce(0) { $0 + $1.bytes.count }
        let ftyp = box("ftyp", Array("isom".utf8) + u32(0x200) + Array("isomiso2avc1mp41".utf8))
        let largeMedia = mediaBytes + 8 > Int(UInt32.max)
        // The offsets depend on the moov's size, whose chunk-offset box is the same size whatever
        // its value: built once to measure, once with the offset.
        let mdatHeader = largeMedia ? 16 : 8
        let measured = movie(
            frames, width, height, timescale, duration, avcC, colour, offset: 0, wide: false)
        var offset = ftyp.count + measured.count + mdatHeader
        let wide = offset + mediaBytes > Int(UInt32.max)
        if wide {
            offset += 4  // co64's one entry is 8 bytes, not 4
        }
        let moov = movie(frames, width, height, timescale, duration, avcC, colour, offset: offset, wide: wide)
        var file = ftyp + moov
        file.reserveCapacity(file.count + mdatHeader + mediaBytes)
        if largeMedia {
            file += u32(1) + Array("mdat".utf8) + u64(UInt64(mediaBytes + 16))
        } else {
            file += u32(UInt32(mediaBytes + 8)) + Array("mdat".utf8)
        }
        for frame in frames { file += frame.bytes }
        return file
    }

    /// Every frame lasts this many ticks of the `1000 × fps` clock.
    static let ticksPerFrame = 1000

    /// The avcC as 14496-15 §5.3.3.1 lays it out, as far as this file relies on it: version 1,
    /// 4-byte NAL unit lengths (the samples' form), at least one sequence parameter set.
    static func checkConfiguration(_ avcC: [UInt8]) throws(VideoMuxingError) {
        guard avcC.count >= 7 else { throw .badDecoderConfiguration("\(avcC.count) bytes, shorter than its header") }
        guard avcC[0] == 1 else { throw .badDecoderConfiguration("version \(avcC[0]), not 1") }
        guard avcC[4] & 3 == 3 else {
            throw .badDecoderConfiguration("NAL unit lengths of \(Int(avcC[4] & 3) + 1) bytes, not 4")
        }
        guard avcC[5] & 0x1F >= 1 else { throw .badDecoderConfiguration("no sequence parameter set") }
    }

    static func movie(
        _ frames: [EncodedVideoFrame], _ width: Int, _ height: Int, _ timescale: UInt32, _ duration: UInt32,
        _ avcC: [UInt8], _ colour: VideoColour?, offset: Int, wide: Bool
    ) -> [UInt8] {
        let mvhd = fullBox(
            "mvhd", version: 0, flags: 0,
            u32(0) + u32(0) + u32(timescale) + u32(duration) + u32(0x0001_0000) + u16(0x0100) + zeros(10)
                + matrix + zeros(24) + u32(2))
        let tkhd = fullBox(
            "tkhd", version: 0, flags: 3,
            u32(0) + u32(0) + u32(1) + u32(0) + u32(duration) + zeros(8) + u16(0) + u16(0) + u16(0) + u16(0)
                + matrix + u32(UInt32(width) << 16) + u32(UInt32(height) << 16))
        let mdhd = fullBox(
            "mdhd", version: 0, flags: 0, u32(0) + u32(0) + u32(timescale) + u32(duration) + u16(0x55C4) + u16(0))
        let hdlr = fullBox(
            "hdlr", version: 0, flags: 0, u32(0) + Array("vide".utf8) + zeros(12) + Array("VideoHandler\0".utf8))
        let vmhd = fullBox("vmhd", version: 0, flags: 1, zeros(8))
        let dinf = box(
            "dinf", fullBox("dref", version: 0, flags: 0, u32(1) + fullBox("url ", version: 0, flags: 1, [])))
        let stbl = box(
            "stbl",
            sampleDescription(width, height, avcC, colour) + timeToSample(frames.count) + syncSamples(frames)
                + fullBox("stsc", version: 0, flags: 0, u32(1) + u32(1) + u32(UInt32(frames.count)) + u32(1))
                + sampleSizes(frames)
                + (wide
                    ? fullBox("co64", version: 0, flags: 0, u32(1) + u64(UInt64(offset)))
                    : fullBox("stco", version: 0, flags: 0, u32(1) + u32(UInt32(offset)))))
        let minf = box("minf", vmhd + dinf + stbl)
        let mdia = box("mdia", mdhd + hdlr + minf)
        // An edit list that shows the whole media from its start: what ffmpeg writes, and what
        // QuickTime is reported to need to start playing such a file.
        let edts = box(
            "edts",
            fullBox("elst", version: 0, flags: 0, u32(1) + u32(duration) + u32(0) + u16(1) + u16(0)))
        return box("moov", mvhd + box("trak", tkhd + edts + mdia))
    }

    static func sampleDescription(_ width: Int, _ height: Int, _ avcC: [UInt8], _ colour: VideoColour?) -> [UInt8] {
        var compressor = zeros(32)
        let name = Array("mailsitegen".utf8)
        compressor[0] = UInt8(name.count)
        compressor.replaceSubrange(1...name.count, with: name)
        var entry =
            zeros(6) + u16(1) + zeros(16) + u16(UInt16(width)) + u16(UInt16(height)) + u32(0x0048_0000)
            + u32(0x0048_0000) + u32(0) + u16(1) + compressor + u16(0x0018) + u16(0xFFFF)
        entry += box("avcC", avcC)
        if let colour {
            entry += box(
                "colr",
                Array("nclx".utf8) + u16(UInt16(colour.primaries)) + u16(UInt16(colour.transfer))
                    + u16(UInt16(colour.matrix)) + [colour.fullRange ? 0x80 : 0])
        }
        entry += box("pasp", u32(1) + u32(1))
        return fullBox("stsd", version: 0, flags: 0, u32(1) + box("avc1", entry))
    }

    /// One entry: every frame lasts `ticksPerFrame`.
    static func timeToSample(_ count: Int) -> [UInt8] {
        fullBox("stts", version: 0, flags: 0, u32(1) + u32(UInt32(count)) + u32(UInt32(ticksPerFrame)))
    }

    /// The 1-based numbers of the key frames; no box when every frame is one (the standard's
    /// meaning of its absence).
    static func syncSamples(_ frames: [EncodedVideoFrame]) -> [UInt8] {
        let keys = frames.indices.filter { frames[$0].isKey }
        guard keys.count < frames.count else { return [] }
        return fullBox("stss", version: 0, flags: 0, u32(UInt32(keys.count)) + keys.flatMap { u32(UInt32($0 + 1)) })
    }

    static func sampleSizes(_ frames: [EncodedVideoFrame]) -> [UInt8] {
        fullBox(
            "stsz", version: 0, flags: 0,
            u32(0) + u32(UInt32(frames.count)) + frames.flatMap { u32(UInt32($0.bytes.count)) })
    }

    /// The identity transformation, in 16.16 and 2.30 fixed point.
    static let matrix: [UInt8] =
        u32(0x0001_0000) + u32(0) + u32(0) + u32(0) + u32(0x0001_0000) + u32(0) + u32(0) + u32(0) + u32(0x4000_0000)

    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
        u32(UInt32(body.count + 8)) + Array(type.utf8) + body
    }

    static func fullBox(_ type: String, version: UInt8, flags: UInt32, _ body: [UInt8]) -> [UInt8] {
        box(type, [version, UInt8(flags >> 16 & 0xFF), UInt8(flags >> 8 & 0xFF), UInt8(flags & 0xFF)] + body)
    }

    static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    static func u64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(value >> (56 - 8 * $0) & 0xFF) } }
    static func zeros(_ count: Int) -> [UInt8] { [UInt8](repeating: 0, count: count) }
}
