// An @objc protocol with optional requirements, called through optional chaining.
import UIKit

@objc protocol BallDelegate: class {
    func ballDidStop(_ ball: UIView)
    @objc optional func ballDidBounce(_ ball: UIView, speed: CGFloat)
    @objc optional func colorForBall(_ ball: UIView) -> UIColor?
    @objc optional var bounceLimit: Int { get }
    @objc optional func preferredState(for ball: UIView) -> UIControlState
}

class Bouncer: NSObject, UICollisionBehaviorDelegate {
    weak var delegate: BallDelegate?
    let ball = UIView()

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        delegate?.ballDidBounce?(ball, speed: 3)
        ball.backgroundColor = delegate?.colorForBall?(ball) ?? .red
        if let limit = delegate?.bounceLimit, limit < 3 { delegate?.ballDidStop(ball) }
    }
}
