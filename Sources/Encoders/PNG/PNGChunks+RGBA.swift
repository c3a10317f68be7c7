extension PNGChunks {
    /// The unfiltered rows (each still led by its filter byte) as 8-bit RGBA: 16-bit samples keep
    /// their high byte, grey of fewer bits is scaled to 0–255, palette entries are looked up and a
    /// colour key becomes transparent.
    func rgba(fromRows raw: [UInt8], rowBytes: Int) throws(PNGDecodingError) -> RGBAImage {
        let (width, height) = (header.width, header.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let badIndex: Int? = raw.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    let line = UnsafeBufferPointer(
                        rebasing: source[(row * (rowBytes + 1) + 1)..<((row + 1) * (rowBytes + 1))])
                    let out = UnsafeMutableBufferPointer(rebasing: target[(row * width * 4)..<((row + 1) * width * 4)])
                    if let bad = convert(line, into: out) { return bad }
                }
                return nil
            }
        }
        if let badIndex { throw .paletteIndexOutOfRange(index: badIndex, paletteSize: palette.count / 4) }
        return RGBAImage(width: width, height: height, pixels: pixels)
            ?? RGBAImage(width: 0, height: 0, red: 0, green: 0, blue: 0)
    }

    /// One row; returns a palette index past the palette's end, if one comes.
    private func convert(_ line: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let width = header.width
        switch (header.colorType, header.bitDepth) {
        case (6, 8):
            for index in 0..<(width * 4) { out[index] = line[index] }
        case (2, 8) where colorKey == nil:
            for x in 0..<width {
                out[x * 4] = line[x * 3]
                out[x * 4 + 1] = line[x * 3 + 1]
                out[x * 4 + 2] = line[x * 3 + 2]
                out[x * 4 + 3] = 255
            }
        case (3, _):
            let count = palette.count / 4
            for x in 0..<width {
                let entry = sample(line, x, channel: 0)
                guard entry < count else { return entry }
                for channel in 0..<4 { out[x * 4 + channel] = palette[entry * 4 + channel] }
            }
        default:
            let depth = header.bitDepth
            let channels = header.channels
            // A sample as 0–255: the high byte of 16 bits, or fewer bits scaled up.
            func eight(_ value: Int) -> UInt8 {
                depth == 16 ? UInt8(value >> 8) : UInt8(value * 255 / (1 << depth - 1))
            }
            for x in 0..<width {
                let samples = (0..<channels).map { sample(line, x, channel: $0) }
                let grey = channels <= 2
                out[x * 4] = eight(samples[0])
                out[x * 4 + 1] = eight(grey ? samples[0] : samples[1])
                out[x * 4 + 2] = eight(grey ? samples[0] : samples[2])
                switch channels {
                case 2: out[x * 4 + 3] = eight(samples[1])
                case 4: out[x * 4 + 3] = eight(samples[3])
                default: out[x * 4 + 3] = colorKey == samples ? 0 : 255
                }
            }
        }
        return nil
    }

    /// Sample `channel` of pixel `x`, of any bit depth, as its number.
    private func sample(_ line: UnsafeBufferPointer<UInt8>, _ x: Int, channel: Int) -> Int {
        let depth = header.bitDepth
        let index = x * header.channels + channel
        switch depth {
        case 8: return Int(line[index])
        case 16: return Int(line[index * 2]) << 8 | Int(line[index * 2 + 1])
        default:
            let bit = index * depth
            return Int(line[bit / 8]) >> (8 - depth - bit % 8) & (1 << depth - 1)
        }
    }
}
