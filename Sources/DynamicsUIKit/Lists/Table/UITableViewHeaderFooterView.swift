import Foundation
import DynamicsGeometry

/// A section header or footer: the view a table shows for a section title, or one a delegate returns from
/// `viewForHeaderInSection`/`viewForFooterInSection`. Add content to `contentView`, or set `textLabel`'s text.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was created with.
    public let reuseIdentifier: String?
    /// The view to add content to; it fills the header or footer.
    public let contentView = UIView()
    /// The title.
    public let textLabel: UILabel? = UILabel()
    /// Whether the title is a header's (drawn at the bottom) or a footer's (drawn at the top).
    private var isHeader = true
    /// How far the title stays from the sides.
    private var titleInset = TableStyleMetrics.contentMargin
    /// The style whose numbers place the title.
    private var metrics = TableStyleMetrics(style: .plain)

    /// A header or footer view for `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
    }

    /// A header or footer view without identifier (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
        if let textLabel { contentView.addSubview(textLabel) }
    }

    /// Shows a section title with the style's font, colour and background (grouped header titles in capitals).
    func showTitle(_ title: String, asHeader: Bool, metrics: TableStyleMetrics, inset: CGFloat) {
        isHeader = asHeader
        self.metrics = metrics
        titleInset = inset
        backgroundColor = metrics.sectionTitleBackground
        guard let textLabel else { return }
        textLabel.text = asHeader && metrics.uppercasesHeaderTitles ? title.uppercased() : title
        textLabel.font = asHeader ? metrics.headerFont : metrics.footerFont
        textLabel.textColor = asHeader ? metrics.headerTextColor : metrics.footerTextColor
        textLabel.numberOfLines = metrics.style == .plain ? 1 : 0
    }

    /// Places the title: centred in a plain table's bar; at the bottom of a grouped header, 7 pt above the rows; at
    /// the top of a grouped footer, 6 pt below them.
    func layoutTitle() {
        contentView.frame = bounds
        guard let textLabel else { return }
        let width = max(0, bounds.width - 2 * titleInset)
        let height = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        let y: CGFloat
        if metrics.style == .plain {
            y = (bounds.height - height) / 2
        } else if isHeader {
            y = bounds.height - TableStyleMetrics.groupedHeaderTitleBottom - height
        } else {
            y = TableStyleMetrics.groupedFooterTitleTop
        }
        textLabel.frame = CGRect(x: titleInset, y: y, width: width, height: height)
    }

    /// Keeps the content view filling the view and the title in place.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTitle()
    }
}
