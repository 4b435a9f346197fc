import Testing
import DynamicsUIKit

/// iOS 14's `UIButton(type:primaryAction:)`, as UIKitDynamicsDemo (2023) makes its Reset button.
@Suite struct ButtonPrimaryActionTests {
    @Test func theActionRunsOnPrimaryActionTriggeredAndTitlesTheButton() {
        var runs = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Reset") { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.frame == .zero)
        #expect(button.title(for: .normal) == "Reset")
        button.sendActions(for: .touchUpInside)
        #expect(runs == 0)
        button.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }

    @Test func anUntitledActionLeavesTheTitleToSetTitleAndTheTypeDefaultsToSystem() {
        let button = UIButton(primaryAction: .init(handler: { _ in }))
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == nil)
        button.setTitle("Reset", for: .normal)
        #expect(button.title(for: .normal) == "Reset")
        let plain = UIButton(type: .custom, primaryAction: nil)
        #expect(plain.buttonType == .custom)
    }
}
