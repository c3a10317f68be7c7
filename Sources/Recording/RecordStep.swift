/// One step of a recording, as `--play` names it: `tap:<tab id or allMails>`, `scroll:<points>`,
/// `search`, `cancel` or `wait:<seconds>`. Each starts once the one before it has settled, in
/// page time.
public enum RecordStep: Sendable, Equatable {
    /// The tab (or All Mails) selected, as a tap on its pill selects it.
    case tap(String)
    /// The list flicked to this offset in points, decelerating as iOS does (`Flick`).
    case scroll(Double)
    /// The search field takes focus: the tab bar folds away.
    case search
    /// Search's Cancel: the tab bar comes back.
    case cancel
    /// Nothing happens for this many seconds of page time.
    case wait(Double)

    /// The step as `--play` writes it.
    public var text: String {
        switch self {
        case .tap(let id): "tap:\(id)"
        case .scroll(let offset): "scroll:\(Self.number(offset))"
        case .search: "search"
        case .cancel: "cancel"
        case .wait(let seconds): "wait:\(Self.number(seconds))"
        }
    }

    /// A number as the steps and messages write it: `120`, `1.5`.
    public static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The longest `wait`: ten minutes of page time.
    public static let longestWait = 600.0

    /// The steps of `--play`: comma-separated, spaces around each ignored.
    public static func parse(_ text: String) throws(RecordingError) -> [RecordStep] {
        var steps: [RecordStep] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = String(part.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
            steps.append(try parseOne(word))
        }
        return steps
    }

    private static func parseOne(_ word: String) throws(RecordingError) -> RecordStep {
        let pieces = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let kind = pieces[0]
        let argument = pieces.count > 1 ? pieces[1] : nil
        switch (kind, argument) {
        case ("search", nil): return .search
        case ("cancel", nil): return .cancel
        case ("tap", let id?) where !id.isEmpty: return .tap(id)
        case ("scroll", let text?):
            guard let offset = decimal(text), offset >= 0 else {
                throw .notANumber(step: word, expected: "points, 0 or more")
            }
            return .scroll(offset)
        case ("wait", let text?):
            guard let seconds = decimal(text), seconds >= 0, seconds <= longestWait else {
                throw .notANumber(step: word, expected: "seconds, 0 to \(number(longestWait))")
            }
            return .wait(seconds)
        case ("tap", _), ("scroll", nil), ("wait", nil), ("search", _), ("cancel", _):
            throw .malformedStep(word)
        default: throw .unknownStep(word)
        }
    }

    /// A decimal number as people write it (`120`, `1.5`, `.5`): digits, at most one point, no
    /// sign, exponent, `inf` or `nan`.
    public static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            text.filter({ $0 == "." }).count <= 1, text != "."
        else { return nil }
        return Double(text)
    }

    /// The demo `record` plays without `--play`: All Mails to a category, to another, back to All
    /// Mails; a scroll under the material and back; search opened and cancelled. `first` and
    /// `second` are the spec's first two categories; `underMaterial` an offset past the header's
    /// ramp, at most the list's end.
    public static func demo(first: String?, second: String?, underMaterial: Double) -> [RecordStep] {
        var steps: [RecordStep] = []
        if let first { steps.append(.tap(first)) }
        if let second { steps.append(.tap(second)) }
        if first != nil { steps.append(.tap(allMailsID)) }
        if underMaterial > 0 { steps += [.scroll(underMaterial), .scroll(0)] }
        return steps + [.search, .cancel]
    }

    public static let allMailsID = "allMails"
}
