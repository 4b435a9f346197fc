import Dynamics
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A `dynamics studio` process on a free loopback port, stopped when the value goes away.
final class StudioProcess: @unchecked Sendable {
    let process = Process()
    let port: Int
    /// The per-run token, from the address the studio printed (`http://127.0.0.1:PORT/?token=…`).
    let token: String
    let folder: URL
    private let output: Pipe

    /// Starts `dynamics studio --port 0` with its render folder in a fresh temporary folder and `extra` arguments, and
    /// waits for the address it prints. `executable` replaces the `dynamics` built with the tests (a link to it,
    /// say), `environment` is added to the test process's.
    init(_ extra: [String] = [], folder: URL? = nil, executable: URL? = nil, environment: [String: String] = [:]) throws {
        self.folder = try folder ?? temporaryFolder()
        process.executableURL = try executable ?? dynamicsExecutable()
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.arguments = ["studio", "--port", "0", "--out", self.folder.appendingPathComponent("out").path,
                             "--package-path", self.folder.path] + extra
        output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        do {
            (port, token) = try Self.readAddress(from: output.fileHandleForReading)
        } catch {
            // A value that never finished initialising never runs deinit: stop the process here, or it outlives the tests.
            process.terminate()
            process.waitUntilExit()
            throw error
        }
    }

    /// Reads lines until `Studio: http://host:PORT/?token=TOKEN`; the port and the token.
    static func readAddress(from handle: FileHandle) throws -> (port: Int, token: String) {
        var line = ""
        while let byte = try handle.read(upToCount: 1), !byte.isEmpty {
            let character = Character(UnicodeScalar(byte[0]))
            guard character == "\n" else { line.append(character); continue }
            if line.hasPrefix("Studio: "), let address = URLComponents(string: String(line.dropFirst("Studio: ".count))),
               let port = address.port, address.path == "/",
               let token = address.queryItems?.first(where: { $0.name == "token" })?.value {
                return (port, token)
            }
            line = ""
        }
        throw StudioTestError("the studio printed no address")
    }

