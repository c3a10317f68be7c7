import Encoders

/// pixelmatch 5.3.0's functions, one for one (`colorDelta`, `antialiased`, `hasManySiblings`,
/// `blend`, `rgb2y`/`rgb2i`/`rgb2q`, `drawPixel`, `drawGrayPixel`), in the same arithmetic order
/// so that every distance is the same double. ISC licence, Copyright © 2019 Mapbox (the notice
/// is in `PixelComparison.swift`).
extension PixelComparison {
    /// A picture's bytes with its size, read without copying.
    struct Picture {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        let height: Int

        /// The four bytes at `position` as one number, to tell equal pixels apart in one step.
        @inline(__always) func word(_ position: Int) -> UInt32 {
            UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt32.self)
        }
    }

    /// The squared YIQ distance between the pixel at `k` of `one` and at `m` of `two`, or (for
    /// `brightnessOnly`) the signed difference of their brightness (Y).
    static func colourDelta(
        _ one: Picture, _ two: Picture, _ k: Int, _ m: Int, brightnessOnly: Bool
    ) -> Double {
        var r1 = Double(one.bytes[k])
        var g1 = Double(one.bytes[k + 1])
        var b1 = Double(one.bytes[k + 2])
        var a1 = Double(one.bytes[k + 3])
        var r2 = Double(two.bytes[m])
        var g2 = Double(two.bytes[m + 1])
        var b2 = Double(two.bytes[m + 2])
        var a2 = Double(two.bytes[m + 3])
        if a1 == a2 && r1 == r2 && g1 == g2 && b1 == b2 { return 0 }
        if a1 < 255 {
            a1 /= 255
            r1 = blend(r1, a1)
            g1 = blend(g1, a1)
            b1 = blend(b1, a1)
        }
        if a2 < 255 {
            a2 /= 255
            r2 = blend(r2, a2)
            g2 = blend(g2, a2)
            b2 = blend(b2, a2)
        }
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        if brightnessOnly { return y }
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// Whether the pixel at (`x1`, `y1`) of `image` is likely anti-aliasing, judged against its
    /// eight neighbours and `other`, the picture it is compared with.
    static func antialiased(_ image: Picture, _ x1: Int, _ y1: Int, _ other: Picture) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1)
        let y2 = min(y1 + 1, image.height - 1)
        let position = (y1 * image.width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minimum = 0.0
        var maximum = 0.0
        var (minimumX, minimumY, maximumX, maximumY) = (0, 0, 0, 0)
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                // The brightness difference between the pixel and this neighbour.
                let delta = colourDelta(image, image, position, (y * image.width + x) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    // More than two equal neighbours: not anti-aliasing.
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    (minimumX, minimumY) = (x, y)
                } else if delta > maximum {
                    maximum = delta
                    (maximumX, maximumY) = (x, y)
                }
            }
        }
        // Without both a darker and a brighter neighbour, it is not anti-aliasing.
        if minimum == 0 || maximum == 0 { return false }
        // It is when the darkest or the brightest neighbour has three or more equal neighbours
        // in both pictures.
        return (hasManySiblings(image, minimumX, minimumY) && hasManySiblings(other, minimumX, minimumY))
            || (hasManySiblings(image, maximumX, maximumY) && hasManySiblings(other, maximumX, maximumY))
    }

    /// Whether the pixel at (`x1`, `y1`) has three or more neighbours of exactly its colour.
    static func hasManySiblings(_ image: Picture, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1)
        let y2 = min(y1 + 1, image.height - 1)
        let position = (y1 * image.width + x1) * 4
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        let pixel = image.word(position)
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                if image.word((y * image.width + x) * 4) == pixel { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// A semi-transparent channel over white.
    @inline(__always) static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }

    @inline(__always) static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always) static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always) static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    static func draw(_ output: UnsafeMutableBufferPointer<UInt8>, _ position: Int, _ colour: (UInt8, UInt8, UInt8)) {
        output[position] = colour.0
        output[position + 1] = colour.1
        output[position + 2] = colour.2
        output[position + 3] = 255
    }

    /// The pixel's brightness, faded to `fade` times its opacity over white.
    static func drawGrey(
        _ image: Picture, _ position: Int, fade: Double, into output: UnsafeMutableBufferPointer<UInt8>
    ) {
        let r = Double(image.bytes[position])
        let g = Double(image.bytes[position + 1])
        let b = Double(image.bytes[position + 2])
        let value = blend(rgb2y(r, g, b), fade * Double(image.bytes[position + 3]) / 255)
        // A typed array truncates, as UInt8(clamping:) of the integer part does for 0…255.
        let grey = UInt8(clamping: Int(value))
        draw(output, position, (grey, grey, grey))
    }
}
