import Dynamics
import DynamicsFrameServer
import Foundation
import Synchronization
import Testing
@testable import DynamicsStudio

/// The frame route names the build that drew the frame: a `--watch` rebuild that replaces the scenes while a frame is
/// asked for must not give the new build's picture the old run's address, which the page may keep for good.
@Suite("dynamics studio: a frame's run", .serialized)
struct StudioFrameRouteTests {
    /// Scenes whose build is replaced while a frame is drawn: the run is `first` until the frame is asked for, and
    /// the frame is drawn by the build `second`.
    private final class RebuiltWhileDrawing: SceneProvider {
        private let current = Mutex("first")
        let entry: SceneEntry

        init(_ entry: SceneEntry) { self.entry = entry }

        var run: String { current.withLock { $0 } }
        func scenes() async throws(SceneRequestError) -> [SceneEntry] { [entry] }
        func frame(_ scene: String, _ index: Int, _ look: FrameLook, drawAhead: Bool) async throws(SceneRequestError) -> DrawnFrame {
            current.withLock { $0 = "second" }
            return DrawnFrame(png: Data("the second build's frame".utf8), run: "second")
        }
        func motion(_ scene: String, _ look: FrameLook) async throws(SceneRequestError) -> SceneMotion {
            throw SceneRequestError(.unavailable, "not asked")
        }
        func inspect(_ scene: String, _ index: Int, _ look: FrameLook, _ request: InspectRequest)
            async throws(SceneRequestError) -> ViewInspection? {
            throw SceneRequestError(.unavailable, "not asked")
        }
        func audio(_ scene: String, _ look: FrameLook) async throws(SceneRequestError) -> Data {
            throw SceneRequestError(.unavailable, "not asked")
        }
        func render(_ scene: String, _ request: RenderRequest, output: String, toolVersion: String)
            -> (lines: AsyncStream<String>, cancel: @Sendable () -> Void) {
            (AsyncStream { $0.finish() }, {})
        }
        func stop() {}
    }

    @Test("a frame drawn by a build that replaced the scenes meanwhile carries that build's run, and the old run's address is not kept")
    func theRunIsTheOneThatDrew() async throws {
        let scene = Scene(name: "square", summary: "", size: CGSize(width: 40, height: 30), duration: 1) { _ in }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = StudioConfiguration(scenes: [], packageFolder: folder.path,
                                                outputFolder: folder.appendingPathComponent("out").path)
        configuration.port = 0
        let provider = await MainActor.run { RebuiltWhileDrawing(SceneEntry(scene)) }
        let studio = try await MainActor.run { () throws(StudioError) -> Studio in
            try Studio(configuration: configuration, provider: provider)
        }
        let (port, token, server) = try await StudioSceneNameTests.serve(studio)
        defer { server.cancel() }

        let frame = try await StudioSceneNameTests.get("/api/scenes/square/frame?frame=0&scale=1&run=first", port: port, token: token)
        #expect(frame.status == 200 && frame.text == "the second build's frame", "\(frame.status) \(frame.text)")
        #expect(frame.headers["etag"]?.hasPrefix("\"second-0-") == true, "\(frame.headers)")
        #expect(frame.headers["cache-control"] == "private, no-cache", "\(frame.headers)")
    }
}
