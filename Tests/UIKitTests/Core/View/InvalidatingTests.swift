import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// `@UIView.Invalidating` (iOS 15): a change of the wrapped property invalidates what it names, once per change.
@MainActor @Suite struct InvalidatingTests {
    final class Badge: UIView {
        @Invalidating(.display) var reverse = false
        @Invalidating(.display, .layout) var position = 0
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
        }
    }

    @Test("Changing a display property redraws; setting the same value does nothing; a tuple also lays out")
    func invalidates() {
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.layoutIfNeeded()
        let generation = badge.contentGeneration, layouts = badge.layouts
        badge.reverse = false
        #expect(badge.contentGeneration == generation, "the same value invalidates nothing")
        badge.reverse = true
        #expect(badge.reverse && badge.contentGeneration == generation + 1)
        badge.layoutIfNeeded()
        #expect(badge.layouts == layouts, "display alone does not lay out")
        badge.position = 3
        #expect(badge.position == 3 && badge.contentGeneration == generation + 2)
        badge.layoutIfNeeded()
        #expect(badge.layouts == layouts + 1)
    }
}
