/// How a locale writes a whole number: its ten digits, its grouping separator and group sizes.
/// Read from the locale tables and applied by the generator and by the page's script
/// alike (`app.js` gets it as data), so a count is written the same whichever of them writes it.
/// The generator also writes decimals with it (the review board's figures), with the locale's
/// decimal separator.
public struct NumberShape: Sendable, Equatable {
    /// `0` to `9` in the locale's numbering system: `٠` … `٩` for `ar-SA`.
    public var digits: [String]
    /// Between groups: `,` `.` `٬`, a no-break space.
    public var separator: String
    /// The size of the group nearest the units, and of each further one (3 and 3; 3 and 2 in India).
    public var primaryGroup: Int
    public var secondaryGroup: Int
    /// How many digits the number has before it is grouped at all (5 in Polish and Spanish: `1000`, `10 000`).
    public var minimumDigits: Int
    /// Between a number's whole part and its fraction: `.` `,` `٫`.
    public var decimalSeparator: String

    /// Western digits grouped by threes with a comma.
    public init(
        digits: [String] = (0...9).map(String.init), separator: String = ",", primaryGroup: Int = 3,
        secondaryGroup: Int = 3, minimumDigits: Int = 4, decimalSeparator: String = "."
    ) {
        (self.digits, self.separator, self.primaryGroup) = (digits, separator, primaryGroup)
        (self.secondaryGroup, self.minimumDigits) = (secondaryGroup, minimumDigits)
        self.decimalSeparator = decimalSeparator
    }

    /// A number written as the generator writes it in CSS or Swift (`117.5`, `-3`, `0.3`: ASCII
    /// digits, a `.` before the fraction), written in this shape: `١١٧٫٥` in `ar-SA`, `117,5` in
    /// `de-DE`. The whole part is grouped as a count is; other text is kept as it is.
    public func format(numeral: String) -> String {
        let negative = numeral.hasPrefix("-")
        let parts = numeral.dropFirst(negative ? 1 : 0).split(separator: ".", maxSplits: 1)
        guard let first = parts.first, first.allSatisfy(\.isASCII), let whole = Int(first) else {
            return localDigits(numeral)
        }
        let fraction = parts.count == 2 ? decimalSeparator + localDigits(parts[1]) : ""
        return (negative ? "-" : "") + format(whole) + fraction
    }

    /// Each ASCII digit of `text` as this shape's.
    private func localDigits(_ text: some StringProtocol) -> String {
        text.map { character in
            guard character.isASCII, let digit = character.wholeNumberValue else { return String(character) }
            return digits[digit]
        }.joined()
    }

    /// `count` written in this shape.
    public func format(_ count: Int) -> String {
        let plain = String(count.magnitude)
        var groupsFromRight: [Substring] = []
        var end = plain.endIndex
        var size = primaryGroup
        if plain.count >= minimumDigits {
            while plain.distance(from: plain.startIndex, to: end) > size {
                let start = plain.index(end, offsetBy: -size)
                groupsFromRight.append(plain[start..<end])
                end = start
                size = secondaryGroup
            }
        }
        groupsFromRight.append(plain[plain.startIndex..<end])
        let grouped = groupsFromRight.reversed().joined(separator: separator)
        let written = grouped.map { character -> String in
            guard let digit = character.wholeNumberValue, character.isASCII else { return String(character) }
            return digits[digit]
        }.joined()
        return count < 0 ? "-" + written : written
    }
}
