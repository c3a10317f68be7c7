/// One request head as the preview server reads it: the request line and the header fields of
/// RFC 9112, parsed strictly from bytes by `parse(_:)`, a pure function that the server and the
/// request fuzzer (`Fuzz/Sources/RequestFuzzer`) call alike.
///
/// Strict means that anything two HTTP parsers could read differently is refused rather than
/// guessed at: a bare LF or CR, a space before a header's colon, a folded header line, a second
/// Host or Content-Length, Transfer-Encoding (this server reads no bodies), a target that is not a
/// path (`/…`) or holds a byte outside RFC 3986's, a `%` without two hex digits after it.
public struct HTTPRequest: Equatable, Sendable {
    /// A header field as it came, the value without the whitespace around it.
    public struct Field: Equatable, Sendable {
        public var name: String
        public var value: [UInt8]

        public init(name: String, value: [UInt8]) {
            self.name = name
            self.value = value
        }
    }

    /// `GET`; any token: which methods are served is the router's business (405).
    public var method: String
    /// The request target in origin form, `/index.html?x=1`, exactly as sent (no decoding).
    public var target: String
    /// 1 for HTTP/1.1, 0 for HTTP/1.0.
    public var minorVersion: Int
    public var fields: [Field]

    public init(method: String, target: String, minorVersion: Int, fields: [Field]) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.fields = fields
    }

    /// What the bytes received so far amount to.
    public enum Parse: Equatable, Sendable {
        /// No complete head yet, and nothing wrong so far: read more.
        case incomplete
        /// A complete, well-formed head of `length` bytes (its final empty line included).
        case request(HTTPRequest, length: Int)
        /// Refused with this status; the connection is closed after answering.
        case invalid(HTTPStatus)
    }

    /// The request line without its CRLF, at most (longer: 414).
    public static let maximumRequestLineLength = 8_192
    /// The whole head, final empty line included, at most (longer: 431).
    public static let maximumHeadLength = 16_384
    /// Header fields, at most (more: 431).
    public static let maximumFieldCount = 100

    /// The value of the header field `name` (case-insensitive) as text, if it was sent.
    public func field(_ name: String) -> String? {
        let lowercased = name.lowercased()
        return fields.first { $0.name.lowercased() == lowercased }.map { String(decoding: $0.value, as: UTF8.self) }
    }

    /// The target's path: what comes before `?`.
    public var path: Substring {
        target[..<(target.firstIndex(of: "?") ?? target.endIndex)]
    }

    /// Whether the client asked to keep the connection open: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    public var keepsAlive: Bool {
        let options = connectionOptions
        if options.contains("close") { return false }
        return minorVersion == 1 || options.contains("keep-alive")
    }

    /// The bytes of body the client announced (Content-Length); this server reads none.
    public var contentLength: Int {
        field("content-length").flatMap { Int($0) } ?? 0
    }

    private var connectionOptions: [String] {
        fields.filter { $0.name.lowercased() == "connection" }.flatMap { field in
            String(decoding: field.value, as: UTF8.self).lowercased().split(separator: ",").map {
                $0.trimmingSpaces
            }
        }
    }
}

