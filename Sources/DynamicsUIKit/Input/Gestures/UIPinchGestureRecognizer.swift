import Foundation
import DynamicsGeometry

/// Recognises two fingers moving apart or together (`SceneContext.pinch`): `.began` on the first move that changes
/// their distance, `.changed` on every later move, `.ended` when they lift.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var gesture = TwoFingerGesture()

    /// A pinch recogniser whose handler receives it typed.
    public init(handler: @escaping (UIPinchGestureRecognizer) -> Void) {
        super.init()
        addAction(typed: handler)
    }

    /// A pinch recogniser without actions.
    public override init() { super.init() }

    /// The fingers' distance now over their distance when they went down (1 until they move). Setting it (handlers
    /// often reset it to 1 after applying it) makes later values relative to the distance at that moment.
    public var scale: CGFloat {
        get { Self.scale(of: gesture) }
        set {
            guard newValue.isFinite, newValue > 0, gesture.current > 0 else { return }
            gesture.reference = gesture.current / newValue
        }
    }

    /// How fast `scale` changes, in scale factor per second, over the last move.
    public var velocity: CGFloat { gesture.velocity }

    override var acceptsOneFinger: Bool { false }
    override var acceptsTwoFingers: Bool { true }
    override var isContinuous: Bool { true }

    private static func scale(of gesture: TwoFingerGesture) -> CGFloat {
        gesture.reference > 0 ? gesture.current / gesture.reference : 1
    }

    private static func distance(_ points: [CGPoint]) -> CGFloat {
        guard points.count >= 2 else { return 0 }
        return hypot(points[1].x - points[0].x, points[1].y - points[0].y)
    }

    override func fingersDown(_ points: [CGPoint], in window: UIView, time: TimeInterval) {
        super.fingersDown(points, in: window, time: time)
        gesture.start(at: Self.distance(points), time: time)
    }

    override func fingersMoved(_ points: [CGPoint], time: TimeInterval) {
        guard followsFinger else { return }
        follow(points)
        let distance = Self.distance(points)
        let changed = distance != gesture.current || isTracking
        gesture.move(to: distance, time: time, reported: Self.scale(of:))
        TwoFingerGesture.advance(self, changed: changed)
    }

    override func fingersLifted(_ points: [CGPoint], time: TimeInterval) {
        guard followsFinger else { return }
        follow(points)
        gesture.move(to: Self.distance(points), time: time, reported: Self.scale(of:))
        TwoFingerGesture.lift(self)
    }

    override func fingersJoined(_ touches: Set<UITouch>, time: TimeInterval) -> Bool {
        TwoFingerGesture.join(self) { points in gesture.rebase(to: Self.distance(points), time: time, keeping: { [scale] in scale > 0 ? $0 / scale : $0 }) }
    }

    override func fingersLeft(_ remaining: [CGPoint], time: TimeInterval) -> Bool { TwoFingerGesture.leave(self, remaining: remaining) }

    override func fingerLifted(at point: CGPoint, time: TimeInterval) { TwoFingerGesture.lastLifted(self, at: point) }
}
