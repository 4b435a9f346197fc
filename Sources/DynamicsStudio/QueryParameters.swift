import Dynamics
import DynamicsFrameServer
import Hummingbird

/// The query parameters of a request, read with the same limits `dynamics render` puts on its options.
struct QueryParameters {
    let values: [String: String]
    /// `set.gravity=2` gives the scene's parameter `gravity` the value 2.
    static let parameterPrefix = "set."

    init(_ request: Request) {
        var values: [String: String] = [:]
        for (key, value) in request.uri.queryParameters { values[String(key)] = String(value) }
        self.values = values
    }

    func double(_ name: String) throws(StudioRequestError) -> Double? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw .badRequest("\(name) must be a number (got '\(text)')")
        }
        return value
    }

    func int(_ name: String, in range: ClosedRange<Int>) throws(StudioRequestError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .badRequest("\(name) must be a whole number in \(range.lowerBound)…\(range.upperBound) (got '\(text)')")
        }
        return value
    }

    func flag(_ name: String) throws(StudioRequestError) -> Bool {
        switch values[name] {
        case nil, "0", "false": return false
        case "1", "true", "": return true
        case let other?: throw .badRequest("\(name) must be 1 or 0 (got '\(other)')")
        }
    }

    /// The drawing options for `scene`: `fps`, `scale`, `debug`, `touches`, `transparent`, `set.NAME`, and the
    /// environment: `device`, `appearance`, `content-size`, `orientation` (as `render`'s flags). A scale at which the scene
    /// has no pixel (or more than a frame may have) is refused as `render --scale` refuses it.
    func look(for scene: SceneEntry) throws(StudioRequestError) -> FrameLook {
        var look = FrameLook()
        look.fps = try int("fps", in: 1...RenderOptions.maximumFPS) ?? 60
        do throws(SceneRequestError) {
            look.traits = try FrameTraits(device: values["device"], appearance: values["appearance"],
                                          contentSize: values["content-size"], orientation: values["orientation"])
        } catch {
            throw StudioRequestError(error)
        }
        if let scale = try double("scale") {
            guard scale > 0, scale <= Double(RenderOptions.maximumScale) else {
                throw .badRequest("scale must be above 0 and at most \(Int(RenderOptions.maximumScale)) (got \(scale))")
            }
            do {
                _ = try Renderer.pixelSize(of: scene.size(look.traits), scale: CGFloat(scale))
            } catch {
                throw .badRequest("scale \(scale): \(error.description)")
            }
            look.scale = scale
        }
        look.debug = try flag("debug")
        look.transparent = try flag("transparent")
        switch values["touches"] {
        case nil: break
        case "show": look.touches = .show
        case "hide": look.touches = .hide
        case let other?: throw .badRequest("touches must be show or hide (got '\(other)')")
        }
        for (key, _) in values where key.hasPrefix(Self.parameterPrefix) {
            look.parameters[String(key.dropFirst(Self.parameterPrefix.count))] = try double(key)
        }
        return look
    }

    /// What the inspector asks: `x` and `y` (canvas points, inside the scene's size as `look` shows it), or `id` (an
    /// `accessibilityIdentifier`).
    func inspectRequest(in scene: SceneEntry, _ look: FrameLook) throws(StudioRequestError) -> InspectRequest {
        if let identifier = values["id"] {
            guard !identifier.isEmpty else { throw .badRequest("id must name a view") }
            return InspectRequest(identifier: identifier)
        }
        guard let x = try double("x"), let y = try double("y") else { throw .badRequest("give x and y (points), or id") }
        let size = scene.size(look.traits)
        guard (0...Double(size.width)).contains(x), (0...Double(size.height)).contains(y) else {
            throw .badRequest("(\(x), \(y)) is outside the scene's \(Double(size.width))×\(Double(size.height)) points")
        }
        return InspectRequest(x: x, y: y)
    }

    /// The frame a request names with `frame=N` or `t=SECONDS` (as `render --at` picks it) in `scene` at `fps`.
    func frame(of scene: SceneEntry, fps: Int) throws(StudioRequestError) -> Int {
        let count = FrameTiming.frameCount(duration: scene.duration, fps: fps)
        if let index = try int("frame", in: 0...Int.max) {
            guard index < count else { throw .badRequest("frame \(index) is outside 0…\(count - 1)") }
            return index
        }
        guard let time = try double("t") else { throw .badRequest("give t=SECONDS or frame=N") }
        guard let index = FrameTiming.frame(at: time, fps: fps, duration: scene.duration) else {
            throw .badRequest("t \(time) is outside the scene's 0…\(scene.duration) s")
        }
        return index
    }
}
