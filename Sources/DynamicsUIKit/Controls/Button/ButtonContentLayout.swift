import Foundation
import DynamicsGeometry

/// Where a button without a configuration puts its image and title inside its content rectangle, as UIKit lays out
/// `imageRect(forContentRect:)` and `titleRect(forContentRect:)`: the image and the title form one group (the image
/// on the leading side: first, or last in a right-to-left interface) placed by the content alignments, and each part is placed in the content rectangle inset by its own edge
/// insets, so a left inset of 10 on a centred part moves it 5 points and a left inset of −s with a right inset of s
/// moves it s points to the left. The edge insets never change the button's size. Measured frames that fix these
/// rules are in `Sources/DynamicsUIKit/DECISIONS.md` ("Button edge insets").
struct ButtonContentLayout {
    /// The image's natural size.
    let imageSize: CGSize
    /// The title's natural one-line size.
    let titleSize: CGSize
    /// The effective horizontal alignment: `.leading` and `.trailing` already resolved to a side.
    let horizontal: UIControl.ContentHorizontalAlignment
    let vertical: UIControl.ContentVerticalAlignment
    /// Whether the interface runs right to left: the group is laid out as its mirror image, so the image goes on the
    /// right and the alignments' sides swap, while the edge insets keep their physical sides.
    let rightToLeft: Bool
    /// Points per pixel of the screen: the rectangles' origins snap to its pixel grid, as UIKit's do.
    let scale: CGFloat

    /// `imageRect(in:insets:)` laid out left to right.
    private func leftToRightImageRect(in content: CGRect, insets: UIEdgeInsets) -> CGRect {
        let area = content.inset(by: insets)
        let title = titleWidth(in: content, image: fitted(imageSize, in: content).width)
        var size = fitted(imageSize, in: CGRect(x: 0, y: 0, width: max(0, area.width - title), height: area.height))
        if horizontal == .fill, size.width > 0 { size.width = max(0, area.width - title) }
        if vertical == .fill, size.height > 0 { size.height = max(0, area.height) }
        let x: CGFloat = switch physicalHorizontal {
        case .left, .leading, .fill: area.minX
        case .right, .trailing: area.maxX - size.width - title
        default: area.midX - (size.width + title) / 2   // `.center`, and an alignment of a later iOS
        }
        return CGRect(x: snapped(x), y: snapped(y(height: size.height, in: area)), width: size.width, height: size.height)
    }

    /// `titleRect(in:insets:)` laid out left to right.
    private func leftToRightTitleRect(in content: CGRect, insets: UIEdgeInsets) -> CGRect {
        let area = content.inset(by: insets)
        let image = fitted(imageSize, in: content).width
        let width = titleWidth(in: area, image: image)
        let x: CGFloat = switch physicalHorizontal {
        case .left, .leading: area.minX + image
        case .right, .trailing, .fill: area.maxX - width
        default: area.midX - (image + width) / 2 + image   // `.center`, and an alignment of a later iOS
        }
        let y = vertical == .fill ? area.midY - titleSize.height / 2 : y(height: titleSize.height, in: area)
        return CGRect(x: snapped(x), y: snapped(y), width: width, height: titleSize.height)
    }

    /// The image's rectangle in `content` inset by `insets`: its own size, shrunk evenly when larger than that area,
    /// and stretched across what the title leaves of it (`.fill` horizontally) and down it (`.fill` vertically) —
    /// the idiom of an image button whose image edge insets shrink its image. Zero-sized without an image.
    func imageRect(in content: CGRect, insets: UIEdgeInsets) -> CGRect {
        mirrored(leftToRightImageRect(in: content, insets: mirrored(insets)), in: content)
    }

    /// The title's rectangle in `content` inset by `insets`: as wide as the title, or as the space the image leaves
    /// when the title is wider.
    func titleRect(in content: CGRect, insets: UIEdgeInsets) -> CGRect {
        mirrored(leftToRightTitleRect(in: content, insets: mirrored(insets)), in: content)
    }

    /// The horizontal alignment of the left-to-right layout that is mirrored: its sides swapped right to left.
    private var physicalHorizontal: UIControl.ContentHorizontalAlignment {
        guard rightToLeft else { return horizontal }
        return switch horizontal {
        case .left: .right
        case .right: .left
        default: horizontal
        }
    }

    /// `insets` with left and right swapped right to left, so that they keep their sides once the layout is mirrored.
    private func mirrored(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        rightToLeft ? UIEdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left) : insets
    }

    /// `rect` reflected about `content`'s vertical midline right to left, unchanged left to right.
    private func mirrored(_ rect: CGRect, in content: CGRect) -> CGRect {
        guard rightToLeft else { return rect }
        return CGRect(x: snapped(content.minX + content.maxX - rect.maxX), y: rect.minY, width: rect.width, height: rect.height)
    }

    /// `size` shrunk evenly to fit `area` when it is larger (iOS squeezes each side; see DECISIONS.md).
    private func fitted(_ size: CGSize, in area: CGRect) -> CGSize {
        guard size.width > area.width || size.height > area.height, size.width > 0, size.height > 0 else { return size }
        let shrink = max(0, min(area.width / size.width, area.height / size.height))
        return CGSize(width: size.width * shrink, height: size.height * shrink)
    }

    /// The title's width in `area`: its own, or what an image `image` wide leaves of the area when that is less.
    private func titleWidth(in area: CGRect, image: CGFloat) -> CGFloat {
        max(0, min(titleSize.width, area.width - image))
    }

    private func y(height: CGFloat, in area: CGRect) -> CGFloat {
        switch vertical {
        case .top, .fill: area.minY
        case .bottom: area.maxY - height
        default: area.midY - height / 2   // `.center`, and an alignment of a later iOS
        }
    }

    /// `value` on the nearest pixel boundary (halves round up, as UIKit's frames show: 17.25 becomes 17.5 at 2x).
    private func snapped(_ value: CGFloat) -> CGFloat {
        guard scale > 0, value.isFinite else { return value }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}
