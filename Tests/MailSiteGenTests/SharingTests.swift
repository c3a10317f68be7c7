import Encoders
import LayoutSpec
import Testing

@testable import MailSiteGen

/// Links that unfurl: the image's size read from its own header, and the head's tags, absolute
/// only with a base URL and escaped for their attributes.
struct SharingTests {
    /// A PNG's signature and IHDR chunk, with its CRC; `crc` replaces the right one.
    static func png(width: UInt32, height: UInt32, crc: UInt32? = nil) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let chunk = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + chunk
            + bigEndian(crc ?? CRC32.checksum(chunk)) + Array(repeating: 0, count: 12)
    }

    /// A JPEG's start, an APP0 segment, then a frame header of the given kind (SOF0 baseline, SOF2
    /// progressive) or none.
    static func jpeg(width: Int, height: Int, frame: UInt8? = 0xC0) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let dqt: [UInt8] = [0xFF, 0xDB, 0x00, 0x04, 0x00, 0x00]
        let sof: [UInt8] =
            frame.map { marker in
                [
                    0xFF, marker, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
                    UInt8(width & 0xFF), 3,
                ] + Array(repeating: 0, count: 9)
            } ?? []
        return [0xFF, 0xD8] + app0 + [0xFF] + dqt + sof + [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
    }

    @Test func sizesAreReadFromTheHeaders() throws {
        let png = try SocialImage(bytes: Self.png(width: 1200, height: 630))
        #expect(png.format == .png && png.width == 1200 && png.height == 630 && png.sizeNote == nil)
        #expect(png.format.fileName == "social.png")
        let baseline = try SocialImage(bytes: Self.jpeg(width: 1200, height: 630))
        #expect(baseline.format == .jpeg && baseline.width == 1200 && baseline.height == 630)
        #expect(baseline.format.fileName == "social.jpg")
        let progressive = try SocialImage(bytes: Self.jpeg(width: 640, height: 480, frame: 0xC2))
        #expect(progressive.width == 640 && progressive.height == 480)
        #expect(
            progressive.sizeNote
                == "is 640 × 480 px; 1200 × 630 is recommended (unfurlers crop or shrink other sizes)")
    }

    @Test(
        arguments: [
            (
                Array("<!DOCTYPE html>".utf8),
                "is not a PNG or JPEG image (it starts with 3C 21 44 4F), whatever its name says"
            ),
            ([], "is not a PNG or JPEG image (it is empty), whatever its name says"),
            (
                [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
                "is not a PNG or JPEG image (it starts with 47 49 46 38), whatever its name says"
            ),
            (
                png(width: 1200, height: 630, crc: 0),
                "is a damaged PNG: its IHDR header is missing or fails its checksum"
            ),
            (
                Array(png(width: 1200, height: 630).prefix(20)),
                "is a damaged PNG: its IHDR header is missing or fails its checksum"
            ),
            (jpeg(width: 1200, height: 630, frame: nil), "is a damaged JPEG: no frame header (SOF) gives its size"),
            (jpeg(width: 1200, height: 630, frame: 0xC4), "is a damaged JPEG: no frame header (SOF) gives its size"),
            ([0xFF, 0xD8, 0xFF], "is a damaged JPEG: no frame header (SOF) gives its size"),
            (
                png(width: 100, height: 100),
                "is 100 × 100 px; a social image is at least 200 × 200 px (1200 × 630 recommended)"
            ),
            (
                jpeg(width: 1200, height: 199),
                "is 1200 × 199 px; a social image is at least 200 × 200 px (1200 × 630 recommended)"
            ),
        ] as [([UInt8], String)])
    func otherBytesAreRefusedWithOneSentence(_ bytes: [UInt8], _ message: String) {
        #expect(throws: SocialImage.Problem(message: message)) { try SocialImage(bytes: bytes) }
    }

    /// Apart from the cases above: a test argument is described in full, which for 8 MB of bytes
    /// took half a minute.
    @Test func anImageOverEightMBIsRefusedWithOneSentence() {
        let bytes = Self.png(width: 1200, height: 630) + Array(repeating: 0, count: 8 * 1_048_576)
        #expect(throws: SocialImage.Problem(message: "is 8.1 MB; a social image is at most 8 MB")) {
            try SocialImage(bytes: bytes)
        }
    }

    @Test func withoutABaseURLNothingAbsoluteIsWritten() {
        #expect(SharingTags(sharing: Sharing()).render().markup == "<meta name=\"twitter:card\" content=\"summary\">")
    }

    @Test func aBaseURLGivesTheAddressAndAnImageTheLargeCard() throws {
        let baseURL = try BaseURL("https://example.com/a&b/it's/")
        #expect(
            SharingTags(sharing: Sharing(baseURL: baseURL)).render().markup == """
                <meta property="og:url" content="https://example.com/a&amp;b/it&#39;s/">
                <meta name="twitter:card" content="summary">
                <link rel="canonical" href="https://example.com/a&amp;b/it&#39;s/">
                """)
        let image = try SocialImage(bytes: Self.jpeg(width: 1200, height: 630))
        #expect(
            SharingTags(sharing: Sharing(baseURL: baseURL, image: image)).render().markup == """
                <meta property="og:url" content="https://example.com/a&amp;b/it&#39;s/">
                <meta property="og:image" content="https://example.com/a&amp;b/it&#39;s/social.jpg">
                <meta property="og:image:width" content="1200">
                <meta property="og:image:height" content="630">
                <meta name="twitter:card" content="summary_large_image">
                <link rel="canonical" href="https://example.com/a&amp;b/it&#39;s/">
                """)
    }

    /// The image is copied byte for byte, beside the page, in both builds.
    @Test func theImageIsWrittenBesideThePage() throws {
        let bytes = Self.png(width: 1200, height: 630)
        let sharing = Sharing(baseURL: try BaseURL("https://example.com/"), image: try SocialImage(bytes: bytes))
        for singleFile in [false, true] {
            let files = try SiteGenerator(spec: .default, singleFile: singleFile, sharing: sharing).generate()
            #expect(files.last == OutputFile(path: "social.png", bytes: bytes))
            #expect(
                files.first { $0.path == "index.html" }?.contents.contains("content=\"https://example.com/social.png\"")
                    == true)
        }
    }
}
