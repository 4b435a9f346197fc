import Dynamics
import Foundation
import Testing

/// Counts pixels differing from white inside and outside a rectangle given in points.
private func inkCounts(_ image: Image, inside rect: CGRect, scale: CGFloat) -> (inside: Int, outside: Int) {
    var inside = 0, outside = 0
    let deviceRect = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    for y in 0..<image.height {
        for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            guard p.r < 250 || p.g < 250 || p.b < 250 else { continue }
            if deviceRect.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) { inside += 1 } else { outside += 1 }
        }
    }
    return (inside, outside)
}

@Suite struct ContentTests {
    @Test(arguments: [1.0, 2.0])
    func strokedCubicPassesThroughItsEndPoints(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let shape = UIShapeView(frame: canvas.bounds)
        let curve = UIBezierPath()
        curve.move(to: CGPoint(x: 20, y: 150))
        curve.addCurve(to: CGPoint(x: 180, y: 40), controlPoint1: CGPoint(x: 60, y: 0), controlPoint2: CGPoint(x: 140, y: 200))
        shape.path = curve
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 4
        shape.lineCap = .round
        canvas.addSubview(shape)
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 20, 150, scale: scale), (0, 0, 0), tolerance: 40))
        #expect(matches(pixel(image, atPoint: 180, 40, scale: scale), (0, 0, 0), tolerance: 40))
        // Round caps reach half the line width beyond the end points, no further.
        #expect(matches(pixel(image, atPoint: 185, 40, scale: scale), (255, 255, 255)))
        // The curve's own middle point, B(0.5) = (100, 97.5).
        #expect(matches(pixel(image, atPoint: 100, 97.5, scale: scale), (0, 0, 0), tolerance: 40))
    }

    @Test(arguments: [1.0, 2.0])
    func filledPathUsesItsFillRule(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let rings = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 100, height: 100))
        rings.append(UIBezierPath(rect: CGRect(x: 50, y: 50, width: 40, height: 40)))
        let shape = UIShapeView(frame: canvas.bounds, path: rings, fillColor: .green)
        shape.fillRule = .evenOdd
        canvas.addSubview(shape)
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 30, 30, scale: scale), (0, 255, 0)))
        #expect(matches(pixel(image, atPoint: 70, 70, scale: scale), (255, 255, 255)))
    }

    @Test(arguments: [1.0, 2.0])
    func labelInksOnlyInsideItsFrame(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let label = UILabel(frame: CGRect(x: 20, y: 80, width: 160, height: 40))
        label.text = "Hello, Dynamics"
        label.font = UIFont(name: "ArialRoundedMTBold", size: 20)!
        label.textColor = .black
        label.textAlignment = .center
        canvas.addSubview(label)
        let image = try render(canvas, scale: scale)
        let counts = inkCounts(image, inside: label.frame, scale: scale)
        #expect(counts.inside > Int(200 * scale * scale), "ink inside: \(counts.inside)")
        #expect(counts.outside == 0)
    }

    @Test(arguments: [1.0, 2.0])
    func drawnImageIsScaledToFill(scale: CGFloat) throws {
        let picture = UIImage(size: CGSize(width: 10, height: 20)) { context in
            context.setFillColor(.blue)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 10, width: 10, height: 10))
        }
        let canvas = makeCanvas()
        let imageView = UIImageView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        imageView.image = picture
        canvas.addSubview(imageView)
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 150, 120, scale: scale), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 150, 180, scale: scale), (255, 0, 0)))
        imageView.contentMode = .scaleAspectFit
        let fitted = try render(canvas, scale: scale)
        #expect(matches(pixel(fitted, atPoint: 110, 150, scale: scale), (255, 255, 255)))
        #expect(matches(pixel(fitted, atPoint: 150, 120, scale: scale), (0, 0, 255)))
    }

    @Test func pngImageFileIsDrawn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) { bytes[i + 1] = 200; bytes[i + 3] = 255 }
        let path = folder.appendingPathComponent("green.png").path
        try PNGWriter.write(Image(width: 4, height: 4, stride: 16, bytes: bytes), to: path)
        let icon = try #require(UIImage(contentsOfFile: path))
        #expect(icon.size == CGSize(width: 4, height: 4))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
        let canvas = makeCanvas(width: 40, height: 40)
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.image = icon
        canvas.addSubview(view)
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 20, 20, scale: 1), (0, 200, 0)))
        #expect(matches(pixel(image, atPoint: 5, 5, scale: 1), (255, 255, 255)))
    }

    @Test(arguments: [1.0, 2.0])
    func stringDrawingInksWhereItsSizeSays(scale: CGFloat) throws {
        final class Caption: UIView {
            static var attributes: [NSAttributedString.Key: Any] { [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: UIColor.blue] }
            override func draw(_ rect: CGRect) { "Wobble".draw(at: CGPoint(x: 10, y: 10), withAttributes: Caption.attributes) }
        }
        let canvas = makeCanvas()
        canvas.addSubview(Caption(frame: canvas.bounds))
        let image = try render(canvas, scale: scale)
        let size = "Wobble".size(withAttributes: Caption.attributes)
        let counts = inkCounts(image, inside: CGRect(origin: CGPoint(x: 10, y: 10), size: size), scale: scale)
        #expect(counts.inside > Int(100 * scale * scale) && counts.outside == 0, "\(counts)")
    }

    @Test func coreGraphicsBridgesAndImageDrawingCompileAsInUIKit() throws {
        final class Stamp: UIView {
            let stamp = UIImage(size: CGSize(width: 4, height: 4)) { $0.setFillColor(.blue); $0.fill(CGRect(x: 0, y: 0, width: 4, height: 4)) }
            override func draw(_ rect: CGRect) { stamp.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        }
        let canvas = makeCanvas(width: 60, height: 60)
        let stamp = Stamp(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        stamp.layer.borderColor = UIColor.red.cgColor
        stamp.layer.borderWidth = 2
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 40)).cgPath
        stamp.layer.mask = mask
        canvas.addSubview(stamp)
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 15, 15, scale: 1), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 11, 30, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 49, 30, scale: 1), (255, 255, 255)), "masked-off border")
    }

    @Test func unbalancedGraphicsStatesInDrawDoNotLeakIntoLaterViews() throws {
        final class Careless: UIView {
            override func draw(_ rect: CGRect) {
                let context = UIGraphicsGetCurrentContext()
                context?.saveGState()
                context?.concatenate(CGAffineTransform(translationX: 1000, y: 0))
                context?.restoreGState()
                context?.restoreGState()
                context?.saveGState()
                context?.concatenate(CGAffineTransform(translationX: 1000, y: 0))
            }
        }
        let canvas = makeCanvas(width: 40, height: 40)
        canvas.addSubview(Careless(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        addBox(to: canvas, CGRect(x: 20, y: 20, width: 10, height: 10), color: .red)
        let renderer = Renderer()
        for _ in 0..<2 {
            let image = try renderer.render(canvas, scale: 1)
            #expect(matches(pixel(image, atPoint: 25, 25, scale: 1), (255, 0, 0)))
        }
    }

    @Test func drawOverrideDrawsInBoundsCoordinates() throws {
        final class Dot: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIBezierPath(ovalIn: CGRect(x: rect.midX - 5, y: rect.midY - 5, width: 10, height: 10)).fill()
            }
        }
        let canvas = makeCanvas(width: 100, height: 100)
        let dot = Dot(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        canvas.addSubview(dot)
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 50, 50, scale: 1), (0, 255, 0)))
        #expect(matches(pixel(image, atPoint: 42, 42, scale: 1), (255, 255, 255)))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
