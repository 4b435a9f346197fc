import Dynamics

/// What the inspector asks about a frame: the view at a point of the canvas (`x`, `y` in points), or the view with
/// an `accessibilityIdentifier` (a lane of the timeline was clicked).
package struct InspectRequest: Codable, Hashable, Sendable {
    package var x: Double?
    package var y: Double?
    package var identifier: String?

    /// A question about the view at (`x`, `y`), or about the view identified as `identifier`.
    package init(x: Double? = nil, y: Double? = nil, identifier: String? = nil) {
        self.x = x
        self.y = y
        self.identifier = identifier
    }

    /// The point asked about, when the question names one.
    var point: CGPoint? {
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }
}
