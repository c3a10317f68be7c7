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
        let image: RGBAImage
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
