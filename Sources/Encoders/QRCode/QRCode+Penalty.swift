extension QRCode.Matrix {
    /// The penalty of a masked matrix (ISO/IEC 18004 7.8.3): runs of five or more modules of one
    /// colour in a row or column (3, plus 1 for each module beyond five), 2×2 blocks of one
    /// colour (3 each), finder-like 1:1:3:1:1 patterns with four light modules on a side (40
    /// each), and the share of dark modules away from half (10 for every 5 %).
    ///
    /// Scored as segno does (the reference the tests compare with): before the format and version
    /// information are drawn (their modules light), a finder-like pattern at a line's end counts
    /// as lit from outside, and the search for the next one goes on after a counted pattern.
    var penalty: Int {
        var score = 0
        var darkCount = 0
        for line in 0..<size {
            let row = (0..<size).map { self[line, $0] }
            let column = (0..<size).map { self[$0, line] }
            darkCount += row.count { $0 }
            score += Self.runPenalty(row) + Self.runPenalty(column)
            score += Self.finderPenalty(row) + Self.finderPenalty(column)
        }
        for row in 0..<(size - 1) {
            for column in 0..<(size - 1) {
                let colour = self[row, column]
                if self[row, column + 1] == colour && self[row + 1, column] == colour
                    && self[row + 1, column + 1] == colour
                {
                    score += 3
                }
            }
        }
        let darkPercent = Double(darkCount) / Double(size * size) * 100
        score += 10 * Int((darkPercent - 50).magnitude / 5)
        return score
    }

    /// 3 + (length − 5) for each run of five or more.
    private static func runPenalty(_ line: [Bool]) -> Int {
        var score = 0
        var run = 0
        var previous: Bool?
        for module in line {
            if module == previous {
                run += 1
            } else {
                if run >= 5 { score += run - 2 }
                run = 1
                previous = module
            }
        }
        if run >= 5 { score += run - 2 }
        return score
    }

    /// 40 for each dark-light-dark-dark-dark-light-dark with four light modules (or the edge)
    /// before or after it.
    private static func finderPenalty(_ line: [Bool]) -> Int {
        let pattern = [true, false, true, true, true, false, true]
        let size = line.count
        func isLight(_ range: Range<Int>) -> Bool {
            line[max(range.lowerBound, 0)..<min(range.upperBound, size)].allSatisfy { !$0 }
        }
        var score = 0
        var start = 0
        while start + 7 <= size {
            guard line[start..<start + 7].elementsEqual(pattern) else {
                start += 1
                continue
            }
            let end = start + 7
            if start == 0 || start == size - 7 || isLight(start - 4..<start) || isLight(end..<end + 4) {
                score += 40
                start = end
            } else {
                start += 4
            }
        }
        return score
    }
}
