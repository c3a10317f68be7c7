/// The status codes the preview server answers with, and their reason phrases.
public enum HTTPStatus: Int, Sendable, Equatable {
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case uriTooLong = 414
    case requestHeaderFieldsTooLarge = 431
    case notImplemented = 501
    case serviceUnavailable = 503
    case httpVersionNotSupported = 505

    public var reason: String {
        switch self {
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .uriTooLong: "URI Too Long"
        case .requestHeaderFieldsTooLarge: "Request Header Fields Too Large"
        case .notImplemented: "Not Implemented"
        case .serviceUnavailable: "Service Unavailable"
        case .httpVersionNotSupported: "HTTP Version Not Supported"
        }
    }
}
