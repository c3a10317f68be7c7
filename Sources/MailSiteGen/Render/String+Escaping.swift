import LayoutSpec

/// Escaping by context, in one place. Text from a spec reaches the page only through these.
extension String {
    /// For HTML text and for attribute values in double or single quotes: `& < > " '` become
    /// references. Both contexts share one function so no caller can pick the weaker one.
    public var htmlEscaped: String {
        replacingBytes { bytes, index in
            switch bytes[index] {
            case UInt8(ascii: "&"): ("&amp;", 1)
            case UInt8(ascii: "<"): ("&lt;", 1)
            case UInt8(ascii: ">"): ("&gt;", 1)
            case UInt8(ascii: "\""): ("&quot;", 1)
            case UInt8(ascii: "'"): ("&#39;", 1)
            case 0: ("\u{FFFD}", 1)  // NUL is not allowed in HTML text
            default: nil
            }
        }
    }
}

extension String {
    /// For text inside a JavaScript template literal (between backquotes): `\`, `` ` `` and `$`
    /// escaped by a backslash, so the literal's value is this text, never a substitution.
    var templateLiteralEscaped: String {
        replacingBytes { bytes, index in
            switch bytes[index] {
            case UInt8(ascii: "\\"): ("\\\\", 1)
            case UInt8(ascii: "`"): ("\\`", 1)
            case UInt8(ascii: "$"): ("\\$", 1)
            default: nil
            }
        }
    }

    /// For JSON inside a `<script>`: `<`, `>`, `&` and the two line separators as `\u` escapes,
    /// which JSON and JavaScript read back as the same characters, so no text can close the
    /// script or open a comment in it.
    var scriptEscaped: String {
        replacingBytes { bytes, index in
            switch bytes[index] {
            case UInt8(ascii: "<"): ("\\u003C", 1)
            case UInt8(ascii: ">"): ("\\u003E", 1)
            case UInt8(ascii: "&"): ("\\u0026", 1)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA8:
                ("\\u2028", 3)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9:
                ("\\u2029", 3)
            default: nil
            }
        }
    }

    /// This text with the bytes `replacement` names replaced, in one pass over its UTF-8: given
    /// the bytes and an index, `replacement` returns the text to write instead and how many bytes
    /// it replaces, or nil to keep the byte. Text with nothing to replace is handed back as it is.
    /// A byte loop, as appending `unicodeScalars` one by one cost a build a tenth of its work.
    private func replacingBytes(
        _ replacement: (UnsafeBufferPointer<UInt8>, Int) -> (text: StaticString, count: Int)?
    ) -> String {
        var text = self
        return text.withUTF8 { bytes in
            var output: [UInt8] = []
            var copied = 0
            var index = 0
            while index < bytes.count {
                guard let (replacementText, count) = replacement(bytes, index) else {
                    index += 1
                    continue
                }
                if output.isEmpty { output.reserveCapacity(bytes.count + 64) }
                output.append(contentsOf: bytes[copied..<index])
                output.append(
                    contentsOf: UnsafeBufferPointer(
                        start: replacementText.utf8Start, count: replacementText.utf8CodeUnitCount))
                index += count
                copied = index
            }
            guard copied > 0 else { return self }
            output.append(contentsOf: bytes[copied...])
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// For a value in a URL's query or fragment, as JavaScript's `encodeURIComponent` writes it:
    /// every UTF-8 byte but letters, digits and `-_.!~*'()` percent-encoded, so `URLSearchParams`
    /// reads back exactly this text. The URL still needs `htmlEscaped` in an attribute.
    public var uriComponentEncoded: String { percentEncoded(keeping: Self.uriComponentBytes) }

    /// Every UTF-8 byte not in `kept` written `%XX`, in upper case.
    func percentEncoded(keeping kept: Set<UInt8>) -> String {
        var encoded = ""
        encoded.reserveCapacity(utf8.count)
        for byte in utf8 {
            if kept.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += byte < 16 ? "%0" + hex : "%" + hex
            }
        }
        return encoded
    }

    private static let uriComponentBytes = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()".utf8)
}
