/// A WebM file (Matroska, RFC 9559, as the WebM project restricts it) of one VP9 track at a
/// constant frame rate, written whole from frames kept in memory, every size known.
///
/// - Layout: the EBML header (DocType `webm`), then one Segment holding a SeekHead (where Info,
///   Tracks and Cues are), Info, Tracks, Cues, and the Clusters: Cues come before the Clusters so
///   that a player can seek without reading to the end.
/// - Time: Matroska timestamps are whole multiples of the TimestampScale; this file's is 1 ms (the
///   usual one), so frame k's time is `round(1000 · k / fps)` ms: exact whenever 1000 / fps is a
///   whole number, otherwise off by at most half a millisecond and never drifting (60 fps goes
///   0, 17, 33, 50, … ms). The track's DefaultDuration says the exact rate, `round(1e9 / fps)` ns.
/// - Clusters: a new one at each key frame, or when a frame would be more than 32.767 s after its
///   Cluster's start (a SimpleBlock's time is a signed 16-bit offset); one CuePoint for each
///   Cluster that starts with a key frame.
/// - Positions in the SeekHead and Cues are written as 8-byte integers, so the Cues' size does
///   not depend on the positions they hold.
public enum WebMMuxer {
    /// The whole file for VP9 `frames` of `width × height` pixels, `fps` a second.
    public static func file(
        frames: [EncodedVideoFrame], width: Int, height: Int, fps: Int, colour: VideoColour?
    ) throws(VideoMuxingError) -> [UInt8] {
        guard let first = frames.first else { throw .noFrames }
        guard first.isKey else { throw .firstFrameNotKey }
        guard (2...65534).contains(width), (2...65534).contains(height), width % 2 == 0, height % 2 == 0 else {
            throw .badSize(width: width, height: height)
        }
        guard (1...1000).contains(fps) else { throw .badFrameRate(fps) }

        let clusters = clusterBodies(frames, fps: fps)
        let info = element(
            0x1549_A966,
            uint(0x2AD7B1, 1_000_000)
                + element(0x4489, float64(Double(frames.count) * 1000 / Double(fps)))
                + element(0x4D80, Array("mailsitegen".utf8)) + element(0x5741, Array("mailsitegen".utf8)))
        let tracks = element(0x1654_AE6B, element(0xAE, trackEntry(width, height, fps, colour)))
        // Sizes first, with any positions (8-byte fields), then the positions themselves.
        let seekHeadSize = seekHead(info: 0, tracks: 0, cues: 0).count
        let cuesSize = cues(clusters, firstClusterAt: 0).count
        let infoAt = seekHeadSize
        let tracksAt = infoAt + info.count
        let cuesAt = tracksAt + tracks.count
        let clustersAt = cuesAt + cuesSize
        var body = seekHead(info: infoAt, tracks: tracksAt, cues: cuesAt) + info + tracks
        body += cues(clusters, firstClusterAt: clustersAt)
        for cluster in clusters { body += element(0x1F43_B675, cluster.body) }
        return header + element(0x1853_8067, body)
    }

    /// EBML version 1, IDs up to 4 bytes, sizes up to 8; DocType `webm`, version 4 (for `Colour`),
    /// readable by version 2 (SimpleBlock's).
    static let header: [UInt8] = element(
        0x1A45_DFA3,
        uint(0x4286, 1) + uint(0x42F7, 1) + uint(0x42F2, 4) + uint(0x42F3, 8) + element(0x4282, Array("webm".utf8))
            + uint(0x4287, 4) + uint(0x4285, 2))

    static func trackEntry(_ width: Int, _ height: Int, _ fps: Int, _ colour: VideoColour?) -> [UInt8] {
        var video = uint(0x9A, 2) + uint(0xB0, width) + uint(0xBA, height)  // progressive
        if let colour {
            video += element(
                0x55B0,
                uint(0x55B1, colour.matrix) + uint(0x55B9, colour.fullRange ? 2 : 1) + uint(0x55BA, colour.transfer)
                    + uint(0x55BB, colour.primaries))
        }
        return uint(0xD7, 1) + uint(0x73C5, 1) + uint(0x83, 1) + uint(0x9C, 0)
            + element(0x22B59C, Array("und".utf8)) + element(0x86, Array("V_VP9".utf8))
            + uint(0x23E383, Int((1e9 / Double(fps)).rounded())) + element(0xE0, video)
    }

