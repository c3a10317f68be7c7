import Encoders
import LayoutSpec

/// A tab of the browser, attached as a session of its own (`Target.attachToTarget` with
/// `flatten: true`): commands to it carry its `sessionId`.
public final class BrowserPage {
    public let browser: Browser
    public let session: String
    public let targetId: String

    /// Opens a new tab on about:blank and attaches to it; in a window of its own with `newWindow`,
    /// so that the tabs before it stay shown (a hidden tab draws no frames).
    public init(in browser: Browser, newWindow: Bool = false) throws(BrowserError) {
        self.browser = browser
        var parameters: [(String, JSONValue)] = [("url", .string("about:blank"))]
        if newWindow { parameters.append(("newWindow", .bool(true))) }
        let created = try browser.send("Target.createTarget", parameters)
        guard let targetId = created.member("targetId")?.stringValue else {
            throw .protocolError(method: "Target.createTarget", message: "no targetId in its answer")
        }
        self.targetId = targetId
        let attached = try browser.send(
            "Target.attachToTarget", [("targetId", .string(targetId)), ("flatten", .bool(true))])
        guard let session = attached.member("sessionId")?.stringValue else {
            throw .protocolError(method: "Target.attachToTarget", message: "no sessionId in its answer")
        }
        self.session = session
        try send("Page.enable")
    }

    @discardableResult
    public func send(_ method: String, _ params: [(String, JSONValue)] = [], waitingFor: String? = nil)
        throws(BrowserError) -> JSONNode
    {
        try browser.send(method, params, session: session, waitingFor: waitingFor)
    }

    /// The viewport: `width` × `height` CSS px, `scale` device pixels per CSS px.
    public func setViewport(width: Int, height: Int, scale: Double) throws(BrowserError) {
        try send(
            "Emulation.setDeviceMetricsOverride",
            [
                ("width", .integer(width)), ("height", .integer(height)), ("deviceScaleFactor", .number(scale)),
                ("mobile", .bool(false)), ("screenWidth", .integer(width)), ("screenHeight", .integer(height)),
            ])
    }

    /// Opens `url` and waits for its load event.
    public func navigate(_ url: String) throws(BrowserError) {
        browser.discardEvents()
        let answer = try send("Page.navigate", [("url", .string(url))])
        if let error = answer.member("errorText")?.stringValue, !error.isEmpty {
            throw .page("could not open \(url): \(error)")
        }
        // A new document has a loaderId; a fragment-only change has none and fires no load event.
        guard answer.member("loaderId") != nil else { return }
        _ = try browser.event("Page.loadEventFired", session: session, waitingFor: "the page to load")
    }

    /// Runs `expression` in the page (a promise is awaited) and returns its value as JSON.
    @discardableResult
    public func evaluate(_ expression: String, waitingFor: String) throws(BrowserError) -> JSONNode? {
        let answer = try send(
            "Runtime.evaluate",
            [("expression", .string(expression)), ("awaitPromise", .bool(true)), ("returnByValue", .bool(true))],
            waitingFor: waitingFor)
        if let details = answer.member("exceptionDetails") {
            let text =
                details.member("exception")?.member("description")?.stringValue
                ?? details.member("text")?.stringValue ?? "an exception"
            throw .page("\(waitingFor): \(text)")
        }
        return answer.member("result")?.member("value")
    }

    /// The viewport as a PNG, as the browser encodes it. `fast` asks for its faster, lighter
    /// compression (`optimizeForSpeed`): the same pixels in Chromium 156, in about two thirds of
    /// the time at @2x, in a larger file.
    public func screenshot(fast: Bool = false) throws(BrowserError) -> [UInt8] {
        var parameters: [(String, JSONValue)] = [("format", .string("png")), ("fromSurface", .bool(true))]
        if fast { parameters.append(("optimizeForSpeed", .bool(true))) }
        let answer = try send("Page.captureScreenshot", parameters, waitingFor: "a screenshot")
        guard let data = answer.member("data")?.stringValue, let bytes = Base64.decoded(data) else {
            throw .protocolError(method: "Page.captureScreenshot", message: "no PNG data in its answer")
        }
        return bytes
    }

    /// Closes the tab.
    public func close() throws(BrowserError) {
        try browser.send("Target.closeTarget", [("targetId", .string(targetId))])
    }
}
