/// Decides what a request gets, from the request and the site alone (no I/O: tested directly).
///
/// In order: a `Host` this server does not answer to gets 403 (DNS rebinding); so does a request
/// another site made, as its Fetch Metadata says (`Sec-Fetch-Site: cross-site` or `same-site`,
/// unless it is a top-level navigation: following a link to the prototype is fine, embedding or
/// reading it is not) or as its `Origin` says; a method other than GET or HEAD gets 405; then
/// the path is looked up in the site's table, exactly as sent: nothing is ever mapped to the disk,
/// and `..` or `%2e%2e` are just paths that are not in the table (404).
public struct Router: Sendable {
    public var policy: HostPolicy

    public init(policy: HostPolicy) {
        self.policy = policy
    }

    public enum Route: Equatable, Sendable {
        case respond(HTTPResponse)
        /// The reload stream: the caller keeps the connection and sends it events.
        case eventStream
    }

    public func route(_ request: HTTPRequest, site: LiveSite) -> Route {
        guard policy.allowsHost(request.field("host")) else { return .respond(.error(.forbidden)) }
        guard !isCrossSite(request), policy.allowsOrigin(request.field("origin")) else {
            return .respond(.error(.forbidden))
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .respond(.error(.methodNotAllowed, extraFields: [("Allow", "GET, HEAD")]))
        }
        if request.path == LiveSite.eventsPath { return .eventStream }
        guard let resource = site.resources[String(request.path)] else { return .respond(.error(.notFound)) }
        var extraFields: [(name: String, value: String)] = []
        if resource.contentType.hasPrefix("text/html") {
            // Only pages of this server may frame it: the review board frames the prototype, a page
            // of another origin may not (a `<meta>` policy cannot say this).
            extraFields.append(("Content-Security-Policy", "frame-ancestors 'self'"))
        }
        return .respond(
            HTTPResponse(
                status: .ok, contentType: resource.contentType, body: resource.body, extraFields: extraFields))
    }

    /// Fetch Metadata's resource isolation policy: what another site asked the browser to fetch,
    /// other than by navigating to it in a whole window.
    private func isCrossSite(_ request: HTTPRequest) -> Bool {
        guard let site = request.field("sec-fetch-site"), site == "cross-site" || site == "same-site" else {
            return false
        }
        let isNavigation =
            request.field("sec-fetch-mode") == "navigate" && request.field("sec-fetch-dest") == "document"
        return !isNavigation
    }

    /// The head of the reload stream: no length, it lasts as long as the connection.
    static let eventStreamHead = Array(
        ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n" + HTTPResponse.commonFields + "\r\n")
            .utf8)

    /// One server-sent event: each line of `data` on a `data:` line of its own (the browser joins
    /// them with line feeds), so no text can end the event early or start another.
    static func event(_ name: String, data: String) -> [UInt8] {
        var text = "event: \(name)\n"
        var line = ""
        var previousWasReturn = false
        for scalar in data.unicodeScalars {
            if scalar == "\n" && previousWasReturn {
                previousWasReturn = false
                continue
            }
            previousWasReturn = scalar == "\r"
            if scalar == "\r" || scalar == "\n" {
                text += "data: \(line)\n"
                line = ""
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        text += "data: \(line)\n\n"
        return Array(text.utf8)
    }
}