    /// The address the studio printed, with its token: what a person opens.
    var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The id of this server process, read from the page (`<meta name="studio-run" content="…">`): frame addresses
    /// that carry it are cacheable.
    func runID() throws -> String {
        let page = try request("GET / HTTP/1.1").text
        let start = try #require(page.range(of: "<meta name=\"studio-run\" content=\""))
        return String(page[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Sends `head` (request line and headers, without the final blank line) plus `Host`, `Connection: close` and
    /// `body` unless the head already names them; returns the parsed answer. Unless `signed` is false or the head
    /// carries a token or cookie of its own, the request carries the token in an `X-Studio-Token` header, as a
    /// script does. A trace or sound still running (202, or 429 while other runs hold the studio) is asked again, as
    /// the page asks, until it is answered, unless `waitsForWholeRuns` is false.
    func request(_ head: String, body: Data = Data(), host: String? = nil, signed: Bool = true,
                 waitsForWholeRuns: Bool = true) throws -> HTTPAnswer {
        while true {
            let answer = try requestOnce(head, body: body, host: host, signed: signed)
            guard waitsForWholeRuns, answer.status == 202 || answer.status == 429 else { return answer }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    private func requestOnce(_ head: String, body: Data, host: String?, signed: Bool) throws -> HTTPAnswer {
        var lines = head
        let lower = head.lowercased()
        if signed && !lower.contains("\nx-studio-token:") && !lower.contains("\ncookie:") {
            lines += "\r\nX-Studio-Token: \(token)"
        }
        if !lower.contains("\nhost:") { lines += "\r\nHost: \(host ?? "127.0.0.1:\(port)")" }
        lines += "\r\nConnection: close"
        if !body.isEmpty { lines += "\r\nContent-Length: \(body.count)" }
        let connection = try Connection(port: port)
        try connection.send(Data((lines + "\r\n\r\n").utf8) + body)
        return try HTTPAnswer(connection.readAll())
    }

    /// `request` with the page's origin and token: a POST as the studio page makes it.
    func post(_ path: String, json: String, token: String, origin: String? = nil) throws -> HTTPAnswer {
        try request("POST \(path) HTTP/1.1\r\nOrigin: \(origin ?? "http://127.0.0.1:\(port)")\r\nX-Studio-Token: \(token)"
            + "\r\nContent-Type: application/json", body: Data(json.utf8))
    }
}

struct StudioTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A TCP connection to the studio on loopback (plain sockets, so a test can send any bytes, headers or paths). Sendable
/// so that a read may wait on another thread, which `shutdown` can end.
final class Connection: @unchecked Sendable {
    /// The socket, or -1 once closed: closing a number twice could close a descriptor another test opened meanwhile.
    private(set) var socket: Int32

    /// A connection whose reads give up after `timeout` seconds of silence (0: never; see `shutdown`).
    init(port: Int, timeout: Int = 60) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else { close(); throw StudioTestError("cannot connect to port \(port)") }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    /// Closes the socket once; later calls do nothing.
    func close() {
        guard socket >= 0 else { return }
        Glibc.close(socket)
        socket = -1
    }

    /// Ends the connection both ways, which wakes a read waiting on another thread (closing alone would not).
    func shutdown() {
        guard socket >= 0 else { return }
        _ = Glibc.shutdown(socket, Int32(SHUT_RDWR))
    }

    func send(_ data: Data) throws {
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(socket, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { throw StudioTestError("send failed") }
                offset += sent
            }
        }
    }

    /// Reads what is there, up to `limit` bytes, waiting for at least one; empty when the server closed the
    /// connection or nothing came for a minute. A signal (a child process of the tests ending) only restarts the wait.
    func read(limit: Int = 65536) -> Data {
        var buffer = [UInt8](repeating: 0, count: limit)
        var count = recv(socket, &buffer, limit, 0)
        while count < 0 && errno == EINTR { count = recv(socket, &buffer, limit, 0) }
        return count > 0 ? Data(buffer[0..<count]) : Data()
    }

    /// Reads until the server closes the connection.
    func readAll() throws -> Data {
        var data = Data()
        while true {
            let chunk = read()
            if chunk.isEmpty { return data }
            data += chunk
        }
    }

    /// Reads until `marker` has arrived; what came so far.
    func read(until marker: String) -> String {
        var text = ""
        while !text.contains(marker) {
            let chunk = read()
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }
}

/// A parsed HTTP/1.1 answer (fixed length or chunked body).
struct HTTPAnswer {
    let status: Int
    let headers: [String: String]
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    init(_ raw: Data) throws {
        guard let split = raw.range(of: Data("\r\n\r\n".utf8)) else { throw StudioTestError("no HTTP head in \(raw.count) bytes") }
        let head = String(decoding: raw[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        status = Int(head[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        var rest = Data(raw[split.upperBound...])
        if headers["transfer-encoding"] == "chunked" {
            var body = Data()
            while let lineEnd = rest.range(of: Data("\r\n".utf8)),
                  let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16), size > 0 {
                let start = lineEnd.upperBound
                body += rest[start..<start + size]
                rest = Data(rest[(start + size + 2)...])
            }
            self.body = body
        } else {
            self.body = rest
        }
    }
}

/// The studio's event stream (`GET /api/events`) read event by event, so a test waits for what the studio announces
/// (a build's end, a new run) instead of asking again and again against the clock.
final class StudioEvents {
    private let connection: Connection
    private var buffer = ""

    /// Opens the stream of `studio`; the stream starts with `hello` and `build` as they are now.
    init(_ studio: StudioProcess) throws {
        connection = try Connection(port: studio.port)
        try connection.send(Data(("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(studio.port)\r\n"
            + "X-Studio-Token: \(studio.token)\r\n\r\n").utf8))
    }

    /// The data of the next event called `name` whose data satisfies `matching`. The stream says something every 5 s,
    /// so silence (the connection's minute) means a dead server; `limit` only catches a studio that never gets there.
    func next(_ name: String, limit: TimeInterval = 1200, matching: (String) -> Bool = { _ in true }) throws -> String {
        let deadline = Date().addingTimeInterval(limit)
        while true {
            while let end = buffer.range(of: "\n\n") {
                let block = buffer[..<end.lowerBound]
                buffer.removeSubrange(..<end.upperBound)
                let lines = block.split(separator: "\n")
                guard lines.contains("event: \(name)"),
                      let data = lines.first(where: { $0.hasPrefix("data: ") }).map({ String($0.dropFirst(6)) }),
                      matching(data) else { continue }
                return data
            }
            guard Date() < deadline else { throw StudioTestError("no '\(name)' event in \(Int(limit)) s; last: \(buffer.suffix(300))") }
            let chunk = connection.read()
            guard !chunk.isEmpty else { throw StudioTestError("the event stream ended before a '\(name)' event") }
            // Without carriage returns: a Swift string keeps "\r\n" as one character, which would glue the chunked
            // encoding's size line to the event's first line; the sizes become lines of their own.
            buffer += String(decoding: chunk, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
        }
    }

    /// The run id of the next `hello` (the first one says the run served when the stream opened; each later one, a
    /// new build served).
    func nextRun() throws -> String {
        let data = try next("hello")
        guard let start = data.range(of: "{\"run\":\"") else { throw StudioTestError("a hello without a run: \(data)") }
        return String(data[start.upperBound...].prefix { $0 != "\"" })
    }
}
