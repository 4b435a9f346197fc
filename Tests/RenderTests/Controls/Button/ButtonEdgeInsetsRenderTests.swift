import Dynamics
import Foundation
import Testing

/// A button's image drawn where `imageEdgeInsets`, `contentEdgeInsets` and an overridden `imageRect(forContentRect:)`
/// put it.
@MainActor @Suite struct ButtonEdgeInsetsRenderTests {
    /// A custom button 160 × 40 at (20, 10) on a white canvas showing a red 20 × 20 square image.
    private func drawn(_ button: UIButton, configure: (UIButton) -> Void = { _ in }) throws -> Image {
        let canvas = makeCanvas(width: 200, height: 60)
        button.frame = CGRect(x: 20, y: 10, width: 160, height: 40)
        button.setImage(UIImage(size: CGSize(width: 20, height: 20)) { context in
            context.setFillColor(.red)
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }, for: .normal)
        configure(button)
        canvas.addSubview(button)
        return try render(canvas, scale: 2)
    }

    private func isRed(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { matches(p, (255, 0, 0), tolerance: 0) }
    private func isWhite(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { matches(p, (255, 255, 255), tolerance: 0) }

    /// The red square's left edge and its top edge, found on the canvas's rows and columns through it.
    private func squareOrigin(_ image: Image) -> (x: Int, y: Int)? {
        func red(_ x: Int, _ y: Int) -> Bool {
            let p = image.pixel(x: x, y: y)
            return isRed((Int(p.r), Int(p.g), Int(p.b), Int(p.a)))
        }
        let row = (0..<image.width).first { red($0, 60) }
        let column = (0..<image.height).first { y in (0..<image.width).contains { red($0, y) } }
        guard let row, let column else { return nil }
        return (row, column)
    }

    @Test func theImageIsCentredThenMovedByHalfItsInsetsDifference() throws {
        // Centred: (20 + 70, 10 + 10) points, (180, 40) pixels.
        let centred = try drawn(UIButton(type: .custom))
        #expect(squareOrigin(centred).map { [$0.x, $0.y] } == [180, 40])
        // A left inset of 60 moves it 30 points right; a bottom inset of 8 moves it 4 up.
        let moved = try drawn(UIButton(type: .custom)) {
            $0.imageEdgeInsets = UIEdgeInsets(top: 0, left: 60, bottom: 8, right: 0)
        }
        #expect(squareOrigin(moved).map { [$0.x, $0.y] } == [240, 32])
        #expect(isWhite(pixel(moved, atPoint: 95, 30, scale: 2)) && isRed(pixel(moved, atPoint: 125, 26, scale: 2)))
        // A content inset of 40 on the left moves the centre of the content rectangle 20 points.
        let content = try drawn(UIButton(type: .custom)) {
            $0.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        }
        #expect(squareOrigin(content).map { [$0.x, $0.y] } == [220, 40])
    }

    /// The "image on the right" idiom of iOS 2–14 code: a subclass overrides `imageRect(forContentRect:)`.
    @Test func anOverriddenImageRectMovesTheDrawnImage() throws {
        final class TrailingImageButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                let image = super.imageRect(forContentRect: contentRect)
                return CGRect(x: contentRect.maxX - image.width - 4, y: image.minY, width: image.width,
                              height: image.height)
            }
        }
        let image = try drawn(TrailingImageButton(type: .custom))
        // 20 + 160 − 20 − 4 = 156 points: pixel 312.
        #expect(squareOrigin(image).map { [$0.x, $0.y] } == [312, 40])
    }
}
