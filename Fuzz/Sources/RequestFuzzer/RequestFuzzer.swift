// libFuzzer entry point for the preview server's request parser (`HTTPRequest.parse`): arbitrary
// bytes as a client could send them. A crash, a hang, or a head the parser accepts that the
// grammar refuses (or refuses that the grammar accepts) is a finding. The grammar is written a
// second time below, as plainly as possible and in another shape, to judge the parser by.
import LibFuzzer
import PreviewServer

/// SwiftPM links an executable's `main` to `<module>_main`: this one hands over to libFuzzer.
@_cdecl("RequestFuzzer_main")
func requestFuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    LibFuzzer.run(argc, argv) { data, size in
        fuzz(Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)))
        return 0
    }
}

func fuzz(_ bytes: [UInt8]) {
    let parsed = HTTPRequest.parse(bytes[...])
    let reference = Reference.parse(bytes)
    switch (parsed, reference) {
    case (.request(let request, let length), .accepted(let expected, let expectedLength)):
        guard length == expectedLength, request == expected else {
            fatalError(
                "the parser read \(request) (\(length) bytes), the grammar \(expected) (\(expectedLength) bytes)")
        }
        // The server feeds a head as it arrives: any cut before its end is incomplete.
        let cut = bytes.isEmpty ? 0 : Int(bytes[bytes.count / 2]) * length / 256
        guard HTTPRequest.parse(bytes[..<cut]) == .incomplete else {
            fatalError(
                "the first \(cut) bytes of an accepted head are not incomplete: \(HTTPRequest.parse(bytes[..<cut]))")
        }
    case (.request(let request, _), _):
        fatalError("accepted a head the grammar refuses: \(request)")
    case (_, .accepted(let expected, _)):
        fatalError("refused a head the grammar accepts (\(parsed)): \(expected)")
    case (.incomplete, _):
        // More bytes are only waited for while no head has ended and the limit is not reached.
        guard Reference.headEnd(bytes) == nil, bytes.count < HTTPRequest.maximumHeadLength else {
            fatalError("incomplete, but the head has ended or is too long (\(bytes.count) bytes)")
        }
    case (.invalid, _):
        break
    }
}

/// The request head's grammar (RFC 9112 with this server's limits and refusals), read top-down:
/// find the empty line, cut the head into lines, check each line against its rule.
enum Reference {
    enum Result {
        case incomplete
        case accepted(HTTPRequest, length: Int)
        case refused
    }

    static let crlf: [UInt8] = [13, 10]
    static let tokenCharacters = Set(
        "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
    /// RFC 3986: unreserved, sub-delims, ":", "@", and "/" "?" (`%` is checked with its digits).
    static let targetCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/?".utf8)
    static let hexDigits = Set("0123456789abcdefABCDEF".utf8)

    /// Where the head's empty line ends: after the first CRLF CRLF, or after a CRLF at the start.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        if bytes.starts(with: crlf) { return 2 }
        guard let range = bytes.firstRange(of: crlf + crlf) else { return nil }
        return range.upperBound
    }

    static func parse(_ bytes: [UInt8]) -> Result {
        guard let end = headEnd(bytes) else { return .incomplete }
        guard end <= HTTPRequest.maximumHeadLength, end > 2 else { return .refused }
        let lines = Array(bytes[..<(end - 4)]).split(separator: crlf, omittingEmptySubsequences: false).map(Array.init)
        guard lines.count <= HTTPRequest.maximumFieldCount + 1 else { return .refused }
        guard lines.allSatisfy({ !$0.contains(13) && !$0.contains(10) }) else { return .refused }
        guard let requestLine = lines.first, requestLine.count <= HTTPRequest.maximumRequestLineLength else {
            return .refused
        }
        let words = requestLine.split(separator: 32, omittingEmptySubsequences: false).map(Array.init)
        guard words.count == 3 else { return .refused }
        let (method, target, version) = (words[0], words[1], words[2])
        guard !method.isEmpty, method.allSatisfy(tokenCharacters.contains), isTarget(target) else { return .refused }
        let minor: Int
        switch String(decoding: version, as: UTF8.self) {
        case "HTTP/1.1": minor = 1
        case "HTTP/1.0": minor = 0
        default: return .refused
        }
        var fields: [HTTPRequest.Field] = []
        for line in lines.dropFirst() {
            guard let field = field(line) else { return .refused }
            fields.append(field)
        }
        let names = fields.map { $0.name.lowercased() }
        let hosts = names.filter { $0 == "host" }.count
        guard hosts <= 1, minor == 0 || hosts == 1, !names.contains("transfer-encoding") else { return .refused }
        let lengths = fields.filter { $0.name.lowercased() == "content-length" }.map(\.value)
        guard lengths.count <= 1 else { return .refused }
        if let length = lengths.first {
            guard (1...18).contains(length.count), length.allSatisfy({ (48...57).contains($0) }) else {
                return .refused
            }
        }
        let request = HTTPRequest(
            method: String(decoding: method, as: UTF8.self), target: String(decoding: target, as: UTF8.self),
            minorVersion: minor, fields: fields)
        return .accepted(request, length: end)
    }

    static func isTarget(_ target: [UInt8]) -> Bool {
        guard target.first == UInt8(ascii: "/") else { return false }
        var rest = target[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard rest.count >= 2, hexDigits.contains(rest[rest.startIndex]),
                    hexDigits.contains(rest[rest.startIndex + 1])
                else { return false }
                rest = rest.dropFirst(2)
            } else if !targetCharacters.contains(byte) {
                return false
            }
        }
        return true
    }

    /// `name ":" OWS value OWS`; the value's bytes visible ASCII, space, tab or from 0x80.
    static func field(_ line: [UInt8]) -> HTTPRequest.Field? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(tokenCharacters.contains) else { return nil }
        let isSpace: (UInt8) -> Bool = { $0 == 32 || $0 == 9 }
        var value = Array(line[(colon + 1)...])
        while let first = value.first, isSpace(first) { value.removeFirst() }
        while let last = value.last, isSpace(last) { value.removeLast() }
        guard value.allSatisfy({ isSpace($0) || (33...126).contains($0) || $0 >= 128 }) else { return nil }
        return HTTPRequest.Field(name: String(decoding: name, as: UTF8.self), value: value)
    }
}
