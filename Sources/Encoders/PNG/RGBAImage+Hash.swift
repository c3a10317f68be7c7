extension RGBAImage {
    /// A hash of what the picture shows: `xxh64:` and 16 hex digits, the XXH64 of its RGBA bytes
    /// seeded with its size (`width << 32 | height`). Two pictures with the same hash are the
    /// same pixels (barring a one-in-2⁶⁴ accident), whatever their files' compression.
    public var pixelHash: String {
        let seed = UInt64(truncatingIfNeeded: width) << 32 | UInt64(truncatingIfNeeded: height) & 0xFFFF_FFFF
        let hex = String(XXH64.hash(pixels, seed: seed), radix: 16)
        return "xxh64:" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
