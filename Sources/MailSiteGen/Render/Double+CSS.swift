extension Double {
    /// A length in CSS pixels: `15px`, `-15px`, `0.5px`.
    var cssPixels: String { "\(cssNumber)px" }

    /// A plain CSS number with at most four decimals and no exponent.
    var cssNumber: String {
        let rounded = (self * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        // Its bytes, not its characters: a Character search was half of this function's cost.
        if text.utf8.contains(UInt8(ascii: "e")) {
            // Tiny values: write them out rather than in exponent form, which CSS rejects.
            return rounded.magnitude < 0.0001 ? "0" : text
        }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
