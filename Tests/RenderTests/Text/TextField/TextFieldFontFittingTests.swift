import Dynamics
import Foundation
import Testing

/// `UITextField.adjustsFontSizeToFitWidth` and `minimumFontSize`: a text too wide shrinks, down to the minimum.
@MainActor @Suite struct TextFieldFontFittingTests {
    /// The dark pixels' bounding box of a 120-point-wide field showing a long text.
    private func inkBox(adjusts: Bool, minimum: CGFloat) throws -> CGRect {
        let canvas = makeCanvas(width: 140, height: 40)
        let field = UITextField(frame: CGRect(x: 10, y: 5, width: 120, height: 30))
        field.text = "WWWWWWWWWWWWWW"
        field.adjustsFontSizeToFitWidth = adjusts
        field.minimumFontSize = minimum
        canvas.addSubview(field)
        let image = try render(canvas, scale: 1)
        var box = CGRect.null
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).r < 128 {
                box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    @Test func aTooWideTextShrinksDownToTheMinimum() throws {
        #expect(UITextField().minimumFontSize == 0 && !UITextField().adjustsFontSizeToFitWidth)
        let truncated = try inkBox(adjusts: false, minimum: 0)
        let fitted = try inkBox(adjusts: true, minimum: 6)
        let floored = try inkBox(adjusts: true, minimum: 15)
        // 17-point capitals are about 12 points tall; fourteen W's shrink to fit 120 points, so they are much shorter.
        #expect(truncated.height >= 11 && fitted.height < truncated.height - 3, "\(truncated) vs \(fitted)")
        #expect(fitted.maxX <= 130 && fitted.width > 100, "the whole text fits the field: \(fitted)")
        // A 15-point floor stops the shrinking early: taller than the fitted text, and shortened again.
        #expect(floored.height > fitted.height && floored.height < truncated.height + 1)
    }
}
