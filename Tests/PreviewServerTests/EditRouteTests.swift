import MailSiteGen
import Testing

@testable import PreviewServer

/// The edit endpoint's decisions on the head, before any of the body is read: method, Fetch
/// Metadata, token, content type, length; and the token's comparison.
struct EditRouteTests {
    static let token = ServerToken(text: String(repeating: "ab", count: 32))
    let router = Router(policy: HostPolicy(names: ["127.0.0.1", "localhost"], port: 8000), editToken: Self.token)

    private func route(
        method: String = "POST", target: String = "/__mailsitegen/edit", _ fields: [(String, String)] = [],
        replacing: Set<String> = [], router: Router? = nil
    ) -> Router.Route {
        var all: [(String, String)] = [
            ("Host", "127.0.0.1:8000"), ("X-MailSiteGen-Token", Self.token.text),
            ("Content-Type", "application/json"), ("Content-Length", "20"),
        ].filter { !replacing.contains($0.0.lowercased()) }
        all += fields
        let request = HTTPRequest(
            method: method, target: target, minorVersion: 1,
            fields: all.map { HTTPRequest.Field(name: $0.0, value: Array($0.1.utf8)) })
        return (router ?? self.router).route(request, site: RouterTests.site)
    }

    private func status(_ route: Router.Route) -> HTTPStatus? {
        if case .respond(let response) = route { return response.status }
        return nil
    }

    @Test func aGoodHeadIsAnEditWhoseBodyIsRead() {
        #expect(route() == .edit(length: 20))
        #expect(route([("Sec-Fetch-Site", "same-origin"), ("Origin", "http://127.0.0.1:8000")]) == .edit(length: 20))
        #expect(
            route([("Content-Type", "application/json; charset=UTF-8")], replacing: ["content-type"])
                == .edit(length: 20))
        #expect(route([("Content-Length", "65536")], replacing: ["content-length"]) == .edit(length: 65_536))
    }

    @Test func everyRefusalHasItsStatus() {
        #expect(status(route(replacing: ["x-mailsitegen-token"])) == .forbidden)
        #expect(status(route([("X-MailSiteGen-Token", "ab")], replacing: ["x-mailsitegen-token"])) == .forbidden)
        let wrong = String(repeating: "ab", count: 31) + "ac"
        #expect(status(route([("X-MailSiteGen-Token", wrong)], replacing: ["x-mailsitegen-token"])) == .forbidden)
        #expect(status(route([("Host", "evil.example:8000")], replacing: ["host"])) == .forbidden)
        #expect(status(route([("Host", "127.0.0.1:8001")], replacing: ["host"])) == .forbidden)
        #expect(status(route([("Origin", "http://127.0.0.1:9000")])) == .forbidden)
        #expect(status(route([("Origin", "null")])) == .forbidden)
        for site in ["cross-site", "same-site", "none"] {
            #expect(status(route([("Sec-Fetch-Site", site)])) == .forbidden, "\(site)")
        }
        // A cross-site navigation is let through elsewhere; never to the edit endpoint.
        let navigation = [
            ("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Mode", "navigate"), ("Sec-Fetch-Dest", "document"),
        ]
        #expect(status(route(navigation)) == .forbidden)
        for type in [
            "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/jsonx",
            "application/json; charset=latin1", "application/json; x=y; charset=utf-8",
        ] {
            #expect(
                status(route([("Content-Type", type)], replacing: ["content-type"])) == .unsupportedMediaType, "\(type)"
            )
        }
        #expect(status(route(replacing: ["content-type"])) == .unsupportedMediaType)
        #expect(status(route(replacing: ["content-length"])) == .lengthRequired)
        #expect(status(route([("Content-Length", "65537")], replacing: ["content-length"])) == .contentTooLarge)
        #expect(status(route([("Content-Length", "1048576")], replacing: ["content-length"])) == .contentTooLarge)
    }

    /// The token is checked before what the body is: without it, nothing more is said.
    @Test func withoutTheTokenNothingElseIsTold() {
        let response = route([("Content-Type", "text/plain")], replacing: ["x-mailsitegen-token", "content-type"])
        #expect(status(response) == .forbidden)
        guard case .respond(let answer) = response else { return }
        let body = String(decoding: answer.body, as: UTF8.self)
        #expect(!body.contains(Self.token.text))
        #expect(answer.contentType == "application/json; charset=utf-8")
        #expect(String(decoding: answer.head, as: UTF8.self).contains("Cache-Control: no-store"))
    }

    @Test func onlyPostEditsAndNoOtherPathTakesPost() {
        for method in ["GET", "HEAD", "PUT", "OPTIONS", "DELETE"] {
            guard case .respond(let response) = route(method: method) else {
                Issue.record("\(method): not a response")
                continue
            }
            #expect(response.status == .methodNotAllowed)
            #expect(String(decoding: response.head, as: UTF8.self).contains("\r\nAllow: POST\r\n"))
        }
        for target in ["/", "/index.html", "/__mailsitegen/events", "/__mailsitegen/edit/", "/__mailsitegen/edit2"] {
            #expect(status(route(target: target)) == .methodNotAllowed, "\(target)")
        }
        // A query is not another path.
        #expect(route(target: "/__mailsitegen/edit?x=1") == .edit(length: 20))
    }

    /// Serving the built-in spec, there is no file: the path is one the server does not have.
    @Test func withoutASpecFileThereIsNoEndpoint() {
        let plain = Router(policy: HostPolicy(names: ["127.0.0.1"], port: 8000))
        #expect(status(route(method: "GET", router: plain)) == .notFound)
        #expect(status(route(router: plain)) == .methodNotAllowed)
    }

    @Test func theTokenMatchesItselfAlone() {
        let token = ServerToken.random()
        #expect(token.text.count == 64)
        #expect(token.text.allSatisfy { $0.isHexDigit })
        #expect(token != ServerToken.random())
        #expect(token.matches(token.text))
        #expect(!token.matches(nil))
        #expect(!token.matches(""))
        #expect(!token.matches(String(token.text.dropLast())))
        #expect(!token.matches(token.text + "0"))
        #expect(!token.matches(token.text.uppercased() == token.text ? "x" : token.text.uppercased()))
        #expect(!ServerToken(text: "").matches(""))
    }
}
