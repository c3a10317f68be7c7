extension JSONPath {
    /// The path that `text` writes the way `description` does: `tabBar.animation.bounce`,
    /// `tabs[1].color`, `["$schema"]` (a key that is not a plain identifier, as a JSON string in
    /// brackets); `(root)` is the root. Nil when `text` is not such a path.
    public init?(parsing text: String) {
        if text == "(root)" {
            self.init()
            return
        }
        let bytes = Array(text.utf8)
        var components: [Component] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "["):
                guard let (component, end) = Self.bracketed(bytes, from: index) else { return nil }
                components.append(component)
                index = end
            case UInt8(ascii: "."):
                // A dot joins two components; it neither starts nor ends a path.
                guard !components.isEmpty, index + 1 < bytes.count, Self.isKeyByte(bytes[index + 1]) else {
                    return nil
                }
                index += 1
            default:
                guard Self.isKeyByte(bytes[index]), index == 0 || bytes[index - 1] == UInt8(ascii: ".") else {
                    return nil
                }
                let start = index
                while index < bytes.count, Self.isKeyByte(bytes[index]) { index += 1 }
                components.append(.key(String(decoding: bytes[start..<index], as: UTF8.self)))
            }
        }
        guard !components.isEmpty else { return nil }
        self.init(components)
    }

    /// Letters, digits, `_` and `$`: what a key written after a dot may hold.
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$")
    }

    /// `[12]` or `["a key"]` starting at `start`: the component and the index after `]`.
    private static func bracketed(_ bytes: [UInt8], from start: Int) -> (Component, Int)? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            // The key is a JSON string: find its closing quote, then let the parser read it.
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "]"),
                let node = try? JSONParser.parse(Array(bytes[index...end])), case .string(let key) = node.value
            else { return nil }
            return (.key(key), end + 2)
        }
        let digits = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        let count = index - digits
        guard count > 0, count <= 9, index < bytes.count, bytes[index] == UInt8(ascii: "]"),
            count == 1 || bytes[digits] != UInt8(ascii: "0"),
            let number = Int(String(decoding: bytes[digits..<index], as: UTF8.self))
        else { return nil }
        return (.index(number), index + 1)
    }
}
