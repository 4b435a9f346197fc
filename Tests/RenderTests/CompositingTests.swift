import Dynamics
import Foundation
import Testing

@Suite struct CompositingTests {
    @Test(arguments: [1.0, 2.0])
    func clipsToBoundsHidesOverflowingChild(scale: CGFloat) throws {
        for clips in [true, false] {
            let canvas = makeCanvas()
            let parent = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            parent.clipsToBounds = clips
            let child = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
            child.backgroundColor = .blue
            parent.addSubview(child)
            canvas.addSubview(parent)
            let image = try render(canvas, scale: scale)
            #expect(matches(pixel(image, atPoint: 70, 70, scale: scale), (0, 0, 255)))
            let outside = pixel(image, atPoint: 100, 100, scale: scale)
            #expect(matches(outside, clips ? (255, 255, 255) : (0, 0, 255)), "clips \(clips): \(outside)")
        }
    }

    @Test(arguments: [1.0, 2.0])
    func groupOpacityDoesNotShowOverlap(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let group = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        group.alpha = 0.5
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        back.backgroundColor = .red
        let front = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 100))
        front.backgroundColor = .red
        group.addSubview(back)
        group.addSubview(front)
        canvas.addSubview(group)
        let image = try render(canvas, scale: scale)
        // Composited as one layer, the overlap is the same half-red as the single-covered part.
        #expect(matches(pixel(image, atPoint: 40, 60, scale: scale), (255, 128, 128)))
        #expect(matches(pixel(image, atPoint: 100, 60, scale: scale), (255, 128, 128)))
    }

    @Test(arguments: [1.0, 2.0])
    func translucentGroupKeepsOverflowingChildAndShadow(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let parent = addBox(to: canvas, CGRect(x: 20, y: 20, width: 50, height: 50), color: .red)
        parent.alpha = 0.5
        parent.layer.shadowOpacity = 1
        parent.layer.shadowOffset = CGSize(width: 0, height: 20)
        parent.layer.shadowRadius = 2
        let child = addBox(to: parent, CGRect(x: 60, y: 0, width: 40, height: 40), color: .blue)
        child.alpha = 1
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 100, 30, scale: scale), (128, 128, 255)))
        #expect(matches(pixel(image, atPoint: 45, 45, scale: scale), (255, 128, 128)))
        let shadow = pixel(image, atPoint: 45, 85, scale: scale)
        #expect(shadow.r < 160 && shadow.r == shadow.b, "shadow below the group: \(shadow)")
    }

    @Test(arguments: [1.0, 2.0])
    func drawIsClippedToBoundsButShapeViewsAreNot(scale: CGFloat) throws {
        final class Overflow: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIRectFill(CGRect(x: -20, y: 0, width: 60, height: 20))
            }
        }
        let canvas = makeCanvas()
        canvas.addSubview(Overflow(frame: CGRect(x: 50, y: 20, width: 20, height: 20)))
        let outside = UIBezierPath(rect: CGRect(x: -20, y: 0, width: 60, height: 20))
        canvas.addSubview(UIShapeView(frame: CGRect(x: 50, y: 100, width: 20, height: 20), path: outside, fillColor: .green))
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 60, 30, scale: scale), (0, 255, 0)))
        #expect(matches(pixel(image, atPoint: 40, 30, scale: scale), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 40, 110, scale: scale), (0, 255, 0)))
    }

    @Test(arguments: [1.0, 2.0])
    func shadowDarkensOnlyTheOffsetSide(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let card = addBox(to: canvas, CGRect(x: 50, y: 50, width: 100, height: 100), color: .red)
        card.layer.cornerRadius = 10
        card.layer.shadowColor = .black
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        let image = try render(canvas, scale: scale)
        let below = pixel(image, atPoint: 100, 155, scale: scale)
        let above = pixel(image, atPoint: 100, 45, scale: scale)
        #expect(below.r < 200 && below.r == below.g && below.g == below.b, "below: \(below)")
        #expect(matches(above, (255, 255, 255)), "above: \(above)")
        // Blurred, not a hard copy: the shadow fades out past its offset edge.
        let fading = pixel(image, atPoint: 100, 161, scale: scale)
        #expect(fading.r > below.r && fading.r < 255, "fading: \(fading), below: \(below)")
        #expect(matches(pixel(image, atPoint: 100, 100, scale: scale), (255, 0, 0)))
    }

    @Test(arguments: [1.0, 2.0])
    func borderIsDrawnInsideTheEdge(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let box = addBox(to: canvas, CGRect(x: 20, y: 20, width: 100, height: 100), color: .white)
        box.layer.borderWidth = 4
        box.layer.borderColor = .blue
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 22, 70, scale: scale), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 18, 70, scale: scale), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 30, 70, scale: scale), (255, 255, 255)))
    }

    @Test(arguments: [1.0, 2.0])
    func quarterDiscMaskKeepsOnlyTheDisc(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let button = addBox(to: canvas, CGRect(x: 100, y: 0, width: 72, height: 72), color: .purple)
        let quarter = UIBezierPath()
        quarter.move(to: .zero)
        quarter.addArc(withCenter: CGPoint(x: 72, y: 0), radius: 72, startAngle: .pi, endAngle: .pi / 2, clockwise: false)
        quarter.addLine(to: CGPoint(x: 72, y: 0))
        quarter.close()
        button.layer.mask = CAShapeLayer(path: quarter)
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 165, 5, scale: scale), (128, 0, 128)))
        #expect(matches(pixel(image, atPoint: 103, 68, scale: scale), (255, 255, 255)))
    }

    @Test func canvasBackgroundUnderTheRootView() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(matches(pixel(try Renderer().render(root, scale: 1, background: .blue), atPoint: 5, 5, scale: 1), (0, 0, 255)))
        #expect(matches(pixel(try Renderer().render(root, scale: 1), atPoint: 5, 5, scale: 1), (255, 255, 255)))
        root.backgroundColor = UIColor.red.withAlphaComponent(0.5)
        #expect(matches(pixel(try Renderer().render(root, scale: 1), atPoint: 5, 5, scale: 1), (255, 128, 128)))
        root.backgroundColor = .green
        let renderer = Renderer()
        #expect(matches(pixel(try renderer.render(root, scale: 1.5, background: .blue), atPoint: 5, 5, scale: 1.5), (0, 255, 0)))
        root.layer.cornerRadius = 8
        let rounded = try renderer.render(root, scale: 1.5, background: .blue)
        #expect(matches(pixel(rounded, atPoint: 0.5, 0.5, scale: 1.5), (0, 0, 255)))
        #expect(matches(pixel(rounded, atPoint: 10, 10, scale: 1.5), (0, 255, 0)))
    }

    @Test func transparentOutputKeepsAlpha() throws {
        let canvas = makeCanvas(width: 50, height: 50)
        addBox(to: canvas, CGRect(x: 10, y: 10, width: 10, height: 10), color: UIColor.blue.withAlphaComponent(0.5))
        let image = try render(canvas, scale: 1, transparent: true)
        #expect(image.pixel(x: 1, y: 1).a == 0)
        let inside = image.pixel(x: 15, y: 15)
        #expect(abs(Int(inside.a) - 128) <= 1 && inside.b == 255 && inside.r == 0)
        #expect(!image.isOpaque)
    }

    @Test func collapsedAndNonFiniteViewsDrawNothingAndDoNotBreakLaterFrames() throws {
        let canvas = makeCanvas(width: 40, height: 40)
        let collapsed = addBox(to: canvas, CGRect(x: 0, y: 0, width: 20, height: 20), color: .blue)
        collapsed.transform = CGAffineTransform(scaleX: 0, y: 1)
        let lost = addBox(to: canvas, CGRect(x: 0, y: 0, width: 20, height: 20), color: .blue)
        lost.center = CGPoint(x: CGFloat.nan, y: 5)
        addBox(to: canvas, CGRect(x: 20, y: 20, width: 20, height: 20), color: .red)
        let renderer = Renderer()
        let first = try renderer.render(canvas, scale: 1)
        #expect(matches(pixel(first, atPoint: 10, 10, scale: 1), (255, 255, 255)))
        #expect(matches(pixel(first, atPoint: 30, 30, scale: 1), (255, 0, 0)))
        collapsed.transform = .identity
        let second = try renderer.render(canvas, scale: 1)
        #expect(matches(pixel(second, atPoint: 10, 10, scale: 1), (0, 0, 255)))
    }

    @Test func invalidScaleThrows() {
        #expect(throws: RenderError.self) { try Renderer().render(makeCanvas(), scale: 0) }
        #expect(throws: RenderError.self) { try Renderer().render(makeCanvas(), scale: .nan) }
        #expect(throws: RenderError.self) { try Renderer().render(makeCanvas(), scale: 1000) }
    }
}
