import Foundation
import DynamicsGeometry

/// Recognises taps: `numberOfTapsRequired` touches that go down and up at one place, each within
/// `maximumIntervalBetweenTaps` of the one before. A single tap is recognised on the tick it happens; a multiple tap
/// waits for its last tap, and fails when the next tap does not come in time.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (UIKit's default 1): 2 for a double tap.
    public var numberOfTapsRequired = 1
    /// Fingers needed (UIKit's default 1). Scripted touches are single fingers: with more, the recogniser never
    /// recognises.
    public var numberOfTouchesRequired = 1

    /// The longest pause between the taps of a multiple tap. UIKit's value is private; 0.35 s is what a double tap
    /// on a device tolerates (see docs/hosting.md).
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35
    /// How far apart the taps of a multiple tap may land, in points.
    static let maximumDistanceBetweenTaps: CGFloat = 45

    private var tapsSoFar = 0
    private var lastTapTime: TimeInterval = 0
    private var firstTapInWindow = CGPoint.zero

    /// A tap recogniser whose handler receives it typed.
    public init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        super.init()
        addAction(typed: handler)
    }

    /// A tap recogniser without actions.
    public override init() { super.init() }

    override var isUndecided: Bool { tapsSoFar > 0 }

    /// A tap recogniser never prevents another tap recogniser that needs more taps (Apple's documentation of
    /// `canPrevent(_:)`), so a single tap recognising on the first tap of a double tap leaves the double tap going;
    /// otherwise the base class's rule (true).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override var acceptsOneFinger: Bool { numberOfTouchesRequired <= 1 }

    override func resetProgress() { tapsSoFar = 0 }

    /// A finger that went down on the recogniser lifted: a completed tap.
    override func fingerLifted(at point: CGPoint, time: TimeInterval) { tapped(at: point, time: time) }

    /// Counts a completed tap at `point` (window coordinates) at scene time `time`; the last tap required makes the
    /// state `.recognized` (with the location of the first tap, as UIKit reports it) and runs the actions. A
    /// recogniser holding back a recognition for `require(toFail:)` ignores taps until that is settled.
    private func tapped(at point: CGPoint, time: TimeInterval) {
        guard !isWaitingForFailures else { return }
        let continues = tapsSoFar > 0 && time - lastTapTime <= Self.maximumIntervalBetweenTaps + AnimationClock.timeTolerance
            && hypot(point.x - firstTapInWindow.x, point.y - firstTapInWindow.y) <= Self.maximumDistanceBetweenTaps
        if !continues {
            if tapsSoFar > 0 { fail() }
            firstTapInWindow = point
        }
        tapsSoFar += 1
        lastTapTime = time
        touchLocationInWindow = firstTapInWindow
        if tapsSoFar >= max(1, numberOfTapsRequired) {
            tapsSoFar = 0
            recognize(as: .recognized)
        } else {
            failUnlessTappedAgain(after: time)
        }
    }

    /// Fails the multiple tap on the first tick after the interval has passed with no further tap.
    private func failUnlessTappedAgain(after time: TimeInterval) {
        let count = tapsSoFar
        AnimationClock.current?.addFrameCallback { [weak self] now in
            guard let self, self.tapsSoFar == count, self.lastTapTime == time else { return false }
            guard now - time > Self.maximumIntervalBetweenTaps + AnimationClock.timeTolerance else { return true }
            self.fail()
            return false
        }
    }
}
