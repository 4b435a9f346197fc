import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// `UIContextualAction` and `UISwipeActionsConfiguration` as the iOS SDK declares them: the style's colours, the
/// resettable background colour, the handler's arguments, the full-swipe default.
@Suite struct ContextualActionTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { ($0 * 255).rounded() }
    }

    @Test func aDestructiveActionIsSystemRedAndANormalOneSystemGray() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        #expect(components(delete.backgroundColor) == [255, 59, 48, 255])
        #expect(components(flag.backgroundColor) == [142, 142, 147, 255])
        #expect(delete.style == .destructive && flag.style == .normal)
        #expect(UIContextualAction.Style.normal.rawValue == 0 && UIContextualAction.Style.destructive.rawValue == 1)
    }

    @Test func settingNilBringsTheStylesColourBack() {
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        flag.backgroundColor = .systemOrange
        #expect(components(flag.backgroundColor) == [255, 149, 0, 255])
        flag.backgroundColor = nil
        #expect(components(flag.backgroundColor) == [142, 142, 147, 255])
    }

    @Test func theHandlerGetsTheActionTheViewAndACompletion() {
        var seen: [String] = []
        let action = UIContextualAction(style: .normal, title: "Mark") { action, view, done in
            seen.append("\(action.title ?? "") \(view.frame.width)")
            done(false)
        }
        action.handler(action, UIView(frame: CGRect(x: 0, y: 0, width: 74, height: 44))) { seen.append("done \($0)") }
        #expect(seen == ["Mark 74.0", "done false"])
    }

    @Test func aConfigurationKeepsItsActionsInOrderAndFullSwipesByDefault() {
        let first = UIContextualAction(style: .destructive, title: "A") { _, _, _ in }
        let second = UIContextualAction(style: .normal, title: "B") { _, _, _ in }
        let configuration = UISwipeActionsConfiguration(actions: [first, second])
        #expect(configuration.actions.map(\.title) == ["A", "B"])
        #expect(configuration.performsFirstActionWithFullSwipe)
        configuration.performsFirstActionWithFullSwipe = false
        #expect(!configuration.performsFirstActionWithFullSwipe)
    }
}
