import Dynamics
import Foundation

/// The source's layout helper (BearSkill's `BearAutoLayViewArray … center:YES`): lines views up along an axis with
/// a fixed gap, centres the row in `container` along that axis and centres each view across it.
enum BallMenuRowLayout {
    /// The direction views are lined up in.
    enum Axis { case horizontal, vertical }

    /// Places `views` (already sized) in a centred row inside a container of size `container`.
    static func centre(_ views: [UIView], along axis: Axis, gap: CGFloat, in container: CGSize) {
        let lengths = views.map { axis == .horizontal ? $0.bounds.width : $0.bounds.height }
        let total = lengths.reduce(0, +) + gap * CGFloat(max(views.count - 1, 0))
        var position = ((axis == .horizontal ? container.width : container.height) - total) / 2
        for (view, length) in zip(views, lengths) {
            let size = view.bounds.size
            switch axis {
            case .horizontal:
                view.frame = CGRect(x: position, y: (container.height - size.height) / 2, width: size.width,
                                    height: size.height)
            default:   // .vertical
                view.frame = CGRect(x: (container.width - size.width) / 2, y: position, width: size.width,
                                    height: size.height)
            }
            position += length + gap
        }
    }
}

/// The card's headline: the category icon and the title (ArialRoundedMTBold 20, white) side by side, 10 pt apart,
/// centred as a group in a full-width 40-pt strip.
final class BallMenuMainInfoView: UIView {
    /// A headline for `model` in a strip with the given frame.
    init(frame: CGRect, model: BallMenuCardModel) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        let icon = UIImageView(image: BallMenuIcons.category(model.icon))
        let title = UILabel(frame: .zero)
        title.font = UIFont(name: "ArialRoundedMTBold", size: 20) ?? .boldSystemFont(ofSize: 20)
        title.textColor = .white
        title.text = model.name
        title.sizeToFit()
        addSubview(icon)
        addSubview(title)
        BallMenuRowLayout.centre([icon, title], along: .horizontal, gap: 10, in: bounds.size)
    }

    required init?(coder: NSCoder) { nil }
}

/// The card's statistics: three columns 30 pt apart, centred as a group, each a number (TrebuchetMS-Italic 13) over
/// its title (Verdana 11), 2 pt apart, all white.
final class BallMenuAssignInfoView: UIView {
    /// The statistics of `model` in a strip with the given frame.
    init(frame: CGRect, model: BallMenuCardModel) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        let columns = zip(model.statistics, BallMenuCardModel.statisticTitles).map { number, title in
            Self.column(number: "\(number)", title: title, height: frame.height)
        }
        for column in columns { addSubview(column) }
        BallMenuRowLayout.centre(columns, along: .horizontal, gap: 30, in: bounds.size)
    }

    required init?(coder: NSCoder) { nil }

    /// One column: as wide as its wider label and as high as the strip, labels stacked and centred.
    private static func column(number: String, title: String, height: CGFloat) -> UIView {
        let numberLabel = label(number, font: UIFont(name: "TrebuchetMS-Italic", size: 13))
        let titleLabel = label(title, font: UIFont(name: "Verdana", size: 11))
        let width = max(numberLabel.bounds.width, titleLabel.bounds.width)
        let column = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        column.isUserInteractionEnabled = false
        column.addSubview(numberLabel)
        column.addSubview(titleLabel)
        BallMenuRowLayout.centre([numberLabel, titleLabel], along: .vertical, gap: 2, in: column.bounds.size)
        return column
    }

    private static func label(_ text: String, font: UIFont?) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = font ?? .systemFont(ofSize: 12)
        label.textColor = .white
        label.text = text
        label.sizeToFit()
        return label
    }
}
