import Foundation

/// An acceleration in g (9.81 m/s²) along the device's axes, as Core Motion reports it: x to the right of the
/// screen, y to its top, z out of the screen towards the viewer.
public struct CMAcceleration: Equatable, Sendable {
    /// Along the device's x axis (towards the right edge in portrait), in g.
    public var x: Double
    /// Along the device's y axis (towards the top edge in portrait), in g.
    public var y: Double
    /// Along the device's z axis (out of the screen), in g.
    public var z: Double

    /// An acceleration from its three components, in g.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Gravity as an upright portrait device reads it: straight down its y axis.
    public static let portraitUpright = CMAcceleration(x: 0, y: -1, z: 0)
}
