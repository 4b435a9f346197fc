import Foundation
import Dynamics

/// A custom dynamic item (not a view): written back unrounded.
final class TestItem: UIDynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform = .identity

    init(center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
    }

    var angle: CGFloat { atan2(transform.b, transform.a) }
}

/// A custom item with another collision shape.
final class ShapedItem: UIDynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform = .identity
    let collisionBoundsType: UIDynamicItemCollisionBoundsType
    let path: UIBezierPath?

    init(center: CGPoint, size: CGSize, type: UIDynamicItemCollisionBoundsType, path: UIBezierPath? = nil) {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
        collisionBoundsType = type
        self.path = path
    }

    var collisionBoundingPath: UIBezierPath { path ?? UIBezierPath() }
}

/// Records the animator's pause and resume callbacks.
final class AnimatorEvents: UIDynamicAnimatorDelegate {
    var log: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
}

/// Records collision callbacks as strings. The boundary methods are written exactly as on iOS (`NSCopying?`), so
/// this checks that such a delegate is called.
final class CollisionLog: UICollisionBehaviorDelegate {
    var log: [String] = []
    var points: [CGPoint] = []
    let names: [ObjectIdentifier: String]

    init(names: [(AnyObject, String)]) {
        self.names = Dictionary(uniqueKeysWithValues: names.map { (ObjectIdentifier($0.0), $0.1) })
    }

    private func name(_ item: any UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }
    private func name(_ identifier: NSCopying?) -> String { identifier.map { "\($0)" } ?? "nil" }
    /// The boundary identifiers received, as given.
    var identifiers: [NSCopying?] = []

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint) {
        log.append("began \(name(item1))-\(name(item2))")
        points.append(p)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem) {
        log.append("ended \(name(item1))-\(name(item2))")
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        identifiers.append(identifier)
        log.append("began \(name(item)) boundary \(name(identifier))")
        points.append(p)
    }
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?) {
        log.append("ended \(name(item)) boundary \(name(identifier))")
    }
}

/// An item behaviour with resistance 0 (free flight, no damping).
func frictionlessBehavior(_ items: [any UIDynamicItem]) -> UIDynamicItemBehavior {
    let behavior = UIDynamicItemBehavior(items: items)
    behavior.resistance = 0
    behavior.angularResistance = 0
    return behavior
}

extension UIDynamicAnimator {
    /// Runs `count` steps of 1/60 s.
    func run(frames count: Int) {
        for _ in 0..<count { advance(by: 1.0 / 60.0) }
    }
}
