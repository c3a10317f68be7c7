/// Why bytes could not be read as a PNG: one case for each way a file can be wrong, each with a
/// sentence that says what was found.
public enum PNGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with PNG's eight-byte signature.
    case notPNG
    /// The file ends inside a chunk, or before IEND.
    case truncated
    /// A chunk's CRC does not match its type and data.
    case checksumMismatch(chunk: String)
    /// The first chunk is not a 13-byte IHDR, or a second IHDR came.
    case badHeader
    /// A width or height of zero, or above PNG's 2³¹ − 1.
    case badSize(width: UInt32, height: UInt32)
    /// More pixels than the decoder was allowed to hold.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// A bit depth and colour type that PNG does not define together, or a compression or filter
    /// method other than 0.
    case unsupportedFormat(bitDepth: UInt8, colorType: UInt8)
    /// Adam7 interlacing, which screenshots never use.
    case interlaced
    /// A critical chunk this decoder does not know (its type starts with a capital letter).
    case unknownCriticalChunk(String)
    /// A palette image with no PLTE, or a PLTE that is empty, too long or not whole colours.
    case badPalette
    /// A palette index past the palette's end.
    case paletteIndexOutOfRange(index: Int, paletteSize: Int)
    /// A chunk in a place PNG does not allow (IDAT after other chunks came between IDATs, PLTE
    /// after IDAT).
    case misplacedChunk(String)
    /// No IDAT chunk.
    case noImageData
    /// The image data does not inflate.
    case compressedData(InflateError)
    /// The inflated data is shorter than the image's rows.
    case imageDataTooShort(expected: Int, found: Int)
    /// A row's filter type is not 0–4.
    case badFilter(type: UInt8, row: Int)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG file (no PNG signature)"
        case .truncated: "the PNG file ends early"
        case .checksumMismatch(let chunk): "the PNG's \(chunk) chunk fails its CRC check (the file is damaged)"
        case .badHeader: "the PNG's header chunk (IHDR) is missing or malformed"
        case .badSize(let width, let height): "the PNG's size \(width) × \(height) is not a valid size"
        case .tooLarge(let width, let height, let limit):
            "the PNG is \(width) × \(height) pixels, more than the \(limit) pixels allowed"
        case .unsupportedFormat(let bitDepth, let colorType):
            "the PNG's bit depth \(bitDepth) with colour type \(colorType) is not a PNG format"
        case .interlaced: "the PNG is interlaced, which is not supported (save it without interlacing)"
        case .unknownCriticalChunk(let type): "the PNG has a critical chunk '\(type)' this reader does not know"
        case .badPalette: "the PNG's palette (PLTE) is missing or malformed"
        case .paletteIndexOutOfRange(let index, let size):
            "the PNG uses palette entry \(index) of a palette of \(size)"
        case .misplacedChunk(let type): "the PNG's \(type) chunk is out of place"
        case .noImageData: "the PNG has no image data (IDAT)"
        case .compressedData(let error): "the PNG's image data cannot be read: \(error)"
        case .imageDataTooShort(let expected, let found):
            "the PNG's image data holds \(found) bytes of the \(expected) its rows need"
        case .badFilter(let type, let row): "the PNG's row \(row) has filter type \(type), which is none of 0–4"
        }
    }
}
