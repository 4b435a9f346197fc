import Dynamics

/// The options of `dynamics render` that change a frame's pixels, as the page's query parameters give them.
package struct FrameLook: Hashable, Codable, Sendable {
    package var fps = 60
    package var scale: Double = 2
    package var debug = false
    package var touches: TouchVisibility?
    package var transparent = false
    /// Values for the scene's declared parameters (the page's sliders), by name.
    package var parameters: [String: Double] = [:]
    /// The device, appearance, text size and orientation the scene is shown with, as `render --device`,
    /// `--appearance`, `--content-size` and `--orientation` name them; nil keeps the scene's own.
    package var traits = FrameTraits()

    /// `render`'s defaults: 60 fps, scale 2, no overlay, the scene's own touch circles, an opaque background.
    package init() {}

    /// Every option in a few characters, for a frame's ETag.
    package var tag: String {
        "\(fps)-\(scale)-\(debug ? 1 : 0)-\(touches.map { $0 == .show ? "s" : "h" } ?? "x")-\(transparent ? 1 : 0)"
            + parameters.sorted { $0.key < $1.key }.map { "-\($0.key.utf8.count):\($0.key)=\($0.value)" }.joined()
            + traits.tag
    }
}

extension FrameLook {
    private enum CodingKeys: String, CodingKey { case fps, scale, debug, touches, transparent, parameters, traits }

    /// Reads a look the studio sent to a frame server.
    package init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        fps = try values.decode(Int.self, forKey: .fps)
        scale = try values.decode(Double.self, forKey: .scale)
        debug = try values.decode(Bool.self, forKey: .debug)
        touches = try values.decodeIfPresent(String.self, forKey: .touches).flatMap(TouchVisibility.init(rawValue:))
        transparent = try values.decode(Bool.self, forKey: .transparent)
        parameters = try values.decodeIfPresent([String: Double].self, forKey: .parameters) ?? [:]
        traits = try values.decodeIfPresent(FrameTraits.self, forKey: .traits) ?? FrameTraits()
    }

    /// Writes the look for a frame server.
    package func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(fps, forKey: .fps)
        try values.encode(scale, forKey: .scale)
        try values.encode(debug, forKey: .debug)
        try values.encodeIfPresent(touches?.rawValue, forKey: .touches)
        try values.encode(transparent, forKey: .transparent)
        try values.encode(parameters, forKey: .parameters)
        try values.encode(traits, forKey: .traits)
    }
}

/// A cache key: one frame of one scene drawn one way.
struct FrameKey: Hashable, Sendable {
    var scene: String
    var frame: Int
    var look: FrameLook
}
