import Encoders
import Testing

/// The digests behind the Content-Security-Policy hashes of single-file pages (expected values
/// from Python's hashlib).
struct SHA256Tests {
    @Test(arguments: [
        ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
        ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
        (String(repeating: "a", count: 1000), "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM="),
    ])
    func knownDigests(_ text: String, _ base64: String) {
        #expect(Base64.encoded(SHA256.digest(Array(text.utf8))) == base64)
    }

    /// RFC 4648's test vectors: every padding case.
    @Test func base64PadsAsTheStandardSays() {
        let vectors = [
            "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
            "foobar": "Zm9vYmFy",
        ]
        for (text, encoded) in vectors { #expect(Base64.encoded(Array(text.utf8)) == encoded) }
    }
}
