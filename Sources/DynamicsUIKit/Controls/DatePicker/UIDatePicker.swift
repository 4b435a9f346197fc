import Foundation
import DynamicsGeometry

/// A control for picking a date, a time, both, or a count-down duration, drawn as iOS 14 and later draw it: by
/// default (`.compact`) the formatted date and time in grey rounded capsules; with `preferredDatePickerStyle =
/// .wheels` (and always for `.countDownTimer`) the classic spinning wheels behind a grey selection band. A finger
/// dragged up or down a wheel turns it; when it lifts the wheel settles on the nearest row in a quarter second, the
/// date changes (kept within `minimumDate…maximumDate`) and `.valueChanged` is sent. Texts come from Foundation's
/// `DateFormatter` in the picker's `locale`, `calendar` and `timeZone`; unset, those are an en_US iPhone's in GMT,
/// and the date starts at the scene's "now", 9:41 AM on 26 November 2026 (see DECISIONS.md).
open class UIDatePicker: UIControl {
    /// A row's height on the wheels, in points.
    static let rowHeight: CGFloat = 32
    /// The wheels' text size, in points.
    static let wheelFontSize: CGFloat = 21
    /// The wheels style's size, in points (iOS 14's).
    static let wheelsSize = CGSize(width: 320, height: 216)
    /// How long a wheel takes to settle on a row, and `setDate(_:animated: true)` to turn the wheels, in seconds.
    static let settleDuration: TimeInterval = 0.25

    private var storedDate: Date
    private var storedCalendar: Calendar?
    /// The wheels or capsules and the band, made again when the mode, style or formatting changes.
    private var parts = DatePickerParts()
    /// The finger turning a wheel, and what the wheel's rows stand for.
    private var drag: (finger: PickerWheelDrag, column: DatePickerColumn)?
    /// True while a wheel's pick sets the value: the wheels then turn in the settling animation, not at once.
    private var isSettling = false

    /// What the picker picks (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    /// The style asked for (`.automatic` by default); `datePickerStyle` is the one shown.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { rebuild() } }

    /// The style shown: `.wheels` for count-down timers and when asked for; `.compact` otherwise (also for
    /// `.automatic`, as on iOS 14+, and for `.inline`, which is not drawn here).
    open var datePickerStyle: UIDatePickerStyle {
        datePickerMode == .countDownTimer || preferredDatePickerStyle == .wheels ? .wheels : .compact
    }

