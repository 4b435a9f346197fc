import Dynamics
import DynamicsFrameServer
import Foundation

/// Scenes compiled into the studio's own process (the `dynamics` tool's demos), asked on the main actor.
final class InProcessScenes: SceneProvider {
    let run = Studio.randomHex(bytes: 8)
    private let service: SceneService
    /// Kept here, so that listing never waits for the main actor (a render from the page keeps it busy).
    private let entries: [SceneEntry]

    /// Must be made on the main actor, where the scenes run.
    @MainActor init(_ scenes: [Scene]) {
        service = SceneService(scenes: scenes)
        entries = service.entries
    }

    func scenes() async throws(SceneRequestError) -> [SceneEntry] {
        entries
    }

    func frame(_ scene: String, _ index: Int, _ look: FrameLook, drawAhead: Bool) async throws(SceneRequestError) -> DrawnFrame {
        let png = try await onMain { () throws(SceneRequestError) in try self.service.frame(scene, index, look, drawsAhead: drawAhead) }
        return DrawnFrame(png: png, run: run)
    }

    func motion(_ scene: String, _ look: FrameLook) async throws(SceneRequestError) -> SceneMotion {
        try await service.motion(scene, look)
    }

    func inspect(_ scene: String, _ index: Int, _ look: FrameLook, _ request: InspectRequest)
        async throws(SceneRequestError) -> ViewInspection? {
        try await onMain { () throws(SceneRequestError) in try self.service.inspect(scene, index, look, request) }
    }

    func audio(_ scene: String, _ look: FrameLook) async throws(SceneRequestError) -> Data {
        try await service.audio(scene, look)
    }

    func render(_ scene: String, _ request: RenderRequest, output: String, toolVersion: String)
        -> (lines: AsyncStream<String>, cancel: @Sendable () -> Void) {
        let (lines, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let cancellation = RenderCancellation()
        // Scenes run on the main actor, so the render does too (the player's frames wait for it).
        Task { @MainActor [service] in
            service.render(scene, request, outputFolder: output, toolVersion: toolVersion, cancellation: cancellation) {
                continuation.yield($0)
            }
            continuation.finish()
        }
        // Cancelling waits for the render to clean up: not on the server's threads.
        return (lines, { Thread.detachNewThread { cancellation.cancel() } })
    }

    func stop() {}

    private func onMain<T: Sendable>(_ body: @MainActor @escaping () throws(SceneRequestError) -> T)
        async throws(SceneRequestError) -> T {
        let result: Result<T, SceneRequestError> = await MainActor.run {
            do throws(SceneRequestError) { return .success(try body()) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
