/// A PNG writer for `RGBAImage`s: 8-bit RGBA, each row with the filter that makes its bytes
/// smallest (the sum of their absolute values as signed bytes, libpng's heuristic), compressed
/// by `DeflateEncoder`.
public enum PNGEncoder {
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // 8 bits a sample, RGBA, deflate, adaptive filters, no interlace
        let rows = filteredRows(image)
        return PNGImage.signature
            + chunk("IHDR", header)
            + chunk("sRGB", [0])  // perceptual: the colours are sRGB, shown as they are
            + chunk("IDAT", DeflateEncoder.zlib(rows))
            + chunk("IEND", [])
    }

    /// Each row led by its filter type and filtered by it.
    static func filteredRows(_ image: RGBAImage) -> [UInt8] {
        filteredRows(image.pixels, width: image.width, height: image.height, bytesPerPixel: 4)
    }

    /// Rows of `width` pixels of `bytesPerPixel` bytes each (3 for RGB, 4 for RGBA), each led by
    /// the filter type that makes it smallest and filtered by it: the first of None, Sub, Up,
    /// Average and Paeth with the least cost. A filter's cost is counted only until it passes the
    /// best so far, and only the chosen one is written.
    static func filteredRows(_ pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int) -> [UInt8] {
        let rowBytes = width * bytesPerPixel
        var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        // The row above the first is zeros, as the PNG specification reads it.
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        pixels.withUnsafeBufferPointer { pixels in
            zeros.withUnsafeBufferPointer { zeros in
                output.withUnsafeMutableBufferPointer { output in
                    guard let first = pixels.baseAddress, let zero = zeros.baseAddress, let out = output.baseAddress,
                        rowBytes > 0
                    else { return }
                    for row in 0..<height {
                        let rows = Rows(
                            line: first + row * rowBytes, above: row > 0 ? first + (row - 1) * rowBytes : zero,
                            count: rowBytes, bytesPerPixel: bytesPerPixel)
                        var best = 0
                        var bestCost = rows.cost(NoFilter.self, limit: .max)
                        for filter in 1...4 where bestCost > 0 {
                            let cost: Int
                            switch filter {
                            case 1: cost = rows.cost(SubFilter.self, limit: bestCost)
                            case 2: cost = rows.cost(UpFilter.self, limit: bestCost)
                            case 3: cost = rows.cost(AverageFilter.self, limit: bestCost)
                            default: cost = rows.cost(PaethFilter.self, limit: bestCost)
                            }
                            if cost < bestCost {
                                best = filter
                                bestCost = cost
                            }
                        }
                        let target = out + row * (rowBytes + 1)
                        target[0] = UInt8(best)
                        switch best {
                        case 0: rows.write(NoFilter.self, into: target + 1)
                        case 1: rows.write(SubFilter.self, into: target + 1)
                        case 2: rows.write(UpFilter.self, into: target + 1)
                        case 3: rows.write(AverageFilter.self, into: target + 1)
                        default: rows.write(PaethFilter.self, into: target + 1)
                        }
                    }
                }
            }
        }
        return output
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(CRC32.checksum(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
