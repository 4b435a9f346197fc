import Foundation

/// A two-dimensional vector, as in CoreGraphics: UIKit Dynamics uses it for gravity directions and push vectors.
public struct CGVector: Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// A vector with both components 0.
    public init() {
        dx = 0
        dy = 0
    }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector with the given `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with the given integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public static var zero: CGVector { CGVector() }
}

/// Encoded as CoreGraphics does: an unkeyed pair `[dx, dy]`.
extension CGVector: Codable {
    /// Decodes `[dx, dy]`.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes `[dx, dy]`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
