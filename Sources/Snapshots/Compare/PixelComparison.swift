import Encoders

/// Two pictures compared as pixelmatch compares them, and the difference drawn as pixelmatch
/// draws it.
///
/// A port of pixelmatch 5.3.0's algorithm (<https://github.com/mapbox/pixelmatch>, `index.js`;
/// ISC licence, Copyright © 2019 Mapbox: "Permission to use, copy, modify, and/or distribute
/// this software for any purpose with or without fee is hereby granted, provided that the above
/// copyright notice and this permission notice appear in all copies."), written again in Swift:
///
/// - Two pixels differ when their YIQ colour distance (Kotsarenko and Ramos, "Measuring perceived
///   color difference using YIQ NTSC transmission color space in mobile applications", 2010;
///   semi-transparent colours blended on white first) is above `35215 × threshold²`, 35215 being
///   the largest distance there is. `threshold` 0.1 is pixelmatch's default.
/// - A differing pixel that is anti-aliasing in either picture (Vyšniauskas, "Anti-aliased Pixel
///   and Intensity Slope Detector", 2009: among its eight neighbours it has both a darker and a
///   brighter one, at most two equal, and the darkest or the brightest of them has three or more
///   equal neighbours in both pictures) is not counted: it is drawn yellow.
/// - The rest is counted and drawn red; pixels that do not differ are drawn as the picture's
///   brightness faded to 10 % over white.
///
/// Pixelmatch 6 and later blend semi-transparent pixels on a checkerboard instead of white;
/// screenshots are opaque, where the two agree.
public struct PixelComparison: Sendable {
    /// pixelmatch's default threshold.
    public static let defaultThreshold = 0.1

    /// 0 to 1: how far apart two colours may be and still count as the same (smaller is
    /// stricter).
    public var threshold: Double
    /// Whether anti-aliased pixels are told apart and left uncounted (pixelmatch's `includeAA`
    /// false).
    public var detectsAntialiasing = true
    /// The opacity of the picture under the marks in the difference image (pixelmatch's `alpha`).
    public var fade = 0.1

    public init(threshold: Double = PixelComparison.defaultThreshold) {
        self.threshold = min(1, max(0, threshold))
    }

    /// The colours pixelmatch marks with.
    public static let changedColour: (UInt8, UInt8, UInt8) = (255, 0, 0)
    public static let antialiasedColour: (UInt8, UInt8, UInt8) = (255, 255, 0)

    /// `before` and `after` compared; the difference image drawn too when `drawing`. Pictures of
    /// different sizes are compared where they overlap (from the top left), and every pixel that
    /// only one of them has counts as changed: the difference is as large as both together, its
    /// corner that neither picture reaches transparent.
    public func compare(_ before: RGBAImage, _ after: RGBAImage, drawing: Bool = true) -> PixelDifference {
        if before.width == after.width && before.height == after.height {
            return compareSameSize(before, after, drawing: drawing)
        }
        let overlapWidth = min(before.width, after.width)
        let overlapHeight = min(before.height, after.height)
        let overlap = compareSameSize(
            before.cropped(width: overlapWidth, height: overlapHeight),
            after.cropped(width: overlapWidth, height: overlapHeight), drawing: drawing)
        let width = max(before.width, after.width)
        let height = max(before.height, after.height)
        var changed = overlap.changedPixels
        var canvas = drawing ? RGBAImage(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0) : nil
        let (red, green, blue) = Self.changedColour
        for y in 0..<height {
            for x in 0..<width {
                if x < overlapWidth && y < overlapHeight {
                    if let image = overlap.image { canvas?[x, y] = image[x, y] }
                    continue
                }
                let inBefore = x < before.width && y < before.height
                let inAfter = x < after.width && y < after.height
                guard inBefore || inAfter else { continue }
                changed += 1
                canvas?[x, y] = (red, green, blue, 255)
            }
        }
        return PixelDifference(
            changedPixels: changed, antialiasedPixels: overlap.antialiasedPixels, comparedPixels: width * height,
            image: canvas)
    }

