/// A GIF89a writer for a recording at a constant frame rate of at most 50 frames a second, fed
/// one frame at a time, played in a loop (the NETSCAPE2.0 extension). One colour table serves
/// the whole recording (`GIFPalette`: exact up to 255 colours, else the common colours exact and
/// a median cut for the rest, not dithered). The first frame covers the screen; each later one
/// stores only the rectangle that changed since the frame before it, its unchanged pixels as
/// the transparent index, drawn over the frame before ("do not dispose"). A run of identical
/// frames is one frame with the run's delay. Delays are whole hundredths of a second, rounded
/// so that each frame starts at its own time rounded: 30 fps gives 3, 3, 4, 3, 3, 4, …
///
///     var encoder = try GIFEncoder(width: 786, height: 1704, fps: 50)
///     for frame in frames { try encoder.append(frame) }
///     let bytes = try encoder.finish()
///
/// GIF has no partial transparency: frames are taken as opaque (their alpha is not read). The
/// colour table can only be chosen once every frame has been seen, so until `finish()` the
/// encoder holds the first frame and each later frame's changed rectangle, compressed (`Deflate`),
/// with the previous frame and the colours' counts.
public struct GIFEncoder {
    public let width: Int
    public let height: Int
    public let fps: Int
    /// The spread of an ordered 4 × 4 Bayer dither, in levels of each channel, applied to the
    /// colours that have no entry of their own; 0, the default, for none (see `GIFPalette`).
    var orderedDitherSpread = 0
    private var previous: RGBAImage?
    private var frameCount = 0
    private var stored: [StoredFrame] = []
    private var histogram: [UInt32: Int] = [:]

    /// A frame until the colour table is known: which frames it shows, where, and its pixels as
    /// RGBA compressed, alpha 0 where the pixel is the previous frame's.
    private struct StoredFrame {
        var run: FrameRun
        let rectangle: PixelRectangle
        let pixels: [UInt8]
    }

    /// The most frames a GIF plays in a second: browsers play delays under 2 hundredths as 10.
    public static let highestFrameRate = 50

