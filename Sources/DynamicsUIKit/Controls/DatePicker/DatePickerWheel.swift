import Foundation
import DynamicsGeometry

/// One spinning wheel of a date picker: its rows drawn on a cylinder seen from the front, so a row `n` rows from
/// the middle sits `r·sin θ` from the centre line and is squashed to `cos θ` of its height and faded to `cos θ`,
/// where θ = n × row height / r and r is half the wheel's height. A row label is one `UILabel` per row near the
/// middle, kept while the row is near, so settling animates the labels themselves.
@MainActor final class DatePickerWheel: UIView {
    let column: DatePickerColumn
    private let format: DatePickerFormat
    /// The row in the middle when the wheel is at rest.
    var selectedRow = 0
    /// How far the finger has turned the wheel, in rows (positive: later rows come up).
    var offset: CGFloat = 0
    /// Whether a row can be chosen (rows that cannot are grey: days a month lacks, dates out of range).
    var isRowEnabled: (Int) -> Bool = { _ in true }
    private var labels: [Int: UILabel] = [:]
    /// The middle the labels were last placed for: rows that come near start there, so a settling wheel turns
    /// them in with the others.
    private var shownMiddle: CGFloat?

    init(column: DatePickerColumn, format: DatePickerFormat) {
        self.column = column
        self.format = format
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// Half the wheel's height: the cylinder's radius.
    private var radius: CGFloat { max(bounds.height / 2, 1) }

    /// The rows far enough from the middle to be hidden on the cylinder's back are `reach` away or more.
    private var reach: Int { Int((radius * .pi / 2 / UIDatePicker.rowHeight).rounded(.up)) + 1 }

    /// Places every row label near the middle for the current `selectedRow` and `offset`; makes the labels of rows
    /// that came near (placed at once) and, when `prune`, drops the labels of rows that went far.
    func layoutRows(prune: Bool = true) {
        let middle = CGFloat(selectedRow) + offset
        let near = Int(middle.rounded(.down)) - reach...Int(middle.rounded(.up)) + reach
        if prune {
            for row in labels.keys.sorted() where !near.contains(row) {
                labels.removeValue(forKey: row)?.removeFromSuperview()
            }
        }
        for row in near where labels[row] == nil && isReachable(row) {
            let label = makeLabel(row)
            labels[row] = label
            UIView.performWithoutAnimation { place(label, row: row, middle: shownMiddle ?? middle) }
        }
        for row in labels.keys.sorted() { place(labels[row]!, row: row, middle: middle) }
        shownMiddle = middle
    }

    /// Whether a finger can bring `row` to the middle (years end at 1 and 9999, AM/PM are two rows).
    func isReachable(_ row: Int) -> Bool { column.rowRange?.contains(row) ?? true }

    private func makeLabel(_ row: Int) -> UILabel {
        let label = UILabel()
        label.isUserInteractionEnabled = false
        label.text = column.label(ofRow: row, format)
        label.font = .systemFont(ofSize: UIDatePicker.wheelFontSize)
        label.textAlignment = .center
        addSubview(label)
        return label
    }

    private func place(_ label: UILabel, row: Int, middle: CGFloat) {
        let angle = min(max((CGFloat(row) - middle) * UIDatePicker.rowHeight / radius, -.pi / 2), .pi / 2)
        label.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: UIDatePicker.rowHeight)
        label.center = CGPoint(x: bounds.midX, y: bounds.midY + radius * sin(angle))
        label.transform = CGAffineTransform(scaleX: 1, y: max(cos(angle), 0.001))
        label.alpha = max(cos(angle), 0)
        label.textColor = isRowEnabled(row) ? .label : .tertiaryLabel
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }
}
