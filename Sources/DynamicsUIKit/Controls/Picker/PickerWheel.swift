import Foundation
import DynamicsGeometry

/// One spinning wheel of a date picker or a picker view: its rows drawn on a cylinder seen from the front, so a row
/// `n` rows from the middle sits `r·sin θ` from the centre line and is squashed to `cos θ` of its height and faded to
/// `cos θ`, where θ = n × row height / r and r is half the wheel's height. A row is one view per row near the middle,
/// kept while the row is near, so settling animates the row views themselves.
@MainActor final class PickerWheel: UIView {
    /// A row's height, in points.
    var rowHeight: CGFloat
    /// The row in the middle when the wheel is at rest.
    var selectedRow = 0
    /// How far the finger has turned the wheel, in rows (positive: later rows come up).
    var offset: CGFloat = 0
    /// The rows a finger can bring to the middle; nil for wheels that loop without end (a date picker's months).
    var rows: Range<Int>?
    /// Whether a row can be chosen; when `greysDisabledRows`, the labels of rows that cannot are grey (days a month
    /// lacks, dates out of range).
    var isRowEnabled: (Int) -> Bool = { _ in true }
    /// Whether the wheel colours its row labels by `isRowEnabled` (a picker view's rows keep their own colours).
    private let greysDisabledRows: Bool
    /// Makes the view that shows a row.
    private let makeRowView: (Int) -> UIView
    private var rowViews: [Int: UIView] = [:]
    /// The middle the rows were last placed for: rows that come near start there, so a settling wheel turns them in
    /// with the others.
    private var shownMiddle: CGFloat?

    init(rowHeight: CGFloat, greysDisabledRows: Bool, makeRowView: @escaping (Int) -> UIView) {
        self.rowHeight = rowHeight
        self.greysDisabledRows = greysDisabledRows
        self.makeRowView = makeRowView
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// A centred one-line label for a row's text, as both pickers draw their titles.
    static func rowLabel(_ text: String?, fontSize: CGFloat) -> UILabel {
        let label = UILabel()
        label.isUserInteractionEnabled = false
        label.text = text
        label.font = .systemFont(ofSize: fontSize)
        label.textColor = .label
        label.textAlignment = .center
        return label
    }

    /// Half the wheel's height: the cylinder's radius.
    private var radius: CGFloat { max(bounds.height / 2, 1) }

    /// The rows far enough from the middle to be hidden on the cylinder's back are `reach` away or more.
    private var reach: Int { Int((radius * .pi / 2 / max(rowHeight, 1)).rounded(.up)) + 1 }

    /// Places every row view near the middle for the current `selectedRow` and `offset`; makes the views of rows
    /// that came near (placed at once) and, when `prune`, drops the views of rows that went far.
    func layoutRows(prune: Bool = true) {
        let middle = CGFloat(selectedRow) + offset
        let near = Int(middle.rounded(.down)) - reach...Int(middle.rounded(.up)) + reach
        if prune {
            for row in rowViews.keys.sorted() where !near.contains(row) {
                rowViews.removeValue(forKey: row)?.removeFromSuperview()
            }
        }
        for row in near where rowViews[row] == nil && isReachable(row) {
            let view = makeRowView(row)
            view.isUserInteractionEnabled = false
            addSubview(view)
            rowViews[row] = view
            UIView.performWithoutAnimation { place(view, row: row, middle: shownMiddle ?? middle) }
        }
        for row in rowViews.keys.sorted() { place(rowViews[row]!, row: row, middle: middle) }
        shownMiddle = middle
    }

    /// Drops every row view, so the next layout asks for them again (the rows' contents changed).
    func reloadRows() {
        rowViews.values.forEach { $0.removeFromSuperview() }
        rowViews = [:]
        shownMiddle = nil
        setNeedsLayout()
    }

    /// The views of the rows now shown, by row.
    var shownRowViews: [Int: UIView] { rowViews }

    /// Whether a finger can bring `row` to the middle.
    func isReachable(_ row: Int) -> Bool { rows?.contains(row) ?? true }

    /// `row` kept within the reachable rows.
    func clamp(_ row: Int) -> Int {
        guard let rows, !rows.isEmpty else { return rows == nil ? row : 0 }
        return min(max(row, rows.lowerBound), rows.upperBound - 1)
    }

    private func place(_ view: UIView, row: Int, middle: CGFloat) {
        let angle = min(max((CGFloat(row) - middle) * rowHeight / radius, -.pi / 2), .pi / 2)
        view.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
        view.center = CGPoint(x: bounds.midX, y: bounds.midY + radius * sin(angle))
        view.transform = CGAffineTransform(scaleX: 1, y: max(cos(angle), 0.001))
        view.alpha = max(cos(angle), 0)
        if greysDisabledRows, let label = view as? UILabel {
            label.textColor = isRowEnabled(row) ? .label : .tertiaryLabel
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }
}
