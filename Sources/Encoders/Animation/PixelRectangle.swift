/// A rectangle of pixels inside a picture: where a frame of an animation differs from the frame
/// before it, and so the part an APNG or GIF frame stores.
public struct PixelRectangle: Sendable, Equatable, CustomStringConvertible {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "\(width) × \(height) at (\(x), \(y))" }
}
