import Foundation
import DynamicsGeometry

/// Recognises a quick stroke in one of the permitted directions. A swipe is discrete, as in UIKit: the actions see
/// `.ended` (`.recognized`) once, on the tick where the finger has moved `minimumTravel` points along a permitted
/// direction (more along it than across it) within `maximumDuration` of going down. `location(in:)` is where the
/// swipe began, as UIKit documents.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go in.
    public struct Direction: OptionSet, Sendable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// A set of directions from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards −x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards −y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards +y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (UIKit's default `.right`).
    public var direction: Direction = .right
    /// Fingers needed (UIKit's default 1). Scripted touches are single fingers: with more, the recogniser never
    /// recognises.
    public var numberOfTouchesRequired = 1

    /// How far the finger must travel along the direction, in points. UIKit's thresholds are private; these are
    /// chosen so that a flick is a swipe and a slow drag is not (see docs/hosting.md).
    static let minimumTravel: CGFloat = 50
    /// How soon after going down the finger must have travelled `minimumTravel`, in seconds.
    static let maximumDuration: TimeInterval = 0.5

    private var strokeStart: (point: CGPoint, time: TimeInterval)?

    /// A swipe recogniser whose handler receives it typed.
    public init(handler: @escaping (UISwipeGestureRecognizer) -> Void) {
        super.init()
        addAction(typed: handler)
    }

    /// A swipe recogniser without actions.
    public override init() { super.init() }

    override var isUndecided: Bool { strokeStart != nil }

    override var acceptsOneFinger: Bool { numberOfTouchesRequired <= 1 }

    override func resetProgress() { strokeStart = nil }

    override func fingerDown(at point: CGPoint, in window: UIView, time: TimeInterval) {
        super.fingerDown(at: point, in: window, time: time)
        strokeStart = (point, time)
    }

    override func fingerMoved(to point: CGPoint, time: TimeInterval) {
        guard let start = strokeStart, !isWaitingForFailures else { return }
        guard time - start.time <= Self.maximumDuration + AnimationClock.timeTolerance else { return fail() }
        guard let travelled = Self.direction(from: start.point, to: point), direction.contains(travelled) else { return }
        touchLocationInWindow = start.point
        recognize(as: .recognized)
    }

    override func fingerLifted(at point: CGPoint, time: TimeInterval) {
        fingerMoved(to: point, time: time)
        if strokeStart != nil, !isWaitingForFailures { fail() } else { followsFinger = false }
    }

    /// The direction of a stroke from `start` to `end` once it has gone `minimumTravel` along its main axis.
    static func direction(from start: CGPoint, to end: CGPoint) -> Direction? {
        let dx = end.x - start.x, dy = end.y - start.y
        if abs(dx) >= abs(dy) {
            guard abs(dx) >= minimumTravel else { return nil }
            return dx > 0 ? .right : .left
        }
        guard abs(dy) >= minimumTravel else { return nil }
        return dy > 0 ? .down : .up
    }
}
