import Foundation
import DynamicsGeometry

/// How a list row arranges its image, primary text and secondary text. The built-in `UITableViewCell` styles and
/// `UIListContentConfiguration` share these arrangements and the layout below, as UIKit's own list cells do.
enum ListContentArrangement: Hashable, Sendable {
    /// Secondary text under the primary text (`.default`, `.subtitle`, `cell()`, `subtitleCell()`).
    case stacked
    /// Secondary text at the trailing edge, on the primary text's line (`.value1`, `valueCell()`).
    case sideBySide
    /// Primary text right-aligned in a narrow leading column, secondary text after it (`.value2`).
    case leadingColumn
}

/// Places a list row's views: the image at the leading margin, centred vertically, and the text after it; in a
/// right-to-left row every frame is the mirror image of the left-to-right one.
@MainActor enum ListContentLayout {
    /// The space between the image and the text, and between side-by-side texts.
    static let spacing: CGFloat = 16
    /// The least space between the texts of a `.sideBySide` row.
    static let valueSpacing: CGFloat = 8
    /// The width of the `.leadingColumn` primary column.
    static let leadingColumnWidth: CGFloat = 91
    /// Padding above and below the text of a row that sizes itself.
    static let verticalPadding: CGFloat = 11
    /// The least height of a row that sizes itself (UIKit's 44 pt).
    static let minimumHeight: CGFloat = 44

    /// Lays the views out in `bounds` between the margins, leading to trailing in `direction`; returns how far
    /// from the leading edge the text starts (separators align to it).
    @discardableResult
    static func layout(in bounds: CGRect, leading: CGFloat, trailing: CGFloat, image: UIImageView?, primary: UILabel,
                       secondary: UILabel?, arrangement: ListContentArrangement,
                       direction: UIUserInterfaceLayoutDirection) -> CGFloat {
        let place = { (view: UIView?, frame: CGRect) in
            view?.frame = direction == .rightToLeft ? mirrored(frame, in: bounds) : frame
        }
        var textStart = bounds.minX + leading
        if let image, let picture = image.image {
            let size = CGSize(width: min(picture.size.width, bounds.height), height: min(picture.size.height, bounds.height))
            place(image, CGRect(x: textStart, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
            image.isHidden = false
            textStart += size.width + spacing
        } else {
            image?.isHidden = true
        }
        let end = bounds.maxX - trailing
        let available = max(0, end - textStart)
        let primarySize = measured(primary, width: available)
        let secondarySize = secondary.map { measured($0, width: available) } ?? .zero
        switch arrangement {
        case .stacked:
            let total = primarySize.height + secondarySize.height
            let top = bounds.midY - total / 2
            place(primary, CGRect(x: textStart, y: top, width: available, height: primarySize.height))
            place(secondary, CGRect(x: textStart, y: top + primarySize.height, width: available,
                                    height: secondarySize.height))
        case .sideBySide:
            let secondaryWidth = min(secondarySize.width, available)
            let primaryWidth = max(0, min(primarySize.width, available - secondaryWidth - valueSpacing))
            place(primary, CGRect(x: textStart, y: bounds.midY - primarySize.height / 2, width: primaryWidth,
                                  height: primarySize.height))
            place(secondary, CGRect(x: end - secondaryWidth, y: bounds.midY - secondarySize.height / 2,
                                    width: secondaryWidth, height: secondarySize.height))
        case .leadingColumn:
            let column = min(leadingColumnWidth, available)
            place(primary, CGRect(x: textStart, y: bounds.midY - primarySize.height / 2, width: column,
                                  height: primarySize.height))
            let detailStart = textStart + column + valueSpacing
            place(secondary, CGRect(x: detailStart, y: bounds.midY - secondarySize.height / 2,
                                    width: max(0, end - detailStart), height: secondarySize.height))
        }
        return textStart - bounds.minX
    }

    /// `rect` reflected across the vertical middle line of `bounds`: where a right-to-left row puts what a
    /// left-to-right one has at `rect`.
    static func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The height a row with these texts sizes itself to: the text block plus 11 pt above and below, at least
    /// 44 pt.
    static func fittingHeight(width: CGFloat, primary: UILabel, secondary: UILabel?,
                              arrangement: ListContentArrangement) -> CGFloat {
        let primaryHeight = measured(primary, width: width).height
        let secondaryHeight = secondary.map { measured($0, width: width).height } ?? 0
        let text = arrangement == .stacked ? primaryHeight + secondaryHeight : max(primaryHeight, secondaryHeight)
        return max(minimumHeight, (text + 2 * verticalPadding).rounded(.up))
    }

    /// A label's size within `width`; an empty label has none.
    private static func measured(_ label: UILabel, width: CGFloat) -> CGSize {
        guard let text = label.text, !text.isEmpty else { return .zero }
        let size = label.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: min(size.width, width), height: size.height)
    }
}
