import Foundation

/// Core Motion's motion manager, fed by the scene's scripted device (`DeviceAttitudeScript`).
///
/// Updates follow the scene clock: after `startDeviceMotionUpdates(to:withHandler:)` the handler gets a sample taken
/// at the start time and every `deviceMotionUpdateInterval` after it, each run on the main thread at the start of the first
/// tick at or after the sample's time (several in one tick when the interval is shorter than a tick), in time order
/// — whatever queue is passed, so renders stay deterministic. Outside a scene there is no device motion, as in the
/// simulator: `isDeviceMotionAvailable` is false and nothing is delivered.
public final class CMMotionManager {
    /// Seconds between device-motion updates. Core Motion delivers at most 100 per second; shorter intervals are
    /// treated as 0.01 s.
    public var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// The latest sample since updates started, nil before.
    public private(set) var deviceMotion: CMDeviceMotion?
    /// Whether updates are running.
    public private(set) var isDeviceMotionActive = false
    /// Each start makes a new generation, so a stopped run's clock callback ends itself.
    private var generation = 0

    /// A manager; nothing is delivered until updates start.
    public init() {}

    /// Whether the device has motion sensors: true inside a scene (the scene's scripted device), false outside.
    public var isDeviceMotionAvailable: Bool { DeviceAttitudeScript.current != nil }

    /// Starts updates that `deviceMotion` reflects without a handler.
    public func startDeviceMotionUpdates() {
        start(handler: nil)
    }

    /// Starts updates delivered to `handler` (see the type's discussion for when and where it runs).
    public func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        start(handler: handler)
    }

    /// Stops updates; `deviceMotion` keeps the last sample.
    public func stopDeviceMotionUpdates() {
        isDeviceMotionActive = false
        generation += 1
    }

    private func start(handler: CMDeviceMotionHandler?) {
        stopDeviceMotionUpdates()
        guard let device = DeviceAttitudeScript.current, let clock = AnimationClock.current else { return }
        isDeviceMotionActive = true
        let run = generation
        var nextSample = clock.now
        let deliver = { [weak self] (now: TimeInterval) -> Bool in
            guard let self, self.generation == run else { return false }
            while nextSample <= now + AnimationClock.timeTolerance {
                let sample = CMDeviceMotion(timestamp: nextSample, gravity: device.gravity(at: nextSample))
                self.deviceMotion = sample
                nextSample += max(0.01, self.deviceMotionUpdateInterval)
                handler?(sample, nil)
                guard self.generation == run else { return false }
            }
            return true
        }
        clock.addFrameCallback(deliver)
    }
}
