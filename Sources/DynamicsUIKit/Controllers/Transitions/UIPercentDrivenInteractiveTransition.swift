import DynamicsGeometry
import Foundation

/// Drives an animator's view animations by a fraction, as UIKit's class of the same name: the animator's
/// `animateTransition(using:)` runs at once with its animations held at the start, `update(_:)` moves them to a
/// fraction (from a pan handler, say), and `finish()` or `cancel()` lets them run on to the end or back to the
/// start at `completionSpeed` along `completionCurve`. The animator's completion blocks then run and it calls
/// `completeTransition(!transitionWasCancelled)` as usual. Only view animations (`UIView.animate` and its
/// variants) started while the animator sets up follow the fraction; property animators, Core Animation
/// animations and UIKit Dynamics run on scene time (docs/controllers.md).
@preconcurrency @MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest of the transition runs after `finish()` or `cancel()` (1: the animator's own pace).
    open var completionSpeed: CGFloat = 1
    /// The curve the rest of the transition follows after `finish()` or `cancel()`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactively (true); false runs it as an ordinary animated one.
    open var wantsInteractiveStart = true
    /// How far the transition is, 0…1, as last set by `update(_:)`.
    open private(set) var percentComplete: CGFloat = 0
    /// The transition's duration: the animator's.
    open var duration: CGFloat { CGFloat(time?.duration ?? 0) }

    private var context: TransitionContext?
    private var time: TransitionTime?

    /// A percent-driven transition with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Runs the animator with its view animations held at the start.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let clock = AnimationClock.current else {
            return
        }
        let time = TransitionTime(start: clock.now, duration: context.duration)
        percentComplete = 0
        self.context = context
        self.time = time
        let previous = clock.scrubbedTransitionTime
        clock.scrubbedTransitionTime = time
        context.runAnimations()
        clock.scrubbedTransitionTime = previous
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1; a non-finite value is ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        time?.hold(atFraction: self.percentComplete)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is (a new touch caught it).
    open func pause() {
        guard let clock = AnimationClock.current else { return }
        time?.hold(at: clock.now)
        context?.pauseInteractiveTransition()
    }

    /// Lets the transition run on to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        release(forward: true)
    }

    /// Lets the transition run back to its start; the animator then completes it with `false`.
    open func cancel() {
        context?.cancelInteractiveTransition()
        release(forward: false)
    }

    private func release(forward: Bool) {
        guard let clock = AnimationClock.current, let time else { return }
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        time.run(forward: forward, speed: speed, curve: completionCurve, at: clock.now)
        context = nil
        self.time = nil
    }
}