extension HTTPRequest {
    /// Reads the head at the start of `bytes`. Stateless: the server calls it again on the whole
    /// buffer when more bytes arrive (after it has seen an empty line, or past the limits), so a
    /// request split anywhere across reads parses as it would in one piece.
    public static func parse(_ bytes: ArraySlice<UInt8>) -> Parse {
        var lines: [Range<Int>] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == .lineFeed { return .invalid(.badRequest) }
            if byte == .carriageReturn {
                let next = bytes.index(after: index)
                guard next < bytes.endIndex else { break }
                guard bytes[next] == .lineFeed else { return .invalid(.badRequest) }
                if lineStart == index {
                    let length = next + 1 - bytes.startIndex
                    return head(bytes, lines: lines, length: length)
                }
                lines.append(lineStart..<index)
                if lines.count > maximumFieldCount + 1 { return .invalid(.requestHeaderFieldsTooLarge) }
                index = next + 1
                lineStart = index
                continue
            }
            index += 1
            if lines.isEmpty && index - lineStart > maximumRequestLineLength { return .invalid(.uriTooLong) }
            if index - bytes.startIndex >= maximumHeadLength { return .invalid(.requestHeaderFieldsTooLarge) }
        }
        return .incomplete
    }

    /// The head once its empty line is found: the request line, then each field.
    private static func head(_ bytes: ArraySlice<UInt8>, lines: [Range<Int>], length: Int) -> Parse {
        guard length <= maximumHeadLength else { return .invalid(.requestHeaderFieldsTooLarge) }
        guard let requestLine = lines.first else { return .invalid(.badRequest) }
        guard requestLine.count <= maximumRequestLineLength else { return .invalid(.uriTooLong) }
        let parts = bytes[requestLine].split(separator: .space, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .invalid(.badRequest) }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard !method.isEmpty, method.allSatisfy(\.isTokenByte) else { return .invalid(.badRequest) }
        guard isOriginForm(target) else { return .invalid(.badRequest) }
        let minorVersion: Int
        switch versionDigits(version) {
        case (1, 1)?: minorVersion = 1
        case (1, 0)?: minorVersion = 0
        case .some: return .invalid(.httpVersionNotSupported)
        case nil: return .invalid(.badRequest)
        }
        var fields: [Field] = []
        for line in lines.dropFirst() {
            guard let field = field(bytes[line]) else { return .invalid(.badRequest) }
            fields.append(field)
        }
        let request = HTTPRequest(
            method: String(decoding: method, as: UTF8.self), target: String(decoding: target, as: UTF8.self),
            minorVersion: minorVersion, fields: fields)
        if let status = request.semanticProblem { return .invalid(status) }
        return .request(request, length: length)
    }

    /// `name: value`, the name a token right before the colon, the value visible characters,
    /// spaces and tabs (and bytes from 0x80, which old clients send), trimmed.
    private static func field(_ line: ArraySlice<UInt8>) -> Field? {
        guard let colon = line.firstIndex(of: .colon) else { return nil }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(\.isTokenByte) else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, first.isWhitespace { value = value.dropFirst() }
        while let last = value.last, last.isWhitespace { value = value.dropLast() }
        guard value.allSatisfy({ $0.isWhitespace || $0 >= 0x21 && $0 != 0x7F }) else { return nil }
        return Field(name: String(decoding: name, as: UTF8.self), value: Array(value))
    }

    /// A path and an optional query: `/` then RFC 3986's path and query characters, each `%`
    /// followed by two hex digits. No fragment, no absolute form, no `*`.
    private static func isOriginForm(_ target: ArraySlice<UInt8>) -> Bool {
        guard target.first == .slash else { return false }
        var index = target.startIndex
        while index < target.endIndex {
            let byte = target[index]
            if byte == .percent {
                guard index + 2 < target.endIndex, target[index + 1].isHexDigit, target[index + 2].isHexDigit else {
                    return false
                }
                index += 3
                continue
            }
            guard byte.isTargetByte else { return false }
            index += 1
        }
        return true
    }

    /// `HTTP/d.d` → (major, minor); nil if the version is not of that shape.
    private static func versionDigits(_ version: ArraySlice<UInt8>) -> (Int, Int)? {
        let bytes = Array(version)
        guard bytes.count == 8, bytes[0..<5].elementsEqual("HTTP/".utf8), bytes[6] == UInt8(ascii: "."),
            bytes[5].isDigit, bytes[7].isDigit
        else { return nil }
        return (Int(bytes[5] - UInt8(ascii: "0")), Int(bytes[7] - UInt8(ascii: "0")))
    }

    /// What a well-formed head may still get wrong: Host (exactly one in HTTP/1.1, at most one in
    /// 1.0), Content-Length (at most one, digits only), Transfer-Encoding (not implemented here:
    /// a server that cannot find the end of a body must not guess it).
    private var semanticProblem: HTTPStatus? {
        let names = fields.map { $0.name.lowercased() }
        let hosts = names.count { $0 == "host" }
        if hosts > 1 || (minorVersion == 1 && hosts == 0) { return .badRequest }
        if names.contains("transfer-encoding") { return .notImplemented }
        let lengths = fields.filter { $0.name.lowercased() == "content-length" }
        if lengths.count > 1 { return .badRequest }
        if let length = lengths.first?.value {
            guard !length.isEmpty, length.count <= 18, length.allSatisfy(\.isDigit) else { return .badRequest }
        }
        return nil
    }
}

extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let colon = UInt8(ascii: ":")
    static let slash = UInt8(ascii: "/")
    static let percent = UInt8(ascii: "%")

    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isAlpha: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }
    fileprivate var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
    fileprivate var isWhitespace: Bool { self == .space || self == UInt8(ascii: "\t") }

    /// RFC 9110 `tchar`: what methods and field names are made of.
    fileprivate var isTokenByte: Bool {
        isDigit || isAlpha || "!#$%&'*+-.^_`|~".utf8.contains(self)
    }

    /// RFC 3986 `pchar`, `/` and `?`, less `%` (checked with its digits): unreserved, sub-delims, `:`, `@`.
    fileprivate var isTargetByte: Bool {
        isDigit || isAlpha || "-._~!$&'()*+,;=:@/?".utf8.contains(self)
    }
}

extension Substring {
    /// Without the spaces and tabs around it.
    fileprivate var trimmingSpaces: String {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
