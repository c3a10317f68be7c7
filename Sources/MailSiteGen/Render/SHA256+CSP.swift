import Encoders

extension SHA256 {
    /// `'sha256-<base64>'`, as a Content-Security-Policy source for an inline style or script.
    static func cspSource(for text: String) -> String {
        "'sha256-\(Base64.encoded(digest(Array(text.utf8))))'"
    }
}
