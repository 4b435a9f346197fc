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

    @Test func transparentOutputKeepsAlpha() throws {
        let canvas = makeCanvas(width: 50, height: 50)
        let dot = addBox(to: canvas, CGRect(x: 10, y: 10, width: 10, height: 10), color: UIColor.blue.withAlphaComponent(0.5))
        let image = try render(canvas, scale: 1, transparent: true)
        #expect(image.pixel(x: 1, y: 1).a == 0)
        let inside = image.pixel(x: 15, y: 15)
        #expect(abs(Int(inside.a) - 128) <= 1 && inside.b == 255 && inside.r == 0)
        #expect(!image.isOpaque)
    }

    @Test func invalidScaleThrows() {
        #expect(throws: RenderError.self) { try Renderer().render(makeCanvas(), scale: 0) }
        #expect(throws: RenderError.self) { try Renderer().render(makeCanvas(), scale: .nan) }
        #expect(throws: RenderError.self) { try Renderer().render(makeCanvas(), scale: 1000) }
    }
}
