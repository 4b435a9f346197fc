import Dynamics
import Foundation
import Testing

/// Core Graphics' current-path drawing inside `draw(_:)`: arcs in Core Graphics' sense, points kept under the transform
/// they were added with, line settings saved with the state, and gradients.
@MainActor @Suite struct CGContextPathTests {
    /// A white 100 × 100 view that draws with `body`.
    final class Drawing: UIView {
        let body: (CGContext) -> Void
        init(_ body: @escaping (CGContext) -> Void) {
            self.body = body
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            backgroundColor = .white
        }
        required init?(coder: NSCoder) { fatalError() }
        override func draw(_ rect: CGRect) { body(UIGraphicsGetCurrentContext()!) }
    }

    private func image(_ body: @escaping (CGContext) -> Void) throws -> Image {
        let canvas = makeCanvas(width: 100, height: 100)
        canvas.addSubview(Drawing(body))
        return try render(canvas, scale: 1)
    }

    private func isRed(_ image: Image, _ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y) == (255, 0, 0, 255) }
    private func isWhite(_ image: Image, _ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y) == (255, 255, 255, 255) }

    @Test func arcsTurnTheWayCoreGraphicsSaysInTheFlippedSpace() throws {
        func halfDisc(clockwise: Bool) throws -> Image {
            try image { ctx in
                ctx.translateBy(x: 50, y: 50)
                ctx.setFillColor(UIColor.red.cgColor)
                ctx.move(to: .zero)
                ctx.addArc(center: .zero, radius: 40, startAngle: 0, endAngle: .pi, clockwise: clockwise)
                ctx.closePath()
                ctx.fillPath()
            }
        }
        // clockwise: false runs from the right through the bottom (y down) to the left, as on iOS.
        let lower = try halfDisc(clockwise: false)
        #expect(isRed(lower, 50, 80) && isWhite(lower, 50, 20))
        let upper = try halfDisc(clockwise: true)
        #expect(isRed(upper, 50, 20) && isWhite(upper, 50, 80))
        // UIBezierPath's flag means the opposite: clockwise: true is the lower half on screen.
        let bezier = try image { _ in
            UIColor.red.setFill()
            let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
            path.fill()
        }
        #expect(bezier == lower)
    }

    @Test func pointsKeepTheTransformTheyWereAddedUnder() throws {
        let moved = try image { ctx in
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.saveGState()
            ctx.translateBy(x: 50, y: 0)
            ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.restoreGState()
            ctx.addRect(CGRect(x: 0, y: 60, width: 20, height: 20))
            ctx.fillPath()
            ctx.fillPath()   // the path was used up: nothing more is drawn
        }
        #expect(isRed(moved, 60, 10) && isWhite(moved, 10, 10) && isRed(moved, 10, 70) && isWhite(moved, 60, 70))
    }

    @Test func lineWidthIsSavedAndRestoredWithTheState() throws {
        let lines = try image { ctx in
            ctx.setStrokeColor(UIColor.red.cgColor)
            ctx.saveGState()
            ctx.setLineWidth(10)
            ctx.addLines(between: [CGPoint(x: 0, y: 30), CGPoint(x: 100, y: 30)])
            ctx.strokePath()
            ctx.restoreGState()
            ctx.move(to: CGPoint(x: 0, y: 70))
            ctx.addLine(to: CGPoint(x: 100, y: 70))
            ctx.strokePath()
            ctx.setLineWidth(4)
            ctx.stroke(CGRect(x: 40, y: 40, width: 20, height: 20))
        }
        // 10 pt: rows 25…34 red, 23 and 36 white.
        #expect(isRed(lines, 10, 25) && isRed(lines, 10, 34) && isWhite(lines, 10, 23) && isWhite(lines, 10, 36))
        // Back to 1 pt: the line at y = 70 covers half of rows 69 and 70, and nothing further.
        let half = lines.pixel(x: 10, y: 69)
        #expect(half.r == 255 && half.g > 100 && half.g < 160, "\(half)")
        #expect(isWhite(lines, 10, 67) && isWhite(lines, 10, 72))
        // stroke(_:) of a rectangle uses the width set: 4 pt around x = 40, columns 38…41.
        #expect(isRed(lines, 38, 50) && isRed(lines, 41, 50) && isWhite(lines, 36, 50) && isWhite(lines, 43, 50))
    }

    @Test func linearAndRadialGradientsFillTheClip() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray,
                                               locations: [0, 1]))
        let linear = try image { ctx in
            ctx.addRect(CGRect(x: 0, y: 0, width: 100, height: 50))
            ctx.clip()
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        }
        // Half way along, half way from black to white; the lower half, outside the clip, stays white.
        let middle = linear.pixel(x: 50, y: 25)
        #expect(abs(Int(middle.r) - 128) <= 2 && middle.r == middle.g && middle.g == middle.b, "\(middle)")
        #expect(linear.pixel(x: 0, y: 25).r <= 3 && isWhite(linear, 50, 75))

        let radial = try image { ctx in
            ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        }
        #expect(radial.pixel(x: 50, y: 50).r <= 8, "the centre pixel samples 0.7 pt out: 2 % of the way")
        let ring = radial.pixel(x: 70, y: 50)
        #expect(abs(Int(ring.r) - 128) <= 4, "\(ring)")
        // Without options nothing is drawn past the end circle: the white background, not the end colour, shows
        // — so a black-to-red gradient leaves the corners white.
        let red = try #require(CGGradient(colorsSpace: nil, colors: [UIColor.black, UIColor.red] as CFArray, locations: nil))
        let bounded = try image { ctx in
            ctx.drawRadialGradient(red, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [])
        }
        #expect(isWhite(bounded, 2, 2))
        let extended = try image { ctx in
            ctx.drawRadialGradient(red, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: [.drawsAfterEndLocation])
        }
        #expect(isRed(extended, 2, 2))
    }

    @Test func gradientsRefuseWhatIsNotAColourOrAFiniteLocation() {
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red, "blue"] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red, UIColor.blue] as CFArray, locations: [0, .nan]) == nil)
        let even = CGGradient(colorsSpace: nil, colors: [UIColor.red, UIColor.green, UIColor.blue] as CFArray, locations: nil)
        #expect(even?.locations == [0, 0.5, 1])
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let fromComponents = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                        locations: [0.25, 0.75], count: 2)
        #expect(fromComponents?.locations == [0.25, 0.75] && fromComponents?.colors[1].alpha == 0.5)
    }
}
