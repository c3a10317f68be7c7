import LayoutSpec

/// A response as the preview server sends it: the status, the header fields and the body. Every
/// response says what it is (`Content-Type`, `X-Content-Type-Options: nosniff`), is never cached
/// (`Cache-Control: no-store`: a reload always gets the current build) and may only be used by
/// the page it belongs to (`Cross-Origin-Resource-Policy: same-origin`).
public struct HTTPResponse: Equatable, Sendable {
    public var status: HTTPStatus
    public var contentType: String
    /// Fields beyond those every response has.
    public var extraFields: [(name: String, value: String)]
    public var body: [UInt8]
    /// Whether the connection is closed once this response is sent.
    public var closesConnection = false

    public init(
        status: HTTPStatus, contentType: String, body: [UInt8], extraFields: [(name: String, value: String)] = [],
        closesConnection: Bool = false
    ) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.extraFields = extraFields
        self.closesConnection = closesConnection
    }

    /// A short plain-text answer for an error status.
    public static func error(_ status: HTTPStatus, extraFields: [(name: String, value: String)] = []) -> HTTPResponse {
        HTTPResponse(
            status: status, contentType: "text/plain; charset=utf-8",
            body: Array("\(status.rawValue) \(status.reason)\n".utf8), extraFields: extraFields,
            closesConnection: status != .notFound && status != .methodNotAllowed && status != .forbidden)
    }

    /// A JSON answer (the edit endpoint's): `{"error": "…"}` for a refusal. It keeps the
    /// connection: one whose body was not read is closed by the loop (lingering).
    static func json(_ status: HTTPStatus, _ value: JSONValue) -> HTTPResponse {
        HTTPResponse(
            status: status, contentType: "application/json; charset=utf-8", body: Array((value.oneLine + "\n").utf8))
    }

    /// The same response with one more header field.
    func adding(_ field: (name: String, value: String)) -> HTTPResponse {
        var response = self
        response.extraFields.append(field)
        return response
    }

    /// The status line and header fields, ending with the empty line. `Content-Length` is the
    /// body's even for HEAD, which sends no body.
    public var head: [UInt8] {
        var text = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        text += "Content-Type: \(contentType)\r\n"
        text += "Content-Length: \(body.count)\r\n"
        text += Self.commonFields
        for field in extraFields { text += "\(field.name): \(field.value)\r\n" }
        if closesConnection { text += "Connection: close\r\n" }
        text += "\r\n"
        return Array(text.utf8)
    }

    static let commonFields =
        "X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nCross-Origin-Resource-Policy: same-origin\r\n"
        + "Referrer-Policy: no-referrer\r\n"

    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.head == rhs.head && lhs.body == rhs.body
    }
}
