import Dynamics
import Foundation

/// iOS's animation systems mixed as apps mix them, on a 375×667 screen: a card is flicked with UIKit Dynamics (the
/// pan's release velocity handed to a `UIDynamicItemBehavior`, with air resistance and a spin), caught in mid-flight
/// by a `UIViewPropertyAnimator` whose `UISpringTimingParameters` take over the card's velocity and spring it home,
/// while a `CABasicAnimation` pulses the card's badge and a `CAAnimationGroup` sends rings out from it for ever.
/// When the card is home, its caption changes with a cross-dissolve transition.
///
/// Scripted finger: at 0.6 s a quick flick up and to the right; at 1.9 s, while the spring is still bringing the card
/// back, a flick down and to the left grabs it where it is shown (the animator stops without finishing, so its
/// completion never runs) and throws it again; at 4.0 s a short flick upwards.
let cardCatchScene = Scene(
    name: "card-catch",
    summary: "Mixed animation systems: a card flicked with UIKit Dynamics is caught by a spring UIViewPropertyAnimator and sent home; a CABasicAnimation pulses its badge; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 6
) { context in
    context.statusBar = .dark
    let controller = CardCatchViewController()
    context.window.rootViewController = controller
    context.pan(along: [CGPoint(x: 190, y: 380), CGPoint(x: 215, y: 362), CGPoint(x: 262, y: 326)],
                from: 0.6, duration: 0.2)
    context.pan(along: [CGPoint(x: 180, y: 360), CGPoint(x: 160, y: 385), CGPoint(x: 118, y: 436)],
                from: 1.9, duration: 0.2)
    context.pan(along: [CGPoint(x: 190, y: 380), CGPoint(x: 198, y: 350), CGPoint(x: 212, y: 296)],
                from: 4.0, duration: 0.15)
}

/// The card screen: the card rests at `home`; a pan drags it, releasing throws it, and 0.4 s later a spring
/// animator catches it wherever it is and brings it home.
final class CardCatchViewController: UIViewController {
    private let card = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 300))
    private let caption = UILabel()
    private let badge = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 36))
    private var catcher: FlickCatcher!
    private var catches = 0

    /// Where the card rests: the middle of the screen, a little above centre.
    private var home: CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY - 10) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        catcher = FlickCatcher(card: card, animator: UIDynamicAnimator(referenceView: view), home: { [unowned self] in home },
                               tuning: .init(resistance: 1.5, angularResistance: 2, spinDivisor: 400, catchDelay: 0.4,
                                             dampingRatio: 0.55, springDuration: 1.0))
        catcher.didComeHome = { [unowned self] in
            catches += 1
            UIView.transition(with: caption, duration: 0.35, options: .transitionCrossDissolve, animations: {
                self.caption.text = self.catches == 1 ? "Caught!" : "Caught again"
                self.caption.backgroundColor = .systemTeal
            })
        }

        card.center = home
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 22
        card.layer.shadowColor = UIColor.black
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 14
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        card.accessibilityIdentifier = "card"
        view.addSubview(card)

        caption.frame = CGRect(x: 0, y: 210, width: 220, height: 60)
        caption.text = "Flick me"
        caption.textColor = .white
        caption.font = .boldSystemFont(ofSize: 26)
        caption.textAlignment = .center
        caption.backgroundColor = .systemIndigo
        card.addSubview(caption)

        // Rings that grow and fade from behind the badge, for ever: opacity and scale in one group.
        let ring = UIView(frame: badge.frame)
        ring.center = CGPoint(x: 182, y: 38)
        ring.backgroundColor = .systemPink
        ring.layer.cornerRadius = 18
        card.addSubview(ring)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 2.2
        grow.duration = 1.2
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.6
        fade.toValue = 0
        fade.duration = 1.2
        let rings = CAAnimationGroup()
        rings.animations = [grow, fade]
        rings.duration = 1.2
        rings.repeatCount = .infinity
        rings.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ring.layer.add(rings, forKey: "rings")

        // The badge itself beats: a scale pulse that runs back and forth.
        badge.center = ring.center
        badge.backgroundColor = .systemPink
        badge.layer.cornerRadius = 18
        badge.layer.borderColor = .white
        badge.layer.borderWidth = 3
        card.addSubview(badge)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.25
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        badge.layer.add(pulse, forKey: "pulse")

        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in catcher.handlePan(pan, in: view) })
    }
}
