import Dynamics
import Foundation
import Testing
@testable import DynamicsRender

/// CGContext's `stroke(_:)` of a rectangle, `strokeEllipse(in:)` and `fillEllipse(in:)` inside `draw(_:)`.
@MainActor @Suite struct ContextShapeTests {
    final class Shapes: UIView {
        override func draw(_ rect: CGRect) {
            let con = UIGraphicsGetCurrentContext()!
            con.stroke(CGRect(x: 10, y: 10, width: 80, height: 80))
            con.strokeEllipse(in: CGRect(x: 110, y: 10, width: 80, height: 80))
            con.setFillColor(.red)
            con.fillEllipse(in: CGRect(x: 60, y: 110, width: 80, height: 80))
        }
    }

    @Test("A 1 pt black outline of the rectangle and of the ellipse (CGContext's defaults), a filled red ellipse")
    func shapes() throws {
        let canvas = makeCanvas(width: 200, height: 200)
        let shapes = Shapes(frame: canvas.bounds)
        shapes.backgroundColor = .white
        canvas.addSubview(shapes)
        let image = try render(canvas, scale: 1)
        // The rectangle's left edge is the line x = 10, half a pixel each side: columns 9 and 10 half covered.
        let edge = image.pixel(x: 10, y: 50)
        #expect(edge.r < 160 && edge.r == edge.g && edge.g == edge.b, "\(edge)")
        #expect(image.pixel(x: 50, y: 50) == (255, 255, 255, 255), "not filled")
        #expect(image.pixel(x: 12, y: 50) == (255, 255, 255, 255), "1 pt wide")
        // The ellipse's leftmost point is (110, 50); its bounding box's corner stays white.
        let left = image.pixel(x: 110, y: 50)
        #expect(left.r < 160, "\(left)")
        #expect(image.pixel(x: 112, y: 12) == (255, 255, 255, 255) && image.pixel(x: 150, y: 50) == (255, 255, 255, 255))
        #expect(image.pixel(x: 100, y: 150) == (255, 0, 0, 255))
        #expect(image.pixel(x: 62, y: 112) == (255, 255, 255, 255), "outside the ellipse, inside its box")
    }
}
