import Testing

@testable import Encoders

/// Readers of the animations the encoders write, for tests: each frame as the screen shows it
/// (the stored rectangle drawn over the frame before), its delay, and what the file stores.
/// The APNG side reads chunks itself and inflates with the project's `Inflate`; the GIF side
/// has its own LZW decoder, written from GIF89a's appendix F apart from the encoder.
struct ReadFrame {
    var screen: RGBAImage
    var rectangle: PixelRectangle
    /// Seconds, as the file's fraction (APNG) or hundredths (GIF, as `numerator / 100`).
    var delayNumerator: Int
    var delayDenominator: Int
}

struct APNGReader {
    struct Failure: Error, CustomStringConvertible { let description: String }

    var chunks: [(type: String, data: [UInt8])] = []
    var frames: [ReadFrame] = []
    var sequenceNumbers: [Int] = []
    var declaredFrames = 0
    var plays = -1
    var colorType: UInt8 = 0

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: PNGImage.signature) else { throw Failure(description: "no signature") }
        var offset = 8
        while offset < bytes.count {
            let length = Self.uint32(bytes, offset)
            let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            guard CRC32.checksum(typed) == UInt32(Self.uint32(bytes, offset + 8 + length)) else {
                throw Failure(description: "CRC of chunk \(chunks.count)")
            }
            chunks.append((String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4))))
            offset += 12 + length
        }
        let header = chunks[0].data
        let (width, height) = (Self.uint32(header, 0), Self.uint32(header, 4))
        colorType = header[9]
        var screen = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        var control: [UInt8]?
        for (type, data) in chunks {
            switch type {
            case "acTL":
                declaredFrames = Self.uint32(data, 0)
                plays = Self.uint32(data, 4)
            case "fcTL":
                sequenceNumbers.append(Self.uint32(data, 0))
                control = data
            case "IDAT", "fdAT":
                guard let fcTL = control else { throw Failure(description: "\(type) without fcTL") }
                if type == "fdAT" { sequenceNumbers.append(Self.uint32(data, 0)) }
                let rectangle = PixelRectangle(
                    x: Self.uint32(fcTL, 12), y: Self.uint32(fcTL, 16), width: Self.uint32(fcTL, 4),
                    height: Self.uint32(fcTL, 8))
                guard fcTL[24] == 0, fcTL[25] == 0 else { throw Failure(description: "dispose/blend not 0") }
                let channels = colorType == 6 ? 4 : 3
                let rowBytes = rectangle.width * channels
                var raw = try Inflate.zlib(Array(data.dropFirst(type == "fdAT" ? 4 : 0)), limit: 1 << 28)
                #expect(raw.count == (rowBytes + 1) * rectangle.height)
                try PNGDecoder.unfilter(&raw, rowBytes: rowBytes, height: rectangle.height, bytesPerPixel: channels)
                for row in 0..<rectangle.height {
                    for column in 0..<rectangle.width {
                        let at = row * (rowBytes + 1) + 1 + column * channels
                        screen[rectangle.x + column, rectangle.y + row] = (
                            raw[at], raw[at + 1], raw[at + 2], channels == 4 ? raw[at + 3] : 255
                        )
                    }
                }
                frames.append(
                    ReadFrame(
                        screen: screen, rectangle: rectangle, delayNumerator: Self.uint16(fcTL, 20),
                        delayDenominator: Self.uint16(fcTL, 22)))
                control = nil
            default: break
            }
        }
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    static func uint16(_ bytes: [UInt8], _ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
}

struct GIFReader {
    struct Failure: Error, CustomStringConvertible { let description: String }

    var width = 0
    var height = 0
    var palette: [[UInt8]] = []
    var loops = false
    var frames: [ReadFrame] = []
    /// Each frame's palette indices as stored, its transparent index and minimum code size.
    var storedIndices: [[UInt8]] = []
    var transparentIndices: [Int?] = []
    var minimumCodeSizes: [Int] = []

