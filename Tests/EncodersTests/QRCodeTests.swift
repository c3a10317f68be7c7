import Testing

@testable import Encoders

/// The QR encoder: known values from ISO/IEC 18004 and the structure every code must have. The
/// codes themselves are checked against a real decoder through the terminal drawings'
/// golden file (`QRCodeTerminalTests`).
struct QRCodeTests {
    /// ISO/IEC 18004's example, "HELLO WORLD" as version 1-M: its 16 data codewords give these 10.
    @Test func reedSolomonMatchesTheStandardsExample() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(
            ReedSolomon.errorCorrection(for: data[...], count: 10) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    @Test func formatAndVersionBitsMatchTheStandardsTables() {
        let levelM = [
            0b101010000010010, 0b101000100100101, 0b101111001111100, 0b101101101001011,
            0b100010111111001, 0b100000011001110, 0b100111110010111, 0b100101010100000,
        ]
        #expect((0..<8).map { QRCode.Matrix.formatBits(mask: $0) } == levelM)
        #expect(QRCode.Matrix.versionBits(7) == 0b000111110010010100)
        #expect(QRCode.Matrix.versionBits(8) == 0b001000010110111100)
    }

    @Test func capacitiesAreLevelMsInByteMode() {
        #expect((1...10).map { QRCode.capacity(version: $0) } == [14, 26, 42, 62, 84, 106, 122, 152, 180, 213])
    }

    @Test func theSmallestVersionThatHoldsTheTextIsChosen() throws {
        for version in 1...10 {
            let longest = [UInt8](repeating: UInt8(ascii: "a"), count: QRCode.capacity(version: version))
            #expect(try QRCode(encoding: longest).version == version)
            if version < 10 { #expect(try QRCode(encoding: longest + [0x61]).version == version + 1) }
        }
        #expect(throws: QRCode.Failure.tooLong(bytes: 214)) { try QRCode(encoding: Array(repeating: 0x61, count: 214)) }
    }

    /// Finders, separators, timing and the dark module are where a reader looks for them, and the
    /// format information reads back the same from both of its copies.
    @Test func everyCodeHasItsFunctionPatterns() throws {
        for version in 1...10 {
            let code = try QRCode(encoding: Array(repeating: 0x41, count: QRCode.capacity(version: version)))
            let size = code.size
            #expect(size == 17 + 4 * version)
            for (top, left) in [(0, 0), (0, size - 7), (size - 7, 0)] {
                for row in 0..<7 {
                    for column in 0..<7 {
                        let ring = max(abs(row - 3), abs(column - 3))
                        #expect(code[top + row, left + column] == (ring != 2), "finder \(top),\(left) v\(version)")
                    }
                }
            }
            for index in 8..<(size - 8) {
                #expect(code[6, index] == (index % 2 == 0))
                #expect(code[index, 6] == (index % 2 == 0))
            }
            #expect(code[size - 8, 8])
            var first = 0
            var second = 0
            for index in 0..<15 {
                let firstPosition =
                    index < 6 ? (index, 8) : index < 8 ? (index + 1, 8) : index == 8 ? (8, 7) : (8, 14 - index)
                let secondPosition = index < 8 ? (8, size - 1 - index) : (size - 15 + index, 8)
                if code[firstPosition.0, firstPosition.1] { first |= 1 << index }
                if code[secondPosition.0, secondPosition.1] { second |= 1 << index }
            }
            #expect(first == second)
            #expect(first == QRCode.Matrix.formatBits(mask: code.mask))
        }
    }

    @Test func aForcedMaskIsUsed() throws {
        let url = Array("http://192.168.1.23:8000/".utf8)
        for mask in 0..<8 { #expect(try QRCode(encoding: url, mask: mask).mask == mask) }
    }
}
