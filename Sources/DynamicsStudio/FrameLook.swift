import Dynamics

/// The options of `dynamics render` that change a frame's pixels, as the page's query parameters give them.
struct FrameLook: Hashable, Sendable {
    var fps = 60
    var scale: Double = 2
    var debug = false
    var touches: TouchVisibility?
    var transparent = false

    /// Every option in a few characters, for a frame's ETag.
    var tag: String {
        "\(fps)-\(scale)-\(debug ? 1 : 0)-\(touches.map { $0 == .show ? "s" : "h" } ?? "x")-\(transparent ? 1 : 0)"
    }
}

/// A cache key: one frame of one scene drawn one way.
struct FrameKey: Hashable, Sendable {
    var scene: String
    var frame: Int
    var look: FrameLook
}
