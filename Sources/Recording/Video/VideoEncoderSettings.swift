import Encoders

/// How the browser's encoder is configured for a recording: the codec string with its level, the
/// even size, and the rate control, chosen so that the UI's text stays crisp.
///
/// - H.264 (OpenH264 in Chromium: bit rate control only, WebCodecs' `quantizer` mode is refused):
///   a variable bit rate of 0.1 bit per pixel per frame (786 × 1704 at 60 fps: 8.0 Mbit/s). On
///   recording-like frames of the prototype that decodes to a mean SSIM of 0.995 and a PSNR of
///   45.8 dB against the PNGs (worst frame 0.992, 39.7 dB); half of it drops to 0.986 and 37.7 dB,
///   with text visibly soft. Screens that hold still cost far less than the rate.
/// - VP9 (libvpx): constant quality, `quantizer` 30 of 63: mean SSIM 0.996, PSNR 46.0 dB (worst
///   frame 0.994, 45.5 dB) on the same frames, about the size of H.264's.
/// - A key frame every 2 s (`2 × fps` frames), so players can seek; the first frame is one.
/// - Odd sizes are padded to even with a copy of the last column or row (4:2:0 video needs even
///   sides): every pixel of the frame is kept, and the extra one repeats its neighbour.
struct VideoEncoderSettings: Equatable {
    let format: VideoFormat
    /// The frames' size, and the video's (even).
    let frameWidth: Int
    let frameHeight: Int
    let width: Int
    let height: Int
    let fps: Int
    /// WebCodecs' codec string: `avc1.64` + constraint flags `00` + `level_idc` in hex, or
    /// `vp09.00.` + level + `.08` (profile 0, 8 bits).
    let codec: String
    /// Bits a second (H.264), or the quantizer (VP9).
    let bitrate: Int?
    let quantizer: Int?
    let keyFrameInterval: Int

    static let h264BitsPerPixel = 0.1
    static let vp9Quantizer = 30

    init(format: VideoFormat, width frameWidth: Int, height frameHeight: Int, fps: Int) throws(RecordingError) {
        self.format = format
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        width = frameWidth + frameWidth % 2
        height = frameHeight + frameHeight % 2
        self.fps = fps
        keyFrameInterval = 2 * fps
        guard frameWidth >= 1, frameHeight >= 1, fps >= 1, width <= 65534, height <= 65534 else {
            throw .videoTooLarge(format: format, width: frameWidth, height: frameHeight, fps: fps)
        }
        switch format {
        case .mp4:
            let bits = Int((Self.h264BitsPerPixel * Double(width * height * fps)).rounded())
            guard let level = VideoCodecLevel.h264(width: width, height: height, fps: fps, bitsPerSecond: bits) else {
                throw .videoTooLarge(format: format, width: frameWidth, height: frameHeight, fps: fps)
            }
            codec = "avc1.6400" + Self.hex(level)
            bitrate = bits
            quantizer = nil
        case .webm:
            guard let level = VideoCodecLevel.vp9(width: width, height: height, fps: fps) else {
                throw .videoTooLarge(format: format, width: frameWidth, height: frameHeight, fps: fps)
            }
            codec = "vp09.00.\(level).08"
            bitrate = nil
            quantizer = Self.vp9Quantizer
        }
    }

    /// The settings as the encoder page's `configure` reads them: a JSON object of numbers and
    /// the codec string (made here, never from input).
    var json: String {
        var members = [
            "\"codec\":\"\(codec)\"", "\"width\":\(width)", "\"height\":\(height)", "\"fps\":\(fps)",
            "\"keyEvery\":\(keyFrameInterval)",
        ]
        if let bitrate { members += ["\"bitrateMode\":\"variable\"", "\"bitrate\":\(bitrate)"] }
        if let quantizer { members += ["\"bitrateMode\":\"quantizer\"", "\"quantizer\":\(quantizer)"] }
        return "{" + members.joined(separator: ",") + "}"
    }

    static func hex(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[value >> 4 & 0xF], digits[value & 0xF]])
    }
}
