import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Touches and running animations: UIKit disables user interaction for the views being animated unless the
/// animation allows it (`.allowUserInteraction`, a property animator's `isUserInteractionEnabled`).
@MainActor @Suite struct AnimationInteractionTests {
    /// A 300×300 container with a 100×100 card at (50, 50).
    private func screen() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.addSubview(badge)
        container.addSubview(card)
        return (container, card)
    }

    @Test("Without .allowUserInteraction the animated view and its subviews take no touches until the animation ends")
    func blockedWhileAnimating() {
        let clock = AnimationClock()
        let (container, card) = screen()
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { card.alpha = 0.5 })
        }
        clock.advance(to: 0.25)
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === container, "during the delay too")
        #expect(container.hitTest(CGPoint(x: 65, y: 65), with: nil) === container, "the badge inside the card")
        clock.advance(to: 1.4)
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === container)
        clock.advance(to: 1.5)
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === card, "ended: touches reach it again")
    }

    @Test("With .allowUserInteraction, or from a property animator by default, the animated view takes touches")
    func allowed() {
        let clock = AnimationClock()
        let (container, card) = screen()
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { card.alpha = 0.5 })
        }
        clock.advance(to: 0.5)
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)

        let animator = clock.withCurrent {
            UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 1 }
        }
        clock.withCurrent { animator.startAnimation() }
        clock.advance(to: 0.75)
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
        animator.isUserInteractionEnabled = false
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === container)
        animator.isUserInteractionEnabled = true
        #expect(container.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
    }
}
