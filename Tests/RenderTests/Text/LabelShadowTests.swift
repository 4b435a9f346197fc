import Dynamics
import Foundation
import Testing

/// `UILabel.shadowColor` and `shadowOffset`: the text drawn again, offset, in the shadow colour, under the text.
@MainActor @Suite struct LabelShadowTests {
    private func label(shadow: UIColor?, offset: CGSize? = nil) -> UIView {
        let canvas = makeCanvas(width: 160, height: 60)
        let label = UILabel(frame: CGRect(x: 10, y: 5, width: 140, height: 50))
        label.text = "HIH"
        label.font = .systemFont(ofSize: 36, weight: .bold)
        label.shadowColor = shadow
        if let offset { label.shadowOffset = offset }
        canvas.addSubview(label)
        return canvas
    }

    @Test func theShadowIsTheTextMovedByTheOffset() throws {
        #expect(UILabel().shadowOffset == CGSize(width: 0, height: -1) && UILabel().shadowColor == nil)
        let plain = try render(label(shadow: nil), scale: 1)
        #expect(try render(label(shadow: nil, offset: CGSize(width: 10, height: 0)), scale: 1) == plain,
                "no colour, no shadow")
        let shadowed = try render(label(shadow: .red, offset: CGSize(width: 10, height: 0)), scale: 1)
        var expected = 0, red = 0, text = 0, textKept = 0
        for y in 0..<plain.height {
            for x in 0..<(plain.width - 10) {
                let p = plain.pixel(x: x, y: y)
                guard p.r < 20 else { continue }
                // Every solid black pixel of the text is still black…
                text += 1
                if shadowed.pixel(x: x, y: y).r < 20 { textKept += 1 }
                // …and 10 points to its right, where the text left white, the shadow is solid red.
                let right = plain.pixel(x: x + 10, y: y)
                guard right.r == 255, right.g == 255 else { continue }
                expected += 1
                let s = shadowed.pixel(x: x + 10, y: y)
                if s.r > 235 && s.g < 20 && s.b < 20 { red += 1 }
            }
        }
        #expect(text > 200 && textKept == text, "\(textKept) of \(text)")
        #expect(expected > 50 && red == expected, "\(red) of \(expected)")
    }
}
