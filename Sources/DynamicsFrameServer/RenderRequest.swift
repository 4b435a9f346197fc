import Dynamics

/// What the page asks a render for: the options of `dynamics render`, as JSON.
package struct RenderRequest: Codable, Sendable {
    /// `png` (the default), or a video format: `mp4`, `webm`, `gif`.
    var format: String?
    var fps: Int?
    var duration: Double?
    var scale: Double?
    var transparent: Bool?
    var debug: Bool?
    var touches: String?
    var deviceFrame: Bool?
    var crf: Int?
    var preset: String?
    /// Values for the scene's declared parameters, by name (kept within each one's range).
    var parameters: [String: Double]?
    /// Only frames `[first, last]` (inclusive, counted from 0, as `render --frames first..last`): the page's in and
    /// out points.
    var frames: [Int]?
    /// The environment, by `render`'s names: `--device`, `--appearance`, `--content-size`, `--orientation`.
    var device: String?, appearance: String?, contentSize: String?, orientation: String?

    /// The `RenderOptions` for `scene` writing into `outputFolder` as `render` would by default: frames into
    /// `outputFolder/<scene>`, a video to `outputFolder/<scene>.<format>`.
    package func options(scene: String, outputFolder: String, toolVersion: String) throws(SceneRequestError) -> RenderOptions {
        var options = RenderOptions()
        switch format ?? "png" {
        case "png": options.folder = outputFolder + "/" + scene
        case let video where VideoFormat(path: "x." + video) != nil && video != "mov":
            options.videoPath = outputFolder + "/" + scene + "." + video
        case let other: throw SceneRequestError(.badRequest, "format must be png, mp4, webm or gif (got '\(other)')")
        }
        if let fps { options.fps = fps }
        options.duration = duration
        if let scale { options.scale = CGFloat(scale) }
        options.transparent = transparent ?? false
        options.showsDebugOverlay = debug ?? false
        switch touches {
        case nil: break
        case let value?:
            guard let visibility = TouchVisibility(rawValue: value) else {
                throw SceneRequestError(.badRequest, "touches must be show or hide (got '\(value)')")
            }
            options.touches = visibility
        }
        if let frames {
            guard frames.count == 2, frames[0] >= 0, frames[0] <= frames[1] else {
                throw SceneRequestError(.badRequest, "frames must be [first, last] with 0 ≤ first ≤ last (got \(frames))")
            }
            options.frames = .range(frames[0]...frames[1])
        }
        let traits = try FrameTraits(device: device, appearance: appearance, contentSize: contentSize,
                                     orientation: orientation)
        options.device = traits.profile
        options.orientation = traits.sceneOrientation
        options.appearance = traits.appearance.flatMap(SceneAppearance.init(rawValue:))
        options.contentSize = traits.contentSize.flatMap(UIContentSizeCategory.init(commandLineName:))
        options.deviceFrame = deviceFrame ?? false
        options.videoQuality = VideoQuality(crf: crf, preset: preset)
        options.toolVersion = toolVersion
        return options
    }
}