    private func compareSameSize(_ before: RGBAImage, _ after: RGBAImage, drawing: Bool) -> PixelDifference {
        let (width, height) = (before.width, before.height)
        let total = width * height
        if before.pixels == after.pixels {
            return PixelDifference(
                changedPixels: 0, antialiasedPixels: 0, comparedPixels: total,
                image: drawing ? faded(before) : nil)
        }
        let maximumDelta = 35215 * threshold * threshold
        var changed = 0
        var antialiased = 0
        var output = drawing ? [UInt8](repeating: 0, count: total * 4) : []
        let fade = self.fade
        let detectsAntialiasing = self.detectsAntialiasing
        before.pixels.withUnsafeBufferPointer { one in
            after.pixels.withUnsafeBufferPointer { two in
                output.withUnsafeMutableBufferPointer { out in
                    let first = Picture(bytes: one, width: width, height: height)
                    let second = Picture(bytes: two, width: width, height: height)
                    for y in 0..<height {
                        for x in 0..<width {
                            let position = (y * width + x) * 4
                            let delta =
                                first.word(position) == second.word(position)
                                ? 0 : Self.colourDelta(first, second, position, position, brightnessOnly: false)
                            if delta > maximumDelta {
                                if detectsAntialiasing
                                    && (Self.antialiased(first, x, y, second) || Self.antialiased(second, x, y, first))
                                {
                                    antialiased += 1
                                    if drawing { Self.draw(out, position, Self.antialiasedColour) }
                                } else {
                                    changed += 1
                                    if drawing { Self.draw(out, position, Self.changedColour) }
                                }
                            } else if drawing {
                                Self.drawGrey(first, position, fade: fade, into: out)
                            }
                        }
                    }
                }
            }
        }
        return PixelDifference(
            changedPixels: changed, antialiasedPixels: antialiased, comparedPixels: total,
            image: drawing ? RGBAImage(width: width, height: height, pixels: output) : nil)
    }

    /// The whole picture as pixelmatch draws its unchanged pixels.
    private func faded(_ image: RGBAImage) -> RGBAImage? {
        var output = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { bytes in
            output.withUnsafeMutableBufferPointer { out in
                let picture = Picture(bytes: bytes, width: image.width, height: image.height)
                for position in stride(from: 0, to: bytes.count, by: 4) {
                    Self.drawGrey(picture, position, fade: fade, into: out)
                }
            }
        }
        return RGBAImage(width: image.width, height: image.height, pixels: output)
    }
}

/// What a comparison found.
public struct PixelDifference: Sendable, Equatable {
    /// Pixels that differ beyond the threshold and are not anti-aliasing (and, for pictures of
    /// different sizes, those only one of them has).
    public let changedPixels: Int
    /// Pixels that differ but are anti-aliasing in one of the pictures: not counted as changed.
    public let antialiasedPixels: Int
    /// The pixels compared: the larger width times the larger height.
    public let comparedPixels: Int
    /// The difference image, when it was asked for.
    public let image: RGBAImage?

    /// The changed pixels' share of those compared, 0 to 1.
    public var share: Double { comparedPixels == 0 ? 0 : Double(changedPixels) / Double(comparedPixels) }
}

extension RGBAImage {
    /// The top-left `width × height` of this picture (at most its own size).
    func cropped(width: Int, height: Int) -> RGBAImage {
        let width = min(width, self.width)
        let height = min(height, self.height)
        if width == self.width && height == self.height { return self }
        var output: [UInt8] = []
        output.reserveCapacity(width * height * 4)
        for row in 0..<height { output += pixels[(row * self.width * 4)..<((row * self.width + width) * 4)] }
        return RGBAImage(width: width, height: height, pixels: output)
            ?? RGBAImage(width: 0, height: 0, red: 0, green: 0, blue: 0)
    }
}
