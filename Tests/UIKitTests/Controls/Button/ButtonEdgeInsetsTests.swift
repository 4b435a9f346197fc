import Testing
import DynamicsUIKit
import DynamicsGeometry
import Foundation

/// `contentEdgeInsets`, `titleEdgeInsets` and `imageEdgeInsets` against frames measured on iOS (a 335-point-wide
/// button with a 32 × 32 image on a 2x iPhone; sources in Sources/DynamicsUIKit/DECISIONS.md, "Button edge insets").
@MainActor @Suite struct ButtonEdgeInsetsTests {
    private let screen = UIScreen(size: CGSize(width: 375, height: 667), scale: 2)

    private func button(image: CGSize?, title: String?) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 335, height: 40)
        if let image { button.setImage(UIImage(size: image) { _ in }, for: .normal) }
        if let title { button.setTitle(title, for: .normal) }
        return button
    }

    private func rects(_ button: UIButton) -> (content: CGRect, image: CGRect, title: CGRect) {
        let content = button.contentRect(forBounds: button.bounds)
        return (content, button.imageRect(forContentRect: content), button.titleRect(forContentRect: content))
    }

    @Test func anImageAloneMovesHalfItsInsetsDifference() {
        screen.withCurrent {
            let button = button(image: CGSize(width: 32, height: 32), title: nil)
            // iOS: 151.5, 156.5, 101.5 and 106.5 for left/right insets (0, 0), (10, 0), (0, 100) and (10, 100).
            for (left, right, x) in [(0.0, 0.0, 151.5), (10, 0, 156.5), (0, 100, 101.5), (10, 100, 106.5)] {
                button.imageEdgeInsets = UIEdgeInsets(top: 0, left: left, bottom: 0, right: right)
                let image = rects(button).image
                #expect(image == CGRect(x: x, y: 4, width: 32, height: 32), "insets \(left), \(right)")
            }
            button.imageEdgeInsets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
            #expect(rects(button).image.minY == 6, "a top inset of 4 moves a centred image down 2")
        }
    }

    @Test func anImageAndATitleAreCentredAsOneGroupAndEachInsetMovesItsOwnPart() throws {
        try screen.withCurrent {
            let button = button(image: CGSize(width: 32, height: 32), title: "Download")
            let plain = rects(button)
            let titleWidth = plain.title.width
            try #require(titleWidth > 20)
            // iOS, with a 54-point title: image at 124.5, title at 156.5 (right after it).
            #expect(abs(plain.image.minX - (335 - 32 - titleWidth) / 2) <= 0.5)
            #expect(plain.title.minX == plain.image.maxX)
            #expect(plain.content == button.bounds)
            // iOS: a left image inset of 50 moves the image 25 and leaves the title…
            button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
            #expect(rects(button).image.minX == plain.image.minX + 25)
            #expect(rects(button).title == plain.title)
            // …and a right title inset of 100 moves the title 50 to the left.
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
            #expect(rects(button).title.minX == plain.title.minX - 50)
            #expect(rects(button).image.minX == plain.image.minX + 25)
            // A left content inset of 20 insets the content rectangle and moves both 10.
            button.imageEdgeInsets = .zero
            button.titleEdgeInsets = .zero
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
            let inset = rects(button)
            #expect(inset.content == CGRect(x: 20, y: 0, width: 315, height: 40))
            #expect(inset.image.minX == plain.image.minX + 10 && inset.title.minX == plain.title.minX + 10)
        }
    }

    @Test func theSpacingIdiomsOpenAGapWithoutChangingTheIntrinsicSizeUnlessTheContentInsetsDo() {
        screen.withCurrent {
            let button = button(image: CGSize(width: 20, height: 20), title: "Share")
            let natural = button.intrinsicContentSize
            let plain = rects(button)
            // Image inset right s, title inset left s: each moves s / 2, a gap of s opens, the size stays.
            button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
            let spaced = rects(button)
            #expect(spaced.title.minX - spaced.image.maxX == 8)
            #expect(spaced.image.minX == plain.image.minX - 4 && spaced.title.minX == plain.title.minX + 4)
            #expect(button.intrinsicContentSize == natural)
            // The symmetric idiom: −s/2 and s/2 on each part, s/2 of content inset on each side: the size grows by s.
            button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
            button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
            let symmetric = rects(button)
            #expect(symmetric.title.minX - symmetric.image.maxX == 8)
            #expect(button.intrinsicContentSize.width == natural.width + 8)
        }
    }

    @Test func contentInsetsGrowTheIntrinsicSizeAndReplaceTheTitlesDefaultPadding() {
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        let natural = button.intrinsicContentSize
        let titleHeight = natural.height - 12
        #expect(titleHeight == button.sizeThatFits(.zero).height.rounded(.up), "the title's line and 6 above and below")
        button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        button.imageEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(button.intrinsicContentSize == natural)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        #expect(button.intrinsicContentSize == CGSize(width: natural.width + 40, height: titleHeight + 20))
        #expect(button.sizeThatFits(.zero).width == natural.width + 40)
        // The common `top: 0.01` trick: any non-zero inset drops UIKit's 12 points of padding.
        button.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        #expect(abs(button.intrinsicContentSize.height - (titleHeight + 0.02)) < 1e-9)
    }

    @Test func layoutPutsTheTitleLabelAndImageViewWhereTheyAreDrawnAndAConfigurationIgnoresTheInsets() {
        screen.withCurrent {
            let button = button(image: CGSize(width: 32, height: 32), title: "Go")
            button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
            button.layoutIfNeeded()
            let drawn = rects(button)
            #expect(button.imageView?.frame == drawn.image && button.titleLabel?.frame == drawn.title)

            var configuration = UIButton.Configuration.plain()
            configuration.title = "Go"
            let configured = UIButton(configuration: configuration)
            let size = configured.intrinsicContentSize
            configured.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            #expect(configured.intrinsicContentSize == size)
        }
    }

    /// DeleteCell's round "plus" button: a 70-point button filling its image both ways, shrunk by image insets of 20.
    @Test func fillAlignmentsStretchTheImageAndImageInsetsShrinkIt() {
        screen.withCurrent {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 0, y: 0, width: 70, height: 70)
            button.setImage(UIImage(systemName: "plus"), for: .normal)
            #expect(button.currentImage != nil)
            button.contentHorizontalAlignment = .fill
            button.contentVerticalAlignment = .fill
            #expect(rects(button).image == CGRect(x: 0, y: 0, width: 70, height: 70))
            button.imageEdgeInsets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            #expect(rects(button).image == CGRect(x: 20, y: 20, width: 30, height: 30))
            // Centred, an image larger than its inset area shrinks evenly into it.
            let large = UIButton(type: .custom)
            large.frame = CGRect(x: 0, y: 0, width: 70, height: 70)
            large.setImage(UIImage(size: CGSize(width: 100, height: 50)) { _ in }, for: .normal)
            large.imageEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            #expect(rects(large).image == CGRect(x: 10, y: 22.5, width: 50, height: 25))
        }
    }

    @Test func leftAndRightAlignmentsTakeTheInsetEdgeWhole() {
        screen.withCurrent {
            let button = button(image: CGSize(width: 32, height: 32), title: nil)
            button.contentHorizontalAlignment = .left
            button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
            #expect(rects(button).image.minX == 10)
            button.contentHorizontalAlignment = .right
            button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
            #expect(rects(button).image.maxX == 325)
            button.contentVerticalAlignment = .top
            #expect(rects(button).image.minY == 0)
        }
    }
}
