/// One state's picture as a snapshot folder lists it (`snapshots.json`): what the comparison
/// needs to pair it with the base's and to tell, without reading either file, that the two are
/// the same pixels.
public struct SnapshotState: Sendable, Equatable {
    /// Stable, file-safe and unique in its folder: states are paired by it.
    public var name: String
    /// The review board's label (text from the spec: any script, any characters).
    public var label: String
    /// The deep link that opens the state.
    public var link: String
    /// The picture's path inside its folder, e.g. `default.png`.
    public var file: String
    public var width: Int
    public var height: Int
    /// Device pixels per CSS pixel.
    public var scale: Double
    /// `RGBAImage.pixelHash` of the picture.
    public var pixelHash: String

    public init(
        name: String, label: String, link: String, file: String, width: Int, height: Int, scale: Double,
        pixelHash: String
    ) {
        self.name = name
        self.label = label
        self.link = link
        self.file = file
        self.width = width
        self.height = height
        self.scale = scale
        self.pixelHash = pixelHash
    }

    public var size: PixelSize { PixelSize(width: width, height: height) }
}

/// A picture's size in pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `1179 × 2556`.
    public var description: String { "\(width) × \(height)" }
}

/// Which folder a picture is read from: the base (`--against`) or the new snapshot.
public enum SnapshotSide: Sendable, Equatable {
    case base
    case head
}
