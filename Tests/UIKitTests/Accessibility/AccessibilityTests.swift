import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// A view that answers VoiceOver itself, as iOS code overrides the properties.
private final class Gauge: UIView {
    var level = 3
    override var accessibilityValue: String? {
        get { "\(level) of 5" }
        set { super.accessibilityValue = newValue }
    }
}

@MainActor @Suite struct AccessibilityTests {
    @Test func standardClassesHaveUIKitsDefaults() {
        let view = UIView(), label = UILabel(), button = UIButton(type: .system), image = UIImageView()
        label.text = "Score"
        button.setTitle("Play", for: .normal)
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Score")
        #expect(label.accessibilityTraits == .staticText)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Play")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(image.accessibilityTraits == .image && !image.isAccessibilityElement)
        let slider = UISlider()
        slider.value = 0.25
        #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "25%")
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        #expect(UIAccessibilityTraits.header.rawValue == 1 << 16 && UIAccessibilityTraits.button.rawValue == 1)
    }

    @Test func setValuesWinAndOverridesAreAsked() {
        let label = UILabel()
        label.text = "3"
        label.accessibilityLabel = "Three points"
        label.accessibilityHint = "Double-tap to reset."
        label.isAccessibilityElement = false
        label.accessibilityTraits = [.staticText, .updatesFrequently]
        label.text = "4"
        #expect(label.accessibilityLabel == "Three points" && label.accessibilityHint == "Double-tap to reset.")
        #expect(!label.isAccessibilityElement && label.accessibilityTraits.contains(.updatesFrequently))
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "4", "back to the default")
        let gauge = Gauge()
        #expect(gauge.accessibilityValue == "3 of 5")
        let item = UIBarButtonItem(title: "Share")
        #expect(item.accessibilityLabel == "Share" && item.accessibilityTraits == .button && item.isAccessibilityElement)
        item.accessibilityIdentifier = "share"
        #expect(item.accessibilityIdentifier == "share")
        let identified: any UIAccessibilityIdentification = label
        identified.accessibilityIdentifier = "score"
        #expect(label.accessibilityIdentifier == "score")
    }

    @Test func postsAreRecordedInOrderAndSettingsAreThoseOfADeviceWithoutAssistance() {
        let before = UIAccessibility.postedNotifications.count
        let view = UIView()
        UIAccessibility.post(notification: .announcement, argument: "Level complete")
        UIAccessibility.post(notification: .layoutChanged, argument: view)
        let posts = UIAccessibility.postedNotifications.dropFirst(before)
        #expect(posts.map(\.notification) == [.announcement, .layoutChanged])
        #expect(posts.first?.argument as? String == "Level complete")
        #expect((posts.last?.argument as? UIView) === view)
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
    }

    @Test func aViewsAccessibilityFrameIsItsFrameOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(card)
        card.addSubview(badge)
        #expect(badge.accessibilityFrame == CGRect(x: 15, y: 25, width: 10, height: 10))
        badge.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
        #expect(badge.accessibilityFrame == CGRect(x: 0, y: 0, width: 44, height: 44))
    }
}
