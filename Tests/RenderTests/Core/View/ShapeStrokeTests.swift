import Dynamics
import Foundation
import Testing

/// A shape layer with a zero frame on `canvas`, stroking `path` in red at `width` points with no fill.
private func addStroke(_ path: UIBezierPath, width: CGFloat = 10, to canvas: UIView) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.path = path.cgPath
    shape.fillColor = nil
    shape.strokeColor = UIColor.red.cgColor
    shape.lineWidth = width
    canvas.layer.addSublayer(shape)
    return shape
}

@Suite("CAShapeLayer strokeStart/strokeEnd, shadowPath and rounded masks")
struct ShapeStrokeTests {
    @Test("strokeEnd 0.5 strokes the first half of a line", arguments: [1.0, 2.0])
    func halfLine(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 20, y: 50))
        line.addLine(to: CGPoint(x: 180, y: 50))
        let shape = addStroke(line, to: canvas)
        shape.strokeEnd = 0.5
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 30, 50, scale: scale), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 95, 50, scale: scale), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 105, 50, scale: scale), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 170, 50, scale: scale), (255, 255, 255)))
    }

    @Test("strokeStart 0.25 to strokeEnd 0.75 of a rectangle keeps its right and bottom edges")
    func rectangleMiddleHalf() throws {
        let canvas = makeCanvas()
        // Perimeter 400: top 0…0.25, right 0.25…0.5, bottom 0.5…0.75, left (the closing line) 0.75…1.
        let shape = addStroke(UIBezierPath(rect: CGRect(x: 50, y: 50, width: 100, height: 100)), width: 6, to: canvas)
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.75
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 100, 50, scale: 1), (255, 255, 255)), "top")
        #expect(matches(pixel(image, atPoint: 150, 100, scale: 1), (255, 0, 0)), "right")
        #expect(matches(pixel(image, atPoint: 100, 150, scale: 1), (255, 0, 0)), "bottom")
        #expect(matches(pixel(image, atPoint: 50, 100, scale: 1), (255, 255, 255)), "left")
    }

    @Test("strokeEnd 0.25 of a clockwise circle is its first quarter, following the curve")
    func circleQuarter() throws {
        let canvas = makeCanvas()
        let circle = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 60, startAngle: 0, endAngle: 2 * .pi,
                                  clockwise: true)
        let shape = addStroke(circle, width: 8, to: canvas)
        shape.strokeEnd = 0.25
        let image = try render(canvas, scale: 1)
        func onCircle(_ degrees: CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
            let angle = degrees * .pi / 180
            return pixel(image, atPoint: 100 + 60 * cos(angle), 100 + 60 * sin(angle), scale: 1)
        }
        // Clockwise on screen (y down) from 3 o'clock to 6 o'clock.
        #expect(matches(onCircle(10), (255, 0, 0)))
        #expect(matches(onCircle(45), (255, 0, 0)))
        #expect(matches(onCircle(80), (255, 0, 0)))
        #expect(matches(onCircle(100), (255, 255, 255)))
        #expect(matches(onCircle(225), (255, 255, 255)))
        #expect(matches(onCircle(-10), (255, 255, 255)))
    }

    @Test("the fill ignores strokeStart/strokeEnd; strokeEnd at or before strokeStart strokes nothing")
    func fillIsNotTrimmed() throws {
        let canvas = makeCanvas()
        let shape = addStroke(UIBezierPath(rect: CGRect(x: 50, y: 50, width: 100, height: 100)), width: 6, to: canvas)
        shape.fillColor = UIColor.blue.cgColor
        shape.strokeStart = 0.6
        shape.strokeEnd = 0.4
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 100, 100, scale: 1), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 148, 100, scale: 1), (0, 0, 255)), "no stroke over the right edge")
        #expect(matches(pixel(image, atPoint: 152, 100, scale: 1), (255, 255, 255)), "no stroke outside it")
    }

    @Test("a CABasicAnimation of strokeEnd draws the stroke growing on the scene clock")
    func animatedStrokeEnd() throws {
        let canvas = makeCanvas()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 200, y: 50))
        let shape = addStroke(line, to: canvas)
        let clock = AnimationClock()
        clock.withCurrent {
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 1
            shape.add(grow, forKey: "grow")
        }
        clock.advance(to: 0.25)
        let presented = try #require(shape.presentation()?.value(forKeyPath: "strokeEnd") as? CGFloat)
        #expect(abs(presented - 0.25) < 1e-9)
        var image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 45, 50, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 55, 50, scale: 1), (255, 255, 255)))
        clock.advance(to: 0.75)
        image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 145, 50, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 155, 50, scale: 1), (255, 255, 255)))
        #expect(shape.strokeEnd == 1, "the model value is unchanged")
    }

    @Test("shadowPath casts the shadow of its own shape, not of the layer's content", arguments: [1.0, 2.0])
    func shadowPathShape(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let card = addBox(to: canvas, CGRect(x: 50, y: 50, width: 100, height: 40), color: .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = .zero
        // A shadow only under the lower half, reaching 30 pt below the card.
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 20, width: 100, height: 50)).cgPath
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 100, 110, scale: scale), (0, 0, 0)), "below the card: the path's shadow")
        #expect(matches(pixel(image, atPoint: 100, 125, scale: scale), (255, 255, 255)), "past the path")
        #expect(matches(pixel(image, atPoint: 100, 60, scale: scale), (255, 255, 255)), "the card over its shadow")
        #expect(matches(pixel(image, atPoint: 45, 60, scale: scale), (255, 255, 255)), "no shadow beside the card")
    }

    @Test("masksToBounds clips subviews to the rounded corners; the border follows them", arguments: [1.0, 2.0])
    func roundedMasksToBounds(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let card = addBox(to: canvas, CGRect(x: 50, y: 50, width: 100, height: 100), color: .white)
        card.layer.cornerRadius = 30
        card.layer.masksToBounds = true
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor.blue.cgColor
        addBox(to: card, CGRect(x: -20, y: -20, width: 140, height: 140), color: .green)
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 100, 100, scale: scale), (0, 255, 0)))
        #expect(matches(pixel(image, atPoint: 53, 53, scale: scale), (255, 255, 255)), "outside the rounded corner")
        #expect(matches(pixel(image, atPoint: 45, 100, scale: scale), (255, 255, 255)), "outside the bounds")
        #expect(matches(pixel(image, atPoint: 52, 100, scale: scale), (0, 0, 255)), "the border over the subview")
        // The border on the corner's arc: 45° in from the corner centre (80, 80), 28 pt out.
        #expect(matches(pixel(image, atPoint: 80 - 28 * 0.7071, 80 - 28 * 0.7071, scale: scale), (0, 0, 255)))
    }
}
