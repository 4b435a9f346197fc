import Dynamics
import Foundation
import Testing

/// `snapshotView(afterScreenUpdates:)`, `drawHierarchy(in:afterScreenUpdates:)` and `CALayer.render(in:)`: pictures
/// of a view taken through the renderer.
@MainActor @Suite struct ViewSnapshotTests {
    /// A 40 × 30 red view with a blue 10 × 10 square at (20, 10).
    private func redWithBlueSquare() -> UIView {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
        view.backgroundColor = .red
        addBox(to: view, CGRect(x: 20, y: 10, width: 10, height: 10), color: .blue)
        return view
    }

    @Test func aSnapshotViewKeepsTheLookItWasTakenWith() throws {
        _ = Renderer()
        let view = redWithBlueSquare()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(!snapshot.isUserInteractionEnabled)
        // Later changes do not reach the picture.
        view.backgroundColor = .green
        view.subviews[0].removeFromSuperview()
        let canvas = makeCanvas(width: 100, height: 100)
        snapshot.frame.origin = CGPoint(x: 50, y: 50)
        canvas.addSubview(snapshot)
        let image = try render(canvas, scale: 2)
        #expect(matches(pixel(image, atPoint: 55, 55, scale: 2), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 75, 65, scale: 2), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 69.5, 59.5, scale: 2), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 70.25, 60.25, scale: 2), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 91, 60, scale: 2), (255, 255, 255)))
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: true) == nil)
    }

    @Test func drawHierarchyDrawsTheViewIntoAnImageRenderer() throws {
        let view = redWithBlueSquare()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var drew = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 60), format: format).image { _ in
            // Stretched to twice the size at (0, 0).
            drew = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 60), afterScreenUpdates: true)
        }
        #expect(drew)
        let pixels = try PNGReader.read(data: try #require(image.pngData()))
        let red = pixels.pixel(x: 10, y: 10), blue = pixels.pixel(x: 50, y: 30), corner = pixels.pixel(x: 79, y: 59)
        #expect(red.r == 255 && red.b == 0 && red.a == 255)
        #expect(blue.b == 255 && blue.r == 0)
        #expect(corner.r == 255 && corner.a == 255)
        // Outside any context there is nowhere to draw.
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
    }

    @Test func layerRenderInDrawsAtTheContextOrigin() throws {
        let view = redWithBlueSquare()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: format).image { context in
            view.layer.render(in: context.cgContext)
        }
        let pixels = try PNGReader.read(data: try #require(image.pngData()))
        #expect(pixels.pixel(x: 0, y: 0).r == 255 && pixels.pixel(x: 39, y: 29).a == 255)
        #expect(pixels.pixel(x: 25, y: 15).b == 255)
        #expect(pixels.pixel(x: 40, y: 10).a == 0 && pixels.pixel(x: 10, y: 30).a == 0)
    }
}
