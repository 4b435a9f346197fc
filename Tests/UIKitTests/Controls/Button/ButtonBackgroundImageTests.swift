import Testing
import DynamicsUIKit
import Foundation

/// `UIButton`'s per-state background images and the size they give the button (SpeedRacerV2's Start button has only a
/// 243 × 51 background image and takes its height from it).
@MainActor @Suite struct ButtonBackgroundImageTests {
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIImage(size: CGSize(width: width, height: height)) { _ in }
    }

    @Test func eachStateFallsBackToTheNormalBackground() {
        let button = UIButton(type: .system)
        let normal = image(243, 51)
        let selected = image(100, 20)
        #expect(button.currentBackgroundImage == nil && button.backgroundImage(for: .normal) == nil)
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(selected, for: .selected)
        #expect(button.backgroundImage(for: .highlighted) === normal)
        #expect(button.backgroundImage(for: .selected) === selected)
        #expect(button.currentBackgroundImage === normal)
        button.isSelected = true
        #expect(button.currentBackgroundImage === selected)
        button.setBackgroundImage(nil, for: .selected)
        #expect(button.currentBackgroundImage === normal)
        #expect(button.currentImage == nil)
    }

    @Test func theButtonIsAtLeastItsBackgroundsSizeOnEachAxis() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == .zero)
        button.setBackgroundImage(image(243, 51), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 243, height: 51))
        #expect(button.sizeThatFits(.zero) == CGSize(width: 243, height: 51))
        // A title wider than the image widens the button; the image stays the taller part.
        button.setTitle(String(repeating: "W", count: 30), for: .normal)
        let titled = button.intrinsicContentSize
        #expect(titled.width > 243 && titled.height == 51)
        // A small background under a larger image leaves the image's size.
        let small = UIButton(type: .custom)
        small.setImage(image(40, 30), for: .normal)
        small.setBackgroundImage(image(10, 60), for: .normal)
        #expect(small.intrinsicContentSize == CGSize(width: 40, height: 60))
        #expect(small.backgroundRect(forBounds: CGRect(x: 0, y: 0, width: 80, height: 20))
            == CGRect(x: 0, y: 0, width: 80, height: 20))
    }

    /// The storyboard's Start button: pinned 66 points from each side and below a label, no height constraint.
    @Test func aButtonConstrainedOnlyAcrossTakesItsHeightFromTheBackground() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = UIViewController()
        window.rootViewController = controller
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setBackgroundImage(image(243, 51), for: .normal)
        controller.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 66),
            controller.view.trailingAnchor.constraint(equalTo: button.trailingAnchor, constant: 66),
            button.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 330),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 66, y: 330, width: 243, height: 51))
        #expect(window.hitTest(CGPoint(x: 187, y: 355), with: nil) === button)
    }
}
