import Foundation
import DynamicsGeometry

/// Recognises a drag: `.began` once the finger has moved `hysteresis` (10 pt) from where it went down, `.changed` on
/// every later move, `.ended` when it lifts, reporting translation (from where the finger went down) and velocity
/// like UIKit's; a finger that lifts before moving that far fails it, leaving the touch to a tap. Several fingers
/// drag their centroid, with the same 10 pt before it begins, so a pinch in place leaves it to a pinch recogniser;
/// fingers may join and lift while it goes on (docs/gestures.md, "Pan hysteresis", "Fingers that come and go").
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers (UIKit's default 1). Scripted touches are single fingers: with more, the recogniser never begins.
    public var minimumNumberOfTouches = 1
    /// Most fingers (UIKit's default: no limit).
    public var maximumNumberOfTouches = Int.max
    private var startInWindow = CGPoint.zero
    private var velocityInWindow = CGPoint.zero
    private var lastReportTime: TimeInterval = 0
    /// How long the last move took: a lift in place later than that comes after the finger rested.
    private var lastMoveInterval: TimeInterval = 0
    /// The fingers went down and have not moved far enough to pan yet.
    private var waitsForMovement = false
    /// How far one finger, or the centroid of several, must move from where it went down before the pan begins:
    /// UIKit's hysteresis, about 10 pt (docs/gestures.md says where the number comes from; several fingers' was not
    /// measured and uses the same).
    static let hysteresis: CGFloat = 10

    /// A pan recogniser whose handler receives it typed.
    public init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
        super.init()
        addAction(typed: handler)
    }

    /// A pan recogniser without actions.
    public override init() { super.init() }

    /// How far the finger has moved since the gesture began (or since the last `setTranslation`), in `view`'s
    /// coordinate space (`nil`: the window).
    public func translation(in view: UIView?) -> CGPoint {
        let start = location(ofWindowPoint: startInWindow, in: view)
        let now = location(in: view)
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    /// Resets the translation so that `translation(in: view)` is `translation` now.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = location(in: view)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        if let view, let window {
            startInWindow = view.convert(start, to: window)
        } else {
            startInWindow = start
        }
    }

    /// Finger velocity in points per second in `view`'s coordinate space (`nil`: the window), measured over the
    /// last tick of movement. At `.ended` it is the velocity the finger had when it lifted.
    public func velocity(in view: UIView?) -> CGPoint {
        guard let view, let window else { return velocityInWindow }
        let origin = view.convert(CGPoint.zero, from: window)
        let tip = view.convert(velocityInWindow, from: window)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    override var acceptsOneFinger: Bool { minimumNumberOfTouches <= 1 && maximumNumberOfTouches >= 1 }
    override var isContinuous: Bool { true }
    override var acceptsTwoFingers: Bool { minimumNumberOfTouches <= 2 && maximumNumberOfTouches >= 2 }
    override var isUndecided: Bool { waitsForMovement }

    private func location(ofWindowPoint point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

    override func fingerDown(at point: CGPoint, in window: UIView, time: TimeInterval) {
        super.fingerDown(at: point, in: window, time: time)
        startInWindow = point
        velocityInWindow = CGPoint.zero
        lastReportTime = time
        lastMoveInterval = 0
        waitsForMovement = true
    }

    /// Fingers joined: up to `maximumNumberOfTouches` the pan follows their centroid from now on, its start moved by
    /// as much as the centroid jumped so `translation(in:)` and `velocity(in:)` go on without a jump, as a scroll
    /// view's content stays put when a second finger lands (docs/gestures.md, "Fingers that come and go").
    override func fingersJoined(_ touches: Set<UITouch>, time: TimeInterval) -> Bool {
        guard trackedTouches.count <= maximumNumberOfTouches else { return false }
        refollow(trackedTouches.map { $0.location(in: nil) })
        return true
    }

    /// Fingers lifted while others stay: with at least `minimumNumberOfTouches` left the pan follows those (no jump,
    /// as above); with fewer it ends, or fails when it had not begun (UIPanGestureRecognizer: it changes "while at
    /// least the minimum number of fingers are pressed down").
    override func fingersLeft(_ remaining: [CGPoint], time: TimeInterval) -> Bool {
        guard remaining.count >= minimumNumberOfTouches else { return false }
        refollow(remaining)
        return true
    }

    /// Follows the fingers at `points` from now on, moving the start and the last reported place by the jump of the
    /// centroid.
    private func refollow(_ points: [CGPoint]) {
        let before = touchLocationInWindow, after = centroid(of: points)
        startInWindow = CGPoint(x: startInWindow.x + after.x - before.x, y: startInWindow.y + after.y - before.y)
        touchLocationInWindow = after
        touchLocationsInWindow = points.count > 1 ? points : []
    }

    override func fingerMoved(to point: CGPoint, time: TimeInterval) {
        if waitsForMovement {
            // The finger is followed while it is still deciding, so velocity at `.began` is that of the last move.
            updateVelocity(to: point, at: time)
            touchLocationInWindow = point
            guard hypot(point.x - startInWindow.x, point.y - startInWindow.y) >= Self.hysteresis else { return }
            waitsForMovement = false
            return recognize(as: .began)
        }
        guard isTracking else { return }
        updateVelocity(to: point, at: time)
        touchLocationInWindow = point
        transition(to: .changed)
    }

    override func fingerLifted(at point: CGPoint, time: TimeInterval) {
        if waitsForMovement { return fail() }
        guard isTracking else { return endSequence() }
        if point != touchLocationInWindow {
            updateVelocity(to: point, at: time)
        } else if time - lastReportTime > lastMoveInterval + AnimationClock.timeTolerance {
            // The finger rested after its last move (still fingers get no touchesMoved): it lifts without velocity.
            velocityInWindow = .zero
        }
        touchLocationInWindow = point
        end(as: .ended)
    }

    override func resetProgress() {
        waitsForMovement = false
    }

    private func updateVelocity(to point: CGPoint, at time: TimeInterval) {
        let interval = time - lastReportTime
        lastReportTime = time
        guard interval > 0 else { return }
        lastMoveInterval = interval
        velocityInWindow = CGPoint(x: (point.x - touchLocationInWindow.x) / interval,
                                   y: (point.y - touchLocationInWindow.y) / interval)
    }
}
