import Foundation
import DynamicsGeometry

/// Spinning wheels of rows a finger turns to pick one row per wheel (component), drawn as iOS 14 and later draw them:
/// rows curving away and fading on a cylinder, behind a grey rounded band across the middle row. Its rows come from
/// a `dataSource` and its contents and sizes from a `delegate`. A finger dragged up or down a wheel turns it row for
/// row; when it lifts, the wheel settles on the nearest row in a quarter second and the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)` once, when the wheel is at rest and only if the row changed. The wheels
/// share the date picker's drawing and touch handling (`PickerWheel`).
open class UIPickerView: UIView {
    /// A row's height when the delegate does not say, in points.
    static let defaultRowHeight: CGFloat = 32
    /// The rows' title size, in points (the date picker's wheels').
    static let titleFontSize: CGFloat = UIDatePicker.wheelFontSize
    /// The picker's size when nothing constrains it, in points (iOS's 320 × 216).
    static let defaultSize = CGSize(width: 320, height: 216)
    /// The gap between neighbouring components, in points (our reading of iOS 14–17 screenshots).
    static let componentSpacing: CGFloat = 5

    /// Gives the picker its components and rows; held weakly, as in UIKit. Setting it reloads the rows.
    open weak var dataSource: UIPickerViewDataSource? { didSet { isLoaded = false; setNeedsLayout() } }
    /// Gives the rows' contents and sizes and hears picks; held weakly, as in UIKit. Setting it reloads the rows.
    open weak var delegate: UIPickerViewDelegate? { didSet { isLoaded = false; setNeedsLayout() } }
    /// Kept for old code: the band is always drawn on iOS 7 and later, whatever this says.
    open var showsSelectionIndicator = false

    private var wheels: [PickerWheel] = []
    private var rowCounts: [Int] = []
    /// Whether the components and row counts were read from the data source since it last changed.
    private var isLoaded = false
    private let band = controlPart(.tertiarySystemFill, cornerRadius: DatePickerParts.bandCornerRadius)
    /// The finger turning a wheel, and that wheel's component.
    private var drag: (finger: PickerWheelDrag, component: Int)?

    /// A picker with `frame` and no rows until it has a data source.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(band)
    }

    /// A picker with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(band)
    }

    /// 320 × 216 points, as iOS sizes a picker.
    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    /// The number of components, as the data source last said.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return wheels.count
    }

    /// The number of rows of `component`, as the data source last said (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The size of a row of `component`: the component's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: width(ofComponent: component), height: rowHeight(ofComponent: component))
    }

    /// The row in the middle of `component`'s wheel; -1 when the component has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        guard wheels.indices.contains(component), rowCounts[component] > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    /// Turns `component`'s wheel to `row` (kept within its rows), over a quarter second when `animated`. The
    /// delegate hears nothing, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        let wheel = wheels[component]
        wheel.selectedRow = wheel.clamp(row)
        turn(wheel, animated: animated, completion: nil)
    }

    /// The view showing `row` of `component`, if the row is near enough to the middle to be shown.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        return wheels[component].shownRowViews[row]
    }

    /// Asks the data source for the components and rows again, and the delegate for every shown row. Selected rows
    /// are kept where they still exist.
    open func reloadAllComponents() {
        isLoaded = true
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count { makeWheel(component: wheels.count) }
        rowCounts = Array(repeating: 0, count: count)
        for component in 0..<count { reload(component) }
        setNeedsLayout()
    }

    /// Asks the data source for `component`'s row count again and the delegate for its shown rows.
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        reload(component)
        setNeedsLayout()
    }

    private func reload(_ component: Int) {
        let count = max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
        rowCounts[component] = count
        let wheel = wheels[component]
        wheel.rows = 0..<count
        wheel.selectedRow = wheel.clamp(wheel.selectedRow)
        wheel.offset = 0
        wheel.reloadRows()
    }

    private func makeWheel(component: Int) {
        let wheel = PickerWheel(rowHeight: Self.defaultRowHeight, greysDisabledRows: false) { [unowned self] row in
            guard let delegate else { return PickerWheel.rowLabel(nil, fontSize: Self.titleFontSize) }
            return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
        }
        wheels.append(wheel)
        addSubview(wheel)
    }

    private func loadIfNeeded() {
        if !isLoaded { reloadAllComponents() }
    }

    /// A component's width when the delegate does not say: the picker's width less the band's insets and the gaps,
    /// shared equally.
    var equalComponentWidth: CGFloat {
        let count = CGFloat(max(wheels.count, 1))
        let spare = bounds.width - 2 * DatePickerParts.bandInset - Self.componentSpacing * (count - 1)
        return max(spare / count, 0)
    }

    private func width(ofComponent component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth
        return width.isFinite ? max(width, 0) : 0
    }

    private func rowHeight(ofComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height.isFinite && height > 0 ? height : Self.defaultRowHeight
    }

    /// The components side by side, centred, 5 points apart, over the full height; the band across the middle row,
    /// as tall as the tallest component's rows.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        let widths = wheels.indices.map(width(ofComponent:))
        let heights = wheels.indices.map(rowHeight(ofComponent:))
        let bandHeight = heights.max() ?? Self.defaultRowHeight
        band.frame = CGRect(x: bounds.minX + DatePickerParts.bandInset, y: bounds.midY - bandHeight / 2,
                            width: max(bounds.width - 2 * DatePickerParts.bandInset, 0), height: bandHeight)
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(wheels.count - 1, 0))
        var x = bounds.midX - total / 2
        for (index, wheel) in wheels.enumerated() {
            if wheel.rowHeight != heights[index] {
                wheel.rowHeight = heights[index]
                wheel.reloadRows()
            }
            wheel.frame = CGRect(x: x, y: bounds.minY, width: widths[index], height: bounds.height)
            x += widths[index] + Self.componentSpacing
        }
    }

    /// A finger on a wheel takes hold of it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self),
              let index = wheels.firstIndex(where: { $0.frame.minX <= point.x && point.x < $0.frame.maxX }),
              rowCounts[index] > 0 else { return }
        drag = (PickerWheelDrag(wheel: wheels[index], y: point.y), index)
    }

    /// The held wheel turns with the finger: a finger moving up brings later rows to the middle.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        drag?.finger.follow(touches, in: self)
    }

    /// The wheel settles on the row nearest the middle (a tap that did not move turns the tapped row to the
    /// middle); once it is at rest the delegate hears the pick, if the row changed.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard var held = drag, let point = touches.first?.location(in: self) else { return }
        held.finger.move(to: point.y)
        drag = nil
        let old = held.finger.wheel.selectedRow
        let row = held.finger.lift(at: point.y, middle: bounds.midY)
        turn(held.finger.wheel, animated: true) { [weak self] in
            guard let self, row != old else { return }
            delegate?.pickerView(self, didSelectRow: row, inComponent: held.component)
        }
    }

    /// The held wheel settles back on its row.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let held = drag else { return }
        drag = nil
        turn(held.finger.wheel, animated: true, completion: nil)
    }

    /// Brings `wheel` to rest on its selected row, over the date picker's settling time when `animated`.
    private func turn(_ wheel: PickerWheel, animated: Bool, completion: (() -> Void)?) {
        wheel.offset = 0
        guard animated else {
            wheel.layoutRows()
            completion?()
            return
        }
        UIView.animate(withDuration: UIDatePicker.settleDuration, animations: {
            wheel.layoutRows(prune: false)
        }, completion: { _ in
            wheel.layoutRows()
            completion?()
        })
    }
}
