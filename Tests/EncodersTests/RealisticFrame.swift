import Encoders

/// A picture like the prototype's screen, for measuring the encoders: a header of translucent
/// material (a three-colour gradient, thousands of colours) over a list of white cells with grey
/// separators and lines of text (black and grey with anti-aliased edges), and a tab bar with a
/// blue selected tab. `step` moves the list up by that many pixels and the selection across, as
/// the frames of a scroll and a tap do.
enum RealisticFrame {
    static func make(width: Int, height: Int, step: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 242, green: 242, blue: 247)
        let header = height / 8
        let cell = max(8, height / 14)
        for y in header..<(height - cell) {
            let row = (y + step) % cell
            let top = (y + step) / cell
            for x in 0..<width {
                image[x, y] = row == cell - 1 && x > width / 20 ? (198, 198, 200, 255) : (255, 255, 255, 255)
                // Two lines of "text": glyphs of 6 columns with a 2-column gap, edges half-covered.
                let line = row * 4 / cell
                guard line == 1 || line == 2, x > width / 20, x < width * (6 + top % 3) / 10 else { continue }
                let (ink, shade): (UInt8, UInt8) = line == 1 ? (0, 128) : (142, 199)
                switch (x + top * 3) % 8 {
                case 0, 5: image[x, y] = (shade, shade, shade, 255)
                case 1...4: image[x, y] = (ink, ink, ink, 255)
                default: break
                }
            }
        }
        // The material: pink at the top left, blue at the top right, near-white at the bottom.
        for y in 0..<header {
            for x in 0..<width {
                let (u, v) = (Double(x) / Double(width - 1), Double(y) / Double(header - 1))
                func mix(_ left: Double, _ right: Double, _ bottom: Double) -> UInt8 {
                    UInt8(((left * (1 - u) + right * u) * (1 - v) + bottom * v).rounded())
                }
                image[x, y] = (mix(255, 204, 248), mix(214, 230, 248), mix(224, 255, 250), 255)
            }
        }
        // The tab bar: a light bar, the selected tab blue.
        let selected = (step / 4) % 4
        for y in (height - cell)..<height {
            for x in 0..<width {
                image[x, y] = x / (width / 4) == selected ? (0, 122, 255, 255) : (249, 249, 249, 255)
            }
        }
        return image
    }
}