    /// The date shown, kept within `minimumDate…maximumDate`. Setting it sends no action, as in UIKit.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date a finger can pick (nil: no limit); `date` is kept at or after it.
    open var minimumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// The latest date a finger can pick (nil: no limit); `date` is kept at or before it.
    open var maximumDate: Date? { didSet { setDate(storedDate, animated: false) } }
    /// The minutes between the minute wheel's rows (1 by default); a value that does not divide 60 evenly, or is
    /// outside 1…30, is replaced by 1, as UIKit documents.
    open var minuteInterval = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 }
            rebuild()
        }
    }
    /// The duration a `.countDownTimer` picker shows, in seconds: 0…23 h 59 min, whole minutes. 0 by default.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let seconds = countDownDuration.isFinite ? countDownDuration : 0
            countDownDuration = (min(max(seconds, 0), 86_399) / 60).rounded(.down) * 60
            refresh(animated: false)
        }
    }
    /// The locale the texts are written in (nil: the scene's en_US).
    open var locale: Locale? { didSet { rebuild() } }
    /// The time zone dates are shown in (nil: the scene's GMT).
    open var timeZone: TimeZone? { didSet { rebuild() } }
    /// The calendar dates are shown in: Gregorian in the picker's locale until set. Its time zone is the picker's.
    open var calendar: Calendar! {
        get {
            let locale = self.locale ?? DatePickerDefaults.locale
            var calendar = storedCalendar ?? DatePickerDefaults.calendar(locale: locale, timeZone: DatePickerDefaults.timeZone)
            calendar.timeZone = timeZone ?? DatePickerDefaults.timeZone
            if storedCalendar?.locale == nil { calendar.locale = locale }
            return calendar
        }
        set {
            storedCalendar = newValue
            rebuild()
        }
    }

    /// A date-and-time picker in the compact style showing the scene's "now", with `frame`.
    public override init(frame: CGRect) {
        storedDate = DatePickerDefaults.now(in: DatePickerDefaults.calendar(locale: DatePickerDefaults.locale,
                                                                            timeZone: DatePickerDefaults.timeZone))
        super.init(frame: frame)
        rebuild()
    }

    /// A date-and-time picker with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        storedDate = DatePickerDefaults.now(in: DatePickerDefaults.calendar(locale: DatePickerDefaults.locale,
                                                                            timeZone: DatePickerDefaults.timeZone))
        super.init(coder: coder)
        rebuild()
    }

    /// Shows `date`, kept within `minimumDate…maximumDate`; `animated` turns the wheels to it over a quarter second.
    /// Sends no action, as in UIKit.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        refresh(animated: animated)
    }

    /// `date` kept within the limits (a non-finite date is not taken).
    private func clamped(_ date: Date) -> Date {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return storedDate }
        var result = date
        if let maximumDate, result > maximumDate { result = maximumDate }
        if let minimumDate, result < minimumDate { result = minimumDate }
        return result
    }

    /// The compact capsules' size, or the wheels' 320 × 216.
    open override var intrinsicContentSize: CGSize {
        datePickerStyle == .wheels ? Self.wheelsSize : parts.compactSize
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        parts.layout(in: bounds)
    }

    /// A finger on a wheel takes hold of it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let point = touches.first?.location(in: self),
              let index = parts.wheels.firstIndex(where: { $0.frame.minX <= point.x && point.x < $0.frame.maxX }) else { return }
        drag = (PickerWheelDrag(wheel: parts.wheels[index], y: point.y), parts.columns[index])
    }

    /// The held wheel turns with the finger: a finger moving up brings later rows to the middle.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        drag?.finger.follow(touches, in: self)
    }

    /// The wheel settles on the row nearest the middle (a tap that did not move turns the tapped row to the
    /// middle), the date follows, and `.valueChanged` is sent once the wheel is at rest.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard var held = drag, let point = touches.first?.location(in: self) else { return }
        held.finger.move(to: point.y)
        drag = nil
        let row = held.finger.lift(at: point.y, middle: bounds.midY)
        isSettling = true
        let changed = pick(row, in: held.column)
        isSettling = false
        refreshWheels(animated: true) { [weak self] in
            if changed { self?.sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        }
    }

    /// The held wheel settles back where it was.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard drag != nil else { return }
        drag = nil
        refresh(animated: true)
    }

    /// The raw touches of a tap already went through the methods above.
    override func handleTap(at point: CGPoint) {}

    /// Makes the parts of the current style again (the formatting, the mode or the style changed).
    private func rebuild() {
        parts.remove()
        let format = DatePickerFormat(calendar: calendar, today: DatePickerDefaults.now(in: calendar))
        parts = datePickerStyle == .wheels
            ? DatePickerParts(wheelsFor: format.columns(for: datePickerMode, interval: minuteInterval), format: format)
            : DatePickerParts(compactFor: datePickerMode, format: format)
        for view in parts.views { addSubview(view) }
        invalidateIntrinsicContentSize()
        refresh(animated: false)
    }

    /// Shows the current date or duration: the capsules' texts, or each wheel turned to its row.
    private func refresh(animated: Bool) {
        guard !isSettling else { return }
        refreshWheels(animated: animated, completion: nil)
    }

    /// `refresh(animated:)`, running `completion` when the wheels are at rest.
    private func refreshWheels(animated: Bool, completion: (() -> Void)?) {
        parts.showTexts(of: storedDate)
        for (wheel, column) in zip(parts.wheels, parts.columns) {
            wheel.selectedRow = column.row(for: value(of: column), near: wheel.selectedRow)
            wheel.offset = 0
            wheel.isRowEnabled = { [unowned self] row in canPick(row, in: column) }
        }
        parts.showUnits(hours: Int(countDownDuration) / 3600)
        parts.layout(in: bounds)
        if animated {
            UIView.animate(withDuration: Self.settleDuration, animations: {
                self.parts.wheels.forEach { $0.layoutRows(prune: false) }
            }, completion: { _ in completion?() })
        } else {
            parts.wheels.forEach { $0.layoutRows() }
            completion?()
        }
    }
}
