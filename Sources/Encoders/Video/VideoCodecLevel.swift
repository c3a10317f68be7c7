/// The lowest level of a codec that holds a video of a given size, rate and bit rate, for the
/// codec string a WebCodecs encoder is configured with (`avc1.64xxxx`, `vp09.00.xx.08`).
public enum VideoCodecLevel {
    /// An H.264 level of ITU-T H.264 Table A-1: its `level_idc` (ten times the level), the most
    /// macroblocks a second and in a frame, and the most bits a second (Main profile, kbit/s).
    struct H264Limits {
        let idc: Int
        let macroblocksPerSecond: Int
        let macroblocksPerFrame: Int
        let kilobitsPerSecond: Int
    }

    static let h264Levels: [H264Limits] = [
        .init(idc: 10, macroblocksPerSecond: 1_485, macroblocksPerFrame: 99, kilobitsPerSecond: 64),
        .init(idc: 11, macroblocksPerSecond: 3_000, macroblocksPerFrame: 396, kilobitsPerSecond: 192),
        .init(idc: 12, macroblocksPerSecond: 6_000, macroblocksPerFrame: 396, kilobitsPerSecond: 384),
        .init(idc: 13, macroblocksPerSecond: 11_880, macroblocksPerFrame: 396, kilobitsPerSecond: 768),
        .init(idc: 20, macroblocksPerSecond: 11_880, macroblocksPerFrame: 396, kilobitsPerSecond: 2_000),
        .init(idc: 21, macroblocksPerSecond: 19_800, macroblocksPerFrame: 792, kilobitsPerSecond: 4_000),
        .init(idc: 22, macroblocksPerSecond: 20_250, macroblocksPerFrame: 1_620, kilobitsPerSecond: 4_000),
        .init(idc: 30, macroblocksPerSecond: 40_500, macroblocksPerFrame: 1_620, kilobitsPerSecond: 10_000),
        .init(idc: 31, macroblocksPerSecond: 108_000, macroblocksPerFrame: 3_600, kilobitsPerSecond: 14_000),
        .init(idc: 32, macroblocksPerSecond: 216_000, macroblocksPerFrame: 5_120, kilobitsPerSecond: 20_000),
        .init(idc: 40, macroblocksPerSecond: 245_760, macroblocksPerFrame: 8_192, kilobitsPerSecond: 20_000),
        .init(idc: 41, macroblocksPerSecond: 245_760, macroblocksPerFrame: 8_192, kilobitsPerSecond: 50_000),
        .init(idc: 42, macroblocksPerSecond: 522_240, macroblocksPerFrame: 8_704, kilobitsPerSecond: 50_000),
        .init(idc: 50, macroblocksPerSecond: 589_824, macroblocksPerFrame: 22_080, kilobitsPerSecond: 135_000),
        .init(idc: 51, macroblocksPerSecond: 983_040, macroblocksPerFrame: 36_864, kilobitsPerSecond: 240_000),
        .init(idc: 52, macroblocksPerSecond: 2_073_600, macroblocksPerFrame: 36_864, kilobitsPerSecond: 240_000),
        .init(idc: 60, macroblocksPerSecond: 4_177_920, macroblocksPerFrame: 139_264, kilobitsPerSecond: 240_000),
        .init(idc: 61, macroblocksPerSecond: 8_355_840, macroblocksPerFrame: 139_264, kilobitsPerSecond: 480_000),
        .init(idc: 62, macroblocksPerSecond: 16_711_680, macroblocksPerFrame: 139_264, kilobitsPerSecond: 800_000),
    ]

    /// The lowest H.264 level (its `level_idc`) for the High profile that holds frames of
    /// `width × height` at `fps` and `bitsPerSecond`: frame size and macroblock rate within the
    /// level's, each side at most √(8 · MaxFS) macroblocks (A.3.1), and the bit rate within
    /// 1.25 × MaxBR (the High profile's factor, Table A-2). Nil past level 6.2.
    public static func h264(width: Int, height: Int, fps: Int, bitsPerSecond: Int) -> Int? {
        let across = (width + 15) / 16
        let down = (height + 15) / 16
        let perFrame = across * down
        return h264Levels.first { level in
            perFrame <= level.macroblocksPerFrame && perFrame * fps <= level.macroblocksPerSecond
                && across * across <= 8 * level.macroblocksPerFrame && down * down <= 8 * level.macroblocksPerFrame
                && bitsPerSecond <= level.kilobitsPerSecond * 1250
        }?.idc
    }

    /// A VP9 level of the WebM project's table (https://www.webmproject.org/vp9/levels/): ten
    /// times the level, the most luma samples in a picture and a second, the longest side.
    struct VP9Limits {
        let level: Int
        let samplesPerPicture: Int
        let samplesPerSecond: Int
        let longestSide: Int
    }

    static let vp9Levels: [VP9Limits] = [
        .init(level: 10, samplesPerPicture: 36_864, samplesPerSecond: 829_440, longestSide: 512),
        .init(level: 11, samplesPerPicture: 73_728, samplesPerSecond: 2_764_800, longestSide: 768),
        .init(level: 20, samplesPerPicture: 122_880, samplesPerSecond: 4_608_000, longestSide: 960),
        .init(level: 21, samplesPerPicture: 245_760, samplesPerSecond: 9_216_000, longestSide: 1_344),
        .init(level: 30, samplesPerPicture: 552_960, samplesPerSecond: 20_736_000, longestSide: 2_048),
        .init(level: 31, samplesPerPicture: 983_040, samplesPerSecond: 36_864_000, longestSide: 2_752),
        .init(level: 40, samplesPerPicture: 2_228_224, samplesPerSecond: 83_558_400, longestSide: 4_160),
        .init(level: 41, samplesPerPicture: 2_228_224, samplesPerSecond: 160_432_128, longestSide: 4_160),
        .init(level: 50, samplesPerPicture: 8_912_896, samplesPerSecond: 311_951_360, longestSide: 8_384),
        .init(level: 51, samplesPerPicture: 8_912_896, samplesPerSecond: 588_251_136, longestSide: 8_384),
        .init(level: 52, samplesPerPicture: 8_912_896, samplesPerSecond: 1_176_502_272, longestSide: 8_384),
        .init(level: 60, samplesPerPicture: 35_651_584, samplesPerSecond: 1_176_502_272, longestSide: 16_832),
        .init(level: 61, samplesPerPicture: 35_651_584, samplesPerSecond: 2_353_004_544, longestSide: 16_832),
        .init(level: 62, samplesPerPicture: 35_651_584, samplesPerSecond: 4_706_009_088, longestSide: 16_832),
    ]

    /// The lowest VP9 level (ten times it) for pictures of `width × height` at `fps`; nil past 6.2.
    public static func vp9(width: Int, height: Int, fps: Int) -> Int? {
        let samples = width * height
        return vp9Levels.first { level in
            samples <= level.samplesPerPicture && samples * fps <= level.samplesPerSecond
                && max(width, height) <= level.longestSide
        }?.level
    }
}
