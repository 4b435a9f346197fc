import Dynamics
import Foundation
import Testing

/// A view that counts its `draw(_:)` calls and paints its bounds red.
private final class RedCountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

/// shouldRasterize and rasterizationScale: the subtree drawn once into a bitmap, composited every frame.
@Suite("Layer rasterization")
struct RasterizationTests {
    /// A 40 × 40 white container at (10, 10) whose left half is a black subview.
    private func halfBlackContainer(on canvas: UIView) -> UIView {
        let container = addBox(to: canvas, CGRect(x: 10, y: 10, width: 40, height: 40), color: .white)
        addBox(to: container, CGRect(x: 0, y: 0, width: 20, height: 40), color: .black)
        return container
    }

    @Test("moving, fading or turning a rasterised layer reuses its bitmap; a change inside redraws it once")
    func bitmapReuse() throws {
        let canvas = makeCanvas(width: 100, height: 100)
        let container = halfBlackContainer(on: canvas)
        let drawing = RedCountingView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        container.addSubview(drawing)
        container.layer.shouldRasterize = true
        container.layer.rasterizationScale = 2
        let renderer = Renderer()
        var frame = try renderer.render(canvas, scale: 2)
        #expect(renderer.rasterizedSubtreeDraws == 1 && drawing.draws == 1)
        #expect(matches(pixel(frame, atPoint: 35, 15, scale: 2), (255, 0, 0), tolerance: 0))
        container.center = CGPoint(x: 60, y: 50)
        container.alpha = 0.5
        frame = try renderer.render(canvas, scale: 2)
        #expect(renderer.rasterizedSubtreeDraws == 1 && drawing.draws == 1)
        // The container now spans (40, 30)–(80, 70): its red square at (60, 30)–(70, 40), half faded over white.
        #expect(matches(pixel(frame, atPoint: 65, 35, scale: 2), (255, 128, 128), tolerance: 1))
        #expect(matches(pixel(frame, atPoint: 45, 50, scale: 2), (128, 128, 128), tolerance: 1))
        #expect(matches(pixel(frame, atPoint: 20, 20, scale: 2), (255, 255, 255), tolerance: 0))
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        _ = try renderer.render(canvas, scale: 2)
        #expect(renderer.rasterizedSubtreeDraws == 1)
        // A change of a sublayer's colour, then a redisplay of the drawing view: one new bitmap each.
        container.subviews[0].backgroundColor = .blue
        _ = try renderer.render(canvas, scale: 2)
        #expect(renderer.rasterizedSubtreeDraws == 2 && drawing.draws == 1)
        drawing.setNeedsDisplay()
        _ = try renderer.render(canvas, scale: 2)
        _ = try renderer.render(canvas, scale: 2)
        #expect(renderer.rasterizedSubtreeDraws == 3 && drawing.draws == 2)
        container.layer.rasterizationScale = 1
        _ = try renderer.render(canvas, scale: 2)
        #expect(renderer.rasterizedSubtreeDraws == 4)
    }

    @Test("rasterizationScale 1 on a 2× render blurs an edge over two device pixels; the screen's scale keeps it sharp")
    func blockierPixels() throws {
        let canvas = makeCanvas(width: 100, height: 100)
        let container = halfBlackContainer(on: canvas)
        container.layer.shouldRasterize = true
        // The edge is at x = 30 pt, device pixel 60. Default rasterizationScale 1: the 1× bitmap is stretched
        // bilinearly, so device pixels 59 and 60 (bitmap x 19.75 and 20.25) are ¼ and ¾ of the way from black to
        // white.
        #expect(container.layer.rasterizationScale == 1)
        var frame = try render(canvas, scale: 2)
        #expect(abs(Int(frame.pixel(x: 59, y: 60).r) - 64) <= 1)
        #expect(abs(Int(frame.pixel(x: 60, y: 60).r) - 191) <= 1)
        #expect(frame.pixel(x: 58, y: 60).r <= 1 && frame.pixel(x: 61, y: 60).r >= 254)
        container.layer.rasterizationScale = 2
        frame = try render(canvas, scale: 2)
        #expect(frame.pixel(x: 59, y: 60).r == 0 && frame.pixel(x: 60, y: 60).r == 255)
        container.layer.shouldRasterize = false
        container.layer.rasterizationScale = 1
        let plain = try render(canvas, scale: 2)
        #expect(plain.pixel(x: 59, y: 60).r == 0 && plain.pixel(x: 60, y: 60).r == 255)
    }

    @Test("a label inside a rasterised layer is redrawn every frame, so its new text shows")
    func labelsStayCurrent() throws {
        let canvas = makeCanvas(width: 100, height: 40)
        let container = addBox(to: canvas, CGRect(x: 0, y: 0, width: 100, height: 40), color: .white)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.font = .boldSystemFont(ofSize: 30)
        container.addSubview(label)
        container.layer.shouldRasterize = true
        let renderer = Renderer()
        let empty = try renderer.render(canvas, scale: 1)
        label.text = "WWW"
        let written = try renderer.render(canvas, scale: 1)
        #expect(renderer.rasterizedSubtreeDraws == 2)
        #expect(!empty.hasSamePixels(as: written))
    }

    @Test("non-finite or non-positive rasterization scales are ignored")
    func invalidScales() {
        let layer = CALayer()
        layer.rasterizationScale = 3
        layer.rasterizationScale = .nan
        layer.rasterizationScale = 0
        layer.rasterizationScale = -1
        layer.rasterizationScale = .infinity
        #expect(layer.rasterizationScale == 3)
        #expect(layer.shouldRasterize == false)
    }
}
