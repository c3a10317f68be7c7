/// A reader of the PNGs the project writes, for tests: chunks checked against their CRCs, the
/// zlib stream inflated (RFC 1951: stored and fixed-code blocks, all the encoder writes) with
/// its Adler-32 checked, and each row unfiltered (filter type 0 only). Written apart from the
/// encoder, from the standards, so that the two agree only when both follow them.
public struct PNGReader {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public let width: Int
    public let height: Int
    public let bitDepth: UInt8
    public let colorType: UInt8
    /// The chunk types in the file's order.
    public let chunkTypes: [String]
    public let palette: [(red: UInt8, green: UInt8, blue: UInt8)]
    /// One byte a pixel: the palette index.
    public let pixels: [UInt8]

    public init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure("no signature")
        }
        var offset = 8
        var types: [String] = []
        var header: [UInt8] = []
        var palette: [(UInt8, UInt8, UInt8)] = []
        var data: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = Int(Self.uint32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { throw Failure("a chunk runs past the end") }
            let typed = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let type = String(decoding: typed.prefix(4), as: UTF8.self)
            let body = Array(typed.dropFirst(4))
            guard Self.crc(typed) == Self.uint32(bytes, offset + 8 + length) else { throw Failure("\(type): bad CRC") }
            types.append(type)
            switch type {
            case "IHDR": header = body
            case "PLTE":
                palette = stride(from: 0, to: body.count - 2, by: 3).map { (body[$0], body[$0 + 1], body[$0 + 2]) }
            case "IDAT": data += body
            default: break
            }
            offset += 12 + length
        }
        guard types.first == "IHDR", types.last == "IEND", header.count == 13 else { throw Failure("chunks: \(types)") }
        width = Int(Self.uint32(header, 0))
        height = Int(Self.uint32(header, 4))
        bitDepth = header[8]
        colorType = header[9]
        chunkTypes = types
        self.palette = palette
        let raw = try Self.zlibInflate(data)
        guard raw.count == (width + 1) * height else {
            throw Failure("\(raw.count) bytes of rows for \(width)×\(height)")
        }
        var pixels: [UInt8] = []
        for row in 0..<height {
            guard raw[row * (width + 1)] == 0 else { throw Failure("row \(row): filter \(raw[row * (width + 1)])") }
            pixels += raw[(row * (width + 1) + 1)..<((row + 1) * (width + 1))]
        }
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        palette[Int(pixels[y * width + x])]
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    /// A zlib stream's data, its header and Adler-32 checked.
    public static func zlibInflate(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
            throw Failure("not a zlib stream")
        }
        let output = try inflate(Array(stream[2..<(stream.count - 4)]))
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in output {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        guard b << 16 | a == uint32(stream, stream.count - 4) else { throw Failure("Adler-32 does not match") }
        return output
    }

    /// Deflate's bits, least significant first.
    struct BitReader {
        let data: [UInt8]
        var position = 0

        mutating func bits(_ count: Int) throws -> Int {
            var value = 0
            for index in 0..<count {
                let byte = position >> 3
                guard byte < data.count else { throw Failure("the data ends in a block") }
                value |= Int(data[byte] >> UInt8(position & 7) & 1) << index
                position += 1
            }
            return value
        }

        mutating func alignToByte() { position = (position + 7) / 8 * 8 }
    }

    /// Raw deflate data: stored and fixed-Huffman blocks.
    public static func inflate(_ data: [UInt8]) throws -> [UInt8] {
        var reader = BitReader(data: data)
        func bits(_ count: Int) throws -> Int { try reader.bits(count) }
        /// A fixed-code symbol: its bits read most significant first.
        func symbol() throws -> Int {
            var code = 0
            for length in 1...9 {
                code = code << 1 | (try reader.bits(1))
                switch (length, code) {
                case (7, 0...0b0010111): return code + 256
                case (8, 0b0011_0000...0b1011_1111): return code - 0b0011_0000
                case (8, 0b1100_0000...0b1100_0111): return code - 0b1100_0000 + 280
                case (9, 0b1_1001_0000...0b1_1111_1111): return code - 0b1_1001_0000 + 144
                default: continue
                }
            }
            throw Failure("not a fixed code")
        }
        let lengthBase = [
            3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
            227, 258,
        ]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        let distanceBase = [
            1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
            6145, 8193, 12289, 16385, 24577,
        ]
        let distanceExtra = [
            0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
        ]
        var output: [UInt8] = []
        var last = 0
        repeat {
            last = try bits(1)
            switch try bits(2) {
            case 0:
                reader.alignToByte()
                let length = try bits(16)
                guard try bits(16) == length ^ 0xFFFF else { throw Failure("a stored block's length") }
                for _ in 0..<length { output.append(UInt8(try bits(8))) }
            case 1:
                while true {
                    let code = try symbol()
                    if code < 256 {
                        output.append(UInt8(code))
                        continue
                    }
                    if code == 256 { break }
                    guard code - 257 < lengthBase.count else { throw Failure("length code \(code)") }
                    let length = lengthBase[code - 257] + (try bits(lengthExtra[code - 257]))
                    var distanceCode = 0
                    for _ in 0..<5 { distanceCode = distanceCode << 1 | (try bits(1)) }
                    guard distanceCode < distanceBase.count else { throw Failure("distance code \(distanceCode)") }
                    let distance = distanceBase[distanceCode] + (try bits(distanceExtra[distanceCode]))
                    guard distance <= output.count else { throw Failure("a distance before the start") }
                    for _ in 0..<length { output.append(output[output.count - distance]) }
                }
            default:
                throw Failure("a block type the encoder does not write")
            }
        } while last == 0
        return output
    }
}
