import Dynamics
import Foundation
import Testing

@Suite("Sublayers")
struct SublayerTests {
    @Test("a shape layer with a zero frame draws its path in its superlayer's coordinates, filled and stroked")
    func shapeLayer() throws {
        let canvas = makeCanvas(width: 100, height: 100)
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
        ring.fillColor = UIColor.red.cgColor
        ring.strokeColor = UIColor.blue.cgColor
        ring.lineWidth = 6
        canvas.layer.addSublayer(ring)
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 50, 50, scale: 1), (255, 0, 0)), "filled inside")
        #expect(matches(pixel(image, atPoint: 50, 20, scale: 1), (0, 0, 255)), "stroked on the outline")
        #expect(matches(pixel(image, atPoint: 10, 10, scale: 1), (255, 255, 255)), "nothing outside")
        #expect(ring.superlayer === canvas.layer && canvas.layer.sublayers?.count == 1)
        ring.removeFromSuperlayer()
        #expect(canvas.layer.sublayers == nil && ring.superlayer == nil)
        #expect(matches(pixel(try render(canvas, scale: 1), atPoint: 50, 50, scale: 1), (255, 255, 255)))
    }

    @Test("lineDashPattern dashes a shape layer's stroke from lineDashPhase; a dashed path keeps its own dash")
    func dashes() throws {
        let canvas = makeCanvas(width: 100, height: 40)
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 10))
        line.addLine(to: CGPoint(x: 100, y: 10))
        let dashed = CAShapeLayer()
        dashed.path = line.cgPath
        dashed.strokeColor = UIColor.blue.cgColor
        dashed.lineWidth = 4
        dashed.lineDashPattern = [10, 5]
        dashed.lineDashPhase = 5
        canvas.layer.addSublayer(dashed)
        // A path dashed by itself, stroked by a plain draw: 20 on, 20 off along y = 30.
        let drawn = UIBezierPath()
        drawn.move(to: CGPoint(x: 0, y: 30))
        drawn.addLine(to: CGPoint(x: 100, y: 30))
        drawn.lineWidth = 4
        drawn.setLineDash([20, 20], count: 2, phase: 0)
        let strokeView = UIShapeView(frame: canvas.bounds, path: drawn, fillColor: nil, strokeColor: .red, lineWidth: 4)
        canvas.addSubview(strokeView)
        let image = try render(canvas, scale: 1)
        // Phase 5 shifts the 15-point period left by 5: on over 0–5, off 5–10, on 10–20, off 20–25, on 25–35 …
        let onAt: [CGFloat] = [2, 15, 30, 45], offAt: [CGFloat] = [7, 22, 37]
        for x in onAt { #expect(matches(pixel(image, atPoint: x, 10, scale: 1), (0, 0, 255)), "dash at x = \(x)") }
        for x in offAt { #expect(matches(pixel(image, atPoint: x, 10, scale: 1), (255, 255, 255)), "gap at x = \(x)") }
        #expect(matches(pixel(image, atPoint: 10, 30, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 30, 30, scale: 1), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 50, 30, scale: 1), (255, 0, 0)))
        // All-zero or negative patterns draw solid lines, as a pattern that would draw nothing is refused.
        drawn.setLineDash([0, 0], count: 2, phase: 0)
        #expect(drawn.lineDashPattern.isEmpty)
        drawn.setLineDash([4, -1], count: 2, phase: 0)
        #expect(drawn.lineDashPattern.isEmpty)
        #expect((drawn.copy() as! UIBezierPath).lineDashPattern.isEmpty)
        drawn.setLineDash([3, 2], count: 2, phase: 1)
        let dashedCopy = drawn.copy() as! UIBezierPath
        #expect(dashedCopy.lineDashPattern == [3, 2] && dashedCopy.lineDashPhase == 1)
    }

    @Test("insertSublayer orders layers among the subviews' layers; a plain layer draws its background and corners")
    func ordering() throws {
        let canvas = makeCanvas(width: 100, height: 100)
        addBox(to: canvas, CGRect(x: 0, y: 0, width: 50, height: 100), color: .green)
        let plate = CALayer()
        plate.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        plate.backgroundColor = UIColor.blue.cgColor
        plate.cornerRadius = 10
        canvas.layer.insertSublayer(plate, at: 0)
        var image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 40, 50, scale: 1), (0, 255, 0)), "below the green subview")
        #expect(matches(pixel(image, atPoint: 60, 50, scale: 1), (0, 0, 255)), "beside it, the blue layer")
        #expect(matches(pixel(image, atPoint: 74, 26, scale: 1), (255, 255, 255)), "its rounded corner")
        let green = try #require(canvas.subviews.first { $0.backgroundColor == .green })
        canvas.layer.insertSublayer(plate, above: green.layer)
        image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 40, 50, scale: 1), (0, 0, 255)), "now above it")
        #expect(canvas.layer.sublayers?.map { $0 === plate } == [false, true])
        #expect(canvas.hitTest(CGPoint(x: 60, y: 50), with: nil) === canvas, "layers take no touches")
    }

    @Test("a superlayer keeps its sublayers; a sublayer nobody else holds goes with it; one that is held survives")
    func ownership() {
        weak var dropped: CALayer?
        let kept = CAShapeLayer()
        kept.frame = CGRect(x: 10, y: 10, width: 5, height: 5)
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            func addLayer() { let layer = CALayer(); parent.layer.addSublayer(layer); dropped = layer }
            addLayer()
            #expect(dropped != nil && parent.layer.sublayers?.first === dropped, "the superlayer holds it")
            parent.layer.addSublayer(kept)
        }
        #expect(dropped == nil, "gone with its superlayer")
        #expect(kept.superlayer == nil && kept.frame == CGRect(x: 10, y: 10, width: 5, height: 5))
    }
}
