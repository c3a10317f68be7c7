extension LayoutSpec {
    /// Checks a spec made in code as decoding checks a file: every number of the field table
    /// finite and in its range, then the rules across fields (`firstIssue()`). The error reads as
    /// the command line's, `file` standing for the file it did not come from.
    public func validate(file: String = "(spec)") throws(SpecError) {
        for field in Self.fieldTable {
            guard case .number(let number) = field.read(self), case .number(let format) = field.kind,
                !format.range.contains(number) || !number.isFinite
            else { continue }
            throw SpecError(file: file, path: field.path, message: format.outOfRange(number))
        }
        if let issue = firstIssue() {
            throw SpecError(file: file, path: issue.path, message: issue.message)
        }
    }
}

extension NumberFormat {
    /// `250 px is out of range; use 20…200 px`: the decoder's words and the validator's.
    func outOfRange(_ number: Double) -> String {
        let suffix = unit.isEmpty ? "" : " \(unit)"
        guard number.isFinite else { return "\(number) is not a finite number" }
        return "\(number.specText)\(suffix) is out of range; use "
            + "\(range.lowerBound.specText)…\(range.upperBound.specText)\(suffix)"
    }
}
