/// PNG's five row filters (the specification's section 9.2): each byte is stored as its
/// difference from a predictor made of `a` (the byte one pixel to the left), `b` (the byte above)
/// and `c` (the byte above `a`), each 0 outside the picture.
protocol PNGRowFilter {
    static func predictor(a: Int, b: Int, c: Int) -> Int
}

enum NoFilter: PNGRowFilter {
    @inline(__always) static func predictor(a: Int, b: Int, c: Int) -> Int { 0 }
}

enum SubFilter: PNGRowFilter {
    @inline(__always) static func predictor(a: Int, b: Int, c: Int) -> Int { a }
}

enum UpFilter: PNGRowFilter {
    @inline(__always) static func predictor(a: Int, b: Int, c: Int) -> Int { b }
}

enum AverageFilter: PNGRowFilter {
    @inline(__always) static func predictor(a: Int, b: Int, c: Int) -> Int { (a + b) >> 1 }
}

enum PaethFilter: PNGRowFilter {
    @inline(__always) static func predictor(a: Int, b: Int, c: Int) -> Int {
        let pa = abs(b - c)
        let pb = abs(a - c)
        let pc = abs(a + b - 2 * c)
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }
}

extension PNGEncoder {
    /// One row and the row above it (zeros above the first), `count` bytes each.
    struct Rows {
        let line: UnsafePointer<UInt8>
        let above: UnsafePointer<UInt8>
        let count: Int
        let bytesPerPixel: Int

        @inline(__always) private func filtered<Filter: PNGRowFilter>(_: Filter.Type, at index: Int) -> UInt8 {
            let left = index >= bytesPerPixel
            let predictor = Filter.predictor(
                a: left ? Int(line[index - bytesPerPixel]) : 0, b: Int(above[index]),
                c: left ? Int(above[index - bytesPerPixel]) : 0)
            return line[index] &- UInt8(truncatingIfNeeded: predictor)
        }

        /// The sum of the filtered bytes read as signed (libpng's heuristic), or a number at
        /// least `limit` as soon as it reaches it.
        func cost<Filter: PNGRowFilter>(_ filter: Filter.Type, limit: Int) -> Int {
            var cost = 0
            for index in 0..<count {
                let value = Int(Int8(bitPattern: filtered(filter, at: index)))
                cost += abs(value)
                if cost >= limit { return cost }
            }
            return cost
        }

        /// The row filtered by `filter`, into `target`'s `count` bytes.
        func write<Filter: PNGRowFilter>(_ filter: Filter.Type, into target: UnsafeMutablePointer<UInt8>) {
            for index in 0..<count { target[index] = filtered(filter, at: index) }
        }
    }
}
