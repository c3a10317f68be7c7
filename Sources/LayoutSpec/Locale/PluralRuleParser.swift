/// Reads the condition of a CLDR plural rule by recursive descent, after UTS #35's grammar:
///
///     condition      = and_condition ('or' and_condition)*
///     and_condition  = relation ('and' relation)*
///     relation       = expr ('is' 'not'? value | 'not'? ('in' | 'within') range_list | ('=' | '!=') range_list)
///     expr           = operand (('%' | 'mod') value)?
///     range_list     = (value '..' value | value) (',' (value '..' value | value))*
///
/// The text is CLDR's, carried in the source, so an error is a bug in the transcription; it is still an error
/// and not a trap, so that a bad rule costs its language and not the program.
struct PluralRuleParser {
    private let rule: String
    private let tokens: [Token]
    private var position = 0

    /// A word (an operand or a keyword), a number, or one of `=`, `!=`, `%`, `,` and `..`.
    enum Token: Equatable {
        case word(String)
        case number(UInt)
        case symbol(String)
    }

    /// The condition written in `text`, or nil when there is none, as for `other`.
    static func condition(of text: Substring, in rule: String) throws(PluralRuleError) -> PluralCondition? {
        var parser = PluralRuleParser(rule: rule, tokens: try tokens(of: text, in: rule))
        guard !parser.tokens.isEmpty else { return nil }
        return try parser.parseCondition()
    }

    private init(rule: String, tokens: [Token]) {
        self.rule = rule
        self.tokens = tokens
    }

    private mutating func parseCondition() throws(PluralRuleError) -> PluralCondition {
        var alternatives = [try parseAndCondition()]
        while take(.word("or")) { alternatives.append(try parseAndCondition()) }
        if position < tokens.count { throw failure("'and', 'or' or the end was expected, not \(describe(position))") }
        return PluralCondition(alternatives: alternatives)
    }

    private mutating func parseAndCondition() throws(PluralRuleError) -> [PluralCondition.Relation] {
        var relations = [try parseRelation()]
        while take(.word("and")) { relations.append(try parseRelation()) }
        return relations
    }

    private mutating func parseRelation() throws(PluralRuleError) -> PluralCondition.Relation {
        guard position < tokens.count, case .word(let name) = tokens[position],
            let operand = PluralCondition.Operand(rawValue: name)
        else { throw failure("an operand (n, i, v, w, f, t, c or e) was expected, not \(describe(position))") }
        position += 1
        var modulus: UInt?
        if take(.symbol("%")) || take(.word("mod")) {
            let divisor = try parseValue(after: "%")
            guard divisor > 0 else { throw failure("the modulus is 0") }
            modulus = divisor
        }
        var relation = PluralCondition.Relation(operand: operand, modulus: modulus, ranges: [], isNegated: false)
        if take(.word("is")) {
            relation.isNegated = take(.word("not"))
            let value = try parseValue(after: "is")
            relation.ranges = [value...value]
        } else if take(.symbol("=")) {
            relation.ranges = try parseRangeList()
        } else if take(.symbol("!=")) {
            relation.isNegated = true
            relation.ranges = try parseRangeList()
        } else {
            relation.isNegated = take(.word("not"))
            guard take(.word("in")) || take(.word("within")) else {
                throw failure("'=', '!=', 'is', 'in' or 'within' was expected, not \(describe(position))")
            }
            relation.ranges = try parseRangeList()
        }
        return relation
    }

    private mutating func parseRangeList() throws(PluralRuleError) -> [ClosedRange<UInt>] {
        var ranges: [ClosedRange<UInt>] = []
        repeat {
            let low = try parseValue(after: "the relation")
            var high = low
            if take(.symbol("..")) { high = try parseValue(after: "..") }
            guard low <= high else { throw failure("the range \(low)..\(high) runs backwards") }
            ranges.append(low...high)
        } while take(.symbol(","))
        return ranges
    }

    private mutating func parseValue(after what: String) throws(PluralRuleError) -> UInt {
        guard position < tokens.count, case .number(let value) = tokens[position] else {
            throw failure("a number was expected after \(what), not \(describe(position))")
        }
        position += 1
        return value
    }

    /// Steps over the next token if it is `token`.
    private mutating func take(_ token: Token) -> Bool {
        guard position < tokens.count, tokens[position] == token else { return false }
        position += 1
        return true
    }

    private func describe(_ index: Int) -> String {
        guard index < tokens.count else { return "the end" }
        switch tokens[index] {
        case .word(let text), .symbol(let text): return "'\(text)'"
        case .number(let value): return "'\(value)'"
        }
    }

    private func failure(_ problem: String) -> PluralRuleError { PluralRuleError(rule: rule, problem: problem) }
}
