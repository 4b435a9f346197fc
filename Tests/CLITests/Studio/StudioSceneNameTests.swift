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
        // The trace is waited for as long as the frame (below), not answered 202.
        configuration.patience = .seconds(900)
        let studio = try await MainActor.run { () throws(StudioError) -> Studio in try Studio(configuration: configuration) }
        let address = Mutex<String?>(nil)
        let server = Task.detached { try await studio.run { printed in address.withLock { $0 = printed } } }
        defer { server.cancel() }
        var printed: String?
        // Long waits, here and for each answer: the studio draws on the main actor, and in a whole `swift test` run
        // every main-actor test of every target queues for it before this one's frame (minutes on two cores).
        for _ in 0..<12_000 where printed == nil {
            try await Task.sleep(for: .milliseconds(50))
            printed = address.withLock { $0 }
        }
        let line = try #require(printed, "the studio never listened")
        let components = try #require(URLComponents(string: line))
        let port = try #require(components.port)
        let token = try #require(components.queryItems?.first { $0.name == "token" }?.value)

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

    /// A GET with the token, answered by the studio on `port`, waiting up to 15 minutes for it (see above). The blocking
    /// socket work runs on a Dispatch thread, not on the cooperative pool the studio in this process answers on.
    static func get(_ path: String, port: Int, token: String) async throws -> HTTPAnswer {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try blockingGet(path, port: port, token: token) })
            }
        }
    }

    private static func blockingGet(_ path: String, port: Int, token: String) throws -> HTTPAnswer {
        let connection = try Connection(port: port, timeout: 900)
        try connection.send(Data(("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Studio-Token: \(token)\r\n"
            + "Connection: close\r\n\r\n").utf8))
        return try HTTPAnswer(connection.readAll())
    }
}
