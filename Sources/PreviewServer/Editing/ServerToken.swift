/// The secret a served page sends with each edit (`X-MailSiteGen-Token`): 256 random bits in hex,
/// new at each start of `serve`. Only a page of this server can read it (it is in the page's
/// head), so a page of another origin cannot make an edit even where it can send a request.
struct ServerToken: Sendable, Equatable {
    let text: String

    init(text: String) {
        self.text = text
    }

    /// 32 bytes from the system's generator (`getrandom(2)` on Linux, `arc4random` on Darwin).
    static func random() -> ServerToken {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<32).map { _ -> String in
            let byte = UInt8.random(in: 0...255, using: &generator)
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }
        return ServerToken(text: hex.joined())
    }

    /// Whether `candidate` is the token, in a time that depends on the candidate's length only,
    /// never on how much of it is right.
    func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let expected = Array(text.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(truncatingIfNeeded: expected.count ^ given.count)
        difference |= expected.count == given.count ? 0 : 1
        for index in given.indices {
            difference |= given[index] ^ expected[index % max(expected.count, 1)]
        }
        return difference == 0 && !expected.isEmpty
    }
}
