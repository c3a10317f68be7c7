extension String {
    /// The text without the whitespace around it, so that a title of spaces counts as empty.
    var trimmingWhitespace: Substring {
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return self[start...end]
    }
}
