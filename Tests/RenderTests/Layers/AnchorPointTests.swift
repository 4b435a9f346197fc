import Dynamics
import Foundation
import Testing

@Suite("anchorPoint")
struct AnchorPointTests {
    @Test("the anchor point sits at the position: frame, frame setter and conversions follow it")
    func geometry() {
        let view = UIView(frame: CGRect(x: 75, y: 90, width: 50, height: 20))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && view.center == CGPoint(x: 100, y: 100))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 100, y: 100), "the position stays")
        #expect(view.frame == CGRect(x: 100, y: 100, width: 50, height: 20), "the frame moves")
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        #expect(view.center == CGPoint(x: 10, y: 10) && view.layer.position == CGPoint(x: 10, y: 10))
        view.anchorPoint = CGPoint(x: 1, y: 1)
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        #expect(view.center == CGPoint(x: 50, y: 50))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.addSubview(view)
        #expect(view.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 10, y: 10))
    }

    @Test("a transform turns the view about its anchor point, in the frame and in the pixels")
    func rotationAboutAnchor() throws {
        let canvas = makeCanvas(width: 200, height: 200)
        let bar = addBox(to: canvas, CGRect(x: 0, y: 0, width: 50, height: 20), color: .red)
        bar.layer.anchorPoint = .zero
        bar.center = CGPoint(x: 100, y: 100)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let frame = bar.frame
        #expect(abs(frame.minX - 80) < 1e-9 && abs(frame.minY - 100) < 1e-9)
        #expect(abs(frame.width - 20) < 1e-9 && abs(frame.height - 50) < 1e-9)
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 90, 125, scale: 1), (255, 0, 0)), "inside the turned bar")
        #expect(matches(pixel(image, atPoint: 125, 110, scale: 1), (255, 255, 255)), "where the unturned bar was")
        #expect(canvas.hitTest(CGPoint(x: 90, y: 140), with: nil) === bar)
        #expect(canvas.hitTest(CGPoint(x: 125, y: 110), with: nil) === canvas)
    }
}
