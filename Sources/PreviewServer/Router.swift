import MailSiteGen

/// Decides what a request gets, from the request and the site alone (no I/O: tested directly).
///
/// In order: a `Host` this server does not answer to gets 403 (DNS rebinding); so does a request
/// another site made, as its Fetch Metadata says (`Sec-Fetch-Site: cross-site` or `same-site`,
/// unless it is a top-level navigation: following a link to the prototype is fine, embedding or
/// reading it is not) or as its `Origin` says. The edit endpoints (`Inspector.editPath`, or one per
/// variant of a comparison, only when there is a spec file to edit) take POST alone, from this server's pages alone (any
/// `Sec-Fetch-Site` but `same-origin` is 403), with the server's token (403), a JSON body (415)
/// of a stated length (411) of at most 64 KB (413), all decided from the head before any of the
/// body is read. Any other method than GET or HEAD gets 405; then the path is looked up in the
/// site's table, exactly as sent: nothing is ever mapped to the disk, and `..` or `%2e%2e` are
/// just paths that are not in the table (404).
public struct Router: Sendable {
    public var policy: HostPolicy
    /// The token an edit must carry; nil when there is no spec file to edit (the edit path is
    /// then 404 like any other path the server does not have).
    var editToken: ServerToken?
    /// Where edits are taken: one path per spec file (`ServedSpecFile.editPath`).
    var editPaths: Set<String> = [Inspector.editPath]

    /// A body an edit may have, at most.
    static let maximumEditLength = 65_536

    public init(policy: HostPolicy) {
        self.policy = policy
    }

    init(policy: HostPolicy, editToken: ServerToken?, editPaths: Set<String> = [Inspector.editPath]) {
        self.policy = policy
        self.editToken = editToken
        self.editPaths = editPaths
    }

    public enum Route: Equatable, Sendable {
        case respond(HTTPResponse)
        /// The reload stream: the caller keeps the connection and sends it events.
        case eventStream
        /// An edit whose head is accepted: the caller reads its body of `length` bytes, then
        /// makes the edit (`EditRequest`, `SpecFileEditor`).
        case edit(length: Int)
    }

    public func route(_ request: HTTPRequest, site: LiveSite) -> Route {
        let isEdit = editToken != nil && editPaths.contains(String(request.path))
        guard policy.allowsHost(request.field("host")) else { return refusal(.forbidden, isEdit) }
        guard !isCrossSite(request), policy.allowsOrigin(request.field("origin")) else {
            return refusal(.forbidden, isEdit)
        }
        if isEdit, let editToken { return routeEdit(request, token: editToken) }
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

    /// The edit endpoint's checks on the head, in the order the answers are given.
    private func routeEdit(_ request: HTTPRequest, token: ServerToken) -> Route {
        guard request.method == "POST" else {
            return .respond(
                EditRefusal(.methodNotAllowed, "only POST makes an edit").response.adding(("Allow", "POST")))
        }
        if let site = request.field("sec-fetch-site"), site != "same-origin" {
            return refusal(.forbidden, true)
        }
        guard token.matches(request.field(Inspector.tokenField)) else {
            return .respond(EditRefusal(.forbidden, "the request does not carry this server's token").response)
        }
        guard Self.isJSON(request.field("content-type")) else {
            return .respond(EditRefusal(.unsupportedMediaType, "an edit is sent as application/json").response)
        }
        guard request.field("content-length") != nil else {
            return .respond(EditRefusal(.lengthRequired, "an edit states its Content-Length").response)
        }
        guard request.contentLength <= Self.maximumEditLength else {
            return .respond(
                EditRefusal(.contentTooLarge, "an edit is at most \(Self.maximumEditLength) bytes").response)
        }
        return .edit(length: request.contentLength)
    }

    /// `application/json`, with `; charset=utf-8` or nothing after it (case-insensitive).
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let parts = contentType.lowercased().split(separator: ";", omittingEmptySubsequences: false).map {
            String($0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        guard parts.first == "application/json" else { return false }
        return parts.count == 1 || (parts.count == 2 && parts[1] == "charset=utf-8")
    }

    /// A refusal, as JSON on the edit path and as text elsewhere.
    private func refusal(_ status: HTTPStatus, _ isEdit: Bool) -> Route {
        guard isEdit else { return .respond(.error(status)) }
        return .respond(EditRefusal(status, "\(status.rawValue) \(status.reason)").response)
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
