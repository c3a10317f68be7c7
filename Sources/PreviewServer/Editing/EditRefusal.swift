import LayoutSpec

/// Why an edit was not made, as the page is answered: a status and one sentence, in a JSON body
/// `{"error": "…"}` with whatever else the page needs to know (the file's version on a 409).
struct EditRefusal: Error, Equatable {
    var status: HTTPStatus
    var message: String
    var extra: [String: String] = [:]

    init(_ status: HTTPStatus, _ message: String, extra: [String: String] = [:]) {
        self.status = status
        self.message = message
        self.extra = extra
    }

    var response: HTTPResponse {
        var members: [(String, JSONValue)] = [("error", .string(message))]
        for key in extra.keys.sorted() { members.append((key, .string(extra[key] ?? ""))) }
        return .json(status, .object(members))
    }
}
