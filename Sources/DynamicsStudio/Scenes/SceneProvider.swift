import Dynamics
import DynamicsFrameServer
import Foundation

/// A frame's PNG and the run (`SceneProvider.run`) of the build that drew it.
struct DrawnFrame: Sendable {
    var png: Data
    var run: String
}

/// Where the studio's scenes come from: the `dynamics` tool's own scenes in its process (`InProcessScenes`), or a
/// package's, run in a process of their own that the studio builds and restarts (`PackageScenes`). The routes ask
/// only this, so both serve the same API.
protocol SceneProvider: Sendable {
    /// Names the scenes' build: it changes when the scenes may have changed (a rebuild), and frame addresses carrying
    /// it may be cached for good.
    var run: String { get }
    /// The scenes' entries, in order.
    func scenes() async throws(SceneRequestError) -> [SceneEntry]
    /// The PNG of frame `index` of `scene` drawn as `look` says, with the run of the build that drew it (a rebuild may
    /// replace the scenes while it is asked for); `drawAhead` then draws the rest of the scene ahead.
    func frame(_ scene: String, _ index: Int, _ look: FrameLook, drawAhead: Bool) async throws(SceneRequestError) -> DrawnFrame
    /// The motion of `scene`'s identified views at `look`'s fps and scale.
    func motion(_ scene: String, _ look: FrameLook) async throws(SceneRequestError) -> SceneMotion
    /// The view `request` asks about in frame `index` of `scene` run as `look` says, or nil when none is there.
    func inspect(_ scene: String, _ index: Int, _ look: FrameLook, _ request: InspectRequest)
        async throws(SceneRequestError) -> ViewInspection?
    /// The WAV of `scene`'s mixed sound at `look`'s fps and parameter values; `notFound` when it plays none.
    func audio(_ scene: String, _ look: FrameLook) async throws(SceneRequestError) -> Data
    /// Starts a render; its progress lines (as `SceneService.render` emits them) arrive on the stream, which ends with
    /// the render. The closure cancels it.
    func render(_ scene: String, _ request: RenderRequest, output: String, toolVersion: String)
        -> (lines: AsyncStream<String>, cancel: @Sendable () -> Void)
    /// Stops whatever runs the scenes (the studio is ending).
    func stop()
}
