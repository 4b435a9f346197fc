import Foundation

/// One device-motion sample, with Core Motion's names: the gravity the device feels and the acceleration the user
/// gives it, both in g along the device's axes.
public final class CMDeviceMotion {
    /// When the sample was taken: the scene time in seconds (Core Motion counts from boot).
    public let timestamp: TimeInterval
    /// The gravity vector in the device's frame (length 1 g): how the device is tilted.
    public let gravity: CMAcceleration
    /// Acceleration the user gives the device, gravity removed; scripted devices are only tilted, so it is zero.
    public let userAcceleration: CMAcceleration

    init(timestamp: TimeInterval, gravity: CMAcceleration) {
        self.timestamp = timestamp
        self.gravity = gravity
        userAcceleration = CMAcceleration(x: 0, y: 0, z: 0)
    }
}

/// Core Motion's device-motion handler: a sample, or nil and an error.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
