extension PluralRuleParser {
    /// The tokens of a condition's text; spaces separate them and are otherwise ignored.
    static func tokens(of text: Substring, in rule: String) throws(PluralRuleError) -> [Token] {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        var index = 0
        /// Whether the byte at `index` is one of `range`, false past the end.
        func isAt(_ range: ClosedRange<UInt8>) -> Bool { index < bytes.count && range.contains(bytes[index]) }
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        while index < bytes.count {
            let start = index
            switch bytes[index] {
            case UInt8(ascii: " "):
                index += 1
            case letters:
                while isAt(letters) { index += 1 }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
            case digits:
                var value: UInt = 0
                while isAt(digits) {
                    let (tens, tensOverflow) = value.multipliedReportingOverflow(by: 10)
                    let (sum, sumOverflow) = tens.addingReportingOverflow(UInt(bytes[index] - UInt8(ascii: "0")))
                    if tensOverflow || sumOverflow {
                        throw PluralRuleError(rule: rule, problem: "a number is too large")
                    }
                    value = sum
                    index += 1
                }
                tokens.append(.number(value))
            case UInt8(ascii: "="), UInt8(ascii: "%"), UInt8(ascii: ","):
                index += 1
                tokens.append(.symbol(String(decoding: bytes[start..<index], as: UTF8.self)))
            case UInt8(ascii: "!") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "="):
                index += 2
                tokens.append(.symbol("!="))
            case UInt8(ascii: ".") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "."):
                index += 2
                tokens.append(.symbol(".."))
            default:
                // The whole character, continuation bytes included, so that the message quotes it intact.
                var end = start + 1
                while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
                let character = String(decoding: bytes[start..<end], as: UTF8.self)
                throw PluralRuleError(rule: rule, problem: "'\(character)' is not part of the rule syntax")
            }
        }
        return tokens
    }
}
