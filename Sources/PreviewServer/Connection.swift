#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One client connection of the preview server: its bytes in, its responses out, its deadline.
/// Owned by `ServerLoop` and used on its thread only. Never blocks: it reads and writes what the
/// socket takes when `poll(2)` says it can, so one slow client never holds up another.
///
/// Keep-alive requests are answered in order, one at a time: the next request is read only once
/// the previous response is sent, so a client that does not read its responses stops being read
/// (and its buffers stay bounded) instead of piling them up. A body is read only when asked for
/// (`readBody(of:length:)`, the edit endpoint's, at most 64 KB).
///
/// A connection closed after its response lingers, as nginx's lingering close does: it stops
/// writing (`shutdown(SHUT_WR)`, the client sees the end of the response), then reads and
/// discards what the client still sends until it closes, goes quiet for `lingerIdle` or
/// `lingerTotal` has passed. Closing with unread bytes in the socket makes the kernel reset the
/// connection, and a client still sending a body it was refused (413) would see the reset, not
/// the answer.
final class Connection {
    /// What the connection hands its owner: a request's head, or a body it was asked to read.
    enum Received {
        case head(HTTPRequest)
        case body(HTTPRequest, [UInt8])
    }

    let descriptor: Int32
    /// Sending server-sent events until it closes.
    private(set) var isEventStream = false
    private(set) var isClosed = false

    private var input: [UInt8] = []
    /// Whether `input` may hold a whole head that has not been parsed yet.
    private var mayHoldHead = false
    /// Responses not yet sent, in order, and how much of the first was.
    private var output: [ArraySlice<UInt8>] = []
    private(set) var pendingBytes = 0
    private var closesWhenSent = false
    /// A request whose body is being read, and the body's length.
    private var pendingBody: (request: HTTPRequest, length: Int)?
    /// Since when the connection has been lingering: sent all, writing shut, discarding input.
    private var lingerStart: Int?
    /// When the first byte of the request being read arrived.
    private var requestStart: Int?
    /// When the connection last made progress: accepted, a response sent, bytes written.
    private var lastProgress: Int

    init(descriptor: Int32, now: Int) {
        self.descriptor = descriptor
        self.lastProgress = now
    }

    /// Whether to poll for reading: while waiting for a request, and on an event stream to notice
    /// its end.
    var wantsToRead: Bool {
        !isClosed && (lingerStart != nil || (!closesWhenSent && (output.isEmpty || isEventStream)))
    }
    var wantsToWrite: Bool { !isClosed && !output.isEmpty }

    /// When the connection is given up if nothing happens: a silent client after `idle`, a
    /// request head not complete `head` after it began, a client that stops reading a response
    /// after `write` without progress. An event stream has none (the heartbeat tests it).
    func deadline(_ limits: ServerLimits) -> Int? {
        if isClosed || (isEventStream && output.isEmpty) { return nil }
        if let lingerStart { return min(lingerStart + limits.lingerTotal, lastProgress + limits.lingerIdle) }
        if !output.isEmpty { return lastProgress + limits.writeTimeout }
        if let requestStart { return requestStart + limits.headTimeout }
        return lastProgress + limits.idleTimeout
    }

    /// Reads what the socket has; returns the requests that are now complete, at most one while
    /// nothing is being sent. `handle` answers each.
    func readAvailable(into buffer: inout [UInt8], now: Int, handle: (Received) -> Void) {
        switch Socket.read(descriptor, into: &buffer) {
        case .wouldBlock: return
        case .closed: close()
        case .bytes(let count):
            if lingerStart != nil {
                lastProgress = now  // discarded: the client is still sending what it was refused
                return
            }
            if isEventStream { return }  // nothing is expected from a client after its request
            if input.isEmpty && requestStart == nil { requestStart = now }
            let chunk = buffer[..<count]
            input.append(contentsOf: chunk)
            // A head is parsed when a line may have ended or the limits are reached: a head sent a
            // byte at a time is not parsed again for each byte.
            if chunk.contains(.lineFeed) || input.count >= HTTPRequest.maximumHeadLength { mayHoldHead = true }
            serveBuffered(now: now, handle: handle)
        }
    }

