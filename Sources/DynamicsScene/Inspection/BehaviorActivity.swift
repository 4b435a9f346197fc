import Foundation
import DynamicsUIKit
import DynamicsUIKitDynamics

/// One lane of the studio's timeline: a UIKit Dynamics behaviour and the spans of time in which it acts — it is in
/// an animator that is running (not at rest).
public struct BehaviorLane: Codable, Equatable, Sendable {
    /// The behaviour's class and the identifiers of its items, e.g. `UIGravityBehavior: ball, box`.
    public var name: String
    /// `[start, end]` in seconds, in order: each from the first frame it acts on to the end of the last one.
    public var spans: [[Double]]

    /// The lane of the behaviour `name`, acting during `spans`.
    public init(name: String, spans: [[Double]]) {
        self.name = name
        self.spans = spans
    }
}

/// Records, frame by frame, which behaviours of a scene act, for the timeline's behaviour lanes.
@MainActor
public final class BehaviorActivity {
    private var order: [ObjectIdentifier] = []
    /// Each behaviour seen (held, so that its identity is not reused), its lane and the last frame it acted on.
    private var seen: [ObjectIdentifier: (behavior: UIDynamicBehavior, lane: BehaviorLane, lastFrame: Int)] = [:]

    /// An empty record.
    public init() {}

    /// Notes the behaviours acting in `runner`'s scene at frame `frame` (`time` seconds) of a run at `fps`.
    public func sample(_ runner: SceneRunner, frame: Int, time: TimeInterval, fps: Int) {
        let animators = SceneInspector(runner: runner).animators()
        let end = time + 1 / Double(fps)
        for animator in animators where animator.isRunning {
            for behavior in animator.behaviors.flatMap(SceneInspector.subtree) {
                let items = SceneInspector.items(of: behavior)
                guard !items.isEmpty else { continue }
                let key = ObjectIdentifier(behavior)
                if var entry = seen[key] {
                    if entry.lastFrame == frame - 1 { entry.lane.spans[entry.lane.spans.count - 1][1] = end }
                    else if entry.lastFrame != frame { entry.lane.spans.append([time, end]) }
                    entry.lastFrame = frame
                    seen[key] = entry
                } else {
                    let names = items.map { ($0 as? UIView)?.accessibilityIdentifier ?? String(describing: type(of: $0)) }
                    seen[key] = (behavior, BehaviorLane(name: "\(type(of: behavior)): " + names.joined(separator: ", "),
                                                        spans: [[time, end]]), frame)
                    order.append(key)
                }
            }
        }
    }

    /// The lanes, in the order the behaviours first acted.
    public var lanes: [BehaviorLane] { order.map { seen[$0]!.lane } }
}
