import Foundation
import DynamicsGeometry
import DynamicsUIKit
import DynamicsUIKitDynamics
import DynamicsRender

/// A 375×667 card that uses every primitive the renderer draws — rounded corners, borders, shadows, rotation,
/// alpha, clipping, solid fills, text in several fonts, a drawn image, stroked and filled paths with caps and joins,
/// a path mask — with a tween, a display-link rotation, a scripted tap and a scripted drag moving things on the
/// timeline, so the whole pipeline can be checked without the physics engine.
@MainActor enum CalibrationScene {
    /// The card's own size in points.
    nonisolated static let cardSize = CGSize(width: 375, height: 667)

    /// The card on a `size` canvas: at its own size it is the canvas; otherwise it is scaled to fit and centred on
    /// a light grey background (benchmarks use this for a 1920×1080 frame).
    nonisolated static func scene(size: CGSize) -> Scene {
        Scene(name: "calibration",
              summary: "Renderer calibration card: every drawing primitive, a tween, a rotating square, a tap and a drag",
              size: size, duration: 2) { context in
            build(context, size: size)
        }
    }

    private static func build(_ context: SceneContext, size: CGSize) {
        let root: UIView
        if size == cardSize {
            root = context.view
        } else {
            root = UIView(frame: CGRect(origin: .zero, size: cardSize))
            root.backgroundColor = .white
            let factor = min(size.width / cardSize.width, size.height / cardSize.height)
            root.transform = CGAffineTransform(scaleX: factor, y: factor)
            root.center = CGPoint(x: size.width / 2, y: size.height / 2)
            context.view.backgroundColor = UIColor(rgb: 0xE5E5EA)
            context.view.addSubview(root)
        }
        addTexts(to: root)
        addShadowCard(to: root)
        addAlphaSwatches(to: root)
        addRotatingSquare(to: root, context: context)
        addTweenedDot(to: root)
        addPaths(to: root)
        addMaskedImage(to: root)
        addButton(to: root, context: context)
        addDraggableChip(to: root, context: context)
    }

