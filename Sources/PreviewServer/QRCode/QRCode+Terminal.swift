import Encoders

extension QRCode {
    /// The code as lines of text for a terminal: each character is two modules, one above the
    /// other, drawn with the half blocks ▀ ▄, the full block █ and a space, with the quiet zone
    /// around it.
    ///
    /// A block character is drawn in the terminal's foreground colour, so which colour is dark
    /// depends on the terminal: light text on a dark background would show the code inverted,
    /// which many scanners do not read. With `colors`, each line therefore sets its colours
    /// itself, black (256-colour 16) on white (231), the two entries of the 256-colour cube that
    /// themes do not change, and the code reads the same in light and dark terminals. Without
    /// (output that is not a terminal, or `NO_COLOR`), a glyph is a dark module, as on paper.
    public func terminalLines(colors: Bool) -> [String] {
        let quiet = Self.quietZone
        let span = size + 2 * quiet
        func isDark(_ row: Int, _ column: Int) -> Bool {
            let (moduleRow, moduleColumn) = (row - quiet, column - quiet)
            guard (0..<size).contains(moduleRow), (0..<size).contains(moduleColumn) else { return false }
            return self[moduleRow, moduleColumn]
        }
        return stride(from: 0, to: span, by: 2).map { row in
            var line = colors ? "\u{1B}[38;5;16;48;5;231m" : ""
            for column in 0..<span {
                switch (isDark(row, column), isDark(row + 1, column)) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            return colors ? line + "\u{1B}[0m" : line
        }
    }
}
