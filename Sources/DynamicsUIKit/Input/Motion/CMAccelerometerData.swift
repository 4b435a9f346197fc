import Foundation

/// One accelerometer sample, with Core Motion's names: the acceleration the device measures, gravity included, in g
/// along the device's axes (a device lying still upright in portrait reads (0, −1, 0)).
public final class CMAccelerometerData {
    /// When the sample was taken: the scene time in seconds (Core Motion counts from boot).
    public let timestamp: TimeInterval
    /// The measured acceleration in g.
    public let acceleration: CMAcceleration

    /// An empty sample (zero acceleration at time 0), as Core Motion's initializer makes.
    public convenience init() { self.init(timestamp: 0, acceleration: CMAcceleration(x: 0, y: 0, z: 0)) }

    init(timestamp: TimeInterval, acceleration: CMAcceleration) {
        self.timestamp = timestamp
        self.acceleration = acceleration
    }
}

/// Core Motion's accelerometer handler: a sample, or nil and an error.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