    private static func label(_ text: String, font: UIFont, colour: UIColor, frame: CGRect,
                              alignment: NSTextAlignment = .left) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = font
        label.textColor = colour
        label.textAlignment = alignment
        return label
    }

    private static func roundedBox(_ frame: CGRect, colour: UIColor, radius: CGFloat,
                                   identifier: String? = nil) -> UIView {
        let box = UIView(frame: frame)
        box.backgroundColor = colour
        box.layer.cornerRadius = radius
        box.accessibilityIdentifier = identifier
        return box
    }

    private static func addTexts(to root: UIView) {
        root.addSubview(label("Dynamics calibration", font: .boldSystemFont(ofSize: 24), colour: .black,
                              frame: CGRect(x: 20, y: 20, width: 335, height: 32)))
        root.addSubview(label("Regular 15 pt — the quick brown fox jumps", font: .systemFont(ofSize: 15),
                              colour: .darkGray, frame: CGRect(x: 20, y: 54, width: 335, height: 20)))
        root.addSubview(label("Italic 13 pt, centred", font: .italicSystemFont(ofSize: 13), colour: .systemIndigo,
                              frame: CGRect(x: 20, y: 76, width: 335, height: 18), alignment: .center))
        root.addSubview(label("mono 12: t = k / fps", font: .monospacedSystemFont(ofSize: 12, weight: .regular),
                              colour: .systemGray, frame: CGRect(x: 20, y: 96, width: 335, height: 16),
                              alignment: .right))
    }

    /// A white rounded card with a border and a soft shadow, holding a clipped container whose circle overflows.
    private static func addShadowCard(to root: UIView) {
        let card = roundedBox(CGRect(x: 20, y: 124, width: 335, height: 120), colour: .white, radius: 16)
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor(white: 0.8, alpha: 1)
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        root.addSubview(card)

        let clipper = roundedBox(CGRect(x: 16, y: 16, width: 140, height: 88), colour: .systemTeal, radius: 12)
        clipper.clipsToBounds = true
        card.addSubview(clipper)
        let overflowing = roundedBox(CGRect(x: 70, y: 30, width: 100, height: 100), colour: .systemOrange, radius: 50)
        clipper.addSubview(overflowing)

        card.addSubview(label("Shadow, border,\nclipping", font: .systemFont(ofSize: 14, weight: .semibold),
                              colour: .black, frame: CGRect(x: 172, y: 16, width: 150, height: 40)))
        (card.subviews.last as? UILabel)?.numberOfLines = 2
    }

    /// Four squares of one colour at alpha 1, 0.75, 0.5 and 0.25, the last one a group with a subview.
    private static func addAlphaSwatches(to root: UIView) {
        for (index, alpha) in [1.0, 0.75, 0.5, 0.25].enumerated() {
            let swatch = UIView(frame: CGRect(x: 20 + CGFloat(index) * 52, y: 264, width: 44, height: 44))
            swatch.backgroundColor = .systemRed
            swatch.alpha = CGFloat(alpha)
            root.addSubview(swatch)
        }
        let group = UIView(frame: CGRect(x: 228, y: 264, width: 44, height: 44))
        group.backgroundColor = .systemGreen
        group.alpha = 0.5
        let inner = UIView(frame: CGRect(x: 12, y: 12, width: 32, height: 32))
        inner.backgroundColor = .systemGreen
        group.addSubview(inner)
        root.addSubview(group)
    }

    /// A rounded square turned a quarter revolution per second by an `onTick` callback.
    private static func addRotatingSquare(to root: UIView, context: SceneContext) {
        let square = roundedBox(CGRect(x: 300, y: 256, width: 60, height: 60), colour: .systemBlue, radius: 8, identifier: "square")
        root.addSubview(square)
        context.onTick { time in
            square.transform = CGAffineTransform(rotationAngle: CGFloat(time) * .pi / 2)
        }
    }

    /// A dot that eases across and back with `UIView.animate`, fading on the way.
    private static func addTweenedDot(to root: UIView) {
        let dot = roundedBox(CGRect(x: 20, y: 332, width: 36, height: 36), colour: .systemPurple, radius: 18, identifier: "dot")
        root.addSubview(dot)
        UIView.animate(withDuration: 0.8, delay: 0.1, options: .curveEaseInOut, animations: {
            dot.center = CGPoint(x: 337, y: 350)
            dot.alpha = 0.4
        }, completion: { _ in
            UIView.animate(withDuration: 0.6, delay: 0, options: .curveEaseOut, animations: {
                dot.center = CGPoint(x: 38, y: 350)
                dot.alpha = 1
            })
        })
    }

    /// A zig-zag stroked with round caps and joins, a bevel-joined open triangle, and a filled and stroked curve.
    private static func addPaths(to root: UIView) {
        let zigzag = (0...6).map { step in CGPoint(x: 10 + CGFloat(step) * 22, y: step % 2 == 0 ? 60 : 14) }
        root.addSubview(strokedPolyline(zigzag, frame: CGRect(x: 20, y: 388, width: 160, height: 74),
                                        colour: .systemGreen, width: 8, cap: .round, join: .round))
        let wedge = [CGPoint(x: 10, y: 64), CGPoint(x: 40, y: 10), CGPoint(x: 70, y: 64)]
        root.addSubview(strokedPolyline(wedge, frame: CGRect(x: 186, y: 388, width: 80, height: 74),
                                        colour: .systemPink, width: 10, cap: .square, join: .bevel))

        let drop = UIBezierPath()
        drop.move(to: CGPoint(x: 40, y: 4))
        drop.addCurve(to: CGPoint(x: 40, y: 70), controlPoint1: CGPoint(x: 90, y: 40), controlPoint2: CGPoint(x: 70, y: 70))
        drop.addQuadCurve(to: CGPoint(x: 40, y: 4), controlPoint: CGPoint(x: -10, y: 50))
        drop.close()
        root.addSubview(UIShapeView(frame: CGRect(x: 280, y: 388, width: 80, height: 74), path: drop,
                                    fillColor: .systemYellow, strokeColor: .brown, lineWidth: 3))
    }

    private static func strokedPolyline(_ points: [CGPoint], frame: CGRect, colour: UIColor, width: CGFloat,
                                        cap: CGLineCap, join: CGLineJoin) -> UIShapeView {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        let view = UIShapeView(frame: frame, path: path, fillColor: nil, strokeColor: colour, lineWidth: width)
        view.lineCap = cap
        view.lineJoin = join
        return view
    }

    /// A checkerboard image drawn in code, shown aspect-fit, and a copy masked to a star path.
    private static func addMaskedImage(to root: UIView) {
        let checkerboard = UIImage(size: CGSize(width: 80, height: 80)) { _ in
            for row in 0..<8 {
                for column in 0..<8 {
                    ((row + column) % 2 == 0 ? UIColor.black : UIColor.white).setFill()
                    UIRectFill(CGRect(x: CGFloat(column) * 10, y: CGFloat(row) * 10, width: 10, height: 10))
                }
            }
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 40, height: 40)).fill()
        }
        let plain = UIImageView(image: checkerboard)
        plain.frame = CGRect(x: 20, y: 480, width: 120, height: 80)
        plain.contentMode = .scaleAspectFit
        plain.backgroundColor = UIColor(white: 0.9, alpha: 1)
        root.addSubview(plain)

        let masked = UIImageView(image: checkerboard)
        masked.frame = CGRect(x: 150, y: 480, width: 80, height: 80)
        masked.layer.mask = CAShapeLayer(path: star(centre: CGPoint(x: 40, y: 40), outer: 40, inner: 17))
        root.addSubview(masked)
    }

    private static func star(centre: CGPoint, outer: CGFloat, inner: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for index in 0..<10 {
            let radius = index % 2 == 0 ? outer : inner
            let angle = CGFloat(index) * .pi / 5 - .pi / 2
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    /// A rounded button that turns green when tapped; the timeline taps it at 1.2 s.
    private static func addButton(to root: UIView, context: SceneContext) {
        let button = roundedBox(CGRect(x: 245, y: 490, width: 110, height: 44), colour: .systemBlue, radius: 10, identifier: "button")
        button.addSubview(label("Tap me", font: .systemFont(ofSize: 17, weight: .semibold), colour: .white,
                                frame: CGRect(x: 0, y: 0, width: 110, height: 44), alignment: .center))
        button.addGestureRecognizer(UITapGestureRecognizer { _ in
            button.backgroundColor = .systemGreen
        })
        root.addSubview(button)
        context.tap(at: root.convert(CGPoint(x: 300, y: 512), to: context.view), time: 1.2)
    }

    /// A chip that follows a pan recogniser; the timeline drags it right and up between 0.3 s and 1.0 s.
    private static func addDraggableChip(to root: UIView, context: SceneContext) {
        let chip = roundedBox(CGRect(x: 20, y: 590, width: 90, height: 50), colour: .systemOrange, radius: 25, identifier: "chip")
        root.addSubview(chip)
        var startCentre = chip.center
        chip.addGestureRecognizer(UIPanGestureRecognizer { pan in
            if pan.state == .began { startCentre = chip.center }
            let offset = pan.translation(in: root)
            chip.center = CGPoint(x: startCentre.x + offset.x, y: startCentre.y + offset.y)
        })
        let path = [CGPoint(x: 65, y: 615), CGPoint(x: 200, y: 630), CGPoint(x: 300, y: 600)]
        context.pan(along: path.map { root.convert($0, to: context.view) }, from: 0.3, duration: 0.7)
    }
}