    /// A Cluster's contents and where it starts, in milliseconds.
    struct Cluster {
        var time: Int
        var startsWithKey: Bool
        var body: [UInt8]
    }

    /// Frame k's time in milliseconds.
    static func milliseconds(_ index: Int, fps: Int) -> Int { (2000 * index + fps) / (2 * fps) }

    static func clusterBodies(_ frames: [EncodedVideoFrame], fps: Int) -> [Cluster] {
        var clusters: [Cluster] = []
        for (index, frame) in frames.enumerated() {
            let time = milliseconds(index, fps: fps)
            if frame.isKey || clusters.isEmpty || time - (clusters.last?.time ?? 0) > Int(Int16.max) {
                clusters.append(Cluster(time: time, startsWithKey: frame.isKey, body: uint(0xE7, time)))
            }
            let relative = UInt16(truncatingIfNeeded: time - clusters[clusters.count - 1].time)
            let block = [0x81, UInt8(relative >> 8), UInt8(relative & 0xFF), frame.isKey ? 0x80 : 0] + frame.bytes
            clusters[clusters.count - 1].body += element(0xA3, block)
        }
        return clusters
    }

    static func seekHead(info: Int, tracks: Int, cues: Int) -> [UInt8] {
        func seek(_ id: [UInt8], _ position: Int) -> [UInt8] {
            element(0x4DBB, element(0x53AB, id) + element(0x53AC, fixed(position)))
        }
        return element(
            0x114D_9B74,
            seek([0x15, 0x49, 0xA9, 0x66], info) + seek([0x16, 0x54, 0xAE, 0x6B], tracks)
                + seek([0x1C, 0x53, 0xBB, 0x6B], cues))
    }

    /// One CuePoint for each Cluster that starts with a key frame, at its position from the
    /// Segment's data.
    static func cues(_ clusters: [Cluster], firstClusterAt start: Int) -> [UInt8] {
        var position = start
        var points: [UInt8] = []
        for cluster in clusters {
            if cluster.startsWithKey {
                points += element(
                    0xBB,
                    uint(0xB3, cluster.time) + element(0xB7, uint(0xF7, 1) + element(0xF1, fixed(position))))
            }
            position += element(0x1F43_B675, cluster.body).count
        }
        return element(0x1C53_BB6B, points)
    }

    // MARK: EBML

    /// An element: its ID's bytes as written, its size as a variable-length integer, its data.
    static func element(_ id: UInt32, _ data: [UInt8]) -> [UInt8] {
        var idBytes: [UInt8] = []
        var rest = id
        repeat {
            idBytes.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        } while rest != 0
        return idBytes + size(data.count) + data
    }

    /// A size in the fewest bytes: the first byte's leading zeros plus one say how many, and the
    /// value with every bit set is kept for "unknown".
    static func size(_ value: Int) -> [UInt8] {
        var length = 1
        while length < 8 && value >= (1 << (7 * length)) - 1 { length += 1 }
        var bytes = (0..<length).map { UInt8(truncatingIfNeeded: value >> (8 * (length - 1 - $0))) }
        bytes[0] |= UInt8(0x80 >> (length - 1))
        return bytes
    }

    /// An unsigned integer element in the fewest bytes (at least one).
    static func uint(_ id: UInt32, _ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = UInt64(value)
        repeat {
            bytes.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        } while rest != 0
        return element(id, bytes)
    }

    /// An unsigned integer in 8 bytes, leading zeros and all.
    static func fixed(_ value: Int) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: UInt64(value) >> (56 - 8 * $0)) }
    }

    static func float64(_ value: Double) -> [UInt8] {
        let bits = value.bitPattern
        return (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
    }
}
