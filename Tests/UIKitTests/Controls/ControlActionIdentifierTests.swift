import Testing
import DynamicsUIKit

/// `removeAction(identifiedBy:for:)`: what a port's `removeTarget(_:action:for:)` becomes.
@Suite struct ControlActionIdentifierTests {
    @Test func removesTheIdentifiedActionForTheGivenEventsOnly() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction(identifier: UIAction.Identifier("pressed")) { _ in log.append("pressed") },
                          for: [.touchUpInside, .valueChanged])
        control.addAction(UIAction(identifier: UIAction.Identifier("other")) { _ in log.append("other") },
                          for: .touchUpInside)

        control.removeAction(identifiedBy: UIAction.Identifier("pressed"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["other", "pressed"])

        control.removeAction(identifiedBy: UIAction.Identifier("pressed"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["other", "pressed"])
    }
}
