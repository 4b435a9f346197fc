import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// Dynamic type against the iOS type-size tables of Apple's Human Interface Guidelines.
@Suite struct DynamicTypeTests {
    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    private func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(category)).pointSize
    }

    @Test func bodyFollowsAppleTable() {
        let expected: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        #expect(categories.map { size(.body, $0) } == expected)
    }

    @Test func everyStyleAtTheEndsAndTheDefault() {
        let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
                                          .subheadline, .footnote, .caption1, .caption2]
        #expect(styles.map { size($0, .extraSmall) } == [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11])
        #expect(styles.map { size($0, .large) } == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(styles.map { size($0, .accessibilityExtraExtraExtraLarge) }
                    == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
        // Not given: Large, iOS's default.
        #expect(size(.body, .unspecified) == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    }

    @Test func fontMetricsScaleByTheStylesCurve() {
        let ax5 = traits(.accessibilityExtraExtraExtraLarge)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 22, compatibleWith: ax5) == 80)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: traits(.extraSmall))
                    == CGFloat(10) * 25 / 28)
        let custom = UIFont(name: "Georgia", size: 16)!
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: traits(.extraLarge))
        #expect(abs(scaled.pointSize - 16 * 19 / 17) < 1e-9)
        #expect(scaled.fontName == "Georgia")
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 0, compatibleWith: ax5).pointSize
                    == CGFloat(16) * 53 / 17)
        #expect(UIFontMetrics.default.scaledValue(for: .nan, compatibleWith: ax5).isNaN)
        // Without traits: the current ones (Large outside a scene).
        #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize == 16)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 12).pointSize == 12)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
    }

    @Test func categoriesCompareAndKnowTheAccessibilitySizes() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityLarge >= .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test func adjustingViewsRemakeTheirFontWhenTheTextSizeChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let adjusting = UILabel(), fixed = UILabel(), field = UITextField(), text = UITextView()
        let metricsLabel = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        fixed.font = .preferredFont(forTextStyle: .body)
        field.font = .preferredFont(forTextStyle: .caption1)
        text.font = .preferredFont(forTextStyle: .title1)
        metricsLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 20),
                                                                                maximumPointSize: 40)
        for view in [adjusting, field, text, metricsLabel] as [UIContentSizeCategoryAdjusting] {
            view.adjustsFontForContentSizeCategory = true
        }
        for view in [adjusting, fixed, field, text, metricsLabel] as [UIView] { container.addSubview(view) }
        window.layoutIfNeeded()
        container.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        // Heard in the layout pass, as iOS delivers trait changes.
        #expect(adjusting.font.pointSize == 17)
        window.layoutIfNeeded()
        #expect(adjusting.font.pointSize == 40)
        #expect(fixed.font.pointSize == 17)
        #expect(field.font?.pointSize == 32)
        #expect(text.font?.pointSize == 48)
        #expect(metricsLabel.font.pointSize == 40)   // 20 × 40/17, capped at 40
        container.traitOverrides.preferredContentSizeCategory = .small
        window.layoutIfNeeded()
        #expect(adjusting.font.pointSize == 15)
        #expect(abs(metricsLabel.font.pointSize - 20 * 15 / 17) < 1e-9)
    }

    /// A label that hears nothing yet (its first traits are not a change) still shows the text size it joins at:
    /// iOS-recorded snapshots of a title1 label first shown at AX2 show the 43-point font.
    @Test func aLabelFirstShownAtAnAccessibilitySizeTakesThatSize() {
        final class Listening: UILabel {
            var heardChanges = 0
            override func traitCollectionDidChange(_ previous: UITraitCollection?) { heardChanges += 1 }
        }
        let label = Listening()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"
        #expect(label.font.pointSize == 28)
        let large = label.sizeThatFits(.zero)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController(), child = UIViewController()
        window.rootViewController = root
        root.addChild(child)
        root.setOverrideTraitCollection(traits(.accessibilityLarge), forChild: child)
        root.view.addSubview(child.view)
        child.view.addSubview(label)
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 43)           // title1 at AX2 in Apple's table
        #expect(label.heardChanges == 0)
        #expect(label.sizeThatFits(.zero).height > large.height * 1.4)
        // Moved to a window at xS later, it follows again — and now hears the change.
        let small = UIWindow(frame: window.frame)
        small.traitOverrides.preferredContentSizeCategory = .extraSmall
        small.addSubview(label)
        small.layoutIfNeeded()
        #expect(label.font.pointSize == 25)
        #expect(label.heardChanges == 1)
    }

    @Test func aButtonAdjustsThroughItsTitleLabel() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .callout)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        window.addSubview(button)
        window.layoutIfNeeded()
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(button.titleLabel?.font.pointSize == 22)
    }
}
