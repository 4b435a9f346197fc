import Dynamics
import Foundation
import Testing

/// `UILabel.isHighlighted` draws the text in `highlightedTextColor`.
@MainActor @Suite struct LabelHighlightTests {
    private func inkColours(highlighted: Bool, colour: UIColor?) throws -> (red: Int, black: Int) {
        let canvas = makeCanvas(width: 120, height: 50)
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 100, height: 40))
        label.text = "HIH"
        label.font = .systemFont(ofSize: 30, weight: .bold)
        label.textColor = .black
        label.highlightedTextColor = colour
        label.isHighlighted = highlighted
        canvas.addSubview(label)
        let image = try render(canvas, scale: 1)
        var red = 0, black = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r > 230 && p.g < 30 && p.b < 30 { red += 1 }
                if p.r < 30 && p.g < 30 && p.b < 30 { black += 1 }
            }
        }
        return (red, black)
    }

    @Test func highlightedTextTakesTheHighlightColourOnlyWhileHighlighted() throws {
        #expect(UILabel().highlightedTextColor == nil && !UILabel().isHighlighted)
        let normal = try inkColours(highlighted: false, colour: .red)
        let highlighted = try inkColours(highlighted: true, colour: .red)
        let noColour = try inkColours(highlighted: true, colour: nil)
        #expect(normal.red == 0 && normal.black > 300)
        #expect(highlighted.black == 0 && highlighted.red == normal.black, "red \(highlighted.red), was black \(normal.black)")
        #expect(noColour.red == 0 && noColour.black == normal.black)
    }
}
