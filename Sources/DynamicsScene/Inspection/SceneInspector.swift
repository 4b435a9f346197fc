import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics

/// Finds and describes the views of a running scene for the studio's inspector: the frontmost visible view under a
/// canvas point (as drawn, whatever its `isUserInteractionEnabled`: an image view is inspected too), or the view with
/// an `accessibilityIdentifier`. Velocities come from the tick before: run a fresh runner to the tick before the
/// moment with `remember`, then to the moment itself, then `inspect`.
@MainActor
public struct SceneInspector {
    private let runner: SceneRunner
    /// Each view's centre and angle in the canvas one tick before the moment inspected.
    private var before: [ObjectIdentifier: (view: UIView, center: CGPoint, angle: Double)] = [:]

    /// An inspector of `runner`'s window; the runner is advanced by the caller.
    public init(runner: SceneRunner) {
        self.runner = runner
    }

    /// Runs a fresh `scene` to `time` (the last tick at or before it, as a frame shows it) and inspects the view at
    /// `point` of the canvas, or, with `identifier`, the first view so identified; nil when there is none.
    public static func inspect(_ scene: Scene, at time: TimeInterval, point: CGPoint?, identifier: String? = nil,
                               screenScale: CGFloat = 2) -> ViewInspection? {
        inspect(at: time, point: point, identifier: identifier) { SceneRunner(scene: scene, screenScale: screenScale) }
    }

    /// Runs the scene `makeRunner` builds — with the device, traits and scale the frame was drawn with — to `time`
    /// and inspects as `inspect(_:at:point:identifier:screenScale:)` does; the view's `origin` is the line of the
    /// scene's code that made it, where the build has line tables.
    public static func inspect(at time: TimeInterval, point: CGPoint?, identifier: String? = nil,
                               runner makeRunner: () -> SceneRunner) -> ViewInspection? {
        let origins = ViewOrigins()
        return origins.recording {
            let runner = makeRunner()
            runner.warn = { _ in }
            var inspector = SceneInspector(runner: runner)
            let tick = TickClock.lastTick(atOrBefore: time)
            if tick > 0 {
                runner.advance(to: TickClock.time(ofTick: tick - 1))
                inspector.remember()
            }
            runner.advance(to: time)
            guard let view = identifier.map({ inspector.view(identifiedAs: $0) }) ?? point.map({ inspector.view(at: $0) }),
                  let found = view else { return nil }
            var inspection = inspector.inspect(found)
            inspection.origin = origins.origin(of: found).map { ViewInspection.SourceLine(path: $0.path, line: $0.line) }
            return inspection
        }
    }

    /// Notes every view's place now, for the velocities of the next tick's inspection.
    public mutating func remember() {
        before = [:]
        visit(runner.window) { view in
            before[ObjectIdentifier(view)] = (view, centerInCanvas(view), angle(of: view))
        }
    }

    /// The frontmost visible view whose drawn shape contains `point` (canvas points), below the window; nil when only
    /// the window is there.
    public func view(at point: CGPoint) -> UIView? {
        func search(_ view: UIView) -> UIView? {
            guard !view.isHidden, view.alpha > 0.01, view !== runner.overlay else { return nil }
            let local = view.convert(point, from: runner.window)
            let inside = view.bounds.contains(local)
            if view.clipsToBounds && !inside { return nil }
            for child in view.subviews.reversed() { if let found = search(child) { return found } }
            return inside ? view : nil
        }
        let found = search(runner.window)
        return found === runner.window ? nil : found
    }

    /// The first view, in tree order, whose `accessibilityIdentifier` is `identifier`.
    public func view(identifiedAs identifier: String) -> UIView? {
        var found: UIView?
        visit(runner.window) { view in if found == nil && view.accessibilityIdentifier == identifier { found = view } }
        return found
    }

    /// Everything the inspector shows of `view` now.
    public func inspect(_ view: UIView) -> ViewInspection {
        let window = runner.window
        let corners = [CGPoint(x: view.bounds.minX, y: view.bounds.minY), CGPoint(x: view.bounds.maxX, y: view.bounds.minY),
                       CGPoint(x: view.bounds.minX, y: view.bounds.maxY), CGPoint(x: view.bounds.maxX, y: view.bounds.maxY)]
            .map { view.convert($0, to: window) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let drawn = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let center = centerInCanvas(view), turn = angle(of: view)
        var velocity = CGPoint.zero, spin = 0.0
        if let body = bodyVelocity(of: view) {
            // The physics body's own velocity: exact, where the drawn places are snapped to pixels.
            velocity = body.linear
            spin = Double(body.angular)
        } else if let earlier = before[ObjectIdentifier(view)] {
            let rate = Double(TickClock.ticksPerSecond)
            velocity = CGPoint(x: (center.x - earlier.center.x) * CGFloat(rate), y: (center.y - earlier.center.y) * CGFloat(rate))
            spin = remainder(turn - earlier.angle, 2 * .pi) * rate
        }
        var path: [Int] = [], ancestors: [String] = []
        var step = view
        while let parent = step.superview {
            path.insert(parent.subviews.firstIndex { $0 === step } ?? 0, at: 0)
            if parent !== window { ancestors.append(Self.name(parent)) }
            step = parent
        }
        let t = view.transform
        return ViewInspection(
            className: String(describing: type(of: view)), identifier: view.accessibilityIdentifier, path: path,
            ancestors: ancestors, frame: .init(view.frame), bounds: .init(view.bounds), center: .init(view.center),
            frameInScene: .init(drawn), centerInScene: .init(center),
            transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }, angle: turn,
            velocity: .init(velocity), angularVelocity: spin,
            isHidden: view.isHidden, alpha: Double(view.alpha), isUserInteractionEnabled: view.isUserInteractionEnabled,
            behaviors: behaviors(holding: view), constraints: constraints(naming: view), source: runner.scene.source)
    }

