import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection to a local server that sends raw bytes and reads the head of the answer, with a time limit: a
/// client that can send what no HTTP library would (broken request lines, lying lengths, half a request).
final class FuzzHTTPConnection {
    /// How an exchange ended.
    enum Answer: Equatable {
        /// The status code of the answer's first line.
        case status(Int)
        /// The server closed the connection without an answer, or answered with something that is not HTTP.
        case closed
        /// Neither an answer nor a close within the time limit.
        case silent
    }

    private let socket: Int32

    /// Connects to `127.0.0.1:port`; nil when nothing accepts there.
    init?(port: Int) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // A failed init still runs deinit, which closes the socket.
        guard connected == 0 else { return nil }
    }

    deinit { close(socket) }

    /// Sends `request` and waits up to `budget` seconds for the status line. A request that may be incomplete
    /// (`mayBeIncomplete`: a mutated one whose length or end may lie) gets `patience` seconds first; then this side
    /// stops writing, so a server still waiting for the rest sees the end and must answer or close.
    func exchange(_ request: [UInt8], mayBeIncomplete: Bool, patience: TimeInterval = 1, budget: TimeInterval) -> Answer {
        var sent = 0
        while sent < request.count {
            let written = request[sent...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0 && errno == EINTR { continue }
            // The server may answer (and close) before it read everything, as it does for a body too large.
            guard written > 0 else { break }
            sent += written
        }
        let start = Date()
        var head: [UInt8] = []
        var halfClosed = !mayBeIncomplete
        while true {
            let waited = Date().timeIntervalSince(start)
            if !halfClosed && waited >= patience {
                shutdown(socket, Int32(SHUT_WR))
                halfClosed = true
            }
            let limit = halfClosed ? budget : min(budget, patience)
            guard waited < limit else {
                if halfClosed { return .silent }
                continue
            }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, (limit - waited) * 1000)))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return Self.status(of: head) }
            head += chunk[0..<count]
            if head.count >= 12 { return Self.status(of: head) }
        }
    }

    /// Sends `request` (which must ask the server to close: `Connection: close`) and returns the whole answer, head
    /// and body, as the server wrote it; nil when it did not close within `budget` seconds.
    func wholeAnswer(to request: [UInt8], budget: TimeInterval) -> [UInt8]? {
        guard request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            return nil
        }
        let deadline = Date().addingTimeInterval(budget)
        var answer: [UInt8] = []
        while Date() < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(max(1, deadline.timeIntervalSinceNow * 1000))) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = recv(socket, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return answer }
            answer += chunk[0..<count]
        }
        return nil
    }

    /// The status code of `HTTP/1.1 200 …`, or `.closed` when the bytes are not an HTTP status line.
    private static func status(of head: [UInt8]) -> Answer {
        let line = String(decoding: head.prefix(12), as: UTF8.self)
        guard line.hasPrefix("HTTP/1."), let code = Int(line.dropFirst(9).prefix(3)) else { return .closed }
        return .status(code)
    }
}
