extension QRCode {
    /// The modules while the code is made: which are dark, and which belong to function patterns
    /// (finders, separators, timing, alignment, format and version areas, the dark module) and so
    /// take no data and no mask.
    struct Matrix {
        let version: Int
        let size: Int
        var dark: [Bool]
        var isFunction: [Bool]

        /// The function patterns drawn; the format and version areas reserved, light for now.
        init(version: Int) {
            self.version = version
            size = QRCode.size(version)
            dark = Array(repeating: false, count: size * size)
            isFunction = Array(repeating: false, count: size * size)
            for index in 0..<size {
                setFunction(6, index, index % 2 == 0)
                setFunction(index, 6, index % 2 == 0)
            }
            for (row, column) in [(3, 3), (3, size - 4), (size - 4, 3)] { drawFinder(centre: (row, column)) }
            let positions = Self.alignmentPositions(version)
            for row in positions {
                for column in positions where !isFinderCorner(row, column, positions) {
                    drawAlignment(centre: (row, column))
                }
            }
            // Reserved: both copies of the format information, the dark module, the version blocks.
            for index in 0..<9 where index != 6 {
                setFunction(8, index, false)
                setFunction(index, 8, false)
            }
            for index in 0..<8 {
                setFunction(8, size - 1 - index, false)
                setFunction(size - 1 - index, 8, false)
            }
            if version >= 7 {
                for index in 0..<18 {
                    setFunction(index / 3, size - 11 + index % 3, false)
                    setFunction(size - 11 + index % 3, index / 3, false)
                }
            }
        }

        /// Centres of the alignment patterns along each axis (ISO/IEC 18004 annex E).
        static func alignmentPositions(_ version: Int) -> [Int] {
            let table: [[Int]] = [
                [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
            ]
            return table[version - 1]
        }

        private func isFinderCorner(_ row: Int, _ column: Int, _ positions: [Int]) -> Bool {
            guard let first = positions.first, let last = positions.last else { return false }
            return (row == first && column == first) || (row == first && column == last)
                || (row == last && column == first)
        }

        subscript(row: Int, column: Int) -> Bool {
            get { dark[row * size + column] }
            set { dark[row * size + column] = newValue }
        }

        private mutating func setFunction(_ row: Int, _ column: Int, _ isDark: Bool) {
            dark[row * size + column] = isDark
            isFunction[row * size + column] = true
        }

        /// The 7×7 finder with its light separator around it, clipped at the edges.
        private mutating func drawFinder(centre: (Int, Int)) {
            for rowOffset in -4...4 {
                for columnOffset in -4...4 {
                    let row = centre.0 + rowOffset
                    let column = centre.1 + columnOffset
                    guard (0..<size).contains(row), (0..<size).contains(column) else { continue }
                    let ring = max(abs(rowOffset), abs(columnOffset))
                    setFunction(row, column, ring != 2 && ring != 4)
                }
            }
        }

        private mutating func drawAlignment(centre: (Int, Int)) {
            for rowOffset in -2...2 {
                for columnOffset in -2...2 {
                    setFunction(
                        centre.0 + rowOffset, centre.1 + columnOffset, max(abs(rowOffset), abs(columnOffset)) != 1)
                }
            }
        }

        /// The codewords' bits, most significant first, in two-module columns from the right,
        /// upwards and downwards in turn, skipping function modules and the vertical timing
        /// pattern's column. Modules left over (the remainder bits) stay light.
        mutating func place(_ codewords: [UInt8]) {
            let bitCount = codewords.count * 8
            var bit = 0
            var right = size - 1
            while right >= 1 {
                if right == 6 { right = 5 }
                for vertical in 0..<size {
                    for column in [right, right - 1] {
                        let upwards = (right + 1) & 2 == 0
                        let row = upwards ? size - 1 - vertical : vertical
                        guard !isFunction[row * size + column], bit < bitCount else { continue }
                        self[row, column] = (codewords[bit / 8] >> (7 - bit % 8)) & 1 == 1
                        bit += 1
                    }
                }
                right -= 2
            }
        }

        /// A copy with the data mask applied to every module outside the function patterns.
        func masked(_ mask: Int) -> Matrix {
            var copy = self
            for row in 0..<size {
                for column in 0..<size where !isFunction[row * size + column] {
                    if Self.maskInverts(mask, row: row, column: column) { copy[row, column].toggle() }
                }
            }
            return copy
        }

        /// The eight data masks (ISO/IEC 18004 table 10): where they invert a module.
        static func maskInverts(_ mask: Int, row i: Int, column j: Int) -> Bool {
            switch mask {
            case 0: (i + j) % 2 == 0
            case 1: i % 2 == 0
            case 2: j % 3 == 0
            case 3: (i + j) % 3 == 0
            case 4: (i / 2 + j / 3) % 2 == 0
            case 5: (i * j) % 2 + (i * j) % 3 == 0
            case 6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
            default: ((i + j) % 2 + (i * j) % 3) % 2 == 0
            }
        }

        /// The format information (level M, the mask; BCH(15,5), masked with 0x5412) in both of its
        /// places, the dark module, and from version 7 the version information (BCH(18,6)) twice.
        mutating func drawFormatAndVersion(mask: Int) {
            let format = Self.formatBits(mask: mask)
            func bit(_ value: Int, _ index: Int) -> Bool { (value >> index) & 1 == 1 }
            for index in 0..<6 { self[index, 8] = bit(format, index) }
            self[7, 8] = bit(format, 6)
            self[8, 8] = bit(format, 7)
            self[8, 7] = bit(format, 8)
            for index in 9..<15 { self[8, 14 - index] = bit(format, index) }
            for index in 0..<8 { self[8, size - 1 - index] = bit(format, index) }
            for index in 8..<15 { self[size - 15 + index, 8] = bit(format, index) }
            self[size - 8, 8] = true
            guard version >= 7 else { return }
            let versionBits = Self.versionBits(version)
            for index in 0..<18 {
                self[index / 3, size - 11 + index % 3] = bit(versionBits, index)
                self[size - 11 + index % 3, index / 3] = bit(versionBits, index)
            }
        }

        /// Level M is 00: the five data bits are the mask alone.
        static func formatBits(mask: Int) -> Int {
            let data = 0b00 << 3 | mask
            var remainder = data
            for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
            return (data << 10 | remainder) ^ 0x5412
        }

        static func versionBits(_ version: Int) -> Int {
            var remainder = version
            for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
            return version << 12 | remainder
        }
    }
}
