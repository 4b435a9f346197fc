import Testing
import DynamicsUIKit
import Foundation

/// `UIButton.imageView`, which Pitch Perfect's forks set to `.scaleAspectFit` for their image buttons.
@MainActor @Suite struct ButtonImageViewTests {
    @Test func theImageViewHoldsTheCurrentStatesImageAndKeepsItsContentMode() {
        let button = UIButton(type: .custom)
        let normal = UIImage(size: CGSize(width: 4, height: 2)) { _ in }
        let highlighted = UIImage(size: CGSize(width: 2, height: 2)) { _ in }
        #expect(button.imageView?.image == nil)
        button.setImage(normal, for: .normal)
        button.setImage(highlighted, for: .highlighted)
        #expect(button.imageView?.image === normal)
        button.isHighlighted = true
        #expect(button.imageView?.image === highlighted)
        button.imageView?.contentMode = .scaleAspectFit
        #expect(button.imageView?.contentMode == .scaleAspectFit)
        #expect(button.imageView === button.imageView)
        #expect(button.imageView?.superview == nil)
    }
}
