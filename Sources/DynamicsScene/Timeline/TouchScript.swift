import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// The fingers of one `SceneContext.touches` script, each with its own path and its own down, move and lift times.
///
/// Fingers that go down on the same tick arrive together (one `touchesBegan` with all of them), as a device reports
/// fingers landing in the same frame; a finger that goes down later joins the gesture under way.
@MainActor public final class TouchScript {
    /// The fingers added so far, in the order the script added them.
    private(set) var tracks: [FingerTrack] = []

    init() {}

    /// A finger that goes down at the first of `points` at `time`, stays still for `holding` seconds, then moves
    /// along the polyline at constant speed for `duration` seconds and lifts at its last point. A path without points
    /// or a value that is not finite adds no finger.
    public func finger(along points: [CGPoint], from time: TimeInterval, holding: TimeInterval = 0,
                       duration: TimeInterval) {
        if let track = FingerTrack(along: points, from: time, holding: holding, duration: duration) {
            tracks.append(track)
        }
    }

    /// A finger pressed at `point` at `time` and lifted `duration` seconds later without moving (0: a tap, down and
    /// up on one tick).
    public func finger(at point: CGPoint, from time: TimeInterval, duration: TimeInterval) {
        finger(along: [point], from: time, holding: duration, duration: 0)
    }
}

extension SceneContext {
    /// Scripts several fingers at once, as a device reports them: `script` adds each finger with its own path and
    /// times (`fingers.finger(along:from:holding:duration:)`, `fingers.finger(at:from:duration:)`). On each tick the
    /// fingers that go down are delivered first, then those that move, then those that lift. The fingers reach the
    /// gesture recognisers that can take that many fingers (all kinds; custom subclasses whatever the count) on the
    /// first finger's hit view and its superviews, deepest first, through their `touchesBegan`/`Moved`/`Ended`, then
    /// each finger's hit view through the responder chain — the path of `pan`, `pinch` and the others.
    public func touches(_ script: (TouchScript) -> Void) {
        let fingers = TouchScript()
        script(fingers)
        schedule(fingers.tracks, as: .touches, for: UIGestureRecognizer.self)
    }
}
