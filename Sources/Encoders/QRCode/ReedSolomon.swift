/// Reed–Solomon error correction as QR codes use it: arithmetic in GF(2⁸) modulo
/// x⁸ + x⁴ + x³ + x² + 1 (0x11D), a generator polynomial with the roots α⁰ … αⁿ⁻¹ (α = 2).
enum ReedSolomon {
    /// The `count` error correction codewords of `data`: the remainder of data·xⁿ divided by the
    /// generator polynomial of degree `count`.
    static func errorCorrection(for data: ArraySlice<UInt8>, count: Int) -> [UInt8] {
        let divisor = generator(degree: count)
        var remainder = [UInt8](repeating: 0, count: count)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in remainder.indices { remainder[index] ^= multiply(divisor[index], factor) }
        }
        return remainder
    }

    /// The generator polynomial's coefficients below its leading 1, highest power first.
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            // Multiply by (x − root), which in GF(2⁸) is (x + root).
            for index in coefficients.indices {
                coefficients[index] = multiply(coefficients[index], root)
                if index + 1 < coefficients.count { coefficients[index] ^= coefficients[index + 1] }
            }
            root = multiply(root, 2)
        }
        return coefficients
    }

    /// x·y in GF(2⁸) modulo 0x11D: shift and add, reducing as it goes.
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product: UInt16 = 0
        for bit in (0..<8).reversed() {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            if (y >> bit) & 1 == 1 { product ^= UInt16(x) }
        }
        return UInt8(truncatingIfNeeded: product)
    }
}
