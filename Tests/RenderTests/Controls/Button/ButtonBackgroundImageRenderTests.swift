import Dynamics
import Foundation
import Testing

/// A button's background image stretched over its bounds under its image, in its own colours.
@MainActor @Suite struct ButtonBackgroundImageRenderTests {
    /// A 20 × 10 image: blue on its left half, green on its right.
    private let halves = UIImage(size: CGSize(width: 20, height: 10)) { context in
        context.setFillColor(.blue)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.setFillColor(.green)
        context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
    }

    /// `button` at 160 × 40 at (20, 10) on a white 200 × 60 canvas, rendered at 2×.
    private func drawn(_ button: UIButton) throws -> Image {
        let canvas = makeCanvas(width: 200, height: 60)
        button.frame = CGRect(x: 20, y: 10, width: 160, height: 40)
        canvas.addSubview(button)
        return try render(canvas, scale: 2)
    }

    @Test func theBackgroundFillsTheBoundsStretched() throws {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(halves, for: .normal)
        let image = try drawn(button)
        // Each half of the image covers half of the 160-point width, top to bottom.
        // (Points clear of the image's own edges and of the seam, where smoothing blends.)
        #expect(matches(pixel(image, atPoint: 24, 12, scale: 2), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 90, 46, scale: 2), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 110, 12, scale: 2), (0, 255, 0)))
        #expect(matches(pixel(image, atPoint: 174, 46, scale: 2), (0, 255, 0)))
        // Nothing outside the bounds.
        #expect(matches(pixel(image, atPoint: 18, 30, scale: 2), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 100, 52, scale: 2), (255, 255, 255)))
    }

    @Test func aSystemButtonDrawsItsBackgroundUntintedUnderItsImage() throws {
        let button = UIButton(type: .system)
        button.tintColor = .red
        button.setBackgroundImage(halves, for: .normal)
        button.setImage(UIImage(size: CGSize(width: 10, height: 10)) { context in
            context.setFillColor(.black)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }.withRenderingMode(.alwaysOriginal), for: .normal)
        let image = try drawn(button)
        #expect(matches(pixel(image, atPoint: 30, 30, scale: 2), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 170, 30, scale: 2), (0, 255, 0)))
        // The 10-point image is centred over it: (95…105, 25…35).
        #expect(matches(pixel(image, atPoint: 100, 30, scale: 2), (0, 0, 0)))
    }

    @Test func aSelectedButtonDrawsItsSelectedBackground() throws {
        let button = UIButton(type: .custom)
        button.setBackgroundImage(halves, for: .normal)
        button.setBackgroundImage(UIImage(size: CGSize(width: 4, height: 4)) { context in
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }, for: .selected)
        button.isSelected = true
        let image = try drawn(button)
        #expect(matches(pixel(image, atPoint: 30, 30, scale: 2), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 170, 30, scale: 2), (255, 0, 0)))
    }
}
