import Dynamics
import Foundation
import Testing

@Suite struct BasicShapeTests {
    @Test(arguments: [1.0, 2.0])
    func redSquareOnWhite(scale: CGFloat) throws {
        let canvas = makeCanvas()
        addBox(to: canvas, CGRect(x: 10, y: 10, width: 100, height: 100), color: .red)
        let image = try render(canvas, scale: scale)
        #expect(image.width == Int(200 * scale) && image.height == Int(200 * scale))
        #expect(matches(pixel(image, atPoint: 60, 60, scale: scale), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 10.2, 10.2, scale: scale), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 5, 5, scale: scale), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 111, 60, scale: scale), (255, 255, 255)))
    }

    @Test(arguments: [1.0, 2.0])
    func halfPixelEdgeIsAntialiased(scale: CGFloat) throws {
        let canvas = makeCanvas()
        addBox(to: canvas, CGRect(x: 10, y: 10, width: 100 + 0.5 / scale, height: 100), color: .red)
        let image = try render(canvas, scale: scale)
        let edge = image.pixel(x: Int(110 * scale), y: Int(60 * scale))
        #expect(edge.r == 255)
        #expect(edge.g > 100 && edge.g < 155, "edge pixel green \(edge.g) should be about half")
    }

    @Test(arguments: [1.0, 2.0])
    func rotatedSquareCorners(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let square = addBox(to: canvas, CGRect(x: 50, y: 50, width: 100, height: 100), color: .red)
        square.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let image = try render(canvas, scale: scale)
        let reach = 50 * 2.0.squareRoot()
        // The diamond's corners lie at the centre ± 70.7 pt along the axes.
        #expect(matches(pixel(image, atPoint: 100, 100 - reach + 2, scale: scale), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 100 + reach - 2, 100, scale: scale), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 100, 100 - reach - 2, scale: scale), (255, 255, 255)))
        // The unrotated square's corner is now outside the diamond.
        #expect(matches(pixel(image, atPoint: 53, 53, scale: scale), (255, 255, 255)))
        #expect(abs(square.frame.width - 2 * reach) < 1e-9)
    }

    @Test(arguments: [1.0, 2.0])
    func roundedCornerShowsBackground(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let card = addBox(to: canvas, CGRect(x: 10, y: 10, width: 100, height: 100), color: .red)
        card.layer.cornerRadius = 20
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 11, 11, scale: scale), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 60, 10.5, scale: scale), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 10.5, 60, scale: scale), (255, 0, 0)))
    }

    @Test(arguments: [1.0, 2.0])
    func halfAlphaRedOverWhite(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let square = addBox(to: canvas, CGRect(x: 10, y: 10, width: 100, height: 100), color: .red)
        square.alpha = 0.5
        let image = try render(canvas, scale: scale)
        #expect(matches(pixel(image, atPoint: 60, 60, scale: scale), (255, 128, 128)))
    }
}
