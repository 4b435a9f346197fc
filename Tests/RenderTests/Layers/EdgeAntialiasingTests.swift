import Dynamics
import Foundation
import Testing

/// `CALayer.allowsEdgeAntialiasing`: false by default, so a layer turned off the pixel grid has hard edges (every
/// pixel the layer's colour or the background's), as Core Animation draws it; true smooths them.
@Suite("allowsEdgeAntialiasing")
struct EdgeAntialiasingTests {
    /// Pixels that are neither pure red nor pure white: the blended ones along edges.
    private func blendedPixels(_ image: Image) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let red = p.r == 255 && p.g == 0 && p.b == 0
                let white = p.r == 255 && p.g == 255 && p.b == 255
                if !red && !white { count += 1 }
            }
        }
        return count
    }

    /// A 40 pt red square in a white canvas, turned by `angle`, drawn at 2×.
    private func turnedSquare(angle: CGFloat, antialiased: Bool, cornerRadius: CGFloat = 0,
                              inTurnedParent: Bool = false) throws -> Image {
        let canvas = makeCanvas(width: 100, height: 100)
        let holder = addBox(to: canvas, CGRect(x: 0, y: 0, width: 100, height: 100), color: nil)
        let square = addBox(to: holder, CGRect(x: 30, y: 30, width: 40, height: 40), color: .red)
        square.layer.cornerRadius = cornerRadius
        square.layer.allowsEdgeAntialiasing = antialiased
        if inTurnedParent { holder.transform = CGAffineTransform(rotationAngle: angle) }
        else { square.transform = CGAffineTransform(rotationAngle: angle) }
        return try render(canvas, scale: 2)
    }

    @Test("a turned layer's edges are hard by default and smooth when allowed")
    func turnedEdges() throws {
        #expect(!CALayer().allowsEdgeAntialiasing)
        let hard = try turnedSquare(angle: .pi / 6, antialiased: false)
        let smooth = try turnedSquare(angle: .pi / 6, antialiased: true)
        #expect(blendedPixels(hard) == 0)
        // The square's outline is 4 × 80 device pixels long; smoothing blends about one pixel along it.
        #expect(blendedPixels(smooth) > 200)
        // Same place either way: the centre is red, a corner of the canvas white.
        for image in [hard, smooth] {
            #expect(matches(pixel(image, atPoint: 50, 50, scale: 2), (255, 0, 0)))
            #expect(matches(pixel(image, atPoint: 2, 2, scale: 2), (255, 255, 255)))
        }
    }

    @Test("an ancestor's turn counts; a quarter turn and rounded corners stay smooth")
    func whatCounts() throws {
        #expect(blendedPixels(try turnedSquare(angle: .pi / 5, antialiased: false, inTurnedParent: true)) == 0)
        // A quarter turn keeps the edges on the grid: nothing to blend either way.
        #expect(blendedPixels(try turnedSquare(angle: .pi / 2, antialiased: false)) == 0)
        #expect(blendedPixels(try turnedSquare(angle: .pi / 6, antialiased: false, cornerRadius: 8)) > 100)
    }

    @Test("a border and a masksToBounds clip of a turned layer are hard too")
    func borderAndClip() throws {
        let canvas = makeCanvas(width: 100, height: 100)
        let frame = addBox(to: canvas, CGRect(x: 30, y: 30, width: 40, height: 40), color: .white)
        frame.layer.borderColor = UIColor.red.cgColor
        frame.layer.borderWidth = 4
        frame.layer.masksToBounds = true
        addBox(to: frame, CGRect(x: -20, y: 10, width: 80, height: 20), color: .red)
        frame.transform = CGAffineTransform(rotationAngle: .pi / 7)
        #expect(blendedPixels(try render(canvas, scale: 2)) == 0)
        frame.layer.allowsEdgeAntialiasing = true
        #expect(blendedPixels(try render(canvas, scale: 2)) > 100)
    }
}
