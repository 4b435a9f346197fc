import Foundation

extension UIDatePicker {
    /// The value `column`'s wheel shows for the current date or duration.
    func value(of column: DatePickerColumn) -> Int {
        let calendar = self.calendar!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        switch column.field {
        case .month: return (parts.month ?? 1) - 1
        case .day: return (parts.day ?? 1) - 1
        case .year: return parts.year ?? 1
        case .dayOffset:
            let today = calendar.startOfDay(for: DatePickerDefaults.now(in: calendar))
            return calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: date)).day ?? 0
        case .hour12: return hour % 12
        case .hour24: return hour
        case .minute: return (parts.minute ?? 0) / column.interval
        case .meridiem: return hour >= 12 ? 1 : 0
        case .countdownHours: return Int(countDownDuration) / 3600
        case .countdownMinutes: return Int(countDownDuration) % 3600 / 60 / column.interval
        }
    }

    /// Whether turning `column`'s wheel to `row` gives a date the picker can show: a day the month has, within
    /// `minimumDate…maximumDate`. Such rows are drawn grey.
    func canPick(_ row: Int, in column: DatePickerColumn) -> Bool {
        if column.field == .countdownHours || column.field == .countdownMinutes { return true }
        guard let date = date(choosing: row, in: column, clampingDay: false) else { return false }
        return (minimumDate.map { date >= $0 } ?? true) && (maximumDate.map { date <= $0 } ?? true)
    }

    /// Turns `column`'s wheel to `row`: sets the date it gives (a day the month lacks becomes the month's last,
    /// and the date is kept within the limits, as iOS turns the wheels back) or the count-down's duration (at least
    /// one minute, as on iOS). Returns whether the value changed.
    func pick(_ row: Int, in column: DatePickerColumn) -> Bool {
        let value = column.value(ofRow: row)
        switch column.field {
        case .countdownHours, .countdownMinutes:
            var hours = Int(countDownDuration) / 3600, minutes = Int(countDownDuration) % 3600 / 60
            if column.field == .countdownHours { hours = value } else { minutes = value * column.interval }
            let old = countDownDuration
            countDownDuration = TimeInterval(max(hours * 3600 + minutes * 60, 60))
            return countDownDuration != old
        default:
            guard let picked = date(choosing: row, in: column, clampingDay: true) else { return false }
            let old = date
            date = picked
            return date != old
        }
    }

    /// The date the current one becomes when `column`'s wheel shows `row`, keeping the other fields; nil when the
    /// day does not exist in that month and `clampingDay` is false.
    private func date(choosing row: Int, in column: DatePickerColumn, clampingDay: Bool) -> Date? {
        let calendar = self.calendar!
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        let value = column.value(ofRow: row)
        switch column.field {
        case .month: parts.month = value + 1
        case .day: parts.day = value + 1
        case .year: parts.year = value
        case .dayOffset:
            let today = calendar.startOfDay(for: DatePickerDefaults.now(in: calendar))
            guard let day = calendar.date(byAdding: .day, value: value, to: today) else { return nil }
            let picked = calendar.dateComponents([.era, .year, .month, .day], from: day)
            (parts.era, parts.year, parts.month, parts.day) = (picked.era, picked.year, picked.month, picked.day)
        case .hour12: parts.hour = value + ((parts.hour ?? 0) >= 12 ? 12 : 0)
        case .hour24: parts.hour = value
        case .minute: parts.minute = value * column.interval
        case .meridiem: parts.hour = (parts.hour ?? 0) % 12 + 12 * value
        case .countdownHours, .countdownMinutes: return nil
        }
        let first = DateComponents(era: parts.era, year: parts.year, month: parts.month, day: 1)
        if let start = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: start)?.count,
           let day = parts.day, day > days {
            guard clampingDay else { return nil }
            parts.day = days
        }
        return calendar.date(from: parts)
    }
}