    /// The speed in canvas points per second of each view with an `accessibilityIdentifier`, in the order
    /// `TraceRow.rows(for: runner.window, …)` lists them: its physics body's, where a UIKit Dynamics animator moves the
    /// view, else nil. Such views are drawn at centres snapped to the pixel grid, so the distance between two frames'
    /// centres jumps by a pixel's worth of speed (30 pt/s at 60 fps and scale 2) where the body's speed is smooth.
    public func identifiedBodySpeeds() -> [Double?] {
        var speeds: [Double?] = []
        func collect(_ view: UIView) {
            if view.accessibilityIdentifier != nil {
                let speed = bodyVelocity(of: view).map { hypot(Double($0.linear.x), Double($0.linear.y)) }
                speeds.append(speed.flatMap { $0.isFinite ? $0 : nil })
            }
            for child in view.subviews { collect(child) }
        }
        collect(runner.window)
        return speeds
    }

    /// The velocities of the body a UIKit Dynamics animator of the scene keeps for `view`, in canvas points: nil when
    /// no animator moves it.
    private func bodyVelocity(of view: UIView) -> (linear: CGPoint, angular: CGFloat)? {
        for animator in animators() {
            guard let body = animator.bodyVelocity(of: view) else { continue }
            // The body's velocity is in the reference view's coordinates: turned into the canvas's.
            let reference = animator.referenceView ?? runner.window
            let origin = reference.convert(CGPoint.zero, to: runner.window)
            let tip = reference.convert(body.linear, to: runner.window)
            return (CGPoint(x: tip.x - origin.x, y: tip.y - origin.y), body.angular)
        }
        return nil
    }

    /// The scene's animators: those it drives, then the live ones in its window.
    func animators() -> [UIDynamicAnimator] {
        runner.context.drivenAnimators + runner.context.selfDrivenAnimators
    }

    /// The behaviours of the window's animators whose items include `view`, each with its animator's state.
    private func behaviors(holding view: UIView) -> [String] {
        var names: [String] = []
        for animator in animators() {
            for behavior in animator.behaviors.flatMap(Self.subtree) where Self.items(of: behavior).contains(where: { $0 === view }) {
                names.append("\(type(of: behavior)) (animator \(animator.isRunning ? "running" : "at rest"))")
            }
        }
        return names
    }

    /// `behavior` and every behaviour below it, depth first.
    static func subtree(_ behavior: UIDynamicBehavior) -> [UIDynamicBehavior] {
        [behavior] + behavior.childBehaviors.flatMap(subtree)
    }

    /// The items a primitive behaviour acts on (none for a composite one: its children hold them).
    static func items(of behavior: UIDynamicBehavior) -> [AnyObject] {
        let items: [any UIDynamicItem]
        switch behavior {
        case let gravity as UIGravityBehavior: items = gravity.items
        case let collision as UICollisionBehavior: items = collision.items
        case let push as UIPushBehavior: items = push.items
        case let field as UIFieldBehavior: items = field.items
        case let properties as UIDynamicItemBehavior: items = properties.items
        case let attachment as UIAttachmentBehavior: items = attachment.items
        case let snap as UISnapBehavior: items = [snap.item]
        default: items = []
        }
        return items.map { $0 as AnyObject }
    }

    /// The active constraints installed on the view or its ancestors that name it.
    private func constraints(naming view: UIView) -> [String] {
        var lines: [String] = []
        var holder: UIView? = view
        while let current = holder {
            for constraint in current.constraints where constraint.isActive
                && (constraint.firstItem === view || constraint.secondItem === view) {
                lines.append(constraint.equationText { item in
                    guard let item else { return "nil" }
                    if item === view { return "self" }
                    if let other = item as? UIView { return Self.name(other) }
                    if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
                    return String(describing: type(of: item))
                })
            }
            holder = current.superview
        }
        return lines
    }

    /// `UIView` or `UIView 'ball'`.
    static func name(_ view: UIView) -> String {
        let type = String(describing: Swift.type(of: view))
        return view.accessibilityIdentifier.map { "\(type) '\($0)'" } ?? type
    }

    private func centerInCanvas(_ view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: runner.window)
    }

    private func angle(of view: UIView) -> Double {
        let a = view.convert(CGPoint(x: 0, y: 0), to: runner.window), b = view.convert(CGPoint(x: 1, y: 0), to: runner.window)
        return Double(atan2(b.y - a.y, b.x - a.x))
    }

    private func visit(_ view: UIView, _ body: (UIView) -> Void) {
        guard view !== runner.overlay else { return }
        body(view)
        for child in view.subviews { visit(child, body) }
    }
}
