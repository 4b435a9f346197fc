import Dynamics
import Foundation

/// A card that a pan drags, that a release throws with UIKit Dynamics (the pan's velocity handed to a
/// `UIDynamicItemBehavior`) and that a spring `UIViewPropertyAnimator` catches a moment later, taking over the card's
/// velocity, to bring it home upright: what card-catch and layer-party share.
final class FlickCatcher {
    /// How the throw and the catch feel.
    struct Tuning {
        var resistance: CGFloat
        var angularResistance: CGFloat
        /// Points per second of horizontal release speed per radian per second of spin.
        var spinDivisor: CGFloat
        /// Seconds from the release to the catch.
        var catchDelay: TimeInterval
        var dampingRatio: CGFloat
        var springDuration: TimeInterval
    }

    private let card: UIView
    private let animator: UIDynamicAnimator
    private let home: () -> CGPoint
    private let tuning: Tuning
    private var flight: UIDynamicItemBehavior?
    private var springHome: UIViewPropertyAnimator?
    private var grabOffset = CGPoint.zero
    /// Called on release, before the throw.
    var willThrow: (() -> Void)?
    /// Called when the spring has brought the card home (not when a new grab stopped it).
    var didComeHome: (() -> Void)?

    init(card: UIView, animator: UIDynamicAnimator, home: @escaping () -> CGPoint, tuning: Tuning) {
        self.card = card
        self.animator = animator
        self.home = home
        self.tuning = tuning
    }

    /// Began: take the card from whatever moves it (physics or the spring), where it is on screen. Changed: follow
    /// the finger. Ended: throw it with the finger's velocity and catch it `catchDelay` seconds later.
    func handlePan(_ pan: UIPanGestureRecognizer, in view: UIView) {
        let location = pan.location(in: view)
        switch pan.state {
        case .began:
            if let springHome, springHome.state == .active {
                springHome.stopAnimation(true)
            }
            animator.removeAllBehaviors()
            grabOffset = CGPoint(x: card.center.x - location.x, y: card.center.y - location.y)
        case .changed:
            card.center = CGPoint(x: location.x + grabOffset.x, y: location.y + grabOffset.y)
        case .ended, .cancelled:
            willThrow?()
            let velocity = pan.velocity(in: view)
            let flight = UIDynamicItemBehavior(items: [card])
            flight.resistance = tuning.resistance
            flight.angularResistance = tuning.angularResistance
            flight.addLinearVelocity(velocity, for: card)
            flight.addAngularVelocity(velocity.x / tuning.spinDivisor, for: card)
            // The behaviour's action runs after every physics step: `catchDelay` after the release it catches the card.
            let released = CACurrentMediaTime()
            flight.action = { [unowned self] in
                if CACurrentMediaTime() - released >= tuning.catchDelay { catchCard() }
            }
            animator.addBehavior(flight)
            self.flight = flight
        default:
            break
        }
    }

    /// Stops the physics and hands the card's velocity, relative to the distance left on each axis, to a spring
    /// animator that brings it home upright.
    private func catchCard() {
        guard let flight else { return }
        let velocity = flight.linearVelocity(for: card)
        animator.removeAllBehaviors()
        self.flight = nil
        let start = card.center, target = home()
        func relative(_ speed: CGFloat, _ distance: CGFloat) -> CGFloat { abs(distance) < 1 ? 0 : speed / distance }
        let spring = UISpringTimingParameters(
            dampingRatio: tuning.dampingRatio,
            initialVelocity: CGVector(dx: relative(velocity.x, target.x - start.x), dy: relative(velocity.y, target.y - start.y)))
        let springHome = UIViewPropertyAnimator(duration: tuning.springDuration, timingParameters: spring)
        springHome.addAnimations { [card] in
            card.center = target
            card.transform = .identity
        }
        springHome.addCompletion { [weak self] position in
            guard let self, position == .end else { return }
            didComeHome?()
        }
        springHome.startAnimation()
        self.springHome = springHome
    }
}
