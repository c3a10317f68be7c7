import Encoders

/// The picture a shared link unfurls with (`og:image`): a PNG or JPEG whose size is read from its
/// own header — PNG's IHDR chunk, checksum included, or a JPEG's frame header (SOF) — never from
/// its name. At least 200 × 200 px and at most 8 MB, as Facebook requires; 1200 × 630 is the size
/// every unfurler shows whole.
public struct SocialImage: Sendable, Equatable {
    public enum Format: String, Sendable, Equatable {
        case png, jpeg

        /// The name the image gets beside the page. A fixed name: the build's files are known
        /// before it runs, and no name from the command line reaches a URL.
        public var fileName: String {
            switch self {
            case .png: "social.png"
            case .jpeg: "social.jpg"
            }
        }
    }

    public let format: Format
    public let width: Int
    public let height: Int
    public let bytes: [UInt8]

    /// Larger images are refused before they are read.
    public static let maximumSize = 8 * 1_048_576
    public static let minimumSide = 200
    /// What unfurlers show uncropped (1.91 : 1).
    public static let recommended = (width: 1200, height: 630)

    /// Why bytes are not a social image, as the end of a sentence that starts with the file's name.
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
    }

    /// The image these bytes hold, checked.
    public init(bytes: [UInt8]) throws(Problem) {
        if bytes.count > Self.maximumSize { throw Self.tooLarge(bytes.count) }
        let size: (width: Int, height: Int)
        if bytes.starts(with: Self.pngSignature) {
            format = .png
            size = try Self.pngSize(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            format = .jpeg
            size = try Self.jpegSize(bytes)
        } else {
            let start = bytes.prefix(4).map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            let shown = start.isEmpty ? "it is empty" : "it starts with \(start.joined(separator: " "))"
            throw Problem(message: "is not a PNG or JPEG image (\(shown)), whatever its name says")
        }
        guard size.width >= Self.minimumSide, size.height >= Self.minimumSide else {
            throw Problem(
                message: "is \(size.width) × \(size.height) px; a social image is at least "
                    + "\(Self.minimumSide) × \(Self.minimumSide) px (\(Self.recommendedText) recommended)")
        }
        (width, height) = size
        self.bytes = bytes
    }

    /// "is 9.0 MB; …", the size rounded up to a tenth, so that 8 MB and a byte is not "8.0 MB".
    static func tooLarge(_ count: Int) -> Problem {
        let tenths = (count * 10 + 1_048_575) / 1_048_576
        return Problem(
            message: "is \(tenths / 10).\(tenths % 10) MB; a social image is at most \(maximumSize / 1_048_576) MB")
    }

    /// A note when the image is not the recommended size, nil when it is.
    public var sizeNote: String? {
        guard width != Self.recommended.width || height != Self.recommended.height else { return nil }
        return
            "is \(width) × \(height) px; \(Self.recommendedText) is recommended (unfurlers crop or shrink other sizes)"
    }

    private static var recommendedText: String { "\(recommended.width) × \(recommended.height)" }

    // MARK: PNG

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The first chunk must be a 13-byte IHDR whose CRC holds: width and height, 4 bytes each.
    private static func pngSize(_ bytes: [UInt8]) throws(Problem) -> (width: Int, height: Int) {
        let damaged = Problem(message: "is a damaged PNG: its IHDR header is missing or fails its checksum")
        guard bytes.count >= 33, bigEndian(bytes, at: 8, count: 4) == 13,
            Array(bytes[12..<16]) == Array("IHDR".utf8),
            UInt32(bigEndian(bytes, at: 29, count: 4)) == CRC32.checksum(bytes[12..<29])
        else { throw damaged }
        return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    // MARK: JPEG

    /// Walks the segments from the start of image to the first frame header (SOF0–SOF15 but
    /// DHT, JPG and DAC), which holds the height and width, 2 bytes each.
    private static func jpegSize(_ bytes: [UInt8]) throws(Problem) -> (width: Int, height: Int) {
        let noFrame = Problem(message: "is a damaged JPEG: no frame header (SOF) gives its size")
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { throw noFrame }
            let marker = bytes[index + 1]
            if marker == 0xFF {  // fill byte
                index += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {  // TEM, RSTn: no length
                index += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { throw noFrame }  // end of image, start of scan
            let length = bigEndian(bytes, at: index + 2, count: 2)
            guard length >= 2 else { throw noFrame }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard length >= 7, index + 8 < bytes.count else { throw noFrame }
                return (bigEndian(bytes, at: index + 7, count: 2), bigEndian(bytes, at: index + 5, count: 2))
            }
            index += 2 + length
        }
        throw noFrame
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
