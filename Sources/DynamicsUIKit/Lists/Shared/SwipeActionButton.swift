import Foundation
import DynamicsGeometry

/// One action's button behind a swiped row: the action's colour, with its image and title in white, centred in the
/// button's natural width at the edge that faces the row (so a stretched first button keeps its title beside the
/// row, as iOS does on a full swipe).
final class SwipeActionButton: UIView {
    /// The title's font (our reading of iOS 13–17 screenshots: 15 pt medium).
    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .medium)
    /// The space kept either side of the title or image.
    static let padding: CGFloat = 12
    /// The narrowest a button is: iOS's Delete button on a phone.
    static let minimumWidth: CGFloat = 74
    /// The gap between an image and the title under it.
    static let imageSpacing: CGFloat = 4

    let action: UIContextualAction
    private let titleLabel: UILabel
    private let imageView: UIImageView
    /// The width the button takes when the row rests open.
    let naturalWidth: CGFloat
    /// Whether the row is on the button's left, so the content keeps to the button's left edge when stretched.
    var rowIsOnLeft = true

    init(action: UIContextualAction) {
        self.action = action
        let title = UILabel()
        title.text = action.title
        title.font = Self.titleFont
        title.textColor = .white
        title.textAlignment = .center
        title.isHidden = action.title == nil
        let image = UIImageView(image: action.image?.withRenderingMode(.alwaysTemplate))
        image.tintColor = .white
        image.isHidden = action.image == nil
        let titleWidth = action.title == nil ? 0 : title.intrinsicContentSize.width
        naturalWidth = max(Self.minimumWidth, ceil(max(titleWidth, action.image?.size.width ?? 0)) + 2 * Self.padding)
        titleLabel = title
        imageView = image
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        isUserInteractionEnabled = false
        addSubview(imageView)
        addSubview(titleLabel)
    }

    /// Buttons are made for actions only: none is archived.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.width > naturalWidth
            ? CGRect(x: rowIsOnLeft ? 0 : bounds.width - naturalWidth, y: 0, width: naturalWidth, height: bounds.height)
            : bounds
        let titleSize = titleLabel.isHidden ? .zero : titleLabel.intrinsicContentSize
        let imageSize = imageView.isHidden ? .zero : imageView.image?.size ?? .zero
        let gap = titleLabel.isHidden || imageView.isHidden ? 0 : Self.imageSpacing
        var top = area.midY - (imageSize.height + gap + titleSize.height) / 2
        imageView.frame = CGRect(x: area.midX - imageSize.width / 2, y: top, width: imageSize.width,
                                 height: imageSize.height)
        top += imageSize.height + gap
        titleLabel.frame = CGRect(x: area.midX - titleSize.width / 2, y: top, width: titleSize.width,
                                  height: titleSize.height)
    }
}
