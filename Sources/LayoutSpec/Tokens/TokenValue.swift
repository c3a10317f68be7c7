/// A resolved token's value read as one of the types a field takes, by the Format and Color
/// reports and the legacy forms Tokens Studio and older Style Dictionary write (`"#007AFF"`,
/// `"18px"`, `"300ms"`, and aliases inside such a string).
struct TokenValue {
    let resolved: TokenSet.Resolved
    let set: TokenSet
    /// The tokens whose strings hold this one (`"{space.base}px"`), so that a string that
    /// names itself is a cycle, not an endless reading.
    var within: [String] = []

    var place: String { resolved.source.place }

    /// An opaque sRGB colour: `{"colorSpace": "srgb", "components": [r, g, b]}` (another space
    /// read through its `hex`), or `"#RRGGBB"`.
    func color() throws(TokenIssue) -> SpecColor.RGB {
        switch resolved.value.value {
        case .string:
            let text = try legacyText()
            var hex = text
            if hex.utf8.count == 9, hex.uppercased().hasSuffix("FF") { hex = String(hex.dropLast(2)) }
            if hex.utf8.count == 4, hex.hasPrefix("#") {
                hex = "#" + hex.dropFirst().map { "\($0)\($0)" }.joined()
            }
            guard let rgb = SpecColor.RGB(hex: hex) else { throw invalid("the colour '\(text)'; expected #RRGGBB") }
            return rgb
        case .object(let members):
            func member(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
            if let alpha = member("alpha"), case .number(let value) = alpha.value, value < 1 {
                throw invalid("a colour with alpha \(value.specText); a field's colour is opaque")
            }
            guard case .string(let space)? = member("colorSpace")?.value else {
                throw invalid("a colour without a colorSpace")
            }
            if space == "srgb", case .array(let components)? = member("components")?.value, components.count == 3 {
                var bytes: [UInt8] = []
                for component in components {
                    switch component.value {
                    case .number(let value) where (0...1).contains(value): bytes.append(UInt8((value * 255).rounded()))
                    case .string("none"): bytes.append(0)
                    default: throw invalid("an sRGB component that is not a number from 0 to 1")
                    }
                }
                return SpecColor.RGB(UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2]))
            }
            if case .string(let hex)? = member("hex")?.value, let rgb = SpecColor.RGB(hex: hex) { return rgb }
            throw invalid("a colour in '\(space)' without a hex; mailsitegen reads srgb components, or a hex fallback")
        default:
            throw invalid("a colour written as \(resolved.value.kindDescription)")
        }
    }

    /// Points: a dimension in `px` (or `rem`, at 16 px), or a plain number.
    func points() throws(TokenIssue) -> Double {
        try measure(units: [("px", 1), ("rem", 16)], what: "a dimension", examples: "18px or 1.5rem")
    }

    /// Seconds: a duration in `ms` or `s`.
    func seconds() throws(TokenIssue) -> Double {
        try measure(units: [("ms", 0.001), ("s", 1)], what: "a duration", examples: "300ms or 0.3s")
    }

    func number() throws(TokenIssue) -> Double {
        switch resolved.value.value {
        case .number(let number): return number
        case .string:
            let text = try legacyText()
            guard let number = Double(text), number.isFinite else { throw invalid("the number '\(text)'") }
            return number
        default: throw invalid("a number written as \(resolved.value.kindDescription)")
        }
    }

    func boolean() throws(TokenIssue) -> Bool {
        switch resolved.value.value {
        case .bool(let flag): return flag
        case .string("true"): return true
        case .string("false"): return false
        default: throw invalid("a boolean written as \(resolved.value.kindDescription)")
        }
    }

    func string() throws(TokenIssue) -> String {
        guard case .string = resolved.value.value else {
            throw invalid("a string written as \(resolved.value.kindDescription)")
        }
        return try legacyText()
    }

    /// A spring: the `org.mailsitegen.spring` extension of a transition token, as
    /// `mailsitegen tokens` writes it. Its cubic Bézier is an approximation and never read.
    func spring() throws(TokenIssue) -> (duration: Double, bounce: Double) {
        guard case .object(let extensions)? = resolved.source.extensions?.value,
            case .object(let spring)? = extensions.first(where: { $0.key == Self.springExtension })?.value.value,
            case .number(let duration)? = spring.first(where: { $0.key == "duration" })?.value.value,
            case .number(let bounce)? = spring.first(where: { $0.key == "bounce" })?.value.value
        else {
            throw TokenIssue(
                "{\(resolved.name)} is a transition without $extensions[\"\(Self.springExtension)\"] "
                    + "{\"duration\", \"bounce\"} (\(place)); a spring is read from there, never from a cubic Bézier")
        }
        return (duration, bounce)
    }

    static let springExtension = "org.mailsitegen.spring"

    // MARK: Reading

    /// A number, a `{"value", "unit"}` object, or the legacy string (`"300ms"`); `examples` show
    /// that string's form when one cannot be read.
    private func measure(units: [(String, Double)], what: String, examples: String) throws(TokenIssue) -> Double {
        switch resolved.value.value {
        case .number(let number):
            return number
        case .object(let members):
            guard case .number(let value)? = members.first(where: { $0.key == "value" })?.value.value,
                case .string(let unit)? = members.first(where: { $0.key == "unit" })?.value.value
            else { throw invalid("\(what) without a numeric value and a unit") }
            guard let scale = units.first(where: { $0.0 == unit })?.1 else {
                throw invalid("\(what) in '\(unit)'; expected \(units.map(\.0).joined(separator: " or "))")
            }
            return value * scale
        case .string:
            let text = try legacyText()
            for (unit, scale) in units.sorted(by: { $0.0.count > $1.0.count }) where text.hasSuffix(unit) {
                if let value = Double(text.dropLast(unit.count)), value.isFinite { return value * scale }
            }
            if let value = Double(text), value == 0 { return 0 }
            throw invalid("\(what) '\(text)'", hint: "write a number and its unit, \(examples)")
        default:
            throw invalid("\(what) written as \(resolved.value.kindDescription)")
        }
    }

    /// The token's string with each alias inside it (`"{space.base}px"`) replaced by the text of
    /// the token it names: a number as written, a dimension or duration with its unit, a colour's hex.
    private func legacyText() throws(TokenIssue) -> String {
        guard case .string(let text) = resolved.value.value else { return "" }
        guard text.contains("{") else { return text }
        var output = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            output += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            let chain = within + [resolved.name]
            guard !chain.contains(name) else {
                let cycle = (chain + [name]).map { "{\($0)}" }.joined(separator: " → ")
                throw TokenIssue("the aliases refer to each other: \(cycle) (\(place))")
            }
            let inner = TokenValue(resolved: try set.resolve(name), set: set, within: chain)
            output += try inner.text()
            rest = rest[rest.index(after: close)...]
        }
        return output + rest
    }

    /// The text an alias inside a string stands for.
    private func text() throws(TokenIssue) -> String {
        switch resolved.value.value {
        case .number(let number): return number.specText
        case .string: return try legacyText()
        case .bool(let flag): return flag ? "true" : "false"
        case .object(let members):
            if resolved.type == "color" { return try color().description }
            if case .number(let value)? = members.first(where: { $0.key == "value" })?.value.value,
                case .string(let unit)? = members.first(where: { $0.key == "unit" })?.value.value
            {
                return value.specText + unit
            }
            throw invalid("a value that cannot stand inside a string")
        default: throw invalid("a value that cannot stand inside a string")
        }
    }

    private func invalid(_ what: String, hint: String? = nil) -> TokenIssue {
        TokenIssue("{\(resolved.name)} holds \(what) (\(place))" + (hint.map { "; " + $0 } ?? ""))
    }
}
