import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// A label padded the way iOS apps pad them: insets taken off in `textRect(forBounds:limitedToNumberOfLines:)` and
/// `drawText(in:)`.
private final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return text.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom,
                                           right: -insets.right))
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }
}

/// `UILabel.textRect(forBounds:limitedToNumberOfLines:)` and the sizes that ask it.
@MainActor @Suite struct LabelTextRectTests {
    private let words = "Gravity pulls every item down while collisions keep them inside the reference view"

    @Test func textRectIsTheRoundedLayoutAtTheBoundsOrigin() {
        let label = UILabel()
        label.text = "Snap"
        label.font = .systemFont(ofSize: 20)
        let layout = TextLayout(text: "Snap", font: label.font)
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 7, width: 300, height: 100), limitedToNumberOfLines: 1)
        #expect(rect == CGRect(x: 5, y: 7, width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up)))
        label.text = nil
        #expect(label.textRect(forBounds: CGRect(x: 5, y: 7, width: 300, height: 100), limitedToNumberOfLines: 1)
                == CGRect(x: 5, y: 7, width: 0, height: 0))
    }

    @Test func theLineLimitIsTheArgumentNotTheProperty() {
        let label = UILabel()
        label.text = words
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = 0
        let two = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 120, height: 1000), limitedToNumberOfLines: 2)
        let all = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 120, height: 1000), limitedToNumberOfLines: 0)
        let twoLines = TextLayout(text: words, font: label.font, maxWidth: 120, numberOfLines: 2)
        #expect(two.height == twoLines.size.height.rounded(.up) && twoLines.lines.count == 2)
        #expect(all.height > two.height * 2, "all lines \(all.height), two \(two.height)")
    }

    @Test func aSubclassInsettingTheTextRectIsMeasuredWithItsInsets() {
        let plain = UILabel()
        let padded = PaddedLabel()
        for label in [plain, padded] {
            label.text = "Collision"
            label.font = .systemFont(ofSize: 17)
        }
        let size = plain.intrinsicContentSize
        #expect(size.width > 40 && size.height > 15)
        #expect(padded.intrinsicContentSize == CGSize(width: size.width + 22, height: size.height + 10))
        #expect(padded.sizeThatFits(.zero) == CGSize(width: size.width + 22, height: size.height + 10))
        padded.sizeToFit()
        #expect(padded.bounds.size == CGSize(width: size.width + 22, height: size.height + 10))

        // Several lines wrap at the width left inside the insets.
        plain.text = words
        padded.text = words
        plain.numberOfLines = 0
        padded.numberOfLines = 0
        let wrappedPlain = plain.sizeThatFits(CGSize(width: 150 - 22, height: 0))
        let wrappedPadded = padded.sizeThatFits(CGSize(width: 150, height: 0))
        #expect(wrappedPadded == CGSize(width: wrappedPlain.width + 22, height: wrappedPlain.height + 10))
    }
}
