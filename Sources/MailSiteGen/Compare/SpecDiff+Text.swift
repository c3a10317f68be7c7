import LayoutSpec

extension SpecDiff.Row {
    /// The `index`th variant's value in words: `8 px`, `blue (#007AFF / #0A84FF)`,
    /// `duration 0.3 s, bounce 0.3`, `one "{count} Result", other "{count} Results"` (a text per
    /// plural category), with the design token it comes from, `{brand.radius.pill} 24 px`
    /// (a spring's part's beside it, `duration {brand.slow} 0.45 s`);
    /// `—` where the variant has no such field. Text is quoted as JSON writes it, unambiguous in a
    /// terminal, or `“as it is”` for a page.
    public func text(_ index: Int, quoting: Quoting = .json) -> String {
        guard let value = values[index] else { return SpecDiff.absent }
        let detail = details.indices.contains(index) ? details[index].map { ", \($0)" } ?? "" : ""
        let alias = aliases.indices.contains(index) ? aliases[index].map { "{\($0)} " } ?? "" : ""
        let parts = partAliases.indices.contains(index) ? partAliases[index] : [:]
        return alias + valueText(value, quoting: quoting, parts: parts) + detail
    }

    private func valueText(_ value: FieldValue, quoting: Quoting, parts: [String: String]) -> String {
        switch value {
        case .number(let number):
            guard case .number(let format) = kind, !format.unit.isEmpty else { return number.specText }
            // The mails row counts mails: `1 mail`, `44 mails`.
            if format.unit == "mails", let count = Int(exactly: number) { return Counted(count, "mail").description }
            return "\(number.specText) \(format.unit)"
        case .boolean(let flag): return flag ? "true" : "false"
        case .text(let text): return quoted(text, quoting)
        case .phrase(let phrase):
            return phrase.categories.map { "\($0.rawValue) \(quoted(phrase.text(for: $0), quoting))" }
                .joined(separator: ", ")
        case .color(let color): return color.diffText
        case .symbol(let symbol): return symbol.description
        case .spring(let spring):
            let token = { (part: String) in parts[part].map { "{\($0)} " } ?? "" }
            return "duration \(token("duration"))\(spring.duration.specText) s, "
                + "bounce \(token("bounce"))\(spring.bounce.specText)"
        case .composite: return "…"
        }
    }

    private func quoted(_ text: String, _ quoting: Quoting) -> String {
        quoting == .json ? JSONValue.quoted(text) : "“\(text)”"
    }

    /// The `index`th variant's spring figures, `overshoot 4.6 %, settles in 492 ms`, for a spring.
    public func figures(_ index: Int) -> String? {
        guard case .spring(let spring)? = values[index] else { return nil }
        return "overshoot \(spring.overshootPercent) %, settles in \(spring.settleMilliseconds) ms"
    }
}

extension SpecDiff.Row {
    public enum Quoting: Sendable {
        case json, typographic
    }
}

extension SpecDiff {
    /// What a row shows for a variant without the field.
    public static let absent = "—"

    /// `bouncy.json and calm.json`, `a.json, b.json and c.json`.
    var names: String { Listed(variants.map(\.name)).description }

    /// `3 fields differ`, `1 field differs`.
    var summary: String {
        Counted(rows.count, "field").with(verb: "differ")
    }
}

extension Spring {
    /// The overshoot in per cent, to a tenth: `4.6`.
    var overshootPercent: String { ((overshoot * 1000).rounded() / 10).specText }
    /// The settle time in whole milliseconds: `492`.
    var settleMilliseconds: String { String(Int((settleTime() * 1000).rounded())) }
}

extension SpecColor {
    /// `blue (#007AFF / #0A84FF)`, `#FF9500`, `#E8E8E8 / #222222`: as written, then the light and
    /// dark values where the writing does not say them.
    var diffText: String {
        switch written {
        case .single(let name) where light == dark && name.hasPrefix("#"): return name
        case .single(let name) where light == dark: return "\(name) (\(light))"
        case .single(let name): return "\(name) (\(light) / \(dark))"
        case .pair(let lightName, let darkName): return "\(lightName) / \(darkName)"
        }
    }
}
