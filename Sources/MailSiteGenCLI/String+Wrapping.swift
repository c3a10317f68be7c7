extension String {
    /// The text broken at spaces into lines that fit `width` columns, every line indented by
    /// `indent` spaces; line breaks already in it are kept. swift-argument-parser's algorithm, so
    /// that help texts wrap exactly as theirs do: a line ends at the last space among the next
    /// `width - indent` characters, a word longer than that stands on a line of its own.
    func wrapped(to width: Int, indent: Int = 0) -> String {
        let columns = width - indent
        var lines: [Substring] = []
        var rest = self[...]
        while true {
            let chunk = rest.prefix(columns)
            if let lineBreak = chunk.lastIndex(of: "\n") {
                lines += rest[..<lineBreak].split(separator: "\n", omittingEmptySubsequences: false)
                rest = rest[rest.index(after: lineBreak)...]
            } else if chunk.endIndex == rest.endIndex {
                lines.append(rest)
                break
            } else if let space = chunk.lastIndex(of: " ") ?? rest.firstIndex(of: " ") {
                lines.append(rest[..<space])
                rest = rest[rest.index(after: space)...]
            } else {
                lines.append(rest)
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }
}
