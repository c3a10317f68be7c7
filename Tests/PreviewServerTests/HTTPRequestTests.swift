import Testing

@testable import PreviewServer

/// The request parser: what it accepts, what it refuses and with which status.
struct HTTPRequestTests {
    private func parse(_ text: String) -> HTTPRequest.Parse {
        HTTPRequest.parse(Array(text.utf8)[...])
    }

    private func request(_ text: String) throws -> HTTPRequest {
        guard case .request(let request, let length) = parse(text) else {
            Issue.record("not accepted: \(parse(text))")
            throw CancellationError()
        }
        #expect(length == text.utf8.count)
        return request
    }

    @Test func aPlainGetIsReadWithItsFields() throws {
        let parsed = try request(
            "GET /index.html?scroll-driver=script HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nAccept:  */* \r\n\r\n")
        #expect(parsed.method == "GET")
        #expect(parsed.target == "/index.html?scroll-driver=script")
        #expect(parsed.path == "/index.html")
        #expect(parsed.minorVersion == 1)
        #expect(parsed.field("HOST") == "127.0.0.1:8000")
        #expect(parsed.field("accept") == "*/*")
        #expect(parsed.keepsAlive)
    }

    @Test func theHeadEndsAtTheFirstEmptyLineAndWhatFollowsIsLeft() {
        let text = "GET / HTTP/1.1\r\nHost: a\r\n\r\nGET /app.js HTTP/1.1\r\n"
        guard case .request(let request, let length) = parse(text) else {
            Issue.record("not accepted")
            return
        }
        #expect(request.target == "/")
        #expect(length == "GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8.count)
    }

    @Test func everyPrefixOfAHeadIsIncomplete() {
        let text = Array("GET /style.css HTTP/1.1\r\nHost: localhost:8000\r\nConnection: close\r\n\r\n".utf8)
        for end in 0..<text.count { #expect(HTTPRequest.parse(text[..<end]) == .incomplete, "\(end)") }
        #expect(HTTPRequest.parse(text[...]) != .incomplete)
    }

    @Test func connectionOptionsDecideKeepAlive() throws {
        #expect(try !request("GET / HTTP/1.1\r\nHost: a\r\nConnection: Close\r\n\r\n").keepsAlive)
        #expect(try !request("GET / HTTP/1.0\r\n\r\n").keepsAlive)
        #expect(try request("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n").keepsAlive)
        #expect(try request("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 12\r\n\r\n").contentLength == 12)
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\nHost: a\n\n", HTTPStatus.badRequest),  // bare LF
        ("GET / HTTP/1.1\r\nHost: a\rX: b\r\n\r\n", .badRequest),  // bare CR
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),  // two spaces
        ("GET / HTTP/1.1 \r\nHost: a\r\n\r\n", .badRequest),
        ("GET /a#b HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),  // a fragment
        ("GET /a%2 HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),  // % without two hex digits
        ("GET /a%zz HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET /a\"b HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),  // absolute form
        ("GET * HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("G(T / HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),  // not a token
        ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", .httpVersionNotSupported),
        ("GET / HTTP/1.10\r\nHost: a\r\n\r\n", .badRequest),
        ("GET / http/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\n\r\n", .badRequest),  // no Host
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", .badRequest),  // space before the colon
        ("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n", .badRequest),  // obs-fold
        ("GET / HTTP/1.1\r\nHost: a\r\nNo-Colon\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\u{7F}\r\n\r\n", .badRequest),  // DEL in a value
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", .notImplemented),
        ("\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),  // an empty line first
    ])
    func malformedHeadsAreRefused(_ text: String, _ status: HTTPStatus) {
        #expect(parse(text) == .invalid(status))
    }

    @Test func aRequestLineOverTheLimitIs414EvenBeforeItEnds() {
        let path = "/" + String(repeating: "a", count: HTTPRequest.maximumRequestLineLength)
        #expect(parse("GET \(path)") == .invalid(.uriTooLong))
        #expect(parse("GET \(path) HTTP/1.1\r\nHost: a\r\n\r\n") == .invalid(.uriTooLong))
        let longest = "/" + String(repeating: "a", count: HTTPRequest.maximumRequestLineLength - 14)
        #expect(parse("GET \(longest) HTTP/1.1") == .incomplete)
    }

    @Test func headersOverTheLimitsAre431() {
        let big = "GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "b", count: HTTPRequest.maximumHeadLength)
        #expect(parse(big) == .invalid(.requestHeaderFieldsTooLarge))
        let many =
            "GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "X: b\r\n", count: HTTPRequest.maximumFieldCount)
        #expect(parse(many + "\r\n") == .invalid(.requestHeaderFieldsTooLarge))
        let enough =
            "GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "X: b\r\n", count: HTTPRequest.maximumFieldCount - 1)
        guard case .request = parse(enough + "\r\n") else {
            Issue.record("\(HTTPRequest.maximumFieldCount) fields are allowed")
            return
        }
    }

    @Test func aHeadOfExactlyTheLimitIsAccepted() {
        let start = "GET / HTTP/1.1\r\nHost: a\r\nX: "
        let filler = String(repeating: "b", count: HTTPRequest.maximumHeadLength - start.utf8.count - 4)
        guard case .request(_, let length) = parse(start + filler + "\r\n\r\n") else {
            Issue.record("a head of \(HTTPRequest.maximumHeadLength) bytes is allowed")
            return
        }
        #expect(length == HTTPRequest.maximumHeadLength)
        #expect(parse(start + filler + "b\r\n\r\n") == .invalid(.requestHeaderFieldsTooLarge))
    }

    @Test func anyMethodTokenParsesTheRouterDecidesWhatIsServed() throws {
        #expect(try request("DELETE / HTTP/1.1\r\nHost: a\r\n\r\n").method == "DELETE")
    }
}
