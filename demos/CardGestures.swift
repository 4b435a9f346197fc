import Dynamics
import Foundation

/// A photo card handled as iOS apps handle one, on a 375×667 screen: a pan moves it, a pinch resizes it and a rotation
/// turns it, all three at once (the delegate lets them recognise simultaneously, as the system Photos-style idiom
/// needs); when the fingers lift, UIKit Dynamics takes over with the release velocity and spin, under gravity and
/// inside the screen's bounds. The pinch changes the card's bounds rather than its transform: UIKit Dynamics writes a
/// pure rotation into the transform at its first step, so a scale kept there would be lost.
///
/// Scripted fingers: from 0.5 s two fingers drag the card up while spreading from 120 to 150 pt apart and turning 20°
/// counter-clockwise over 0.3 s, and lift while still moving: the card rises a little, spinning, falls and bounces on
/// the floor. At 3.2 s one finger catches it on the floor and flicks it up and a little to the left.
let cardGesturesScene = Scene(
    name: "card-gestures",
    summary: "Drag, pinch and rotate a card at once (simultaneous recognisers); on release UIKit Dynamics throws it with the fingers' velocity and spin; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 6
) { context in
    context.statusBar = .dark
    let controller = CardGesturesViewController()
    context.window.rootViewController = controller
    context.twoFingers(from: (CGPoint(x: 128, y: 330), CGPoint(x: 248, y: 330)),
                       to: (CGPoint(x: 129.52, y: 275.65), CGPoint(x: 270.48, y: 224.35)), time: 0.5, duration: 0.3)
    context.pan(along: [CGPoint(x: 200, y: 560), CGPoint(x: 185, y: 520), CGPoint(x: 160, y: 470)],
                from: 3.2, duration: 0.15)
}

/// The card screen: pan, pinch and rotation on the card, simultaneously; a release hands the card to physics.
final class CardGesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    private let card = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
    private var animator: UIDynamicAnimator!
    /// The rotation's last speed, given to the card as spin when the fingers lift.
    private var spin: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        animator = UIDynamicAnimator(referenceView: view)

        card.center = CGPoint(x: view.bounds.midX, y: 330)
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 18
        card.layer.borderColor = .white
        card.layer.borderWidth = 6
        card.layer.shadowColor = UIColor.black
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.accessibilityIdentifier = "card"
        view.addSubview(card)

        let sun = UIView(frame: CGRect(x: 24, y: 28, width: 44, height: 44))
        sun.backgroundColor = .systemYellow
        sun.layer.cornerRadius = 22
        card.addSubview(sun)
        let title = UILabel(frame: CGRect(x: 0, y: 140, width: 160, height: 40))
        title.text = "Drag · pinch · turn"
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 17)
        title.textAlignment = .center
        title.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        title.accessibilityIdentifier = "title"
        card.addSubview(title)

        let pan = UIPanGestureRecognizer { [unowned self] in handlePan($0) }
        let pinch = UIPinchGestureRecognizer { [unowned self] in handlePinch($0) }
        let rotation = UIRotationGestureRecognizer { [unowned self] in handleRotation($0) }
        for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] {
            recognizer.delegate = self
            card.addGestureRecognizer(recognizer)
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// Began: the card leaves physics where it is. Changed: it follows the fingers. Ended: it is thrown.
    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            animator.removeAllBehaviors()
            spin = 0
        case .changed:
            let translation = pan.translation(in: view)
            card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
            pan.setTranslation(.zero, in: view)
        case .ended, .cancelled:
            throwCard(velocity: pan.velocity(in: view))
        default:
            break
        }
    }

    /// Scales the card's size, not its transform, and starts the next change from 1.
    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard pinch.state == .began || pinch.state == .changed else { return }
        let center = card.center
        card.bounds.size = CGSize(width: card.bounds.width * pinch.scale, height: card.bounds.height * pinch.scale)
        card.center = center
        pinch.scale = 1
    }

    /// Turns the card and remembers how fast, for the throw.
    private func handleRotation(_ rotation: UIRotationGestureRecognizer) {
        guard rotation.state == .began || rotation.state == .changed else { return }
        card.transform = card.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
        spin = rotation.velocity
    }

    /// Physics takes the card: the release velocity and spin, a little air resistance, gravity, the screen's edges.
    private func throwCard(velocity: CGPoint) {
        let flight = UIDynamicItemBehavior(items: [card])
        flight.elasticity = 0.45
        flight.resistance = 0.3
        flight.angularResistance = 0.8
        flight.addLinearVelocity(velocity, for: card)
        flight.addAngularVelocity(spin, for: card)
        let walls = UICollisionBehavior(items: [card])
        walls.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(flight)
        animator.addBehavior(walls)
        animator.addBehavior(UIGravityBehavior(items: [card]))
    }
}
