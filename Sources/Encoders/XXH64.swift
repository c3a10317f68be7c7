/// XXH64 (Yann Collet's xxHash, 64-bit; BSD 2-clause, specification in the xxHash repository's
/// `doc/xxhash_spec.md`): a fast hash, not a cryptographic one, for telling whether two pictures
/// hold the same pixels. A picture of 1179 × 2556 is 12 MB; SHA-256 would spend a tenth of a
/// second on each, XXH64 a few milliseconds.
public enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The hash of `bytes` with `seed`.
    public static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }

    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        var offset = 0
        func word(_ at: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        }
        var hash: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2
            var v2 = seed &+ prime2
            var v3 = seed
            var v4 = seed &- prime1
            while offset + 32 <= count {
                v1 = round(v1, word(offset))
                v2 = round(v2, word(offset + 8))
                v3 = round(v3, word(offset + 16))
                v4 = round(v4, word(offset + 24))
                offset += 32
            }
            hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            for lane in [v1, v2, v3, v4] { hash = (hash ^ round(0, lane)) &* prime1 &+ prime4 }
        } else {
            hash = seed &+ prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash = rotate(hash ^ round(0, word(offset)), 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            let half = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            hash = rotate(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash = rotate(hash ^ (UInt64(bytes[offset]) &* prime5), 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func rotate(_ value: UInt64, _ amount: UInt64) -> UInt64 {
        value << amount | value >> (64 - amount)
    }
}
