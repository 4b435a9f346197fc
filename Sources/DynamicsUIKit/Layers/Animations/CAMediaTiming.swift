import Foundation

/// Core Foundation's name for a time in seconds, which Core Animation's API uses (`CACurrentMediaTime()`, `beginTime`,
/// `convertTime(_:from:)`); swift-corelibs-foundation does not export it.
public typealias CFTimeInterval = Double

/// The timing properties shared by animations (Core Animation's `CAMediaTiming`), in seconds of the parent's time.
public protocol CAMediaTiming: AnyObject {
    /// When the animation starts, in its parent's time; 0 on an animation added to a layer means "now"
    /// (`CACurrentMediaTime()`), in a group the group's start.
    var beginTime: TimeInterval { get set }
    /// One iteration, in seconds; 0 means Core Animation's default of 0.25 s.
    var duration: TimeInterval { get set }
    /// How fast local time runs against the parent's (2 is twice as fast; 0 stops it).
    var speed: Float { get set }
    /// Where in its active period the animation starts, in local seconds (wrapping round).
    var timeOffset: TimeInterval { get set }
    /// How many iterations run (fractions allowed; 0 means one, `.infinity` for ever).
    var repeatCount: Float { get set }
    /// How long the iterations repeat, in local seconds (instead of `repeatCount`).
    var repeatDuration: TimeInterval { get set }
    /// Whether each iteration runs forwards and then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active period.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The current time of the scene clock in seconds (the time `CAMediaTiming.beginTime` is measured in); where no
/// scene runs, the system's uptime.
public func CACurrentMediaTime() -> TimeInterval {
    if let clock = AnimationClock.current { return MainActor.assumeIsolated { clock.now } }
    return ProcessInfo.processInfo.systemUptime
}

/// Told when a Core Animation animation starts and stops. Both methods have empty default implementations.
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active period has begun (on the first clock advance at or after its begin time).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation has ended (`flag` true) or was removed from its layer before its end (`flag` false); `anim`
    /// is the layer's copy, as on iOS.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
