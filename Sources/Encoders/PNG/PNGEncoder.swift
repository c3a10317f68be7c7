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
    /// the filter type that makes it smallest and filtered by it.
    static func filteredRows(_ pixels: [UInt8], width: Int, height: Int, bytesPerPixel: Int) -> [UInt8] {
        let rowBytes = width * bytesPerPixel
        var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        pixels.withUnsafeBufferPointer { pixels in
            output.withUnsafeMutableBufferPointer { output in
                candidate.withUnsafeMutableBufferPointer { candidate in
                    for row in 0..<height {
                        let line = UnsafeBufferPointer(rebasing: pixels[(row * rowBytes)..<((row + 1) * rowBytes)])
                        let above =
                            row > 0
                            ? UnsafeBufferPointer(rebasing: pixels[((row - 1) * rowBytes)..<(row * rowBytes)]) : nil
                        let target = UnsafeMutableBufferPointer(
                            rebasing: output[(row * (rowBytes + 1) + 1)..<((row + 1) * (rowBytes + 1))])
                        var bestCost = Int.max
                        for filter in 0...4 {
                            let cost = apply(filter, line, above, bytesPerPixel: bytesPerPixel, into: candidate)
                            if cost < bestCost {
                                bestCost = cost
                                output[row * (rowBytes + 1)] = UInt8(filter)
                                _ = target.update(fromContentsOf: candidate)
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// Filters `line` into `target`; returns the sum of the result's bytes read as signed.
    private static func apply(
        _ filter: Int, _ line: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>?, bytesPerPixel bpp: Int,
        into target: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var cost = 0
        for index in 0..<line.count {
            let a = index >= bpp ? Int(line[index - bpp]) : 0
            let b = above.map { Int($0[index]) } ?? 0
            let predictor: Int
            switch filter {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let c = index >= bpp ? above.map { Int($0[index - bpp]) } ?? 0 : 0
                let pa = abs(b - c)
                let pb = abs(a - c)
                let pc = abs(a + b - 2 * c)
                predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: predictor = 0
            }
            let value = line[index] &- UInt8(truncatingIfNeeded: predictor)
            target[index] = value
            cost += value < 128 ? Int(value) : 256 - Int(value)
        }
        return cost
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(CRC32.checksum(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
