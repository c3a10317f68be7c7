import LayoutSpec

/// One message from the browser over the DevTools pipe: the answer to a command (`id` with
/// `result` or `error`), or an event (`method` with `params`), either of them perhaps for a
/// session (`sessionId`, a page attached with `flatten: true`).
public struct DevToolsMessage: Sendable, Equatable {
    public var id: Int?
    public var method: String?
    public var sessionId: String?
    /// `result` of an answer, `params` of an event (an empty object when it has none).
    public var body: JSONNode
    /// An answer's `error.message` (with its code).
    public var error: String?

    /// Parses one message's JSON; nil when it is not a JSON object.
    ///
    /// Not optimized: Swift 6.3.1's optimizer crashes on this initializer in a release build
    /// (an ownership error in its copy propagation); a message is parsed once, so this costs little.
    @_optimize(none)
    public init?(json bytes: [UInt8]) {
        guard let node = try? JSONParser.parse(bytes), case .object = node.value else { return nil }
        id = node.member("id")?.numberValue.flatMap { Int(exactly: $0) }
        method = node.member("method")?.stringValue
        sessionId = node.member("sessionId")?.stringValue
        var empty = node
        empty.value = .object([])
        body = node.member("result") ?? node.member("params") ?? empty
        if let failure = node.member("error") {
            let message = failure.member("message")?.stringValue ?? "unknown error"
            error = failure.member("code")?.numberValue.map { "\(message) (\(Int($0)))" } ?? message
        }
    }

    /// A command as the pipe carries it: JSON (without the NUL that ends it).
    public static func command(id: Int, method: String, params: [(String, JSONValue)], sessionId: String?) -> [UInt8] {
        var members: [(String, JSONValue)] = [("id", .integer(id)), ("method", .string(method))]
        if !params.isEmpty { members.append(("params", .object(params))) }
        if let sessionId { members.append(("sessionId", .string(sessionId))) }
        return Array(JSONValue.object(members).formatted().utf8)
    }
}

/// The messages in the bytes read from the pipe: each is JSON ended by a NUL byte. Bytes after
/// the last NUL are kept for the next read.
public struct DevToolsFrames: Sendable {
    private var buffer: [UInt8] = []
    /// Where the search for the next NUL goes on: a large message (a screenshot) arrives in many
    /// reads, and each read searches only the bytes it added.
    private var scanned = 0

    public init() {}

    /// Adds what was read; returns the whole messages it completed, in order.
    public mutating func append(_ bytes: some Collection<UInt8>) -> [[UInt8]] {
        buffer.append(contentsOf: bytes)
        var messages: [[UInt8]] = []
        var start = 0
        var index = scanned
        while let end = buffer[index...].firstIndex(of: 0) {
            messages.append(Array(buffer[start..<end]))
            start = end + 1
            index = start
        }
        if start > 0 { buffer.removeFirst(start) }
        scanned = buffer.count
        return messages
    }

    /// Bytes of a message not yet ended.
    public var pendingCount: Int { buffer.count }
}

extension JSONNode {
    /// The member `key` of an object; nil for anything else.
    public func member(_ key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var stringValue: String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    public var numberValue: Double? {
        guard case .number(let number) = value else { return nil }
        return number
    }

    public var boolValue: Bool? {
        guard case .bool(let flag) = value else { return nil }
        return flag
    }

    public var arrayValue: [JSONNode]? {
        guard case .array(let elements) = value else { return nil }
        return elements
    }
}
