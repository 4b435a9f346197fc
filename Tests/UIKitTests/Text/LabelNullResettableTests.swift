import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// `UILabel.font` and `textColor` have the SDK's shape: `null_resettable`, imported as `UIFont!` and `UIColor!`, so
/// assigning nil puts the default back and reading never gives nil.
@MainActor @Suite struct LabelNullResettableTests {
    @Test func nilPutsTheSeventeenPointSystemFontBack() {
        let label = UILabel()
        label.text = "Reset"
        let plain = label.intrinsicContentSize
        label.font = .systemFont(ofSize: 40)
        #expect(label.font.pointSize == 40)
        #expect(label.intrinsicContentSize.height > plain.height)
        label.font = nil
        let font: UIFont = label.font
        #expect(font.pointSize == 17)
        #expect(font == UIFont.systemFont(ofSize: 17))
        // The size goes back with it: the reset invalidates the intrinsic size as any other font change does.
        #expect(label.intrinsicContentSize == plain)
    }

    @Test func nilPutsTheLabelColourBack() {
        let label = UILabel()
        label.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(label.textColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        label.textColor = nil
        let color: UIColor = label.textColor
        #expect(color == .label)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 0)
        var resolved = false
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            resolved = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        }
        #expect(resolved)
        #expect([r, g, b, a] == [0, 0, 0, 1])
    }
}