    /// An encoder for frames of `width × height` pixels, `fps` of them a second (1 to 50).
    public init(width: Int, height: Int, fps: Int) throws(AnimationEncodingError) {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw .badSize(width: width, height: height, limit: 65535)
        }
        guard fps >= 1 else { throw .badFrameRate(fps) }
        guard fps <= Self.highestFrameRate else { throw .frameRateTooHighForGIF(fps) }
        self.width = width
        self.height = height
        self.fps = fps
    }

    /// Adds the next frame, shown `1 / fps` seconds after the one before it.
    public mutating func append(_ frame: RGBAImage) throws(AnimationEncodingError) {
        guard frame.width == width, frame.height == height else {
            throw .frameSizeMismatch(
                frame: frameCount, width: frame.width, height: frame.height, expectedWidth: width,
                expectedHeight: height)
        }
        defer { frameCount += 1 }
        var rectangle = PixelRectangle(x: 0, y: 0, width: width, height: height)
        if let previous {
            guard let changed = frame.changedRectangle(from: previous) else {
                stored[stored.count - 1].run.count += 1
                return
            }
            rectangle = changed
        }
        let pixels = changedPixels(of: frame, in: rectangle)
        stored.append(
            StoredFrame(
                run: FrameRun(start: frameCount, count: 1), rectangle: rectangle,
                pixels: Deflate.zlib(pixels, stride: rectangle.width * 4)))
        previous = frame
    }

    /// The pixels of `frame` inside `rectangle` as opaque RGBA, those equal to the previous
    /// frame's as 0, 0, 0, 0; the others counted in the histogram.
    private mutating func changedPixels(of frame: RGBAImage, in rectangle: PixelRectangle) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: rectangle.width * rectangle.height * 4)
        var colors: [UInt32] = []
        colors.reserveCapacity(rectangle.width * rectangle.height)
        let before = previous?.pixels ?? []
        frame.pixels.withUnsafeBufferPointer { now in
            before.withUnsafeBufferPointer { was in
                bytes.withUnsafeMutableBufferPointer { out in
                    for row in 0..<rectangle.height {
                        for column in 0..<rectangle.width {
                            let source = ((rectangle.y + row) * width + rectangle.x + column) * 4
                            let color =
                                UInt32(now[source]) << 16 | UInt32(now[source + 1]) << 8 | UInt32(now[source + 2])
                            if !was.isEmpty
                                && color == UInt32(was[source]) << 16 | UInt32(was[source + 1]) << 8
                                    | UInt32(was[source + 2])
                            {
                                continue
                            }
                            let target = (row * rectangle.width + column) * 4
                            out[target] = now[source]
                            out[target + 1] = now[source + 1]
                            out[target + 2] = now[source + 2]
                            out[target + 3] = 255
                            colors.append(color)
                        }
                    }
                }
            }
        }
        // Counted run by run: a screen's colours come in long runs.
        var run: (color: UInt32, count: Int) = (colors.first ?? 0, 0)
        for color in colors {
            if color == run.color {
                run.count += 1
            } else {
                histogram[run.color, default: 0] += run.count
                run = (color, 1)
            }
        }
        if run.count > 0 { histogram[run.color, default: 0] += run.count }
        return bytes
    }

    /// The file: header, screen descriptor, the colour table, the loop, then each frame's
    /// graphic control (disposal 1, its delay, transparency after the first) and image, and the
    /// trailer.
    public func finish() throws(AnimationEncodingError) -> [UInt8] {
        guard !stored.isEmpty else { throw .noFrames }
        var palette = GIFPalette(histogram: histogram)
        var bits = 1
        while 1 << bits < palette.colors.count + 1 { bits += 1 }
        let transparent = UInt8(palette.colors.count)
        var file = Array("GIF89a".utf8) + Self.uint16(width) + Self.uint16(height)
        // A global table of 2^bits entries, 8 bits a primary, not sorted; background 0, square pixels.
        file += [0x80 | 0x70 | UInt8(bits - 1), 0, 0]
        for index in 0..<(1 << bits) {
            let color = index < palette.colors.count ? palette.colors[index] : 0
            file += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
        }
        file += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]  // loop forever
        let minimumCodeSize = max(2, bits)
        var lzw = GIFLZWEncoder()
        for (number, frame) in stored.enumerated() {
            guard
                let pixels = try? Inflate.zlib(frame.pixels, limit: frame.rectangle.width * frame.rectangle.height * 4),
                pixels.count == frame.rectangle.width * frame.rectangle.height * 4
            else { throw .internalError("frame \(frame.run.start) could not be read back from memory") }
            let indices = self.indices(pixels, in: frame.rectangle, palette: &palette, transparent: transparent)
            // The longest delay is 655.35 s: a longer run goes on as frames of one unchanged pixel.
            for (index, piece) in frame.run.pieces(ofAtMost: 600 * fps).enumerated() {
                let isFirst = number == 0 && index == 0
                let delay = piece.centiseconds(fps: fps)
                file += [0x21, 0xF9, 0x04, 1 << 2 | (isFirst ? 0 : 1)] + Self.uint16(delay) + [transparent, 0]
                let rectangle = index == 0 ? frame.rectangle : PixelRectangle(x: 0, y: 0, width: 1, height: 1)
                file += [0x2C] + Self.uint16(rectangle.x) + Self.uint16(rectangle.y)
                file += Self.uint16(rectangle.width) + Self.uint16(rectangle.height) + [0]
                let codes = lzw.encode(index == 0 ? indices : [transparent], minimumCodeSize: minimumCodeSize)
                file.append(UInt8(minimumCodeSize))
                for start in stride(from: 0, to: codes.count, by: 255) {
                    let block = codes[start..<min(start + 255, codes.count)]
                    file.append(UInt8(block.count))
                    file += block
                }
                file.append(0)
            }
        }
        return file + [0x3B]
    }

    /// Each pixel's palette index: the transparent index where it is unchanged, else its own or
    /// nearest colour's (after the dither's offset for its place on the screen, if any).
    private func indices(
        _ pixels: [UInt8], in rectangle: PixelRectangle, palette: inout GIFPalette, transparent: UInt8
    ) -> [UInt8] {
        var indices = [UInt8](repeating: transparent, count: rectangle.width * rectangle.height)
        for row in 0..<rectangle.height {
            for column in 0..<rectangle.width {
                let offset = (row * rectangle.width + column) * 4
                guard pixels[offset + 3] != 0 else { continue }
                var color = UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2])
                if orderedDitherSpread > 0, palette.entries[color] == nil {
                    let level = Self.bayer[(rectangle.y + row) % 4 * 4 + (rectangle.x + column) % 4]
                    let shift = (2 * level + 1 - 16) * orderedDitherSpread / 32
                    let (r, g, b) = GIFPalette.channels(color)
                    func clamp(_ value: Int) -> UInt32 { UInt32(min(255, max(0, value + shift))) }
                    color = clamp(r) << 16 | clamp(g) << 8 | clamp(b)
                }
                indices[row * rectangle.width + column] = palette.index(of: color)
            }
        }
        return indices
    }

    /// The 4 × 4 Bayer threshold matrix, 0 to 15.
    private static let bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]

    private static func uint16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
    }
}
