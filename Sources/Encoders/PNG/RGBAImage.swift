/// A picture as 8-bit red, green, blue and alpha for each pixel (alpha straight, not
/// premultiplied), row by row from the top: what a PNG decodes to and what the pixel comparison
/// reads and draws.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A of each pixel in turn.
    public private(set) var pixels: [UInt8]

    /// An image of `pixels`, or nil when they are not `width × height × 4` bytes (or a side is
    /// negative).
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).partialValue == width * height,
            pixels.count == width * height * 4
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour (sides below zero are zero).
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for index in Swift.stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = red
            pixels[index + 1] = green
            pixels[index + 2] = blue
            pixels[index + 3] = alpha
        }
    }

    /// The pixel at column `x` and row `y`, both from zero.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        get {
            let index = (y * width + x) * 4
            return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            pixels[index] = newValue.red
            pixels[index + 1] = newValue.green
            pixels[index + 2] = newValue.blue
            pixels[index + 3] = newValue.alpha
        }
    }
}
