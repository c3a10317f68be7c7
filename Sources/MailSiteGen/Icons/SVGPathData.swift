/// A path's `d`, parsed into commands of numbers and written again: nothing but command letters,
/// numbers and spaces can reach the output. As SVG draws a path, a syntax error ends it: the
/// commands before the error are kept.
struct SVGPathData: Sendable, Equatable {
    struct Command: Sendable, Equatable {
        /// One of `MmLlHhVvCcSsQqTtAaZz`, each written out (an implicit repeat gets its letter).
        var letter: UInt8
        var arguments: [Double]
    }

    var commands: [Command]

    /// How many numbers each command takes; an arc's flags (its 4th and 5th) are 0 or 1.
    private static let arity: [UInt8: Int] = [
        UInt8(ascii: "M"): 2, UInt8(ascii: "L"): 2, UInt8(ascii: "H"): 1, UInt8(ascii: "V"): 1,
        UInt8(ascii: "C"): 6, UInt8(ascii: "S"): 4, UInt8(ascii: "Q"): 4, UInt8(ascii: "T"): 2,
        UInt8(ascii: "A"): 7, UInt8(ascii: "Z"): 0,
    ]

    init(commands: [Command]) {
        self.commands = commands
    }

    /// The commands of `d` up to its first error; none when it does not start with a move.
    init(_ text: String) {
        var scanner = SVGNumberScanner(text)
        var commands: [Command] = []
        scanner.skipSpace()
        parsing: while let byte = scanner.current {
            let upper = byte & ~0x20
            guard let arity = Self.arity[upper] else { break }
            if commands.isEmpty && upper != UInt8(ascii: "M") { break }
            scanner.advance()
            scanner.skipSpace()
            if arity == 0 {
                commands.append(Command(letter: byte, arguments: []))
                continue
            }
            var letter = byte
            var first = true
            repeat {
                var arguments: [Double] = []
                for position in 0..<arity {
                    if position > 0 { scanner.skipSeparator() }
                    let value: Double?
                    if upper == UInt8(ascii: "A"), position == 3 || position == 4 {
                        value = scanner.flag().map { $0 ? 1 : 0 }
                    } else {
                        value = scanner.number()
                    }
                    guard let value else { break parsing }
                    arguments.append(value)
                }
                if upper == UInt8(ascii: "A"), arguments[0] < 0 || arguments[1] < 0 { break parsing }
                commands.append(Command(letter: letter, arguments: arguments))
                // A move's further pairs are lines, absolute or relative as the move was.
                if first, upper == UInt8(ascii: "M") {
                    letter = byte == UInt8(ascii: "M") ? UInt8(ascii: "L") : UInt8(ascii: "l")
                }
                first = false
                scanner.skipSeparator()
            } while scanner.current.map(Self.startsNumber) ?? false
        }
        self.commands = commands
    }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".")
    }

    /// Whether it draws anything: more than its first move.
    var draws: Bool { commands.count > 1 }

    /// `M1 2L3 4Z`: each command's letter, then its numbers.
    var text: String {
        commands.map { command in
            String(UnicodeScalar(command.letter)) + command.arguments.map(\.svgText).joined(separator: " ")
        }.joined()
    }
}
