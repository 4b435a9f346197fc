import DynamicsGeometry
@testable import DynamicsUIKit
import Foundation
import Testing

/// Controls right to left, as iOS lays them out: `.leading` and `.trailing` content alignment resolved by the
/// control's layout direction (`effectiveContentHorizontalAlignment`), a button's image on the leading side of its
/// title (the right one right to left), and configured buttons mirrored.
@MainActor @Suite struct RightToLeftButtonTests {
    private func button(rightToLeft: Bool) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Add", for: .normal)
        button.setImage(UIImage(size: CGSize(width: 10, height: 12)) { _ in }, for: .normal)
        if rightToLeft { button.traitOverrides.layoutDirection = .rightToLeft }
        return button
    }

    @Test func effectiveAlignmentResolvesLeadingAndTrailingByDirection() {
        let control = UIControl()
        let expected: [(UIControl.ContentHorizontalAlignment, UIControl.ContentHorizontalAlignment,
                        UIControl.ContentHorizontalAlignment)] = [
            (.leading, .left, .right), (.trailing, .right, .left), (.left, .left, .left), (.right, .right, .right),
            (.center, .center, .center), (.fill, .fill, .fill),
        ]
        for (alignment, leftToRight, rightToLeft) in expected {
            control.contentHorizontalAlignment = alignment
            control.traitOverrides.layoutDirection = .leftToRight
            #expect(control.effectiveContentHorizontalAlignment == leftToRight)
            control.traitOverrides.layoutDirection = .rightToLeft
            #expect(control.effectiveContentHorizontalAlignment == rightToLeft)
        }
        control.traitOverrides.layoutDirection = .leftToRight
        control.semanticContentAttribute = .forceRightToLeft
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    /// Where `button` draws its image and title: UIKit's rectangles of its content rectangle.
    private func frames(of button: UIButton) -> (image: CGRect, title: CGRect) {
        let content = button.contentRect(forBounds: button.bounds)
        return (button.imageRect(forContentRect: content), button.titleRect(forContentRect: content))
    }

    /// Within one pixel of the screen: the rectangles' origins snap to its pixel grid.
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1 / UIScreen.main.scale + 0.0001 }

    @Test func theImageGoesAfterTheTitleRightToLeft() {
        let (image, title) = frames(of: button(rightToLeft: false))
        let (mirroredImage, mirroredTitle) = frames(of: button(rightToLeft: true))
        // Centred as a group either way: image then title left to right, title then image right to left.
        let groupWidth = 10 + title.width
        #expect(close(image.minX, (200 - groupWidth) / 2))
        #expect(close(title.minX, image.maxX))
        #expect(close(mirroredTitle.minX, image.minX))
        #expect(close(mirroredImage.minX, mirroredTitle.maxX))
        #expect(mirroredImage.midY == 22 && image.midY == 22)
    }

    @Test func leadingContentSitsAtTheRightEdgeRightToLeft() {
        let view = button(rightToLeft: true)
        view.contentHorizontalAlignment = .leading
        var (image, title) = frames(of: view)
        #expect(image.maxX == 200)
        #expect(close(title.maxX, image.minX))
        view.contentHorizontalAlignment = .trailing
        #expect(frames(of: view).title.minX == 0)
        view.traitOverrides.layoutDirection = .leftToRight
        (image, title) = frames(of: view)
        #expect(close(image.maxX, 200 - title.width))
    }

    @Test func aConfiguredButtonIsMirroredRightToLeft() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.image = UIImage(size: CGSize(width: 20, height: 20)) { _ in }
        configuration.imagePadding = 6
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10)
        let bounds = CGRect(x: 0, y: 0, width: 240, height: 44)
        let leftToRight = ButtonConfigurationLayout(configuration).frames(in: bounds)
        let rightToLeft = ButtonConfigurationLayout(configuration, direction: .rightToLeft).frames(in: bounds)
        // The group is centred between the insets: 30 on the left left to right, 30 on the right right to left.
        #expect(leftToRight.image.minX < leftToRight.text.minX)
        #expect(rightToLeft.image.minX > rightToLeft.text.minX)
        #expect(abs(rightToLeft.image.maxX - (240 - leftToRight.image.minX)) < 0.001)
        #expect(abs(rightToLeft.text.minX - (240 - leftToRight.text.maxX)) < 0.001)
        #expect(rightToLeft.image.minY == leftToRight.image.minY)
    }
}
