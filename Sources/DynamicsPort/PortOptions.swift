import Foundation

/// What a port takes beside the folder: which app target to read and the user's own scene files.
public struct PortOptions: Equatable, Sendable {
    /// The app target of the Xcode project to port, when the project has several that use the folder.
    public var target: String?
    /// Swift files, outside the app's folder, each declaring a top-level function taking a `SceneContext`: each
    /// becomes a scene that launches the app and then runs the function (scripted touches and events).
    public var sceneFiles: [URL]

    /// Options for a port: `target` chooses the app target, `sceneFiles` adds scenes.
    public init(target: String? = nil, sceneFiles: [URL] = []) {
        self.target = target
        self.sceneFiles = sceneFiles
    }
}
