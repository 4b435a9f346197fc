import Dynamics
import Foundation
import Testing

/// `UITextField.attributedPlaceholder`: its colour and font win over the placeholder grey and the field's font.
@MainActor @Suite struct AttributedPlaceholderTests {
    private func pixels(of field: UITextField) throws -> (red: Int, grey: Int, inkWidth: Int) {
        let canvas = makeCanvas(width: 240, height: 50)
        field.frame = CGRect(x: 10, y: 5, width: 220, height: 40)
        canvas.addSubview(field)
        let image = try render(canvas, scale: 1)
        var red = 0, grey = 0, minX = Int.max, maxX = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r > 200 && p.g < 80 && p.b < 80 { red += 1 }
                if p.r < 235 && abs(Int(p.r) - Int(p.g)) < 6 && abs(Int(p.g) - Int(p.b)) < 12 { grey += 1 }
                if p.r < 235 || p.g < 235 { minX = min(minX, x); maxX = max(maxX, x) }
            }
        }
        return (red, grey, maxX - minX)
    }

    @Test func theAttributedPlaceholdersColourAndFontDraw() throws {
        let plain = UITextField()
        plain.placeholder = "Email"
        let plainPixels = try pixels(of: plain)
        #expect(plainPixels.red == 0 && plainPixels.grey > 40)

        let coloured = UITextField()
        coloured.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [
            .foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 30),
        ])
        #expect(coloured.placeholder == "Email")
        let colouredPixels = try pixels(of: coloured)
        #expect(colouredPixels.red > 60 && colouredPixels.grey < plainPixels.grey / 4,
                "red \(colouredPixels.red), grey \(colouredPixels.grey)")
        // 30 points instead of 17: the word is wider by about 30/17.
        let ratio = Double(colouredPixels.inkWidth) / Double(plainPixels.inkWidth)
        #expect(ratio > 1.6 && ratio < 1.95, "ink \(plainPixels.inkWidth) → \(colouredPixels.inkWidth)")

        coloured.placeholder = "Name"
        #expect(coloured.attributedPlaceholder?.string == "Name")
        #expect(try pixels(of: coloured).red == 0, "a new plain placeholder drops the attributes")
    }
}
