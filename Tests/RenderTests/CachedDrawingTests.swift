import Dynamics
@testable import DynamicsRender
import Foundation
import Testing

/// Counts its `draw(_:)` calls; fills a red 20 × 20 square at its top-left, whatever its size.
private final class CountingView: UIView {
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
}

/// The stick figure: a torso drawn at half the frame's width, which grows as soon as the view rotates.
private final class StickFigureView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.black.setStroke()
        let torso = UIBezierPath()
        torso.move(to: CGPoint(x: frame.width / 2, y: 10))
        torso.addLine(to: CGPoint(x: frame.width / 2, y: frame.height - 10))
        torso.lineWidth = 6
        torso.stroke()
    }
}

/// A standalone layer that draws itself: a green fill over its bounds.
private final class GreenLayer: CALayer {
    var draws = 0

    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.green)
        ctx.fill(bounds)
    }
}

@Suite("draw(_:) runs when the content is invalid, into a backing store composited every frame")
struct CachedDrawingTests {
    @Test("a rotating view draws once over 60 frames, and once more after setNeedsDisplay()")
    func drawsOnceWhileRotating() throws {
        let root = makeCanvas()
        let view = CountingView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        view.layer.shadowOpacity = 0.5
        root.addSubview(view)
        let renderer = Renderer()
        for frame in 0..<60 {
            view.transform = CGAffineTransform(rotationAngle: CGFloat(frame) * .pi / 60)
            _ = try renderer.render(root, scale: 2)
        }
        #expect(view.draws == 1)
        view.setNeedsDisplay()
        _ = try renderer.render(root, scale: 2)
        _ = try renderer.render(root, scale: 2)
        #expect(view.draws == 2)
        view.layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        _ = try renderer.render(root, scale: 2)
        #expect(view.draws == 3)
    }

    @Test("without the cache (the benchmark's switch) every frame draws")
    func cacheOff() throws {
        let root = makeCanvas()
        let view = CountingView(frame: CGRect(x: 60, y: 60, width: 40, height: 40))
        root.addSubview(view)
        let renderer = Renderer()
        renderer.cachesDrawing = false
        for _ in 0..<3 { _ = try renderer.render(root, scale: 1) }
        #expect(view.draws == 3)
    }

    @Test("a .redraw view whose bounds grow draws again; a .scaleToFill one stretches its old drawing")
    func boundsChange() throws {
        let root = makeCanvas()
        let stretched = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let redrawn = CountingView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        redrawn.contentMode = .redraw
        root.addSubview(stretched)
        root.addSubview(redrawn)
        let renderer = Renderer()
        _ = try renderer.render(root, scale: 1)
        stretched.bounds.size = CGSize(width: 80, height: 80)
        stretched.frame.origin = .zero
        redrawn.bounds.size = CGSize(width: 80, height: 80)
        redrawn.frame.origin = CGPoint(x: 0, y: 100)
        let image = try renderer.render(root, scale: 1)
        #expect(stretched.draws == 1)
        #expect(redrawn.draws == 2)
        // The 20-point square stretched to 40 points; redrawn, it stays 20.
        #expect(matches(pixel(image, atPoint: 30, 30, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 10, 110, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 30, 130, scale: 1), (255, 255, 255)))
    }

    @Test("contentMode .topLeft and .center place a stale drawing unscaled")
    func placement() throws {
        let root = makeCanvas()
        let corner = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        corner.contentMode = .topLeft
        let centred = CountingView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
        centred.contentMode = .center
        root.addSubview(corner)
        root.addSubview(centred)
        let renderer = Renderer()
        _ = try renderer.render(root, scale: 1)
        corner.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        centred.frame = CGRect(x: 100, y: 0, width: 80, height: 80)
        let image = try renderer.render(root, scale: 1)
        #expect(matches(pixel(image, atPoint: 10, 10, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 30, 30, scale: 1), (255, 255, 255)))
        // Centred: the 40-point drawing sits at 20…60 of the 80-point bounds, its square at 20…40.
        #expect(matches(pixel(image, atPoint: 130, 30, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 110, 10, scale: 1), (255, 255, 255)))
    }

    @Test("the stick figure keeps its torso while UIKit Dynamics rotates it")
    func stickFigure() throws {
        let root = makeCanvas(width: 200, height: 200)
        let figure = StickFigureView(frame: CGRect(x: 80, y: 60, width: 40, height: 80))
        root.addSubview(figure)
        let animator = UIDynamicAnimator(referenceView: root)
        let spin = UIDynamicItemBehavior(items: [figure])
        spin.angularResistance = 0
        spin.addAngularVelocity(2, for: figure)
        animator.addBehavior(spin)
        let renderer = Renderer()
        _ = try renderer.render(root, scale: 2)
        for _ in 0..<30 { animator.advance(by: 1.0 / 60.0) }
        let angle = atan2(figure.transform.b, figure.transform.a)
        #expect(abs(angle) > 0.5)
        let cached = try renderer.render(root, scale: 2)
        // The torso runs through the figure's centre whatever the angle.
        #expect(matches(pixel(cached, atPoint: figure.center.x, figure.center.y, scale: 2), (0, 0, 0)))
        // Drawn every frame with the rotated frame, as this renderer did before, the torso leaves the bounds.
        let live = Renderer()
        live.cachesDrawing = false
        let lost = try live.render(root, scale: 2)
        #expect(matches(pixel(lost, atPoint: figure.center.x, figure.center.y, scale: 2), (255, 255, 255)))
    }

    @Test("a standalone layer's draw(in:) runs only after setNeedsDisplay(), then once")
    func standaloneLayer() throws {
        let root = makeCanvas()
        let layer = GreenLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        root.layer.addSublayer(layer)
        let renderer = Renderer()
        let before = try renderer.render(root, scale: 1)
        #expect(layer.draws == 0)
        #expect(matches(pixel(before, atPoint: 20, 20, scale: 1), (255, 255, 255)))
        layer.setNeedsDisplay()
        _ = try renderer.render(root, scale: 1)
        let after = try renderer.render(root, scale: 1)
        #expect(layer.draws == 1)
        #expect(matches(pixel(after, atPoint: 20, 20, scale: 1), (0, 255, 0)))
    }

    @Test("the backing store is kept for its view in the renderer's table, which does not keep the view")
    func storeFreed() throws {
        let root = makeCanvas()
        weak var gone: CountingView?
        do {
            let view = CountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            gone = view
            root.addSubview(view)
            _ = try Renderer().render(root, scale: 1)
            #expect(RenderCaches.backingStores.value(at: view.backingStoreKey) != nil)
            view.removeFromSuperview()
        }
        #expect(gone == nil)
    }
}