    init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: Array("GIF89a".utf8)) else { throw Failure(description: "not GIF89a") }
        width = Self.uint16(bytes, 6)
        height = Self.uint16(bytes, 8)
        var offset = 13
        if bytes[10] & 0x80 != 0 {
            let count = 1 << (Int(bytes[10] & 7) + 1)
            palette = (0..<count).map { Array(bytes[(13 + $0 * 3)..<(16 + $0 * 3)]) }
            offset += count * 3
        }
        var screen = RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
        var delay = 0
        var transparent: Int?
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:
                let label = bytes[offset + 1]
                if label == 0xF9 {
                    #expect((bytes[offset + 3] >> 2) & 7 == 1, "disposal 1")
                    delay = Self.uint16(bytes, offset + 4)
                    transparent = bytes[offset + 3] & 1 == 1 ? Int(bytes[offset + 6]) : nil
                }
                if label == 0xFF, Array(bytes[(offset + 3)..<(offset + 14)]) == Array("NETSCAPE2.0".utf8) {
                    loops = Self.uint16(bytes, offset + 16) == 0
                }
                offset += 2
                let (_, end) = Self.subBlocks(bytes, offset)
                offset = end
            case 0x2C:
                let rectangle = PixelRectangle(
                    x: Self.uint16(bytes, offset + 1), y: Self.uint16(bytes, offset + 3),
                    width: Self.uint16(bytes, offset + 5), height: Self.uint16(bytes, offset + 7))
                #expect(bytes[offset + 9] & 0x80 == 0, "no local table")
                let minimum = Int(bytes[offset + 10])
                let (data, end) = Self.subBlocks(bytes, offset + 11)
                offset = end
                let indices = try Self.lzwDecode(data, minimumCodeSize: minimum)
                #expect(indices.count == rectangle.width * rectangle.height)
                for (index, entry) in indices.enumerated() where Int(entry) != transparent {
                    let color = palette[Int(entry)]
                    screen[rectangle.x + index % rectangle.width, rectangle.y + index / rectangle.width] = (
                        color[0], color[1], color[2], 255
                    )
                }
                frames.append(
                    ReadFrame(screen: screen, rectangle: rectangle, delayNumerator: delay, delayDenominator: 100))
                storedIndices.append(indices)
                transparentIndices.append(transparent)
                minimumCodeSizes.append(minimum)
            case 0x3B:
                return
            default:
                throw Failure(description: "unknown block \(bytes[offset]) at \(offset)")
            }
        }
        throw Failure(description: "no trailer")
    }

    /// Sub-blocks from `offset` joined, and the offset past their terminator.
    static func subBlocks(_ bytes: [UInt8], _ offset: Int) -> ([UInt8], Int) {
        var data: [UInt8] = []
        var at = offset
        while bytes[at] != 0 {
            data += bytes[(at + 1)..<(at + 1 + Int(bytes[at]))]
            at += 1 + Int(bytes[at])
        }
        return (data, at + 1)
    }

    /// GIF's LZW decoded: codes read least significant bit first, the width growing when the
    /// next free code reaches it, the table reset by a clear code; the stream must end with the
    /// end code.
    static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        // Each code's string: the code of the string without its last index, and that index.
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        for code in 0..<clear {
            suffix[code] = UInt8(code)
            first[code] = UInt8(code)
        }
        var count = end + 1
        var width = minimumCodeSize + 1
        var bit = 0
        var previous = -1
        var output: [UInt8] = []
        var sawClearFirst = false
        var string: [UInt8] = []
        while true {
            guard bit + width <= data.count * 8 else { throw Failure(description: "no end code") }
            var code = 0
            for index in 0..<width where data[(bit + index) / 8] >> ((bit + index) % 8) & 1 == 1 {
                code |= 1 << index
            }
            bit += width
            if bit == width { sawClearFirst = code == clear }
            if code == clear {
                count = end + 1
                width = minimumCodeSize + 1
                previous = -1
                continue
            }
            if code == end { break }
            guard code < count || (code == count && previous >= 0) else {
                throw Failure(description: "code \(code) past the table (\(count))")
            }
            // The string of `code` (for the code being made, the previous string and its first index).
            let known = code < count
            string.removeAll(keepingCapacity: true)
            var walk = known ? code : previous
            while walk >= 0 {
                string.append(suffix[walk])
                walk = prefix[walk]
            }
            string.reverse()
            if !known { string.append(first[previous]) }
            output += string
            if previous >= 0 && count < 4096 {
                prefix[count] = previous
                suffix[count] = string[0]
                first[count] = first[previous]
                count += 1
            }
            if count == 1 << width && width < 12 { width += 1 }
            previous = code
        }
        guard sawClearFirst else { throw Failure(description: "the stream does not start with a clear code") }
        return output
    }

    static func uint16(_ bytes: [UInt8], _ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
}
