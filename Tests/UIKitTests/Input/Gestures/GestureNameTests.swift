import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// `UIGestureRecognizer.name`, the app's own label for a recogniser.
@MainActor @Suite struct GestureNameTests {
    @Test func recognisersAreFoundByTheirNames() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        #expect(tap.name == nil)
        tap.name = "dismiss"
        pan.name = "drag"
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.first { $0.name == "drag" } === pan)
        #expect(view.gestureRecognizers?.compactMap(\.name) == ["dismiss", "drag"])
    }
}
