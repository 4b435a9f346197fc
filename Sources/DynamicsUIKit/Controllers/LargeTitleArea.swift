import DynamicsGeometry
import Foundation

/// The part of a navigation bar below its 44 pt row that shows the large title (iOS 11's): 52 pt tall when fully open,
/// the title in the 34 pt bold system font at the 16 pt margin, its line ending 8 pt above the bar's bottom edge. It
/// clips the title, so as a scroll view under the bar scrolls up and the area shrinks, the title slides up out of
/// sight; pulled down past the top, the area grows and the title follows the bar's bottom edge.
final class LargeTitleArea: UIView {
    /// The open height.
    static let height: CGFloat = 52
    /// The large title's left margin.
    static let margin: CGFloat = 16
    /// The space between the title's line and the area's bottom edge.
    static let bottomGap: CGFloat = 8

    /// The title, as shown.
    let label = UILabel()

    init() {
        super.init(frame: .zero)
        clipsToBounds = true
        label.font = .systemFont(ofSize: 34, weight: .bold)
        label.textColor = .label
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let line = label.font.lineHeight
        label.frame = CGRect(x: Self.margin, y: bounds.height - Self.bottomGap - line,
                             width: max(0, bounds.width - 2 * Self.margin), height: line)
    }
}
