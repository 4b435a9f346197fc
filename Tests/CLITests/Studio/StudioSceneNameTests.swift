import Dynamics
import DynamicsStudio
import Foundation
import Synchronization
import Testing

/// The studio run in this process with scenes of its own, for what the built-in scenes cannot show.
@Suite("dynamics studio: scenes of any name", .serialized)
struct StudioSceneNameTests {
    @Test("a scene whose name holds spaces and non-ASCII letters is served under its percent-encoded name")
    func spacesAndLetters() async throws {
        let name = "Ball menü – zwei Bälle"
        let scene = Scene(name: name, summary: "a square", size: CGSize(width: 40, height: 30), duration: 1) { context in
            let square = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            square.backgroundColor = .systemRed
            context.view.addSubview(square)
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = StudioConfiguration(scenes: [scene], packageFolder: folder.path,
                                                outputFolder: folder.appendingPathComponent("out").path)
        configuration.port = 0
        let studio = try await MainActor.run { () throws(StudioError) -> Studio in try Studio(configuration: configuration) }
        let (port, token, server) = try await Self.serve(studio)
        defer { server.cancel() }

        // As the page's encodeURIComponent does it: every byte but ASCII letters and digits (and a few marks) escaped.
        let ascii = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!~*'()")
        let encoded = try #require(name.addingPercentEncoding(withAllowedCharacters: ascii))
        #expect(encoded.contains("%20") && encoded.contains("%C3%BC"))
        let frame = try await Self.get("/api/scenes/\(encoded)/frame?frame=0&scale=1", port: port, token: token)
        #expect(frame.status == 200 && frame.headers["content-type"] == "image/png", "\(frame.status) \(frame.text)")
        let image = try PNGReader.read(data: frame.body)
        #expect(image.width == 40 && image.height == 30)
        let trace = try await Self.get("/api/scenes/\(encoded)/trace", port: port, token: token)
        #expect(trace.status == 200, "\(trace.text)")
        let missing = try await Self.get("/api/scenes/Ball%20men%C3%BC/trace", port: port, token: token)
        #expect(missing.status == 404 && missing.text.contains("unknown scene 'Ball menü'"), "\(missing.text)")
    }

    /// Runs `studio` in this process until the returned task is cancelled; the port it listens on and its token.
    static func serve(_ studio: Studio) async throws -> (port: Int, token: String, server: Task<Void, any Error>) {
        let address = Mutex<String?>(nil)
        let server = Task.detached { try await studio.run { printed in address.withLock { $0 = printed } } }
        let line = try await whenThere("the studio's address") { address.withLock { $0 } }
        let components = try #require(URLComponents(string: line))
        let port = try #require(components.port)
        let token = try #require(components.queryItems?.first { $0.name == "token" }?.value)
        return (port, token, server)
    }

    /// A GET with the token, answered by the studio in this process on `port`; a trace still running (202, or 429
    /// while other runs hold the studio) is asked again, as the page asks, until it is answered.
    static func get(_ path: String, port: Int, token: String) async throws -> HTTPAnswer {
        while true {
            let answer = try await getOnce(path, port: port, token: token)
            guard answer.status == 202 || answer.status == 429 else { return answer }
            if answer.status == 429 { try await Task.sleep(for: .seconds(1)) }
        }
    }

    /// One GET. The blocking socket work runs on a Dispatch thread, not on the cooperative pool the studio answers on.
    private static func getOnce(_ path: String, port: Int, token: String) async throws -> HTTPAnswer {
        let connection = try Connection(port: port, timeout: 0)
        try connection.send(Data(("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Studio-Token: \(token)\r\n"
            + "Connection: close\r\n\r\n").utf8))
        let answer = Mutex<Data?>(nil)
        DispatchQueue.global().async {
            let raw = (try? connection.readAll()) ?? Data()
            answer.withLock { $0 = raw }
        }
        do {
            return try HTTPAnswer(try await whenThere("the answer to \(path)") { answer.withLock { $0 } })
        } catch {
            connection.shutdown()
            throw error
        }
    }

    /// What `value` gives once it gives something. The studio draws on the main actor, which in a whole `swift test`
    /// run is shared with every main-actor test of every target: on a busy machine its frame may wait there behind
    /// them for many minutes (it once waited more than 15), and that is no hang. So there is no deadline on the clock:
    /// the wait gives up only once the main actor and the cooperative pool have been free for two minutes in all (a
    /// turn there came at once) and still nothing came — a studio that has stopped answering.
    static func whenThere<Value: Sendable>(_ what: String, _ value: @Sendable () -> Value?) async throws -> Value {
        var free = Duration.zero
        while true {
            if let there = value() { return there }
            let asked = ContinuousClock.now
            await MainActor.run {}
            let turn = asked.duration(to: .now)
            try await Task.sleep(for: .milliseconds(100))
            if turn < .milliseconds(50) { free += .milliseconds(100) }
            guard free < .seconds(120) else { throw StudioTestError("\(what) never came, with the main actor free for 2 minutes") }
        }
    }
}
