/// The address a built folder is published at, `https://example.com/proto/`: what makes the page's
/// `og:url`, `<link rel="canonical">` and `og:image` absolute, as unfurlers require.
///
/// Only a plain folder address is accepted: `http` or `https`, a host, no credentials, no query,
/// no fragment, a trailing `/`, and only the characters RFC 3986 allows in a URL (others written
/// percent-encoded). So it can be joined with a file name by concatenation, and it can never close
/// the attribute it is written in: no quote, `<`, `>` or space gets through.
public struct BaseURL: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The URL as written, which is valid.
    public let text: String

    /// Why a text is not a base URL: one sentence, quoting it.
    public struct Invalid: Error, Sendable, Equatable {
        public var message: String
    }

    /// The text, validated.
    public init(_ text: String) throws(Invalid) {
        if let problem = Self.problem(with: text) { throw Invalid(message: problem) }
        self.text = text
    }

    public var description: String { text }

    /// The absolute URL of `file` in the published folder: `https://example.com/proto/social.png`.
    public func appending(_ file: String) -> String { text + file }

    /// An example that passes, for messages.
    static let example = "https://example.com/proto/"

    /// What is wrong with `text` as a base URL, or nil.
    static func problem(with text: String) -> String? {
        let quoted = "'\(text)'"
        let scheme: String
        if text.hasPrefix("https://") {
            scheme = "https://"
        } else if text.hasPrefix("http://") {
            scheme = "http://"
        } else {
            return "\(quoted) is not an http or https URL; write the address the folder is published at, "
                + "e.g. \(example)"
        }
        if let bad = text.unicodeScalars.first(where: { !Self.allowed.contains($0) }) {
            let shown = bad.value < 0x20 || bad.value == 0x7F || bad == " " ? "U+" + hex(bad.value) : "'\(bad)'"
            return "\(quoted) holds \(shown), which a URL cannot hold; percent-encode it"
        }
        let bytes = Array(text.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                return "\(quoted) has a '%' that starts no percent-escape (%XX); write '%25' for a '%'"
            }
        }
        if text.contains("?") { return "\(quoted) has a query ('?…'); a base URL is a folder's address: leave it out" }
        if text.contains("#") {
            return "\(quoted) has a fragment ('#…'); a base URL is a folder's address: leave it out"
        }
        let rest = text.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" }
        if authority.contains("@") { return "\(quoted) holds credentials ('…@'); leave them out of a public address" }
        if authority.isEmpty || authority.hasPrefix(":") { return "\(quoted) has no host" }
        if !text.hasSuffix("/") || authority.count == rest.count {
            return "\(quoted) does not end in '/'; write the folder's address, '\(text)/'"
        }
        return nil
    }

    /// RFC 3986's unreserved and reserved characters and `%`: printable ASCII but for space,
    /// `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`.
    private static let allowed = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%".unicodeScalars)

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
