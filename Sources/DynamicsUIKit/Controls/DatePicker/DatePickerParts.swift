import Foundation
import DynamicsGeometry

/// The views a date picker draws itself from in its current style: the compact style's capsules, or the wheels,
/// the selection band behind them and a count-down's unit labels. None takes touches; the picker does.
@MainActor struct DatePickerParts {
    /// A compact capsule's height, its corner radius, its text's inset from each end and the gap between the date's
    /// and the time's, in points (our reading of iOS 14–17 screenshots).
    static let capsuleHeight: CGFloat = 34
    static let capsuleCornerRadius: CGFloat = 8
    static let capsuleTextInset: CGFloat = 11
    static let capsuleSpacing: CGFloat = 6
    /// The capsules' text size, in points (body text).
    static let capsuleFontSize: CGFloat = 17
    /// The selection band's inset from the picker's sides and its corner radius, in points.
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 8
    /// A wheel's width beyond its widest label, in points.
    static let wheelPadding: CGFloat = 24

    /// The date capsule and the time capsule, each a grey plate holding a label; either may be missing.
    private(set) var capsules: [(plate: UIView, label: UILabel, showsTime: Bool)] = []
    private(set) var wheels: [PickerWheel] = []
    /// What each wheel's rows stand for, by wheel.
    private(set) var columns: [DatePickerColumn] = []
    private var widths: [CGFloat] = []
    private var band: UIView?
    /// The "hours" and "min" labels beside a count-down's band.
    private var units: [UILabel] = []
    private var format: DatePickerFormat?

    init() {}

    /// The capsules of `mode`: the date's, the time's, or both.
    init(compactFor mode: UIDatePicker.Mode, format: DatePickerFormat) {
        self.format = format
        for showsTime in [false, true] where showsTime ? mode != .date : mode != .time {
            let plate = controlPart(.tertiarySystemFill, cornerRadius: Self.capsuleCornerRadius)
            let label = UILabel()
            label.isUserInteractionEnabled = false
            label.font = .systemFont(ofSize: Self.capsuleFontSize)
            label.textColor = .label
            label.textAlignment = .center
            plate.addSubview(label)
            capsules.append((plate, label, showsTime))
        }
    }

    /// The wheels of `columns`, each as wide as its widest label plus padding, over the selection band.
    init(wheelsFor columns: [DatePickerColumn], format: DatePickerFormat) {
        self.format = format
        band = controlPart(.tertiarySystemFill, cornerRadius: Self.bandCornerRadius)
        self.columns = columns
        wheels = columns.map { column in
            let wheel = PickerWheel(rowHeight: UIDatePicker.rowHeight, greysDisabledRows: true) { row in
                PickerWheel.rowLabel(column.label(ofRow: row, format), fontSize: UIDatePicker.wheelFontSize)
            }
            wheel.rows = column.rowRange.map { $0.lowerBound..<$0.upperBound + 1 }
            return wheel
        }
        widths = columns.map { Self.widestLabel(of: $0, format) + Self.wheelPadding }
        if columns.first?.field == .countdownHours {
            units = ["hours", "min"].map { text in
                let label = UILabel()
                label.isUserInteractionEnabled = false
                label.text = text
                label.font = .systemFont(ofSize: Self.capsuleFontSize, weight: .semibold)
                return label
            }
        }
    }

    /// Every view to add to the picker, back to front.
    var views: [UIView] { [band].compactMap { $0 } + capsules.map(\.plate) + wheels + units }

    func remove() { views.forEach { $0.removeFromSuperview() } }

    /// The capsules side by side: their texts' widths plus insets, 34 points tall.
    var compactSize: CGSize {
        guard !capsules.isEmpty else { return .zero }
        let widths = capsules.map { $0.label.intrinsicContentSize.width + 2 * Self.capsuleTextInset }
        return CGSize(width: widths.reduce(0, +) + CGFloat(capsules.count - 1) * Self.capsuleSpacing,
                      height: Self.capsuleHeight)
    }

    /// Writes `date` into the capsules.
    func showTexts(of date: Date) {
        guard let format else { return }
        for capsule in capsules { capsule.label.text = capsule.showsTime ? format.timeText(date) : format.dateText(date) }
    }

    /// "hour" beside one hour, "hours" otherwise, as iOS's count-down says.
    func showUnits(hours: Int) {
        units.first?.text = hours == 1 ? "hour" : "hours"
    }

    /// Capsules from the leading edge, centred vertically; wheels centred side by side over the full height, the
    /// band across the middle row, a count-down's units just right of its numbers.
    func layout(in bounds: CGRect) {
        var x = bounds.minX
        for capsule in capsules {
            let width = capsule.label.intrinsicContentSize.width + 2 * Self.capsuleTextInset
            capsule.plate.frame = CGRect(x: x, y: bounds.midY - Self.capsuleHeight / 2, width: width, height: Self.capsuleHeight)
            capsule.label.frame = capsule.plate.bounds
            x += width + Self.capsuleSpacing
        }
        band?.frame = CGRect(x: bounds.minX + Self.bandInset, y: bounds.midY - UIDatePicker.rowHeight / 2,
                             width: max(bounds.width - 2 * Self.bandInset, 0), height: UIDatePicker.rowHeight)
        let unitWidths = units.map { $0.intrinsicContentSize.width }
        x = bounds.midX - (widths.reduce(0, +) + unitWidths.reduce(0, +)) / 2
        for (index, wheel) in wheels.enumerated() {
            wheel.frame = CGRect(x: x, y: bounds.minY, width: widths[index], height: bounds.height)
            x += widths[index]
            if units.indices.contains(index) {
                let size = units[index].intrinsicContentSize
                units[index].frame = CGRect(x: x - Self.wheelPadding / 2, y: bounds.midY - size.height / 2,
                                            width: size.width, height: size.height)
                x += size.width
            }
        }
    }

    /// The width of the widest label a wheel can show: every value of a looping wheel, a sample of the others.
    private static func widestLabel(of column: DatePickerColumn, _ format: DatePickerFormat) -> CGFloat {
        let rows: [Int]
        switch column.field {
        case .year: rows = [2026, 8888]
        case .dayOffset: rows = Array(-3...30)
        case .meridiem: rows = [0, 1]
        default: rows = Array(0..<(column.period ?? 1))
        }
        let label = UILabel()
        label.font = .systemFont(ofSize: UIDatePicker.wheelFontSize)
        return rows.map { row in
            label.text = column.label(ofRow: row, format)
            return label.intrinsicContentSize.width
        }.max() ?? 0
    }
}
