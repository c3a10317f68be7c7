/// An animated PNG writer (APNG, W3C PNG third edition) for a recording at a constant frame rate,
/// fed one frame at a time: lossless, played in a loop. The first frame is the file's
/// image (`IDAT`), so a viewer without APNG shows it; each later frame stores only the rectangle
/// that changed since the frame before it (`fdAT`, disposed of as NONE and blended as SOURCE), and
/// a run of identical frames is one frame shown for the run: a delay of `run / fps` seconds,
/// exactly, as the fraction itself.
///
///     var encoder = try APNGEncoder(width: 786, height: 1704, fps: 60)
///     for frame in frames { try encoder.append(frame) }
///     let bytes = try encoder.finish()
///
/// It holds the last frame and the compressed frames, never the whole recording.
///
/// The file is 8-bit RGB while every pixel so far is opaque (a screenshot's always are: 14–22 %
/// smaller than RGBA on a screen like the prototype's), and RGBA from the first frame that is
/// not: the frames stored until then are read back and stored again with their alpha.
public struct APNGEncoder {
    public let width: Int
    public let height: Int
    public let fps: Int
    private var previous: RGBAImage?
    private var frameCount = 0
    private var stored: [StoredFrame] = []
    /// Whether a pixel so far was not opaque: the frames are stored as RGBA, else as RGB.
    private var hasAlpha = false

    /// A frame as it will be written: which frames it shows, where, its rows filtered and
    /// compressed, and its top-left pixel (for the extra frames a run too long for one delay needs).
    private struct StoredFrame {
        var run: FrameRun
        let rectangle: PixelRectangle
        let data: [UInt8]
        let corner: RGBAImage
    }

    /// The longest run one frame can show: an APNG delay's numerator is 16 bits.
    static let longestRun = 65535

    /// An encoder for frames of `width × height` pixels, `fps` of them a second.
    public init(width: Int, height: Int, fps: Int) throws(AnimationEncodingError) {
        let limit = 0x7FFF_FFFF
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw .badSize(width: width, height: height, limit: limit)
        }
        guard (1...65535).contains(fps) else { throw .badFrameRate(fps) }
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
        let part = rectangle.width == width && rectangle.height == height ? frame : frame.cropped(to: rectangle)
        if !hasAlpha && !Self.isOpaque(part) {
            try storeWithAlpha()
            hasAlpha = true
        }
        stored.append(
            StoredFrame(
                run: FrameRun(start: frameCount, count: 1), rectangle: rectangle, data: compressed(part),
                corner: frame.cropped(to: PixelRectangle(x: 0, y: 0, width: 1, height: 1))))
        previous = frame
    }

    /// `image`'s rows filtered and compressed, as RGBA or RGB.
    private func compressed(_ image: RGBAImage) -> [UInt8] {
        guard !hasAlpha else { return DeflateEncoder.zlib(PNGEncoder.filteredRows(image)) }
        let count = image.width * image.height
        let rgb = [UInt8](unsafeUninitializedCapacity: count * 3) { rgb, initialized in
            image.pixels.withUnsafeBufferPointer { rgba in
                for index in 0..<count {
                    rgb[index * 3] = rgba[index * 4]
                    rgb[index * 3 + 1] = rgba[index * 4 + 1]
                    rgb[index * 3 + 2] = rgba[index * 4 + 2]
                }
            }
            initialized = count * 3
        }
        return DeflateEncoder.zlib(
            PNGEncoder.filteredRows(rgb, width: image.width, height: image.height, bytesPerPixel: 3))
    }

    private static func isOpaque(_ image: RGBAImage) -> Bool {
        stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
    }

    /// The frames stored as RGB read back and stored again as RGBA (opaque).
    private mutating func storeWithAlpha() throws(AnimationEncodingError) {
        for (number, frame) in stored.enumerated() {
            let (width, height) = (frame.rectangle.width, frame.rectangle.height)
            let failure = AnimationEncodingError.internalError(
                "frame \(frame.run.start) could not be read back from memory")
            let rowBytes = width * 3
            guard var raw = try? Inflate.zlib(frame.data, limit: (rowBytes + 1) * height),
                raw.count == (rowBytes + 1) * height
            else { throw failure }
            do {
                try PNGDecoder.unfilter(&raw, rowBytes: rowBytes, height: height, bytesPerPixel: 3)
            } catch {
                throw failure
            }
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            for row in 0..<height {
                for column in 0..<width {
                    let (from, to) = (row * (rowBytes + 1) + 1 + column * 3, (row * width + column) * 4)
                    pixels[to] = raw[from]
                    pixels[to + 1] = raw[from + 1]
                    pixels[to + 2] = raw[from + 2]
                }
            }
            guard let image = RGBAImage(width: width, height: height, pixels: pixels) else { throw failure }
            stored[number] = StoredFrame(
                run: frame.run, rectangle: frame.rectangle,
                data: DeflateEncoder.zlib(PNGEncoder.filteredRows(image)), corner: frame.corner)
        }
    }

    /// The file: signature, `IHDR`, `sRGB`, `acTL`, then each frame's `fcTL` with its data
    /// (`IDAT` for the first, `fdAT` after), `IEND`. Sequence numbers count every `fcTL` and
    /// `fdAT` from 0.
    public func finish() throws(AnimationEncodingError) -> [UInt8] {
        guard !stored.isEmpty else { throw .noFrames }
        let frameCount = stored.reduce(0) { $0 + $1.run.pieces(ofAtMost: Self.longestRun).count }
        var header = PNGBytes.uint32(width) + PNGBytes.uint32(height)
        // 8 bits a sample, RGBA or RGB, deflate, adaptive filters, no interlace
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        var file = PNGImage.signature + PNGBytes.chunk("IHDR", header) + PNGBytes.chunk("sRGB", [0])
        file += PNGBytes.chunk("acTL", PNGBytes.uint32(frameCount) + PNGBytes.uint32(0))  // 0 plays: a loop
        var sequence = 0
        for frame in stored {
            for (index, piece) in frame.run.pieces(ofAtMost: Self.longestRun).enumerated() {
                // A run longer than one delay goes on as frames of its top-left pixel, unchanged.
                let (rectangle, data) =
                    index == 0
                    ? (frame.rectangle, frame.data)
                    : (
                        PixelRectangle(x: 0, y: 0, width: 1, height: 1),
                        compressed(frame.corner)
                    )
                var control = PNGBytes.uint32(sequence) + PNGBytes.uint32(rectangle.width)
                control += PNGBytes.uint32(rectangle.height) + PNGBytes.uint32(rectangle.x)
                control += PNGBytes.uint32(rectangle.y) + PNGBytes.uint16(piece.count) + PNGBytes.uint16(fps)
                control += [0, 0]  // dispose NONE, blend SOURCE
                file += PNGBytes.chunk("fcTL", control)
                sequence += 1
                if sequence == 1 {
                    file += PNGBytes.chunk("IDAT", data)
                } else {
                    file += PNGBytes.chunk("fdAT", PNGBytes.uint32(sequence) + data)
                    sequence += 1
                }
            }
        }
        return file + PNGBytes.chunk("IEND", [])
    }
}
