import Dynamics
import Foundation

/// The layer types together, as apps use them next to UIKit Dynamics, on a 375×667 screen: a `CAGradientLayer`
/// header with a `CATextLayer` title and a `CAShapeLayer` ring whose `strokeEnd` fills on a loop; a card flicked with
/// UIKit Dynamics (the pan's release velocity handed to a `UIDynamicItemBehavior`) and caught 0.35 s later by a
/// spring `UIViewPropertyAnimator` that brings it home; and on every release a `CAEmitterLayer` confetti burst from
/// the card, falling under `yAcceleration`, spinning and fading.
///
/// Scripted finger: at 0.5 s a flick up and to the right; at 2.6 s a flick down and to the left.
let layerPartyScene = Scene(
    name: "layer-party",
    summary: "Layer types with UIKit Dynamics: gradient header, text and shape layers, a flicked card caught by a spring animator, an emitter burst on release; 375×667",
    size: CGSize(width: 375, height: 667),
    duration: 5
) { context in
    context.statusBar = .light
    context.window.rootViewController = LayerPartyViewController()
    context.pan(along: [CGPoint(x: 188, y: 420), CGPoint(x: 210, y: 400), CGPoint(x: 262, y: 352)],
                from: 0.5, duration: 0.2)
    context.pan(along: [CGPoint(x: 188, y: 420), CGPoint(x: 166, y: 446), CGPoint(x: 120, y: 500)],
                from: 2.6, duration: 0.2)
}

/// A view whose layer is a gradient, as iOS code declares one.
private final class GradientHeaderView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// The party screen: a gradient header on top, a card resting at `home` below it.
final class LayerPartyViewController: UIViewController {
    private let header = GradientHeaderView()
    private let card = UIView(frame: CGRect(x: 0, y: 0, width: 250, height: 160))
    private var catcher: FlickCatcher!
    /// A white 8×5-point confetti piece; each cell tints it.
    private let confetti = UIImage(size: CGSize(width: 8, height: 5)) { context in
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 5))
    }

    private var home: CGPoint { CGPoint(x: view.bounds.midX, y: 420) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.96, green: 0.95, blue: 0.98, alpha: 1)
        catcher = FlickCatcher(card: card, animator: UIDynamicAnimator(referenceView: view), home: { [unowned self] in home },
                               tuning: .init(resistance: 1.2, angularResistance: 2, spinDivisor: 500, catchDelay: 0.35,
                                             dampingRatio: 0.6, springDuration: 0.9))
        catcher.willThrow = { [unowned self] in burst(at: card.center) }

        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
        let gradient = header.layer as! CAGradientLayer
        gradient.colors = [UIColor(red: 0.42, green: 0.2, blue: 0.86, alpha: 1).cgColor,
                           UIColor(red: 0.98, green: 0.45, blue: 0.35, alpha: 1).cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        view.addSubview(header)

        let title = CATextLayer()
        title.frame = CGRect(x: 24, y: 70, width: 230, height: 44)
        title.string = "Layer Party"
        title.font = UIFont.boldSystemFont(ofSize: 34)
        title.fontSize = 34
        title.foregroundColor = UIColor.white.cgColor
        header.layer.addSublayer(title)
        let subtitle = CATextLayer()
        subtitle.frame = CGRect(x: 24, y: 118, width: 230, height: 60)
        subtitle.string = "Flick the card: it is caught by a spring and throws confetti."
        subtitle.fontSize = 15
        subtitle.isWrapped = true
        subtitle.foregroundColor = UIColor.white.withAlphaComponent(0.85).cgColor
        header.layer.addSublayer(subtitle)

        // A ring that fills clockwise from 12 o'clock, over and over.
        let ringPath = UIBezierPath(arcCenter: CGPoint(x: 318, y: 110), radius: 26, startAngle: -.pi / 2,
                                    endAngle: 3 * .pi / 2, clockwise: true)
        let track = CAShapeLayer()
        track.path = ringPath.cgPath
        track.fillColor = nil
        track.strokeColor = UIColor.white.withAlphaComponent(0.3).cgColor
        track.lineWidth = 7
        header.layer.addSublayer(track)
        let ring = CAShapeLayer()
        ring.path = ringPath.cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 7
        ring.lineCap = .round
        header.layer.addSublayer(ring)
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1.6
        fill.repeatCount = .infinity
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.add(fill, forKey: "fill")

        card.center = home
        card.backgroundColor = .white
        card.layer.cornerRadius = 20
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0, alpha: 0.08)
        card.layer.shadowOpacity = 0.22
        card.layer.shadowRadius = 16
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 20).cgPath
        card.accessibilityIdentifier = "card"
        view.addSubview(card)
        let stripe = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 250, height: 56))
        (stripe.layer as! CAGradientLayer).colors = [UIColor.systemTeal.cgColor, UIColor.systemIndigo.cgColor]
        (stripe.layer as! CAGradientLayer).startPoint = CGPoint(x: 0, y: 0.5)
        (stripe.layer as! CAGradientLayer).endPoint = CGPoint(x: 1, y: 0.5)
        card.addSubview(stripe)
        card.clipsToBounds = false
        let label = CATextLayer()
        label.frame = CGRect(x: 20, y: 76, width: 210, height: 60)
        label.string = "Throw me"
        label.fontSize = 28
        label.font = UIFont.boldSystemFont(ofSize: 28)
        label.foregroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.3, alpha: 1).cgColor
        card.layer.addSublayer(label)
        // The stripe's top corners follow the card's.
        let stripeMask = CAShapeLayer()
        stripeMask.path = UIBezierPath(roundedRect: stripe.bounds, byRoundingCorners: [.topLeft, .topRight],
                                       cornerRadii: CGSize(width: 20, height: 20)).cgPath
        stripe.layer.mask = stripeMask

        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in catcher.handlePan(pan, in: view) })
    }

    /// A short burst of confetti in four colours from a circle around `point`, under the card.
    private func burst(at point: CGPoint) {
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = point
        emitter.emitterShape = .circle
        emitter.emitterSize = CGSize(width: 60, height: 60)
        emitter.seed = 42
        let colors: [UIColor] = [.systemPink, .systemYellow, .systemTeal, .systemIndigo]
        emitter.emitterCells = colors.map { color in
            let cell = CAEmitterCell()
            cell.contents = confetti.cgImage
            cell.color = color.cgColor
            cell.birthRate = 160
            cell.lifetime = 2.2
            cell.lifetimeRange = 0.4
            cell.velocity = 330
            cell.velocityRange = 120
            cell.emissionLongitude = -.pi / 2
            cell.emissionRange = .pi * 1.4
            cell.yAcceleration = 520
            cell.spin = 4
            cell.spinRange = 8
            cell.scale = 1.1
            cell.scaleRange = 0.4
            cell.alphaSpeed = -0.4
            return cell
        }
        view.layer.insertSublayer(emitter, below: card.layer)
        // Only a burst: births stop after 0.12 s; the layer goes once the last piece has faded.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.12) { emitter.birthRate = 0 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.8) { emitter.removeFromSuperlayer() }
    }
}
