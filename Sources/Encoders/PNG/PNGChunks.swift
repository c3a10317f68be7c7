/// A PNG file's chunks read and checked: the header, the palette and its transparency, a colour
/// key, and the image data's compressed bytes, joined.
struct PNGChunks {
    struct Header {
        let width: Int
        let height: Int
        let bitDepth: Int
        let colorType: UInt8

        /// Samples a pixel has: grey 1, RGB 3, palette 1, grey and alpha 2, RGBA 4.
        var channels: Int {
            switch colorType {
            case 2: 3
            case 4: 2
            case 6: 4
            default: 1
            }
        }

        var bitsPerPixel: Int { channels * bitDepth }
    }

    let header: Header
    /// RGBA of each palette entry (alpha from tRNS, else opaque).
    private(set) var palette: [UInt8] = []
    /// A grey or RGB image's transparent colour (tRNS), as 16-bit samples.
    private(set) var colorKey: [Int]?
    private(set) var imageData: [UInt8] = []

    init(_ bytes: [UInt8], maximumPixels: Int) throws(PNGDecodingError) {
        guard bytes.starts(with: PNGImage.signature) else { throw .notPNG }
        var offset = PNGImage.signature.count
        var headerFound: Header?
        var transparency: [UInt8]?
        var paletteColors: [UInt8]?
        var dataState = 0  // 0: no IDAT yet, 1: in the IDATs, 2: past them
        var ended = false
        while !ended {
            guard offset + 12 <= bytes.count else { throw .truncated }
            let length = Int(Self.uint32(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw .truncated }
            let typeRange = (offset + 4)..<(offset + 8)
            let dataRange = (offset + 8)..<(offset + 8 + length)
            let type = String(decoding: bytes[typeRange], as: UTF8.self)
            guard
                CRC32.checksum(bytes[typeRange.lowerBound..<dataRange.upperBound])
                    == Self.uint32(bytes, dataRange.upperBound)
            else { throw .checksumMismatch(chunk: type) }
            offset = dataRange.upperBound + 4
            if headerFound == nil && type != "IHDR" { throw .badHeader }
            if dataState == 1 && type != "IDAT" { dataState = 2 }
            switch type {
            case "IHDR":
                guard headerFound == nil, length == 13 else { throw .badHeader }
                headerFound = try Self.header(Array(bytes[dataRange]), maximumPixels: maximumPixels)
            case "PLTE":
                guard dataState == 0 else { throw .misplacedChunk(type) }
                guard length % 3 == 0, (3...768).contains(length), paletteColors == nil else { throw .badPalette }
                paletteColors = Array(bytes[dataRange])
            case "tRNS":
                guard dataState == 0 else { throw .misplacedChunk(type) }
                transparency = Array(bytes[dataRange])
            case "IDAT":
                guard dataState != 2 else { throw .misplacedChunk(type) }
                dataState = 1
                imageData += bytes[dataRange]
            case "IEND":
                ended = true
            default:
                // A lower-case first letter marks an ancillary chunk, which a reader may skip.
                guard let first = type.utf8.first, first >= UInt8(ascii: "a") else { throw .unknownCriticalChunk(type) }
            }
        }
        guard let headerFound else { throw .badHeader }
        header = headerFound
        guard dataState != 0 else { throw .noImageData }
        if header.colorType == 3 {
            guard let paletteColors, paletteColors.count / 3 <= 1 << header.bitDepth else { throw .badPalette }
            let alphas = transparency ?? []
            for entry in 0..<(paletteColors.count / 3) {
                palette += paletteColors[(entry * 3)..<(entry * 3 + 3)]
                palette.append(entry < alphas.count ? alphas[entry] : 255)
            }
        } else if let transparency, header.colorType == 0 || header.colorType == 2 {
            let samples = stride(from: 0, to: transparency.count - 1, by: 2).map {
                Int(transparency[$0]) << 8 | Int(transparency[$0 + 1])
            }
            if samples.count == header.channels { colorKey = samples }
        }
    }

    private static func header(_ data: [UInt8], maximumPixels: Int) throws(PNGDecodingError) -> Header {
        let width = uint32(data, 0)
        let height = uint32(data, 4)
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .badSize(width: width, height: height)
        }
        let pixels = Int(width).multipliedReportingOverflow(by: Int(height))
        guard !pixels.overflow, pixels.partialValue <= maximumPixels else {
            throw .tooLarge(width: Int(width), height: Int(height), limit: maximumPixels)
        }
        let (bitDepth, colorType) = (data[8], data[9])
        let allowed: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard allowed[colorType]?.contains(bitDepth) == true, data[10] == 0, data[11] == 0 else {
            throw .unsupportedFormat(bitDepth: bitDepth, colorType: colorType)
        }
        guard data[12] == 0 else { throw .interlaced }
        return Header(width: Int(width), height: Int(height), bitDepth: Int(bitDepth), colorType: colorType)
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
