import Foundation

/// One wheel of a date picker: what its rows stand for and how they are labelled. Rows are numbered without bounds
/// on wheels that loop (months, days, hours, minutes repeat as on iOS) and from a fixed origin on the others.
struct DatePickerColumn: Equatable {
    /// What a row of the wheel sets.
    enum Field: Equatable {
        case month, day, year
        /// Days from the reference day ("Today"), for `.dateAndTime`.
        case dayOffset
        /// 12, 1, …, 11.
        case hour12
        /// 00 … 23.
        case hour24
        /// 00 … in steps of the minute interval.
        case minute
        /// AM, PM.
        case meridiem
        /// Whole hours of a count-down (0 … 23).
        case countdownHours
        /// Minutes of a count-down, in steps of the minute interval.
        case countdownMinutes
    }

    let field: Field
    /// The minute interval, for the minute wheels.
    let interval: Int

    /// How many distinct values the wheel has, for wheels that loop; nil for years, days from today and AM/PM.
    var period: Int? {
        switch field {
        case .month: 12
        case .day: 31
        case .hour12: 12
        case .hour24, .countdownHours: 24
        case .minute, .countdownMinutes: 60 / interval
        case .year, .dayOffset, .meridiem: nil
        }
    }

    /// The rows a finger can reach: all for looping wheels; years 1…9999; AM/PM two rows.
    var rowRange: ClosedRange<Int>? {
        switch field {
        case .year: 1...9999
        case .meridiem: 0...1
        default: nil
        }
    }

    /// The value a row stands for: its place within the period for looping wheels, the row itself otherwise.
    func value(ofRow row: Int) -> Int {
        guard let period else { return row }
        return ((row % period) + period) % period
    }

    /// The row nearest `current` that stands for `value` (a looping wheel turns the short way).
    func row(for value: Int, near current: Int) -> Int {
        guard let period else { return value }
        let base = current - self.value(ofRow: current)
        let candidates = [base - period + value, base + value, base + period + value]
        return candidates.min { abs($0 - current) < abs($1 - current) }!
    }

    /// The row's text in `format`.
    func label(ofRow row: Int, _ format: DatePickerFormat) -> String {
        let value = value(ofRow: row)
        switch field {
        case .month: return format.monthSymbols[value]
        case .day: return String(value + 1)
        case .year: return String(value)
        case .dayOffset: return format.dayLabel(daysFromToday: value)
        case .hour12: return String(value == 0 ? 12 : value)
        case .hour24: return String(format: "%02d", value)
        case .minute: return String(format: "%02d", value * interval)
        case .meridiem: return value == 0 ? format.amSymbol : format.pmSymbol
        case .countdownHours: return String(value)
        case .countdownMinutes: return String(value * interval)
        }
    }
}
