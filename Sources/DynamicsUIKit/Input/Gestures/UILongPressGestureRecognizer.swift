import Foundation
import DynamicsGeometry

/// Recognises a press held still: `.began` once the finger has stayed down for `minimumPressDuration` without moving
/// more than `allowableMovement`, then `.changed` whenever it moves (any distance) and `.ended` when it lifts. A finger that
/// moves too far or lifts too early fails the gesture. Defaults are UIKit's.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the finger must stay down, in seconds (UIKit's default 0.5).
    public var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may wander before the press begins, in points (UIKit's default 10).
    public var allowableMovement: CGFloat = 10
    /// Taps before the press (UIKit's default 0). Scripted presses have none: with more, the recogniser never
    /// recognises.
    public var numberOfTapsRequired = 0
    /// Fingers needed (UIKit's default 1). Scripted touches are single fingers: with more, the recogniser never
    /// recognises.
    public var numberOfTouchesRequired = 1

    private var pressStart: (point: CGPoint, time: TimeInterval)?

    /// A long-press recogniser whose handler receives it typed.
    public init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        super.init()
        addAction(typed: handler)
    }

    /// A long-press recogniser without actions.
    public override init() { super.init() }

    override var isUndecided: Bool { pressStart != nil && !isTracking }

    override var acceptsOneFinger: Bool { numberOfTouchesRequired <= 1 && numberOfTapsRequired == 0 }
    override var isContinuous: Bool { true }

    override func resetProgress() { pressStart = nil }

    override func fingerDown(at point: CGPoint, in window: UIView, time: TimeInterval) {
        super.fingerDown(at: point, in: window, time: time)
        pressStart = (point, time)
        beginAfterMinimumDuration(from: time)
    }

    /// Begins the press on the first tick at which the finger has been down for `minimumPressDuration`.
    private func beginAfterMinimumDuration(from start: TimeInterval) {
        AnimationClock.current?.addFrameCallback { [weak self] now in
            guard let self, let press = self.pressStart, press.time == start, !self.isTracking,
                  !self.isWaitingForFailures else { return false }
            guard now - start >= self.minimumPressDuration - AnimationClock.timeTolerance else { return true }
            self.recognize(as: .began)
            return false
        }
    }

    override func fingerMoved(to point: CGPoint, time: TimeInterval) {
        guard let press = pressStart else { return }
        if isTracking {
            guard point != touchLocationInWindow else { return }
            touchLocationInWindow = point
            transition(to: .changed)
        } else if hypot(point.x - press.point.x, point.y - press.point.y) > allowableMovement {
            fail()
        } else {
            touchLocationInWindow = point
        }
    }

    override func fingerLifted(at point: CGPoint, time: TimeInterval) {
        guard isTracking else { return isUndecided || isWaitingForFailures ? fail() : endSequence() }
        touchLocationInWindow = point
        end(as: .ended)
    }
}
