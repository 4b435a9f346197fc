import Foundation
import DynamicsGeometry

/// Recognises two fingers turning around each other (`SceneContext.rotate`): `.began` on the first move that changes
/// the angle of the line between them, `.changed` on every later move, `.ended` when they lift.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var gesture = TwoFingerGesture()

    /// A rotation recogniser whose handler receives it typed.
    public init(handler: @escaping (UIRotationGestureRecognizer) -> Void) {
        super.init()
        addAction(typed: handler)
    }

    /// A rotation recogniser without actions.
    public override init() { super.init() }

    /// How far the line between the fingers has turned since they went down, in radians, clockwise on screen
    /// positive, counting whole turns. Setting it (handlers often reset it to 0) makes later values relative to that
    /// moment.
    public var rotation: CGFloat {
        get { gesture.current - gesture.reference }
        set {
            guard newValue.isFinite else { return }
            gesture.reference = gesture.current - newValue
        }
    }

    /// How fast `rotation` changes, in radians per second, over the last move.
    public var velocity: CGFloat { gesture.velocity }

    override var acceptsOneFinger: Bool { false }
    override var acceptsTwoFingers: Bool { true }
    override var isContinuous: Bool { true }

    private static func angle(_ points: [CGPoint]) -> CGFloat {
        guard points.count >= 2 else { return 0 }
        return atan2(points[1].y - points[0].y, points[1].x - points[0].x)
    }

    /// The angle of the line between the fingers, unwrapped against the last one so turning past ±π keeps counting.
    private func unwrappedAngle(_ points: [CGPoint]) -> CGFloat {
        var angle = Self.angle(points)
        while angle - gesture.current > .pi { angle -= 2 * .pi }
        while angle - gesture.current < -.pi { angle += 2 * .pi }
        return angle
    }

    override func fingersDown(_ points: [CGPoint], in window: UIView, time: TimeInterval) {
        super.fingersDown(points, in: window, time: time)
        gesture.start(at: Self.angle(points), time: time)
    }

    override func fingersMoved(_ points: [CGPoint], time: TimeInterval) {
        guard followsFinger else { return }
        follow(points)
        let angle = unwrappedAngle(points)
        let changed = angle != gesture.current || isTracking
        gesture.move(to: angle, time: time) { $0.current - $0.reference }
        TwoFingerGesture.advance(self, changed: changed)
    }

    override func fingersLifted(_ points: [CGPoint], time: TimeInterval) {
        guard followsFinger else { return }
        follow(points)
        gesture.move(to: unwrappedAngle(points), time: time) { $0.current - $0.reference }
        TwoFingerGesture.lift(self)
    }

    override func fingersJoined(_ touches: Set<UITouch>, time: TimeInterval) -> Bool {
        TwoFingerGesture.join(self) { points in gesture.rebase(to: Self.angle(points), time: time, keeping: { [rotation] in $0 - rotation }) }
    }

    override func fingersLeft(_ remaining: [CGPoint], time: TimeInterval) -> Bool { TwoFingerGesture.leave(self, remaining: remaining) }

    override func fingerLifted(at point: CGPoint, time: TimeInterval) { TwoFingerGesture.lastLifted(self, at: point) }
}
