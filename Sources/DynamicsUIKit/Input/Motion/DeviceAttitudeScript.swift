import Foundation

/// How a scene's device is held over time: the gravity vector its motion sensor reads, as scripted tilts. A scene
/// runner installs its script as `DeviceAttitudeScript.current` while the scene builds and ticks, which is what
/// `CMMotionManager` reads; with no script installed there is no device motion, as in the simulator.
public final class DeviceAttitudeScript {
    /// A tilt: from `start` the gravity turns from the previous tilt's to `gravity` in `duration` seconds.
    private struct Tilt {
        let start: TimeInterval
        let duration: TimeInterval
        let gravity: CMAcceleration
    }

    private var tilts: [Tilt] = []
    private static let slot = ThreadScoped<DeviceAttitudeScript>()

    /// A device held upright in portrait until told otherwise.
    public init() {}

    /// The script installed on this thread, if any.
    public static var current: DeviceAttitudeScript? { slot.value }

    /// Runs `body` with this script as `DeviceAttitudeScript.current`, then restores the previous one.
    public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.slot.withValue(self, body)
    }

    /// Tilts the device so that its sensor reads `gravity` (normalised to 1 g; a zero vector is ignored), turning
    /// evenly from the earlier attitude over `duration` seconds starting at `time`. Tilts apply in time order; a
    /// time or duration that is not finite is ignored.
    public func tilt(toGravity gravity: CMAcceleration, at time: TimeInterval, over duration: TimeInterval = 0) {
        let length = (gravity.x * gravity.x + gravity.y * gravity.y + gravity.z * gravity.z).squareRoot()
        guard length > 0, length.isFinite, time.isFinite, duration.isFinite else { return }
        let unit = CMAcceleration(x: gravity.x / length, y: gravity.y / length, z: gravity.z / length)
        let tilt = Tilt(start: time, duration: max(0, duration), gravity: unit)
        tilts.insert(tilt, at: tilts.firstIndex { $0.start > time } ?? tilts.endIndex)
    }

    /// When each scripted tilt turns the device, in time order (the studio marks them on its timeline).
    public var tiltTimes: [ClosedRange<TimeInterval>] { tilts.map { $0.start...($0.start + $0.duration) } }

    /// The gravity the sensor reads at scene time `time`: each tilt interpolated linearly (then normalised) from the
    /// attitude before it; upright portrait before the first.
    public func gravity(at time: TimeInterval) -> CMAcceleration {
        var current = CMAcceleration.portraitUpright
        for tilt in tilts where tilt.start <= time {
            let progress = tilt.duration > 0 ? min(1, (time - tilt.start) / tilt.duration) : 1
            current = Self.blend(current, tilt.gravity, progress)
        }
        return current
    }

    private static func blend(_ from: CMAcceleration, _ to: CMAcceleration, _ t: Double) -> CMAcceleration {
        guard t < 1 else { return to }
        let x = from.x + (to.x - from.x) * t, y = from.y + (to.y - from.y) * t, z = from.z + (to.z - from.z) * t
        let length = (x * x + y * y + z * z).squareRoot()
        return length > 0 ? CMAcceleration(x: x / length, y: y / length, z: z / length) : to
    }
}
