import Dynamics
import Foundation

/// A scene at one moment of its timeline, as swift-snapshot-testing snapshots it:
/// `assertSnapshot(of: SceneFrame(scene, time: 1.2), as: .image)`.
public struct SceneFrame: Sendable {
    /// The scene to run.
    public let scene: Scene
    /// The scene time of the frame, in seconds.
    public let time: TimeInterval
    /// Pixels per point of the picture (1 keeps the references small).
    public let scale: CGFloat

    /// The frame of `scene` at `time` seconds, drawn at `scale` pixels per point.
    public init(_ scene: Scene, time: TimeInterval, scale: CGFloat = 1) {
        self.scene = scene
        self.time = time
        self.scale = scale
    }

    /// Runs the scene to the frame's time and draws it; a frame that cannot be drawn (a time that is not finite, a
    /// canvas over the pixel limit) is a 1×1 transparent picture, which no reference matches.
    @MainActor func render() -> Image {
        let runner = SceneRunner(scene: scene, screenScale: scale)
        runner.advance(to: time)
        return (try? Renderer().render(runner.window, scale: scale))
            ?? Image(width: 1, height: 1, stride: 4, bytes: [0, 0, 0, 0], isOpaque: false)
    }
}
