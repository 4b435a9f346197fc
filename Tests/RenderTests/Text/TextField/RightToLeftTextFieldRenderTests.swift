import Dynamics
import Foundation
import Testing

/// A right-to-left text field as drawn: its leading overlay at the right end, its trailing overlay and clear button
/// at the left end, the text between them ending at the right, as on an iPhone set to Arabic or Hebrew.
@MainActor @Suite struct RightToLeftTextFieldRenderTests {
    @Test func theOverlaysAndTheClearButtonAreMirrored() throws {
        let canvas = makeCanvas(width: 240, height: 34)
        canvas.backgroundColor = .white
        canvas.semanticContentAttribute = .forceRightToLeft
        let field = UITextField(frame: canvas.bounds)
        field.semanticContentAttribute = .forceRightToLeft
        field.text = "Hello"
        field.clearButtonMode = .always
        let leading = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        leading.backgroundColor = .red
        field.leftView = leading
        field.leftViewMode = .always
        canvas.addSubview(field)
        canvas.layoutIfNeeded()
        let image = try render(canvas, scale: 2)
        // The leading (red) overlay fills the right 30 points, from x 420 px.
        #expect(image.pixel(x: 470, y: 34) == (255, 0, 0, 255))
        #expect(image.pixel(x: 418, y: 34) != (255, 0, 0, 255))
        // The clear button's grey disc is at x 5–24 pt, centred at (14.5, 17): 29 px, 34 px.
        let disc = image.pixel(x: 22, y: 34)
        #expect(disc.r == disc.g && disc.r < 220)
        // The natural-aligned text ends at the right of the text rectangle (before the overlay at 210 pt).
        let ink = (60..<420).filter { x in (20..<48).contains { y in image.pixel(x: x, y: y).r < 128 } }
        let rightmost = try #require(ink.max()), leftmost = try #require(ink.min())
        #expect(rightmost > 400 && rightmost < 420)
        #expect(leftmost > 250)
    }
}
