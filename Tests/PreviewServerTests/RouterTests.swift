import MailSiteGen
import Testing

@testable import PreviewServer

/// What a request gets: the Host and Origin checks, Fetch Metadata, methods, and the path table.
struct RouterTests {
    static let site: LiveSite = {
        let files = [
            OutputFile(
                path: "index.html",
                contents: "<html><head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                    + "script-src 'self'\"></head><body></body></html>"),
            OutputFile(path: "style.css", contents: "body {}"),
            OutputFile(path: "app.js", contents: "void 0;"),
            OutputFile(path: "manifest.webmanifest", contents: "{}"),
            OutputFile(path: "apple-touch-icon.png", bytes: Self.iconBytes),
            OutputFile(path: "icon-192.png", bytes: Self.iconBytes),
        ]
        return LiveSite(build: "0123456789abcdef", files: files)
    }()

    /// Bytes that are not UTF-8, as an image's are.
    static let iconBytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0xFF, 0x00, 0xC3]

    let router = Router(policy: HostPolicy(names: ["127.0.0.1", "localhost", "192.168.1.20"], port: 8000))

    private func route(
        _ target: String, method: String = "GET", fields: [(String, String)] = [("Host", "127.0.0.1:8000")]
    ) -> Router.Route {
        let request = HTTPRequest(
            method: method, target: target, minorVersion: 1,
            fields: fields.map { HTTPRequest.Field(name: $0.0, value: Array($0.1.utf8)) })
        return router.route(request, site: Self.site)
    }

    private func status(_ route: Router.Route) -> HTTPStatus? {
        if case .respond(let response) = route { return response.status }
        return nil
    }

    @Test func theBuiltFilesAreServedWithTheirTypes() throws {
        for (target, type) in [
            ("/", "text/html; charset=utf-8"), ("/index.html", "text/html; charset=utf-8"),
            ("/style.css", "text/css; charset=utf-8"), ("/app.js", "text/javascript; charset=utf-8"),
            ("/__mailsitegen/reload.js", "text/javascript; charset=utf-8"),
            ("/?scroll-driver=script", "text/html; charset=utf-8"),
            ("/manifest.webmanifest", "application/manifest+json"), ("/icon-192.png", "image/png"),
            ("/apple-touch-icon.png", "image/png"),
        ] {
            guard case .respond(let response) = route(target) else {
                Issue.record("\(target): not a response")
                continue
            }
            #expect(response.status == .ok, "\(target)")
            #expect(response.contentType == type, "\(target)")
            let head = String(decoding: response.head, as: UTF8.self)
            #expect(head.contains("\r\nX-Content-Type-Options: nosniff\r\n"))
            #expect(head.contains("\r\nCache-Control: no-store\r\n"))
            #expect(head.contains("\r\nContent-Length: \(response.body.count)\r\n"))
        }
        #expect(route("/__mailsitegen/events") == .eventStream)
        // An icon is served as its bytes, not as text.
        guard case .respond(let icon) = route("/icon-192.png") else {
            Issue.record("/icon-192.png: not a response")
            return
        }
        #expect(icon.body == Self.iconBytes)
    }

    /// Nothing maps to the disk: anything but the table's exact paths is 404, encoded or not.
    @Test(arguments: [
        "/..", "/../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/index.html/", "/INDEX.HTML",
        "//index.html", "/./index.html", "/style.css/..", "/public/index.html", "/.mailsitegen", "/%69ndex.html",
        "/__mailsitegen/", "/__mailsitegen/../index.html", "/favicon.ico",
    ])
    func everyOtherPathIs404(_ target: String) {
        #expect(status(route(target)) == .notFound)
    }

    @Test func onlyGetAndHeadAreAllowed() {
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT", "get"] {
            guard case .respond(let response) = route("/", method: method) else {
                Issue.record("\(method): not a response")
                continue
            }
            #expect(response.status == .methodNotAllowed, "\(method)")
            #expect(String(decoding: response.head, as: UTF8.self).contains("\r\nAllow: GET, HEAD\r\n"))
        }
        #expect(status(route("/", method: "HEAD")) == .ok)
    }

    @Test(arguments: [
        "127.0.0.1:8000", "localhost:8000", "LOCALHOST:8000", "192.168.1.20:8000",
    ])
    func servedHostsAreAnswered(_ host: String) {
        #expect(status(route("/", fields: [("Host", host)])) == .ok)
    }

    /// DNS rebinding: a foreign name pointed at this machine, or the right name on another port.
    @Test(arguments: [
        "evil.example:8000", "127.0.0.1", "127.0.0.1:8001", "127.0.0.1:08000x", "localhost.:8000", "127.0.0.2:8000",
        "192.168.1.21:8000", "[::1]:8000", "", "127.0.0.1:8000:8000", "user@127.0.0.1:8000",
    ])
    func otherHostsAre403(_ host: String) {
        #expect(status(route("/", fields: [("Host", host)])) == .forbidden)
        #expect(status(route("/__mailsitegen/events", fields: [("Host", host)])) == .forbidden)
    }

    @Test func aRequestWithoutHostIs403() {
        #expect(status(route("/", fields: [])) == .forbidden)
    }

    @Test func theReloadStreamAndTheFilesCheckOrigin() {
        let host = ("Host", "127.0.0.1:8000")
        #expect(route("/__mailsitegen/events", fields: [host, ("Origin", "http://127.0.0.1:8000")]) == .eventStream)
        #expect(route("/__mailsitegen/events", fields: [host, ("Origin", "http://localhost:8000")]) == .eventStream)
        for origin in [
            "https://evil.example", "http://127.0.0.1:9000", "null", "http://127.0.0.1:8000/x",
            "https://127.0.0.1:8000",
        ] {
            #expect(
                status(route("/__mailsitegen/events", fields: [host, ("Origin", origin)])) == .forbidden, "\(origin)")
            #expect(status(route("/", fields: [host, ("Origin", origin)])) == .forbidden, "\(origin)")
        }
    }

    /// Fetch Metadata: another site may link to the prototype, not embed or read it.
    @Test func crossSiteRequestsAreRefusedButNavigationsAreNot() {
        func status(_ target: String, site: String, mode: String = "no-cors", destination: String = "script")
            -> HTTPStatus?
        {
            let fields = [
                ("Host", "127.0.0.1:8000"), ("Sec-Fetch-Site", site), ("Sec-Fetch-Mode", mode),
                ("Sec-Fetch-Dest", destination),
            ]
            return self.status(route(target, fields: fields))
        }
        #expect(status("/app.js", site: "cross-site") == .forbidden)
        #expect(status("/", site: "same-site", mode: "navigate", destination: "iframe") == .forbidden)
        #expect(status("/", site: "cross-site", mode: "navigate", destination: "document") == .ok)
        #expect(status("/app.js", site: "same-origin") == .ok)
        #expect(status("/", site: "none", mode: "navigate", destination: "document") == .ok)
    }

    /// The review board frames the prototype, so a served page may be framed by this server's own
    /// pages, and only by them: `'none'` would blank the board, no policy would let any site frame it.
    @Test func servedPagesMayBeFramedByThisOriginOnly() {
        for target in ["/", "/index.html"] {
            guard case .respond(let response) = route(target) else {
                Issue.record("\(target): not a response")
                continue
            }
            let head = String(decoding: response.head, as: UTF8.self)
            #expect(head.contains("\r\nContent-Security-Policy: frame-ancestors 'self'\r\n"), "\(target)")
            #expect(!head.lowercased().contains("x-frame-options"), "\(target)")
        }
        guard case .respond(let script) = route("/app.js") else {
            Issue.record("/app.js: not a response")
            return
        }
        #expect(!String(decoding: script.head, as: UTF8.self).contains("frame-ancestors"))
    }

    @Test func eventsCannotEndEarlyOrStartAnotherEvent() {
        let bytes = Router.event("spec-error", data: "a\nevent: build\r\ndata: x\rb\n\ndone")
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == "event: spec-error\ndata: a\ndata: event: build\ndata: data: x\ndata: b\ndata: \ndata: done\n\n")
    }
}
