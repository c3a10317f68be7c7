/// A PNG reader (ISO/IEC 15948): every bit depth and colour type PNG defines, with a palette's or
/// a colour key's transparency (tRNS), decoded to 8-bit RGBA. Every chunk's CRC and the image
/// data's Adler-32 are checked; interlaced images are refused. Memory is bounded before anything
/// is allocated: an image of more than `maximumPixels` is an error, and the image data may
/// inflate to the rows the header announces and no further.
public enum PNGDecoder {
    /// 2²⁵ pixels (128 MiB as RGBA): a 1320 × 2868 phone at four times its points, and then some.
    public static let defaultMaximumPixels = 1 << 25

    public static func decode(
        _ bytes: [UInt8], maximumPixels: Int = defaultMaximumPixels
    ) throws(PNGDecodingError) -> RGBAImage {
        let file = try PNGChunks(bytes, maximumPixels: maximumPixels)
        let header = file.header
        let rowBytes = (header.width * header.bitsPerPixel + 7) / 8
        let expected = header.height * (rowBytes + 1)
        var raw: [UInt8]
        do {
            raw = try Inflate.zlib(file.imageData, limit: expected)
        } catch {
            throw .compressedData(error)
        }
        guard raw.count == expected else { throw .imageDataTooShort(expected: expected, found: raw.count) }
        try unfilter(&raw, rowBytes: rowBytes, height: header.height, bytesPerPixel: max(1, header.bitsPerPixel / 8))
        return try file.rgba(fromRows: raw, rowBytes: rowBytes)
    }

    /// Undoes each row's filter in place (PNG 9.2: None, Sub, Up, Average, Paeth), leaving each
    /// row's filter byte as it was. The first row's row above is zeros.
    static func unfilter(
        _ raw: inout [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int
    ) throws(PNGDecodingError) {
        let stride = rowBytes + 1
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        let badRow: (type: UInt8, row: Int)? = zeros.withUnsafeBufferPointer { zeros in
            raw.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress, let zero = zeros.baseAddress else { return nil }
                for row in 0..<height {
                    let line = base + row * stride + 1
                    let up = row > 0 ? UnsafePointer(line - stride) : zero
                    let filter = line[-1]
                    guard filter <= 4 else { return (filter, row) }
                    unfilterRow(filter, line, up, count: rowBytes, bpp: bpp)
                }
                return nil
            }
        }
        if let badRow { throw .badFilter(type: badRow.type, row: badRow.row) }
    }

    @inline(__always) private static func unfilterRow(
        _ filter: UInt8, _ line: UnsafeMutablePointer<UInt8>, _ up: UnsafePointer<UInt8>, count: Int, bpp: Int
    ) {
        let first = min(bpp, count)
        switch filter {
        case 1:
            for index in bpp..<max(bpp, count) { line[index] &+= line[index - bpp] }
        case 2:
            for index in 0..<count { line[index] &+= up[index] }
        case 3:
            for index in 0..<first { line[index] &+= up[index] >> 1 }
            for index in first..<count {
                line[index] &+= UInt8((Int(line[index - bpp]) + Int(up[index])) >> 1)
            }
        case 4:
            // With no left neighbour, Paeth's predictor is the byte above.
            for index in 0..<first { line[index] &+= up[index] }
            for index in first..<count {
                let a = Int(line[index - bpp])
                let b = Int(up[index])
                let c = Int(up[index - bpp])
                let pa = abs(b - c)
                let pb = abs(a - c)
                let pc = abs(a + b - 2 * c)
                line[index] &+= UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default:
            break
        }
    }
}
