import Encoders
import Foundation
import Testing

@testable import Snapshots

/// The pixel comparison against pixelmatch itself (its Python port, pixelmatch 0.4.0, on the
/// same Chromium screenshots: `Tests/Fixtures/png/make-chromium-fixtures.sh`) and against cases
/// worked by hand.
struct PixelComparisonTests {
    static func fixture(_ name: String) throws -> RGBAImage {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/png/\(name)")
        return try PNGDecoder.decode([UInt8](try Data(contentsOf: url)))
    }

    @Test func identicalPicturesDifferInNothing() throws {
        let picture = try Self.fixture("chromium-before.png")
        let difference = PixelComparison().compare(picture, picture)
        #expect(difference.changedPixels == 0 && difference.antialiasedPixels == 0 && difference.share == 0)
        #expect(difference.comparedPixels == 150 * 64)
        // The difference is the picture faded: white stays white, the blue circle turns light grey.
        let image = try #require(difference.image)
        #expect(image[0, 0] == (255, 255, 255, 255))
        #expect(image[38, 32] == (238, 238, 238, 255))
    }

    @Test func onePixelChangedIsCounted() throws {
        let before = RGBAImage(width: 20, height: 20, red: 255, green: 255, blue: 255)
        var after = before
        after[10, 10] = (0, 0, 0, 255)
        let difference = PixelComparison().compare(before, after)
        #expect(difference.changedPixels == 1)
        #expect(difference.share == 1.0 / 400)
        let image = try #require(difference.image)
        #expect(image[10, 10] == (255, 0, 0, 255))
        #expect(image[9, 10] == (255, 255, 255, 255))
    }

    /// The circle and the word moved by 0.4 px: the circle's edge is anti-aliasing (yellow, not
    /// counted); the glyphs' shapes change, which pixelmatch counts: 52 pixels, as here.
    @Test func aSubpixelMoveCountsAsPixelmatchCountsIt() throws {
        let before = try Self.fixture("chromium-before.png")
        let after = try Self.fixture("chromium-subpixel.png")
        let difference = PixelComparison().compare(before, after)
        #expect(difference.changedPixels == 52)
        #expect(difference.antialiasedPixels > 100)
        #expect(difference.image == (try Self.fixture("pixelmatch-subpixel.png")))
        // Without anti-aliasing detection every differing pixel counts.
        var strict = PixelComparison()
        strict.detectsAntialiasing = false
        #expect(strict.compare(before, after).changedPixels == 236)
    }

    @Test func aColourChangeCountsAsPixelmatchCountsIt() throws {
        let before = try Self.fixture("chromium-before.png")
        let after = try Self.fixture("chromium-colour.png")
        let difference = PixelComparison().compare(before, after)
        #expect(difference.changedPixels == 452)
        #expect(difference.image == (try Self.fixture("pixelmatch-colour.png")))
    }

    /// White against 250 grey: YIQ distance 5² × 0.5053 ≈ 12.6, under 35215 × 0.1² = 352 (same)
    /// and over 35215 × 0.01² ≈ 3.5 (changed).
    @Test func theThresholdIsPixelmatchs() {
        let white = RGBAImage(width: 3, height: 3, red: 255, green: 255, blue: 255)
        let grey = RGBAImage(width: 3, height: 3, red: 250, green: 250, blue: 250)
        #expect(PixelComparison().compare(white, grey).changedPixels == 0)
        #expect(PixelComparison(threshold: 0.01).compare(white, grey).changedPixels == 9)
        let delta = white.pixels.withUnsafeBufferPointer { one in
            grey.pixels.withUnsafeBufferPointer { two in
                PixelComparison.colourDelta(
                    .init(bytes: one, width: 3, height: 3), .init(bytes: two, width: 3, height: 3), 0, 0,
                    brightnessOnly: false)
            }
        }
        #expect(abs(delta - 12.6325) < 0.001)
    }

    /// Transparent pixels are blended on white: transparent black is white.
    @Test func transparencyIsBlendedOnWhite() {
        let clear = RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 0, alpha: 0)
        let white = RGBAImage(width: 4, height: 4, red: 255, green: 255, blue: 255)
        let black = RGBAImage(width: 4, height: 4, red: 0, green: 0, blue: 0)
        #expect(PixelComparison().compare(clear, white).changedPixels == 0)
        #expect(PixelComparison().compare(clear, black).changedPixels == 16)
    }

    /// A taller picture: the overlap is compared, the new rows count as changed and are red.
    @Test func aNewSizeComparesTheOverlapAndCountsTheRest() throws {
        let short = RGBAImage(width: 10, height: 10, red: 9, green: 99, blue: 199)
        let tall = RGBAImage(width: 10, height: 12, red: 9, green: 99, blue: 199)
        let difference = PixelComparison().compare(short, tall)
        #expect(difference.changedPixels == 20 && difference.comparedPixels == 120)
        let image = try #require(difference.image)
        #expect((image.width, image.height) == (10, 12))
        #expect(image[5, 11] == (255, 0, 0, 255))
        #expect(image[5, 5].red == image[5, 5].green && image[5, 5].red > 200)
        // Wider against taller: the corner neither has is transparent and not counted.
        let wide = RGBAImage(width: 12, height: 10, red: 9, green: 99, blue: 199)
        let crossed = PixelComparison().compare(wide, tall)
        #expect(crossed.changedPixels == 40 && crossed.comparedPixels == 144)
        #expect(try #require(crossed.image)[11, 11] == (0, 0, 0, 0))
    }
}
