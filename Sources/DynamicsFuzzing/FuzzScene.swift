import DynamicsGeometry
import DynamicsUIKitDynamics
import DynamicsUIKit
import Foundation

/// One random UIKit Dynamics scene built through the public API, and what happened when it ran.
///
/// A seed fixes everything: the reference view's size (0.5 to 5000 pt a side), the items (sizes, positions, collision
/// shapes: rectangles, ellipses, convex paths), and a random mix of every behaviour with ordinary and extreme values —
/// gravity, collisions with every mode, reference bounds and Bézier boundaries (degenerate and self-intersecting ones
/// included), attachments of every kind with extreme frequency, damping, length and far anchors, snaps, pushes of
/// both modes, item properties at 0 and 1e9, every field kind at extreme strength, item groups — plus behaviours and
/// items added and removed while it runs. A few scenes get hostile values (NaN, infinities, 1e13, 1e300) in an item's
/// size, centre, transform or bounding path, or in a behaviour's parameters; the animator must refuse them at the
/// API (a UIKit exception for items, an ignored value for parameters), never crash on them.
@MainActor public struct FuzzScene {
    /// The seed that builds this scene.
    public let seed: UInt64
    /// Simulated seconds to run, in 1/60 s steps.
    public var duration: TimeInterval = 2

    /// The scene built from `seed`.
    public init(seed: UInt64) { self.seed = seed }

    /// Builds and runs the scene. Stops at the first step after which an item's centre or transform is not finite.
    ///
    /// UIKit's programmer-error exceptions (an invalid bounding path, say) end the process, as on iOS; a campaign runs
    /// scenes in worker processes to tell those apart from crashes.
    public func run() -> FuzzResult {
        var random = FuzzRandom(seed: seed)
        let stage = FuzzStage(random: &random)
        let animator = UIDynamicAnimator(referenceView: stage.reference)
        var script = FuzzScript(stage: stage, animator: animator)
        script.addInitialBehaviors(random: &random)
        let steps = Int((duration * 60).rounded())
        for step in 0..<steps {
            if random.chance(0.02) { script.mutate(random: &random) }
            animator.advance(by: 1.0 / 60.0)
            if let problem = stage.firstNonFiniteItem() {
                return FuzzResult(steps: step + 1, nonFinite: problem, digest: stage.digest())
            }
        }
        return FuzzResult(steps: steps, nonFinite: nil, digest: stage.digest())
    }
}

/// What a fuzz scene did.
public struct FuzzResult: Equatable, Sendable {
    /// Steps run.
    public var steps: Int
    /// The first item found with a non-finite centre or transform, described; nil when the world stayed finite.
    public var nonFinite: String?
    /// A hash of every item's final centre and transform bits: equal for equal runs.
    public var digest: UInt64
}

/// A view whose collision shape the fuzzer chooses.
final class FuzzView: UIView {
    var boundsType: UIDynamicItemCollisionBoundsType = .rectangle
    var boundingPath = UIBezierPath()
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { boundsType }
    override var collisionBoundingPath: UIBezierPath { boundingPath }
}

/// The reference view and the items of a fuzz scene.
@MainActor struct FuzzStage {
    let reference: UIView
    let views: [FuzzView]
    /// What behaviours hold: single views, or an item group standing in for some of them.
    let items: [any UIDynamicItem]
    /// The view given a hostile size, centre, transform or bounding path, if any: it is non-finite from the start,
    /// so the non-finite check skips it (the animator raises when it joins a behaviour).
    let hostileView: FuzzView?

    init(random: inout FuzzRandom) {
        let size = CGSize(width: random.logUniform(0.5, 5000), height: random.logUniform(0.5, 5000))
        reference = UIView(frame: CGRect(origin: .zero, size: size))
        var views: [FuzzView] = []
        for _ in 0..<Int.random(in: 1...7, using: &random) {
            let side = { (random: inout FuzzRandom) -> CGFloat in
                random.chance(0.7) ? random.logUniform(2, 300) : random.logUniform(0.5, 5000)
            }
            let itemSize = CGSize(width: side(&random), height: random.chance(0.3) ? side(&random) : side(&random))
            let view = FuzzView(frame: CGRect(origin: .zero, size: itemSize))
            view.center = random.point(in: reference.bounds, margin: random.chance(0.8) ? 0 : 1000)
            if random.chance(0.2) { view.transform = CGAffineTransform(rotationAngle: random.uniform(-4...4)) }
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1: view.boundsType = .ellipse
            case 2: view.boundsType = .path; view.boundingPath = FuzzPaths.convex(within: itemSize, random: &random)
            default: break
            }
            reference.addSubview(view)
            views.append(view)
        }
        self.views = views
        hostileView = random.chance(0.03) ? Self.makeHostile(random.pick(views), random: &random) : nil
        // Sometimes the first few views move as one rigid group (their own shapes, one body).
        if views.count >= 3, random.chance(0.15) {
            let count = Int.random(in: 2...views.count - 1, using: &random)
            items = [UIDynamicItemGroup(items: Array(views.prefix(count)))] + Array(views.dropFirst(count))
        } else {
            items = views
        }
    }

    /// Gives `view` one hostile geometry value: a size, a centre, a transform entry or a bounding-path point.
    private static func makeHostile(_ view: FuzzView, random: inout FuzzRandom) -> FuzzView {
        let value = random.hostile()
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            // An ellipse is how seed 3402 of an outside suite crashed: an infinite side reached the vertex count.
            view.boundsType = random.pick([.ellipse, .rectangle, .path])
            view.bounds.size = random.chance(0.5) ? CGSize(width: abs(value), height: view.bounds.height)
                                                  : CGSize(width: view.bounds.width, height: value)
        case 1:
            view.center = random.chance(0.5) ? CGPoint(x: value, y: view.center.y) : CGPoint(x: view.center.x, y: value)
        case 2:
            var transform = view.transform
            if random.chance(0.5) { transform.a = value } else { transform.tx = value }
            view.transform = transform
        default:
            view.boundsType = .path
            view.boundingPath = FuzzPaths.convex(within: view.bounds.size, random: &random)
            view.boundingPath.addLine(to: CGPoint(x: value, y: 0))
        }
        return view
    }

    /// The first view whose centre or transform is not finite, described.
    func firstNonFiniteItem() -> String? {
        for (index, view) in views.enumerated() where view !== hostileView {
            let t = view.transform
            let values = [view.center.x, view.center.y, t.a, t.b, t.c, t.d, t.tx, t.ty]
            if !values.allSatisfy(\.isFinite) {
                return "item \(index) (\(view.bounds.width)×\(view.bounds.height)) centre \(view.center) transform \(t)"
            }
        }
        return nil
    }

    func digest() -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for view in views {
            let t = view.transform
            for value in [view.center.x, view.center.y, t.a, t.b] {
                hash = (hash ^ Double(value).bitPattern) &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }
}
