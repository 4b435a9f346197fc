import Dynamics
import Testing

/// Items at least 2 pt thick never leave the reference bounds, whatever their speed (up to 50,000 pt/s), direction
/// and spin (up to ±180 rad/s), bouncing or not: 120 throws for each of four shapes from a dot to a 300-pt stick.
@Suite struct TunnellingSpeedTests {
    nonisolated static let sizes: [CGSize] = [CGSize(width: 2, height: 2), CGSize(width: 40, height: 2), CGSize(width: 2, height: 120),
                                  CGSize(width: 3, height: 300)]

    @Test(arguments: sizes)
    func fastSpinningItemsStayInside(size: CGSize) {
        var escapes: [String] = []
        for trial in 0..<120 {
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let item = UIView(frame: CGRect(origin: .zero, size: size))
            item.center = CGPoint(x: 187.5, y: 333.5)
            reference.addSubview(item)
            let animator = UIDynamicAnimator(referenceView: reference)
            let collision = UICollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            let motion = UIDynamicItemBehavior(items: [item])
            motion.elasticity = trial % 3 == 0 ? 1 : 0.2
            let angle = CGFloat(trial) * 0.4187
            let speed: CGFloat = trial % 2 == 0 ? 50_000 : 20_000
            motion.addLinearVelocity(CGPoint(x: speed * cos(angle), y: speed * sin(angle)), for: item)
            motion.addAngularVelocity(CGFloat(trial % 7) * 60 - 180, for: item)
            animator.addBehavior(motion)
            for step in 0..<90 {
                animator.advance(by: 1.0 / 60.0)
                // The reference boundary lies 1 pt outside the bounds; a centre beyond it has crossed the wall.
                let wall = reference.bounds.insetBy(dx: -1, dy: -1)
                let c = item.center
                if !(c.x >= wall.minX && c.x <= wall.maxX && c.y >= wall.minY && c.y <= wall.maxY) {
                    escapes.append("trial \(trial) step \(step): \(item.center)")
                    break
                }
            }
        }
        #expect(escapes.isEmpty, "\(size): \(escapes.count) escapes, first \(escapes.prefix(3))")
    }
}
