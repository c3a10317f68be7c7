/// A PNG (ISO/IEC 15948) of palette colour: each pixel one byte, an index into up to 256 sRGB
/// colours. Enough for an icon of two colours and the shades of their edges.
public struct PNGImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Red, green and blue of each palette entry.
    public let palette: [(red: UInt8, green: UInt8, blue: UInt8)]
    /// `width × height` indices into `palette`, row by row from the top (written as zeros where
    /// it is short, cut where it is long).
    public var pixels: [UInt8]

    /// An image of at least 1 × 1 pixels, each the palette's first colour; the palette keeps its
    /// first 256 colours (black when it has none).
    public init(width: Int, height: Int, palette: [(red: UInt8, green: UInt8, blue: UInt8)]) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.palette = palette.isEmpty ? [(0, 0, 0)] : Array(palette.prefix(256))
        self.pixels = Array(repeating: 0, count: self.width * self.height)
    }

    public static func == (left: PNGImage, right: PNGImage) -> Bool {
        left.width == right.width && left.height == right.height && left.pixels == right.pixels
            && left.palette.elementsEqual(right.palette) { $0 == $1 }
    }

    /// The eight bytes every PNG starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The file: its signature, then IHDR, sRGB (the colours are sRGB, shown as they are), PLTE,
    /// one IDAT of rows that each start with filter type 0 (none), and IEND.
    public var encoded: [UInt8] {
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width))
        header += Self.bigEndian(UInt32(height))
        header += [8, 3, 0, 0, 0]  // 8 bits per index, palette colour, deflate, adaptive filters, no interlace
        var rows: [UInt8] = []
        rows.reserveCapacity((width + 1) * height)
        let pixels =
            self.pixels.count == width * height
            ? self.pixels : Array((self.pixels + Array(repeating: 0, count: width * height)).prefix(width * height))
        for row in 0..<height {
            rows.append(0)
            rows += pixels[(row * width)..<((row + 1) * width)]
        }
        return Self.signature
            + Self.chunk("IHDR", header)
            + Self.chunk("sRGB", [0])  // perceptual
            + Self.chunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] })
            + Self.chunk("IDAT", Deflate.zlib(rows, stride: width + 1))
            + Self.chunk("IEND", [])
    }

    /// A chunk: its data's length, its type, the data and the CRC of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(CRC32.checksum(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
