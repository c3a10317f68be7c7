import Encoders
import Testing

/// The checksum a PNG chunk carries.
struct CRC32Tests {
    @Test func crc32IsPNGs() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}
