extension Double {
    /// `15` rather than `15.0`, as JSON is written and as messages quote a spec's numbers.
    public var specText: String {
        if rounded() == self && abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
