/// Which `Host` and `Origin` the preview server answers: the address it serves, `localhost`, and
/// the network addresses it serves, each with its port. Anything else is refused with 403, so a
/// web page whose own name has been made to point at 127.0.0.1 (DNS rebinding) cannot read the
/// prototype, nor can another site use the reload stream.
public struct HostPolicy: Equatable, Sendable {
    /// Host names as they appear in a Host header, lowercased: `127.0.0.1`, `localhost`, `[::1]`.
    public var names: Set<String>
    public var port: Int

    public init(names: Set<String>, port: Int) {
        self.names = Set(names.map { $0.lowercased() })
        self.port = port
    }

    /// Whether a Host header (`name:port`, `[v6]:port`, or a name alone meaning port 80) names this server.
    public func allowsHost(_ value: String?) -> Bool {
        guard let value, let (name, port) = Self.split(value) else { return false }
        return names.contains(name.lowercased()) && port == self.port
    }

    /// Whether an Origin header is this server's own (`http://` and an allowed host). A request
    /// without one is a same-origin request or not a browser's.
    public func allowsOrigin(_ value: String?) -> Bool {
        guard let value else { return true }
        let scheme = "http://"
        guard value.hasPrefix(scheme) else { return false }
        let authority = value.dropFirst(scheme.count)
        guard !authority.contains("/") else { return false }
        return allowsHost(String(authority))
    }

    /// `name:port` → (name, port); a missing port is 80. Nil if the port is not a number.
    private static func split(_ value: String) -> (Substring, Int)? {
        var name = value[...]
        var portText: Substring?
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return nil }
            name = value[...close]
            let rest = value[value.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if let colon = value.lastIndex(of: ":") {
            name = value[..<colon]
            portText = value[value.index(after: colon)...]
        }
        guard let portText else { return (name, 80) }
        guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCIIDigit), let port = Int(portText)
        else { return nil }
        return (name, port)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
