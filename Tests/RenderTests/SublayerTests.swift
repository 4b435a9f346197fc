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
