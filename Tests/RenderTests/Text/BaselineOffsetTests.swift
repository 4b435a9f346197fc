import Dynamics
import Foundation
import Testing

/// `.baselineOffset`: the characters it covers sit that many points above (or, negative, below) the baseline, and
/// the line grows to hold them.
@MainActor @Suite struct BaselineOffsetTests {
    /// Bottom row (device pixels) of the dark pixels in the columns `columns`.
    private func inkBottom(_ image: Image, columns: Range<Int>) -> Int {
        var bottom = Int.min
        for y in 0..<image.height {
            for x in columns where x < image.width {
                let p = image.pixel(x: x, y: y)
                if p.r < 100 && p.g < 100 && p.b < 100 { bottom = max(bottom, y) }
            }
        }
        return bottom
    }

    private func label(_ text: NSAttributedString) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 24)
        label.textColor = .black
        label.attributedText = text
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 10, y: 10)
        return label
    }

    @Test(arguments: [8.0, -6.0])
    func theCoveredCharactersMoveByTheOffset(offset: Double) throws {
        let text = NSMutableAttributedString(string: "HH")
        text.addAttribute(.baselineOffset, value: offset, range: NSRange(location: 1, length: 1))
        let raised = label(text)
        let canvas = makeCanvas(width: 120, height: 80)
        canvas.addSubview(raised)
        let image = try render(canvas, scale: 2)
        let middle = Int((raised.frame.midX) * 2)
        let plain = inkBottom(image, columns: 0..<middle), moved = inkBottom(image, columns: middle..<image.width)
        #expect(abs(CGFloat(plain - moved) / 2 - offset) <= 0.5, "plain H ends at \(plain), the other at \(moved)")
    }

    @Test func theLineGrowsByARaisedRunsOffset() {
        let plain = label(NSAttributedString(string: "HH")).intrinsicContentSize.height
        let text = NSMutableAttributedString(string: "HH")
        text.addAttribute(.baselineOffset, value: 8, range: NSRange(location: 1, length: 1))
        let raised = label(text).intrinsicContentSize.height
        #expect(raised - plain == 8, "\(plain) → \(raised)")
    }
}
