import Foundation

/// Core Motion's motion manager, fed by the scene's scripted device (`DeviceAttitudeScript`).
///
/// Updates follow the scene clock: after `startDeviceMotionUpdates(to:withHandler:)` (or the accelerometer's
/// counterpart) the handler gets a sample taken at the start time and every update interval after it, each run on the
/// main thread at the start of the first tick at or after the sample's time (several in one tick when the interval is
/// shorter than a tick), in time order — whatever queue is passed, so renders stay deterministic. Outside a scene
/// there is no motion hardware, as in the simulator: the `is…Available` properties are false and nothing is
/// delivered. A scripted device is only ever tilted, so the accelerometer reads its gravity.
@preconcurrency @MainActor public final class CMMotionManager {
    /// Seconds between device-motion updates. Core Motion delivers at most 100 per second; shorter intervals are
    /// treated as 0.01 s.
    public var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// Seconds between accelerometer updates, limited as `deviceMotionUpdateInterval` is.
    public var accelerometerUpdateInterval: TimeInterval = 0.01
    /// The latest device-motion sample since updates started, nil before.
    public private(set) var deviceMotion: CMDeviceMotion?
    /// The latest accelerometer sample since updates started, nil before.
    public private(set) var accelerometerData: CMAccelerometerData?
    /// Whether Core Motion may show its compass-calibration display: accepted (a scene's device never needs
    /// calibrating).
    public var showsDeviceMovementDisplay = false
    /// The frame the latest device-motion updates were started in (`xArbitraryZVertical` unless one was given).
    public private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical
    private var deviceMotionRun = UpdateRun()
    private var accelerometerRun = UpdateRun()

    /// A manager; nothing is delivered until updates start.
    public init() {}

    /// Whether the device has motion sensors: true inside a scene (the scene's scripted device), false outside.
    public var isDeviceMotionAvailable: Bool { DeviceAttitudeScript.current != nil }
    /// Whether the device has an accelerometer: true inside a scene, false outside.
    public var isAccelerometerAvailable: Bool { DeviceAttitudeScript.current != nil }
    /// Whether device-motion updates are running.
    public var isDeviceMotionActive: Bool { deviceMotionRun.isActive }
    /// Whether accelerometer updates are running.
    public var isAccelerometerActive: Bool { accelerometerRun.isActive }

    /// The attitude frames the device supports: all four (an iPhone with a magnetometer).
    public class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
        [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical]
    }

    /// Starts device-motion updates that `deviceMotion` reflects, without a handler.
    public func startDeviceMotionUpdates() {
        startDeviceMotionUpdates(using: .xArbitraryZVertical)
    }

    /// Starts device-motion updates delivered to `handler` (see the type's discussion for when and where it runs).
    public func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        startDeviceMotionUpdates(using: .xArbitraryZVertical, to: queue, withHandler: handler)
    }

    /// Starts device-motion updates in `referenceFrame` that `deviceMotion` reflects, without a handler. The gravity
    /// reported is the same in every frame.
    public func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
        attitudeReferenceFrame = referenceFrame
        startDeviceMotion(handler: nil)
    }

    /// Starts device-motion updates in `referenceFrame` delivered to `handler`.
    public func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                         withHandler handler: @escaping CMDeviceMotionHandler) {
        attitudeReferenceFrame = referenceFrame
        startDeviceMotion(handler: handler)
    }

    /// Stops device-motion updates; `deviceMotion` keeps the last sample.
    public func stopDeviceMotionUpdates() { deviceMotionRun.stop() }

    /// Starts accelerometer updates that `accelerometerData` reflects, without a handler.
    public func startAccelerometerUpdates() {
        startAccelerometer(handler: nil)
    }

    /// Starts accelerometer updates delivered to `handler` (see the type's discussion for when and where it runs).
    public func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        startAccelerometer(handler: handler)
    }

    /// Stops accelerometer updates; `accelerometerData` keeps the last sample.
    public func stopAccelerometerUpdates() { accelerometerRun.stop() }

    private func startDeviceMotion(handler: CMDeviceMotionHandler?) {
        deviceMotionRun.start(interval: { [weak self] in self?.deviceMotionUpdateInterval }) { [weak self] time, gravity in
            let sample = CMDeviceMotion(timestamp: time, gravity: gravity)
            self?.deviceMotion = sample
            handler?(sample, nil)
        }
    }

    private func startAccelerometer(handler: CMAccelerometerHandler?) {
        accelerometerRun.start(interval: { [weak self] in self?.accelerometerUpdateInterval }) { [weak self] time, gravity in
            let sample = CMAccelerometerData(timestamp: time, acceleration: gravity)
            self?.accelerometerData = sample
            handler?(sample, nil)
        }
    }
}

/// One stream of samples on the scene clock: each start makes a new generation, so a stopped or restarted run's clock
/// callback ends itself.
@MainActor private struct UpdateRun {
    private final class Generation {}
    private var current: Generation?

    var isActive: Bool { current != nil }

    mutating func stop() { current = nil }

    /// Samples the current scripted device at the clock's time and every `interval()` seconds after (at least
    /// 0.01 s), calling `deliver` with each sample's time and gravity at the start of the tick that reaches it.
    mutating func start(interval: @escaping () -> TimeInterval?, deliver: @escaping (TimeInterval, CMAcceleration) -> Void) {
        stop()
        guard let device = DeviceAttitudeScript.current, let clock = AnimationClock.current else { return }
        let generation = Generation()
        current = generation
        var nextSample = clock.now
        clock.addFrameCallback { [weak generation] now in
            while generation != nil, nextSample <= now + AnimationClock.timeTolerance {
                guard let step = interval() else { return false }
                deliver(nextSample, device.gravity(at: nextSample))
                nextSample += max(0.01, step)
            }
            return generation != nil
        }
    }
}
