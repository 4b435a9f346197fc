import Dynamics

/// What the studio knows of a scene without running it: one entry of `GET /api/scenes`.
package struct SceneEntry: Codable, Equatable, Sendable {
    /// The name used on the command line and in the page's addresses.
    package var name: String
    /// One line for the list.
    package var summary: String
    /// The canvas size in points.
    package var width: Double, height: Double
    /// The default length in seconds.
    package var duration: Double
    /// The frame rate the page plays at.
    package var fps: Int

    /// The entry of `scene`, played at 60 fps.
    package init(_ scene: Scene) {
        name = scene.name
        summary = scene.summary
        width = Double(scene.size.width)
        height = Double(scene.size.height)
        duration = scene.duration
        fps = 60
    }

    /// The canvas size.
    package var size: CGSize { CGSize(width: width, height: height) }
}
