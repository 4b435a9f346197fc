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

    @Test func theImageGoesAfterTheTitleRightToLeft() throws {
        let leftToRight = button(rightToLeft: false).contentFrames(in: CGRect(x: 0, y: 0, width: 200, height: 44))
        let rightToLeft = button(rightToLeft: true).contentFrames(in: CGRect(x: 0, y: 0, width: 200, height: 44))
        let (image, title) = (try #require(leftToRight.image), try #require(leftToRight.title))
        let (mirroredImage, mirroredTitle) = (try #require(rightToLeft.image), try #require(rightToLeft.title))
        // Centred as a group either way: image then title left to right, title then image right to left.
        let groupWidth = 10 + title.width
        #expect(abs(image.minX - (200 - groupWidth) / 2) < 0.001)
        #expect(title.minX == image.maxX)
        #expect(mirroredTitle.minX == image.minX)
        #expect(mirroredImage.minX == mirroredTitle.maxX)
        #expect(mirroredImage.midY == 22 && image.midY == 22)
    }

    @Test func leadingContentSitsAtTheRightEdgeRightToLeft() throws {
        let view = button(rightToLeft: true)
        view.contentHorizontalAlignment = .leading
        let frames = view.contentFrames(in: view.bounds)
        #expect(try #require(frames.image).maxX == 200)
        #expect(try #require(frames.title).maxX == frames.image!.minX)
        view.contentHorizontalAlignment = .trailing
        #expect(try #require(view.contentFrames(in: view.bounds).title).minX == 0)
        view.traitOverrides.layoutDirection = .leftToRight
        #expect(try #require(view.contentFrames(in: view.bounds).image).maxX == 200 - view.contentFrames(in: view.bounds).title!.width)
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
