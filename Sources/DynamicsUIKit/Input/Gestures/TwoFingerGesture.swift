import Foundation
import DynamicsGeometry

/// What the pinch and rotation recognisers share: the life of a two-finger gesture around one quantity of the
/// fingers (their distance, the angle between them). The gesture begins on the first move that changes the quantity,
/// changes on every later move and ends when the fingers lift; the reported value is measured from a reference that
/// handlers may move (UIKit's `scale = 1`, `rotation = 0` idiom), and its velocity per second is taken over the last
/// move, as the pan's is.
struct TwoFingerGesture {
    /// The quantity now.
    private(set) var current: CGFloat = 0
    /// The quantity the reported value is measured from.
    var reference: CGFloat = 0
    /// The reported value's change per second over the last move.
    private(set) var velocity: CGFloat = 0
    private var lastTime: TimeInterval = 0

    /// Fingers went down with the quantity at `value`.
    mutating func start(at value: CGFloat, time: TimeInterval) {
        current = value
        reference = value
        velocity = 0
        lastTime = time
    }

    /// The fingers moved: the quantity is `value`; `reported` turns the gesture into the value handlers read.
    mutating func move(to value: CGFloat, time: TimeInterval, reported: (TwoFingerGesture) -> CGFloat) {
        let before = reported(self)
        current = value
        let interval = time - lastTime
        lastTime = time
        if interval > 0 { velocity = (reported(self) - before) / interval }
    }

    /// The pair of fingers changed (one joined the finger left after the other lifted): the quantity is `value` from
    /// now on, and `reference` moves (`keeping` maps the new value to it) so the reported value goes on from where it
    /// was instead of jumping.
    mutating func rebase(to value: CGFloat, time: TimeInterval, keeping: (CGFloat) -> CGFloat) {
        reference = keeping(value)
        current = value
        lastTime = time
    }

    /// A finger joined `recognizer`'s gesture under way: with one finger left after a lift it becomes the second of
    /// the pair (`rebase` gets the pair), a third one is left out (UIKit: a pinch "tracks the distance between the
    /// first two fingers").
    @MainActor static func join(_ recognizer: UIGestureRecognizer, rebase: ([CGPoint]) -> Void) -> Bool {
        let points = recognizer.trackedTouches.map { $0.location(in: nil) }
        guard recognizer.isTracking, points.count == 2 else { return false }
        recognizer.follow(points)
        rebase(points)
        return true
    }

    /// One finger of `recognizer`'s pair lifted and the other stays: a gesture under way goes on with one touch
    /// (`numberOfTouches` 1, the value held) until that one lifts too; one that had not begun fails.
    @MainActor static func leave(_ recognizer: UIGestureRecognizer, remaining: [CGPoint]) -> Bool {
        guard recognizer.isTracking else { return false }
        recognizer.follow(remaining)
        return true
    }

    /// The one finger left of `recognizer`'s pair lifted at `point`: the gesture ends.
    @MainActor static func lastLifted(_ recognizer: UIGestureRecognizer, at point: CGPoint) {
        guard recognizer.followsFinger else { return }
        recognizer.follow([point])
        lift(recognizer)
    }

    /// Drives `recognizer` for a move of the fingers: `.changed` while tracking, `.began` once the quantity left
    /// its touch-down value.
    @MainActor static func advance(_ recognizer: UIGestureRecognizer, changed: Bool) {
        if recognizer.isTracking {
            recognizer.transition(to: .changed)
        } else if changed, recognizer.currentState == .possible, !recognizer.isWaitingForFailures {
            recognizer.recognize(as: .began)
        }
    }

    /// Ends `recognizer`'s gesture as the fingers lift (a gesture that never began just forgets the fingers).
    @MainActor static func lift(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isTracking else { return recognizer.isUndecided ? recognizer.fail() : recognizer.endSequence() }
        recognizer.end(as: .ended)
    }
}
