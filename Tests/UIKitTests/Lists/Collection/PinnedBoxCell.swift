import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// A cell whose content is a box pinned to its content view, sized by a height constraint: a self-sizing cell measured
/// at the width the layout gives (as list cells are).
class PinnedBoxCell: UICollectionViewCell {
    let box = UIView()
    var height: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        height = box.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A pinned box sized by a width constraint too, so the cell chooses both of its dimensions.
final class FixedWidthBoxCell: PinnedBoxCell {
    var width: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        width = box.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
    }

    required init?(coder: NSCoder) { nil }
}
