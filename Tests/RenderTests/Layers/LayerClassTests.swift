import Dynamics
import Foundation
import Testing

/// A view backed by a gradient layer, as iOS code declares one.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A view backed by a shape layer.
private final class RingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A layer subclass holding another layer in a stored property, made before `super.init()`.
private final class CompositeLayer: CAGradientLayer {
    let inner = CAGradientLayer()
}

private final class CompositeView: UIView {
    override class var layerClass: AnyClass { CompositeLayer.self }
}

@Suite("layerClass and CAGradientLayer")
struct LayerClassTests {
    @Test("a view's layer is an instance of its layerClass, backing that view")
    func layerClass() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(type(of: plain.layer) == CALayer.self)
        let gradient = GradientView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
        #expect(gradient.layer is CAGradientLayer)
        #expect(gradient.layer.frame == gradient.frame)
        #expect(gradient.layer.delegate === gradient)
        let composite = CompositeView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(composite.layer is CompositeLayer)
        #expect(composite.layer.bounds.size == CGSize(width: 30, height: 30))
        #expect((composite.layer as! CompositeLayer).inner.bounds.size == .zero)
    }

    /// Expected colours come from Core Animation's mixing (`GradientColorMixing`, fitted to iOS-recorded gradients in
    /// `GradientColorMixingTests`), computed with an independent numpy implementation of the same model. Pure red and
    /// blue lie outside the mixing space's gamut and are clamped, as iOS shows them: (255, 38, 0) and (4, 51, 255).
    @Test("an axial gradient mixes its colours as Core Animation does; locations move it")
    func axial() throws {
        let root = makeCanvas()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSubview(view)
        var image = try render(root, scale: 1)
        // Pixel centres 0.5025, 0.0025, 0.9975 and 0.2525 of the way (an sRGB mix would give 128, 0, 128 halfway).
        #expect(matches(pixel(image, atPoint: 100, 50, scale: 1), (145, 33, 150), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 0, 50, scale: 1), (254, 37, 1), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 199, 50, scale: 1), (4, 50, 255), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 50, 50, scale: 1), (202, 32, 87), tolerance: 1))
        view.gradientLayer.locations = [0.5, 1]
        image = try render(root, scale: 1)
        #expect(matches(pixel(image, atPoint: 50, 50, scale: 1), (255, 38, 0), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 150, 50, scale: 1), (145, 33, 150), tolerance: 1))
    }

    @Test("a gradient sublayer with a corner radius is drawn inside its rounded corners")
    func roundedGradient() throws {
        // SensorTesting's balls: a 60 pt view with no background whose gradient sublayer has a 30 pt radius.
        let root = makeCanvas()
        let ball = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        ball.layer.cornerRadius = 30
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        gradient.frame = ball.bounds
        gradient.cornerRadius = 30
        ball.layer.insertSublayer(gradient, at: 0)
        root.addSubview(ball)
        let image = try render(root, scale: 2)
        #expect(matches(pixel(image, atPoint: 50, 50, scale: 2), (255, 38, 0), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 50, 22, scale: 2), (255, 38, 0), tolerance: 1))
        // Near the square's corners, outside the circle, the canvas shows.
        #expect(matches(pixel(image, atPoint: 23, 23, scale: 2), (255, 255, 255), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 78, 21, scale: 2), (255, 255, 255), tolerance: 1))
    }

    @Test("the default gradient runs top to bottom")
    func defaultDirection() throws {
        let root = makeCanvas()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        view.gradientLayer.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        root.addSubview(view)
        let image = try render(root, scale: 2)
        // 0.50125 and 0.75125 of the way down (an sRGB mix: 128 and 64).
        #expect(matches(pixel(image, atPoint: 50, 100, scale: 2), (146, 146, 146), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 10, 150, scale: 2), (81, 81, 81), tolerance: 1))
    }

    @Test("a radial gradient is centred on startPoint and reaches its last colour at the ellipse through endPoint")
    func radial() throws {
        let root = makeCanvas()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.gradientLayer.type = .radial
        view.gradientLayer.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        view.gradientLayer.startPoint = CGPoint(x: 0.5, y: 0.5)
        view.gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        root.addSubview(view)
        let image = try render(root, scale: 1)
        // Radii 100 × 50, sampled at pixel centres: (150.5, 50.5) is 0.505 of the way out (145), (100.5, 74.5) 0.49
        // of the way (148).
        #expect(matches(pixel(image, atPoint: 150, 50, scale: 1), (145, 145, 145), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 100, 74, scale: 1), (148, 148, 148), tolerance: 1))
        #expect(matches(pixel(image, atPoint: 100, 50, scale: 1), (255, 255, 255), tolerance: 3))
        #expect(matches(pixel(image, atPoint: 2, 2, scale: 1), (0, 0, 0), tolerance: 2))
    }

    @Test("a conic gradient turns clockwise from the direction of endPoint")
    func conic() throws {
        let root = makeCanvas()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.gradientLayer.type = .conic
        view.gradientLayer.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        view.gradientLayer.startPoint = CGPoint(x: 0.5, y: 0.5)
        view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSubview(view)
        let image = try render(root, scale: 1)
        // Clockwise on screen from +x: a quarter turn is straight down, half a turn straight left.
        // A quarter, half and three quarters of the turn: 203, 146 and 81.
        #expect(matches(pixel(image, atPoint: 100, 180, scale: 1), (203, 203, 203), tolerance: 3))
        #expect(matches(pixel(image, atPoint: 20, 100, scale: 1), (146, 146, 146), tolerance: 3))
        #expect(matches(pixel(image, atPoint: 100, 20, scale: 1), (81, 81, 81), tolerance: 3))
    }

    @Test("a shape layer as a view's layer draws its path, unclipped by the bounds")
    func shapeLayerClass() throws {
        let root = makeCanvas()
        let view = RingView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        let shape = view.layer as! CAShapeLayer
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
        shape.fillColor = UIColor.blue.cgColor
        root.addSubview(view)
        let image = try render(root, scale: 1)
        #expect(matches(pixel(image, atPoint: 60, 60, scale: 1), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 85, 85, scale: 1), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 95, 95, scale: 1), (255, 255, 255)))
    }

    @Test("cornerCurve .continuous leaves the edge earlier than a quarter circle")
    func continuousCorners() throws {
        func corner(_ curve: CALayerCornerCurve) throws -> (r: Int, g: Int, b: Int, a: Int) {
            let root = makeCanvas(width: 100, height: 100)
            let view = addBox(to: root, CGRect(x: 0, y: 0, width: 100, height: 100), color: .red)
            view.layer.cornerRadius = 30
            view.layer.cornerCurve = curve
            // 20.1 pt from the corner the quarter circle is 1.68 pt below the top edge, the continuous corner 1.97.
            return pixel(try render(root, scale: 10), atPoint: 20.15, 1.85, scale: 10)
        }
        #expect(matches(try corner(.circular), (255, 0, 0)))
        #expect(matches(try corner(.continuous), (255, 255, 255)))
    }
}
