import Encoders
import Testing

/// The codec levels for the recordings' sizes, worked out by hand from the tables.
struct VideoCodecLevelTests {
    @Test func h264LevelsFollowTableA1() {
        // @2x iPhone: 50 × 107 = 5,350 macroblocks; at 60 fps 321,000 a second, past 4.1's 245,760.
        #expect(VideoCodecLevel.h264(width: 786, height: 1704, fps: 60, bitsPerSecond: 8_036_064) == 42)
        #expect(VideoCodecLevel.h264(width: 786, height: 1704, fps: 30, bitsPerSecond: 4_018_032) == 40)
        // @3x (padded to 1180): 74 × 160 = 11,840 macroblocks, past 4.2's 8,704; 710,400 a second.
        #expect(VideoCodecLevel.h264(width: 1180, height: 2556, fps: 60, bitsPerSecond: 18_096_480) == 51)
        // @1x: 25 × 54 = 1,350 macroblocks, 40,500 a second at 30 fps: exactly level 3.
        #expect(VideoCodecLevel.h264(width: 394, height: 852, fps: 30, bitsPerSecond: 1_000_000) == 30)
        // A bit rate past 4.2's 1.25 × 50 Mbit/s asks for 5.0.
        #expect(VideoCodecLevel.h264(width: 786, height: 1704, fps: 60, bitsPerSecond: 62_500_001) == 50)
        // A side past √(8 · MaxFS) macroblocks: 16 × 2,048 px is 256 macroblocks tall, which needs
        // MaxFS ≥ 8,192 (level 4).
        #expect(VideoCodecLevel.h264(width: 16, height: 4096, fps: 1, bitsPerSecond: 1_000) == 40)
        #expect(VideoCodecLevel.h264(width: 16_384, height: 16_384, fps: 120, bitsPerSecond: 1_000) == nil)
    }

    @Test func vp9LevelsFollowTheWebMProjectsTable() {
        #expect(VideoCodecLevel.vp9(width: 786, height: 1704, fps: 60) == 40)
        #expect(VideoCodecLevel.vp9(width: 1180, height: 2556, fps: 60) == 50)
        #expect(VideoCodecLevel.vp9(width: 162, height: 98, fps: 30) == 10)
        #expect(VideoCodecLevel.vp9(width: 20_000, height: 20, fps: 30) == nil)
    }
}
