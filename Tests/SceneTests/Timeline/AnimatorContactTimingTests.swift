import Dynamics
import Foundation
import Testing

/// Records each boundary contact of the collision behaviour with the scene time it was reported at.
private final class LandingLog: NSObject, UICollisionBehaviorDelegate {
    var began: [Int] = []
    var ended: [Int] = []
    var order: [String] = []
    var now: () -> TimeInterval = { 0 }
    private var milliseconds: Int { Int((now() * 1000).rounded()) }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        began.append(milliseconds)
        order.append("began")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?) {
        ended.append(milliseconds)
        order.append("ended")
    }
}

/// A view bouncing on the reference bounds under gravity, its animator driven by the scene or stepping by itself:
/// every landing is reported once as it happens, and its contact ends as the view leaves the floor — also a landing
/// whose bounce starts from a speculative contact point beyond UIKit's 0.1 pt event distance.
@Suite struct AnimatorContactTimingTests {
    @Test(arguments: [
        // Frame times (ms) of each began and ended; at 0.5 the view comes to rest on its fifth landing.
        (0.5, [1067, 2033, 2483, 2700, 2800], [1067, 2050, 2500, 2717]),
        (0.75, [1067, 2500, 3533], [1067, 2517, 3533]),
        (0.8, [1067, 2600, 3767], [1067, 2617, 3767]),
    ], [true, false])
    func everyLandingBeginsOnceAndEnds(_ landings: (Double, [Int], [Int]), driven: Bool) {
        let (elasticity, began, ended) = landings
        let log = LandingLog()
        nonisolated(unsafe) var kept: [UIDynamicAnimator] = []
        let scene = Scene(name: "bounce", summary: "", size: CGSize(width: 375, height: 667), duration: 4) { context in
            let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
            context.view.addSubview(view)
            let animator = UIDynamicAnimator(referenceView: context.view)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            let collision = UICollisionBehavior(items: [view])
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = log
            animator.addBehavior(collision)
            let properties = UIDynamicItemBehavior(items: [view])
            properties.elasticity = CGFloat(elasticity)
            animator.addBehavior(properties)
            if driven { context.drive(animator) } else { kept.append(animator) }
            log.now = { context.time }
        }
        SceneRunner(scene: scene).advance(to: 4)
        #expect(kept.count == (driven ? 0 : 1))
        #expect(log.began == began)
        #expect(log.ended == ended)
        // One ended between consecutive begins: the log alternates, starting with a began.
        let alternating = (0..<log.order.count).map { $0 % 2 == 0 ? "began" : "ended" }
        #expect(log.order == alternating)
    }
}
