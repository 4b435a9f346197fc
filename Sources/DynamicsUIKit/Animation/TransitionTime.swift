import DynamicsGeometry
import Foundation

/// The time of the view animations a percent-driven transition scrubs, as UIKit gives them by pausing the
/// container's layers and moving their time offset: held at a fraction of the transition while the interaction
/// updates it, then carried to the end (finish) or back to the start (cancel) along a completion curve.
@MainActor final class TransitionTime {
    /// The scene time the transition's animations begin at.
    let start: TimeInterval
    /// The transition's duration.
    let duration: TimeInterval
    /// Where the time was when it last changed course, and where it is heading.
    private var from: TimeInterval
    private var to: TimeInterval
    /// The scene time of that change of course, and how long the run to `to` takes (0: held).
    private var since: TimeInterval = 0
    private var span: TimeInterval = 0
    private var curve = UIView.AnimationCurve.linear.timingCurve
    /// Whether the time is running back to the start (a cancel).
    private var isReturning = false

    init(start: TimeInterval, duration: TimeInterval) {
        self.start = start
        self.duration = duration
        from = start
        to = start
    }

    /// The animations' time at scene time `now`.
    func local(at now: TimeInterval) -> TimeInterval {
        guard span > 0 else { return to }
        let fraction = min(max((now - since) / span, 0), 1)
        return from + (to - from) * TimeInterval(curve.progress(at: CGFloat(fraction)))
    }

    /// Whether a cancelled transition's time is back at the start at scene time `now`.
    func hasReturned(at now: TimeInterval) -> Bool { isReturning && local(at: now) <= start }

    /// Holds the time at `fraction` of the transition.
    func hold(atFraction fraction: CGFloat) {
        from = start + duration * TimeInterval(fraction)
        to = from
        span = 0
        isReturning = false
    }

    /// Holds the time where it is at scene time `now`.
    func hold(at now: TimeInterval) {
        from = local(at: now)
        to = from
        span = 0
        isReturning = false
    }

    /// Carries the time from where it is at `now` to the end (`forward`) or back to the start, at `speed` times the
    /// transition's pace, along `curve`.
    func run(forward: Bool, speed: CGFloat, curve: UIView.AnimationCurve, at now: TimeInterval) {
        from = local(at: now)
        to = forward ? start + duration : start
        since = now
        span = abs(to - from) / TimeInterval(speed)
        self.curve = curve.timingCurve
        isReturning = !forward
    }
}
