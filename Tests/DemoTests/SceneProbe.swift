import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// One item's state at one tick, read like a trace row: centre in canvas points and rotation angle in radians.
struct ItemState {
    var time: TimeInterval
    var center: CGPoint
    var angle: CGFloat
    /// The view's frame in canvas coordinates (the bounding box of the rotated view).
    var frame: CGRect
}

extension SceneRunner {
    /// The view a demo builds in: the pushed screen's view for demos shown in their source app's navigation
    /// controller, the root view controller's view for demos that set one, otherwise the scene's root view. All lie at
    /// the window's origin, so their coordinates are canvas coordinates.
    var demoView: UIView {
        (window.rootViewController as? UINavigationController)?.topViewController?.view ?? window.rootViewController?.view
            ?? rootView
    }
}

/// Runs a demo scene in-process on its 1/60 s tick, without rendering, and records the identified views.
final class SceneProbe {
    let runner: SceneRunner
    private(set) var history: [String: [ItemState]] = [:]

    /// Builds the scene named `name` from the registry.
    init(_ name: String) throws {
        let scene = try #require(demoScenes.first { $0.name == name }, "no demo named \(name)")
        runner = SceneRunner(scene: scene)
        record()
    }

    /// The view the demo builds in (see `SceneRunner.demoView`).
    var rootView: UIView { runner.demoView }

    /// Runs every tick up to `time`, recording each identified view after each tick.
    func run(until time: TimeInterval) {
        let lastTick = Int((time * 60).rounded(.down))
        var tick = Int((runner.time * 60).rounded()) + 1
        while tick <= lastTick {
            runner.advance(to: Double(tick) / 60)
            record()
            tick += 1
        }
    }

    /// Runs to the end of the scene's default duration.
    func runToEnd() { run(until: runner.scene.duration) }

    /// The recorded states of the view with `identifier` (empty once it left the tree).
    func states(_ identifier: String) -> [ItemState] { history[identifier] ?? [] }

    /// The recorded state nearest to `time`.
    func state(_ identifier: String, at time: TimeInterval) throws -> ItemState {
        let states = states(identifier)
        return try #require(states.min { abs($0.time - time) < abs($1.time - time) }, "\(identifier) never seen")
    }

    /// The live view with `identifier`, if it is in the tree.
    func view(_ identifier: String) -> UIView? { Self.find(identifier, in: rootView) }

    private func record() {
        visit(rootView) { view, identifier in
            let transform = view.transform
            history[identifier, default: []].append(ItemState(
                time: runner.time, center: view.center, angle: atan2(transform.b, transform.a), frame: view.frame
            ))
        }
    }

    /// Every demo puts its moving views directly in the root view, so centres and frames are canvas coordinates.
    private func visit(_ view: UIView, _ body: (UIView, String) -> Void) {
        for subview in view.subviews {
            if let identifier = subview.accessibilityIdentifier { body(subview, identifier) }
        }
    }

    private static func find(_ identifier: String, in view: UIView) -> UIView? {
        view.subviews.first { $0.accessibilityIdentifier == identifier }
    }
}

/// Distance between two points.
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
