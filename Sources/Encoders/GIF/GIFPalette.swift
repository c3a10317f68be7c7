/// The one colour table of a GIF recording, chosen from the colours of all its frames (each
/// counted by how many stored pixels have it), and the way each pixel's colour becomes an entry.
///
/// With at most 255 colours the table is exact: every colour is its own entry (one index is
/// kept for "unchanged", the transparent index). With more, the most common colours (the
/// design's flat fills and text) keep exact entries and the rest are a median cut of the
/// histogram (Heckbert 1982): boxes of colour space split at their weighted median along their
/// longest side, each box's entry the weighted mean of its colours. Each pixel then takes its
/// nearest entry (Euclidean in RGB).
///
/// Dithering: none. Measured (`GIFDitheringMeasurement`, at 393 × 852) on a screen like the
/// prototype's (a header of material, a three-colour gradient, over flat UI fills and text), an
/// ordered 4 × 4 Bayer dither of ±3 levels raised the mean error per pixel from 0.10 to 0.22 (in
/// the material alone from 0.79 to 1.79; Euclidean in RGB, 0–441), the largest from 3.0 to 7.1,
/// and the file from 14.7 to 26.4 kB, and lowered the error of 4 × 4 averages (what the eye
/// sees of a dither) only from 0.072 to 0.054; ±7 levels was worse on every count. Undithered,
/// the material is off by at most 3 levels: no band shows. Dither pays only on a wide gradient
/// over the whole screen (4 × 4 error 4.2 against 2.6), at 2.3 times the size, which this page
/// does not have. The flat colours keep their exact entries either way: a dither only moves
/// colours that have none. Floyd–Steinberg, which carries each pixel's error on to the next,
/// was not a candidate: its pattern moves with the content from frame to frame, so parts that
/// did not change would differ, and shimmer.
struct GIFPalette {
    /// Colours as `red << 16 | green << 8 | blue`, at most 255.
    let colors: [UInt32]
    /// True when every colour of the recording has its own entry.
    let isExact: Bool
    /// Each colour of the table and its index.
    let entries: [UInt32: UInt8]
    /// Red, green and blue of each entry in turn, for the nearest-colour search.
    private let samples: [Int]
    /// Colours already mapped to their nearest entry.
    private var nearest: [UInt32: UInt8] = [:]

    /// Colours taken as exact entries before the median cut: up to this many of the most common.
    static let flatColorLimit = 96

    init(histogram: [UInt32: Int]) {
        if histogram.count <= 255 {
            colors = histogram.keys.sorted()
            isExact = true
        } else {
            // The most common first; among equals the lower colour, so that the choice is the same every time.
            let ranked = histogram.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            let total = ranked.reduce(0) { $0 + $1.value }
            let flat = ranked.prefix(Self.flatColorLimit).prefix { $0.value * 500 >= total }.map(\.key)
            let rest = ranked.dropFirst(flat.count).map { (color: $0.key, count: $0.value) }
            colors = flat + Self.medianCut(rest, into: 255 - flat.count)
            isExact = false
        }
        var entries: [UInt32: UInt8] = [:]
        for (index, color) in colors.enumerated() { entries[color] = UInt8(index) }
        self.entries = entries
        samples = colors.flatMap { color -> [Int] in
            let (red, green, blue) = Self.channels(color)
            return [red, green, blue]
        }
    }

    /// The entry for `color`: its own when it has one, else the nearest, remembered.
    mutating func index(of color: UInt32) -> UInt8 {
        if let known = entries[color] ?? nearest[color] { return known }
        let (red, green, blue) = Self.channels(color)
        let best = samples.withUnsafeBufferPointer { samples in
            var best = 0
            var bestDistance = Int.max
            for index in 0..<(samples.count / 3) {
                let r = samples[index * 3] - red
                let g = samples[index * 3 + 1] - green
                let b = samples[index * 3 + 2] - blue
                let distance = r * r + g * g + b * b
                if distance < bestDistance {
                    bestDistance = distance
                    best = index
                }
            }
            return best
        }
        nearest[color] = UInt8(best)
        return UInt8(best)
    }

    static func channels(_ color: UInt32) -> (Int, Int, Int) {
        (Int(color >> 16 & 0xFF), Int(color >> 8 & 0xFF), Int(color & 0xFF))
    }

    /// `entries` (distinct colours with their counts) in at most `boxes` boxes, each box's
    /// weighted mean colour. The box split next is the one whose longest side, times the pixels
    /// in it, is largest.
    static func medianCut(_ entries: [(color: UInt32, count: Int)], into boxes: Int) -> [UInt32] {
        guard !entries.isEmpty, boxes > 0 else { return [] }
        var parts = [Box(entries)]
        while parts.count < boxes {
            // The box to split: the widest, times the pixels in it.
            guard
                let chosen = parts.indices.filter({ parts[$0].range > 0 }).max(by: { parts[$0].score < parts[$1].score }
                )
            else { break }
            let shift = UInt32(16 - 8 * parts[chosen].channel)
            let sorted = parts[chosen].entries.sorted {
                let (left, right) = ($0.color >> shift & 0xFF, $1.color >> shift & 0xFF)
                return left != right ? left < right : $0.color < $1.color
            }
            // The weighted median, kept off either end so that both halves have colours.
            let half = parts[chosen].pixels / 2
            var running = 0
            var cut = 1
            for (index, entry) in sorted.enumerated() {
                running += entry.count
                if running >= half {
                    cut = index + 1
                    break
                }
            }
            cut = min(max(cut, 1), sorted.count - 1)
            parts[chosen] = Box(Array(sorted[..<cut]))
            parts.append(Box(Array(sorted[cut...])))
        }
        return parts.map(\.entries).map { part in
            let total = part.reduce(0) { $0 + $1.count }
            var sums = (0, 0, 0)
            for entry in part {
                let (r, g, b) = channels(entry.color)
                sums = (sums.0 + r * entry.count, sums.1 + g * entry.count, sums.2 + b * entry.count)
            }
            let half = total / 2
            return UInt32((sums.0 + half) / total) << 16 | UInt32((sums.1 + half) / total) << 8
                | UInt32((sums.2 + half) / total)
        }
    }

    /// Colours with their counts, and the side along which they spread furthest.
    private struct Box {
        let entries: [(color: UInt32, count: Int)]
        let pixels: Int
        /// 0 red, 1 green, 2 blue.
        let channel: Int
        let range: Int
        var score: Int { range * pixels }

        init(_ entries: [(color: UInt32, count: Int)]) {
            self.entries = entries
            pixels = entries.reduce(0) { $0 + $1.count }
            var low = (255, 255, 255)
            var high = (0, 0, 0)
            for entry in entries {
                let (r, g, b) = GIFPalette.channels(entry.color)
                low = (min(low.0, r), min(low.1, g), min(low.2, b))
                high = (max(high.0, r), max(high.1, g), max(high.2, b))
            }
            let ranges = [high.0 - low.0, high.1 - low.1, high.2 - low.2]
            channel = ranges.indices.max { ranges[$0] < ranges[$1] } ?? 0
            range = ranges[channel]
        }
    }
}
