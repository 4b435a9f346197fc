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
    /// The device the scene is shown as unless a request picks another (`DeviceProfile.identifier`).
    package var device: String
    /// How that device is held unless a request says (`portrait` or `landscape`).
    package var orientation: String

    /// The entry of `scene`, played at 60 fps.
    package init(_ scene: Scene) {
        name = scene.name
        summary = scene.summary
        width = Double(scene.size.width)
        height = Double(scene.size.height)
        duration = scene.duration
        fps = 60
        device = scene.device.identifier
        orientation = scene.orientation.rawValue
    }

    /// The canvas size the scene declares.
    package var size: CGSize { CGSize(width: width, height: height) }

    /// The size of the scene's frames shown with `traits` (`Scene.shown(on:orientation:)`): a named device's screen,
    /// or the declared size, turned when another orientation is asked for.
    package func size(_ traits: FrameTraits) -> CGSize {
        let device = traits.profile ?? DeviceProfile(identifier: self.device) ?? .iPhone
        let orientation = traits.sceneOrientation ?? SceneOrientation(rawValue: self.orientation) ?? .portrait
        return Scene.size(of: size, on: device, held: orientation, turning: traits.sceneOrientation != nil)
    }
}
