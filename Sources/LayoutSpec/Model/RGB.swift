extension SpecColor {
    /// An sRGB colour, 8 bits a channel.
    public struct RGB: Sendable, Equatable, Hashable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(_ hex: UInt32) {
            red = UInt8(hex >> 16 & 0xFF)
            green = UInt8(hex >> 8 & 0xFF)
            blue = UInt8(hex & 0xFF)
        }

        /// `#RRGGBB` (strictly six hex digits) or nil.
        public init?(hex text: String) {
            let digits = text.utf8.dropFirst()
            guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6,
                digits.allSatisfy({
                    ("0"..."9").contains(UnicodeScalar($0)) || ("a"..."f").contains(UnicodeScalar($0 | 0x20))
                }),
                let value = UInt32(String(text.dropFirst()), radix: 16)
            else { return nil }
            self.init(value)
        }

        public var description: String {
            "#"
                + [red, green, blue].map { byte in
                    let digits = String(byte, radix: 16, uppercase: true)
                    return digits.count == 1 ? "0" + digits : digits
                }.joined()
        }
    }
}
