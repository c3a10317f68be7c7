/// A canonical Huffman code for writing: each symbol's length and its code, bits already
/// reversed into the order deflate writes them.
struct HuffmanCode {
    private var codes: [Int]
    private let lengths: [UInt8]

    init(lengths: [UInt8]) {
        self.lengths = lengths
        codes = [Int](repeating: 0, count: lengths.count)
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let code = next[Int(length)]
            next[Int(length)] += 1
            var reversed = 0
            for bit in 0..<Int(length) where code >> bit & 1 == 1 { reversed |= 1 << (Int(length) - 1 - bit) }
            codes[symbol] = reversed
        }
    }

    func write(_ symbol: Int, to writer: inout Deflate.BitWriter) {
        writer.write(codes[symbol], count: Int(lengths[symbol]))
    }

    /// Code lengths for symbols seen `counts` times, none longer than `limit`: a Huffman tree
    /// built from the counts, and when it is too deep, built again from the counts halved (each
    /// kept at least 1) until it is not. A code of one symbol gets a second, unused one, so that
    /// every code is complete.
    static func lengths(_ counts: [Int], limit: Int) -> [UInt8] {
        var counts = counts
        let used = counts.indices.filter { counts[$0] > 0 }
        if used.count < 2 {
            // Zero or one symbol: two codes of one bit.
            var lengths = [UInt8](repeating: 0, count: counts.count)
            let first = used.first ?? 0
            lengths[first] = 1
            lengths[first == 0 ? 1 : 0] = 1
            return lengths
        }
        while true {
            let lengths = treeDepths(counts)
            if Int(lengths.max() ?? 0) <= limit { return lengths }
            counts = counts.map { $0 == 0 ? 0 : max(1, $0 / 2) }
        }
    }

    /// The depth of each symbol with a count in the Huffman tree of the counts (two queues: the
    /// leaves sorted, and the joined nodes, which come out in order).
    private static func treeDepths(_ counts: [Int]) -> [UInt8] {
        let leaves = counts.indices.filter { counts[$0] > 0 }.sorted { (counts[$0], $0) < (counts[$1], $1) }
        var weight = leaves.map { counts[$0] }
        var parent = [Int](repeating: -1, count: leaves.count * 2)
        var leafIndex = 0
        var nodeIndex = leaves.count
        func takeSmallest() -> Int {
            if leafIndex < leaves.count && (nodeIndex >= weight.count || weight[leafIndex] <= weight[nodeIndex]) {
                leafIndex += 1
                return leafIndex - 1
            }
            nodeIndex += 1
            return nodeIndex - 1
        }
        for _ in 0..<(leaves.count - 1) {
            let a = takeSmallest()
            let b = takeSmallest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        var lengths = [UInt8](repeating: 0, count: counts.count)
        for (index, symbol) in leaves.enumerated() {
            var depth = 0
            var node = index
            while parent[node] >= 0 {
                node = parent[node]
                depth += 1
            }
            lengths[symbol] = UInt8(min(depth, 255))
        }
        return lengths
    }
}
