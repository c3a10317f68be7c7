import Encoders

/// The frames, as the browser's PNGs, written as an APNG or a GIF by the project's own encoders:
/// each PNG decoded (`PNGDecoder`) and handed on; a frame the recorder reused (nothing could have
/// changed) is handed on again without being decoded again.
public struct AnimationWriter {
    public let format: RecordingFormat
    public let fps: Int
    private var apng: APNGEncoder?
    private var gif: GIFEncoder?
    private var last: RGBAImage?

    /// A writer for `.apng` or `.gif`; nil for the video formats.
    public init?(format: RecordingFormat, fps: Int) {
        guard format == .apng || format == .gif else { return nil }
        self.format = format
        self.fps = fps
    }

    /// Adds frame `index` (`png` as the browser encoded it; `reused` when it is the frame before's).
    public mutating func append(png: [UInt8], index: Int, reused: Bool) throws(RecordingError) {
        var image: RGBAImage
        if reused, let last {
            image = last
        } else {
            do {
                image = try PNGDecoder.decode(png)
            } catch {
                throw .unreadableFrame(index: index)
            }
        }
        last = image
        do {
            switch format {
            case .gif:
                image = Self.overWhite(image)
                if gif == nil { gif = try GIFEncoder(width: image.width, height: image.height, fps: fps) }
                try gif?.append(image)
            default:
                if apng == nil { apng = try APNGEncoder(width: image.width, height: image.height, fps: fps) }
                try apng?.append(image)
            }
        } catch {
            throw .encoding(error)
        }
    }

    /// A GIF has no partial transparency: a frame with any (the outside of `--frame`'s phone, its
    /// antialiased corners) is drawn over white, as a page of a pull request or a chat shows it.
    static func overWhite(_ image: RGBAImage) -> RGBAImage {
        var pixels = image.pixels
        var index = 3
        while index < pixels.count, pixels[index] == 255 { index += 4 }
        guard index < pixels.count else { return image }
        for alpha in stride(from: 3, to: pixels.count, by: 4) where pixels[alpha] != 255 {
            let coverage = Int(pixels[alpha])
            for channel in (alpha - 3)..<alpha {
                pixels[channel] = UInt8((Int(pixels[channel]) * coverage + 255 * (255 - coverage) + 127) / 255)
            }
            pixels[alpha] = 255
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels) ?? image
    }

    /// The whole file.
    public func finish() throws(RecordingError) -> [UInt8] {
        do throws(AnimationEncodingError) {
            if let gif { return try gif.finish() }
            if let apng { return try apng.finish() }
            throw AnimationEncodingError.noFrames
        } catch {
            throw .encoding(error)
        }
    }
}
