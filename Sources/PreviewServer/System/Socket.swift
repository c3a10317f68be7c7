import MailSiteGen

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few socket calls the preview server makes, on the C library: a listening TCP socket,
/// accepting, non-blocking reads and writes, and the machine's network addresses.
enum Socket {
    /// An IP address to listen on, parsed from `--host`.
    enum Address: Equatable, Sendable {
        case v4(String)
        case v6(String)

        /// `127.0.0.1`, `0.0.0.0`, `::1`, `[::1]`, `localhost`; nil for anything else (names are
        /// not looked up: a preview server listens where it is told, exactly).
        init?(_ text: String) {
            var probe4 = in_addr()
            var probe6 = in6_addr()
            let unbracketed = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
            if text == "localhost" {
                self = .v4("127.0.0.1")
            } else if inet_pton(AF_INET, text, &probe4) == 1 {
                self = .v4(text)
            } else if inet_pton(AF_INET6, unbracketed, &probe6) == 1 {
                self = .v6(unbracketed)
            } else {
                return nil
            }
        }

        /// As it goes in a URL or a Host header: IPv6 in brackets.
        var urlHost: String {
            switch self {
            case .v4(let text): text
            case .v6(let text): "[\(text)]"
            }
        }

        /// Every interface (`0.0.0.0`, `::`).
        var isUnspecified: Bool { self == .v4("0.0.0.0") || self == .v6("::") }

        var isLoopback: Bool {
            switch self {
            case .v4(let text): text.hasPrefix("127.")
            case .v6(let text): text == "::1"
            }
        }
    }

    /// Why a socket could not listen: the port is taken (the next one may not be), or a call
    /// failed.
    enum ListenFailure: Error, Equatable {
        case inUse
        case failed(SystemCallError)
    }

    /// A non-blocking socket listening on `address`:`port` (0: any free port).
    static func listen(on address: Address, port: Int) throws(ListenFailure) -> Int32 {
        let family = address.isV6 ? AF_INET6 : AF_INET
        let descriptor = socket(family, streamType, 0)
        guard descriptor >= 0 else { throw .failed(SystemCallError("socket")) }
        var one: Int32 = 1
        // A restarted server can take its port again while old connections linger in TIME_WAIT;
        // a port another socket listens on stays refused.
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound: Int32
        switch address {
        case .v4(let text):
            var socketAddress = sockaddr_in()
            socketAddress.sin_family = sa_family_t(AF_INET)
            socketAddress.sin_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
            inet_pton(AF_INET, text, &socketAddress.sin_addr)
            bound = bind(descriptor, to: &socketAddress)
        case .v6(let text):
            // `::` serves IPv4 too.
            var zero: Int32 = 0
            setsockopt(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &zero, socklen_t(MemoryLayout<Int32>.size))
            var socketAddress = sockaddr_in6()
            socketAddress.sin6_family = sa_family_t(AF_INET6)
            socketAddress.sin6_port = in_port_t(UInt16(truncatingIfNeeded: port)).bigEndian
            inet_pton(AF_INET6, text, &socketAddress.sin6_addr)
            bound = bind(descriptor, to: &socketAddress)
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw code == EADDRINUSE ? .inUse : .failed(SystemCallError("bind", code: code))
        }
        // The kernel queues connections beyond those accepted: a burst is delayed, never refused.
        guard listenSystemCall(descriptor, SOMAXCONN) == 0, setNonBlocking(descriptor) else {
            let code = errno
            close(descriptor)
            throw .failed(SystemCallError("listen", code: code))
        }
        return descriptor
    }

    /// bind(2) with a `sockaddr_in` or `sockaddr_in6`.
    private static func bind<Address>(_ descriptor: Int32, to address: inout Address) -> Int32 {
        withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bindSystemCall(descriptor, $0, socklen_t(MemoryLayout<Address>.size))
            }
        }
    }

    /// The port a listening socket got (what `--port 0` chose).
    static func port(of descriptor: Int32) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return 0 }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                Int(UInt16(bigEndian: $0.pointee.sin_port))
            }
        }
    }

    /// A waiting connection, non-blocking; nil when none is waiting (or it failed).
    static func accept(_ listener: Int32) -> Int32? {
        let descriptor = acceptSystemCall(listener)
        guard descriptor >= 0 else { return nil }
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard setNonBlocking(descriptor) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// What a non-blocking read or write did.
    enum Transfer: Equatable {
        case bytes(Int)
        /// Nothing now: try again when poll says so.
        case wouldBlock
        /// The peer closed, or the connection failed.
        case closed
    }

    /// Reads into `buffer` (its whole capacity).
    static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> Transfer {
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .bytes(count) }
            if count == 0 { return .closed }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .closed
        }
    }

    /// Writes as much of `bytes` as the socket takes now.
    static func write(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Transfer {
        while true {
            let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, noSignal) }
            if count >= 0 { return .bytes(count) }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .wouldBlock : .closed
        }
    }

    /// The machine's IPv4 addresses on interfaces that are up, loopback excepted: where a phone on
    /// the same network can reach this computer.
    static func networkAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        var entry: UnsafeMutablePointer<ifaddrs>? = first
        while let current = entry {
            defer { entry = current.pointee.ifa_next }
            let flags = Int32(bitPattern: UInt32(current.pointee.ifa_flags))
            guard let address = current.pointee.ifa_addr, Int32(address.pointee.sa_family) == AF_INET,
                flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let converted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                var internet = pointer.pointee.sin_addr
                return inet_ntop(AF_INET, &internet, &text, socklen_t(text.count)) != nil
            }
            if converted {
                let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !addresses.contains(name) { addresses.append(name) }
            }
        }
        return addresses
    }

    static func setNonBlocking(_ descriptor: Int32) -> Bool {
        let flags = fcntl(descriptor, F_GETFL)
        return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0
            && fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
    }

    #if os(Linux)
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        private static let streamType = SOCK_STREAM
        private static let noSignal: Int32 = 0
    #endif
}

extension Socket.Address {
    fileprivate var isV6: Bool {
        if case .v6 = self { return true }
        return false
    }
}

/// `listen(2)`, `bind(2)` and `accept(2)`, named apart from `Socket`'s own.
private func listenSystemCall(_ descriptor: Int32, _ backlog: Int32) -> Int32 {
    listen(descriptor, backlog)
}

private func bindSystemCall(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    bind(descriptor, address, length)
}

private func acceptSystemCall(_ listener: Int32) -> Int32 {
    accept(listener, nil, nil)
}