    /// Parses and answers the next request in `input` while nothing is being sent.
    private func serveBuffered(now: Int, handle: (Received) -> Void) {
        while !isClosed && output.isEmpty && !closesWhenSent && !isEventStream, let pending = pendingBody {
            guard input.count >= pending.length else { return }
            let body = Array(input.prefix(pending.length))
            input.removeFirst(pending.length)
            pendingBody = nil
            requestStart = input.isEmpty ? nil : now
            mayHoldHead = true
            handle(.body(pending.request, body))
        }
        while !isClosed && output.isEmpty && !closesWhenSent && !isEventStream && pendingBody == nil && mayHoldHead
            && !input.isEmpty
        {
            switch HTTPRequest.parse(input[...]) {
            case .incomplete:
                mayHoldHead = false
            case .invalid(let status):
                let response = HTTPResponse.error(status)
                send(response.head + response.body, closing: true, now: now)
            case .request(let request, let length):
                input.removeFirst(length)
                requestStart = input.isEmpty ? nil : now
                handle(.head(request))
                if pendingBody != nil {
                    serveBuffered(now: now, handle: handle)
                    return
                }
            }
        }
    }

    /// Reads the body of `request`, `length` bytes, before anything else; `handle` gets it
    /// whole. The time to send it is the head's (`headTimeout` from the request's first byte).
    func readBody(of request: HTTPRequest, length: Int, now: Int) {
        pendingBody = (request, length)
        if requestStart == nil { requestStart = now }
    }

    /// Queues a response; `closing` closes the connection once it is sent.
    func send(_ bytes: [UInt8], closing: Bool, now: Int) {
        if closing { closesWhenSent = true }
        queue(bytes)
        lastProgress = now
    }

    /// Turns the connection into the reload stream: the stream's head and first events now,
    /// more events as they come.
    func startEventStream(_ bytes: [UInt8], now: Int) {
        isEventStream = true
        input = []
        queue(bytes)
        lastProgress = now
    }

    /// Adds an event to a stream; a stream whose client has stopped reading `limit` bytes ago is closed.
    func sendEvent(_ bytes: [UInt8], limit: Int) {
        guard isEventStream, !isClosed else { return }
        if pendingBytes + bytes.count > limit {
            close()
            return
        }
        queue(bytes)
    }

    private func queue(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        output.append(bytes[...])
        pendingBytes += bytes.count
    }

    /// Writes what the socket takes of the queued responses.
    func writeAvailable(now: Int, handle: (Received) -> Void) {
        while let first = output.first {
            switch Socket.write(descriptor, first) {
            case .wouldBlock: return
            case .closed:
                close()
                return
            case .bytes(let count):
                lastProgress = now
                pendingBytes -= count
                if count == first.count {
                    output.removeFirst()
                } else {
                    output[0] = first.dropFirst(count)
                    return
                }
            }
        }
        if closesWhenSent {
            linger(now: now)
            return
        }
        // The next request may already be here (pipelining).
        mayHoldHead = true
        serveBuffered(now: now, handle: handle)
    }

    /// Stops writing and discards what comes until the client closes or the lingering time ends.
    private func linger(now: Int) {
        guard lingerStart == nil else { return }
        guard shutdown(descriptor, Int32(SHUT_WR)) == 0 else {
            close()
            return
        }
        lingerStart = now
        lastProgress = now
        input = []
        pendingBody = nil
    }

    /// The deadline passed: a client in the middle of a head is told so (408), best effort.
    func expire() {
        if lingerStart == nil && requestStart != nil && output.isEmpty && !isEventStream {
            let response = HTTPResponse.error(.requestTimeout)
            _ = Socket.write(descriptor, (response.head + response.body)[...])
        }
        close()
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        output = []
        input = []
        pendingBytes = 0
        closeDescriptor(descriptor)
    }
}

/// `close(2)`, named apart from `Connection.close()`.
func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
}
