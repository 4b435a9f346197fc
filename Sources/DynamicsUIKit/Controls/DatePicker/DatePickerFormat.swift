import Foundation

/// How a date picker in one locale, calendar and time zone writes dates: the compact style's texts, the wheels'
/// labels and their order, all from Foundation's `DateFormatter` in that locale.
struct DatePickerFormat {
    let calendar: Calendar
    /// The first day of the wheels' "Today".
    let today: Date
    let monthSymbols: [String]
    let amSymbol: String
    let pmSymbol: String
    /// Whether the locale's clock runs 1–12 with AM/PM.
    let uses12HourClock: Bool
    /// Whether AM/PM comes before the hour (as in Korean).
    let meridiemFirst: Bool
    /// The order of month (M), day (d) and year (y) in the locale's long date.
    let dateOrder: [Character]
    private let dateFormatter: DateFormatter
    private let timeFormatter: DateFormatter
    private let dayFormatter: DateFormatter

    init(calendar: Calendar, today: Date) {
        self.calendar = calendar
        self.today = calendar.startOfDay(for: today)
        let locale = calendar.locale ?? DatePickerDefaults.locale
        func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            configure(formatter)
            return formatter
        }
        dateFormatter = formatter { $0.dateStyle = .medium; $0.timeStyle = .none }
        timeFormatter = formatter { $0.dateStyle = .none; $0.timeStyle = .short }
        dayFormatter = formatter { $0.setLocalizedDateFormatFromTemplate("EEEMMMd") }
        monthSymbols = dateFormatter.standaloneMonthSymbols
        amSymbol = dateFormatter.amSymbol
        pmSymbol = dateFormatter.pmSymbol
        let clock = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        uses12HourClock = clock.contains("a")
        meridiemFirst = (clock.firstIndex(of: "a") ?? clock.endIndex) < (clock.firstIndex { "hHkK".contains($0) } ?? clock.endIndex)
        let long = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
        dateOrder = "Mdy".sorted { (long.firstIndex(of: $0) ?? long.endIndex) < (long.firstIndex(of: $1) ?? long.endIndex) }
    }

    /// The compact style's date text: the medium date style ("Nov 26, 2026" in en_US).
    func dateText(_ date: Date) -> String { dateFormatter.string(from: date) }

    /// The compact style's time text: the short time style ("9:41 AM" in en_US).
    func timeText(_ date: Date) -> String { timeFormatter.string(from: date) }

    /// A `.dateAndTime` wheel's day: "Today", else weekday, month and day as iOS writes them ("Thu Nov 26": the
    /// template's comma dropped, as the wheels show it).
    func dayLabel(daysFromToday days: Int) -> String {
        if days == 0 { return "Today" }
        let day = calendar.date(byAdding: .day, value: days, to: today) ?? today
        return dayFormatter.string(from: day).replacingOccurrences(of: ",", with: "")
    }

    /// The wheels of `mode`, left to right, in the locale's order.
    func columns(for mode: UIDatePicker.Mode, interval: Int) -> [DatePickerColumn] {
        func column(_ field: DatePickerColumn.Field) -> DatePickerColumn { DatePickerColumn(field: field, interval: interval) }
        var time = uses12HourClock ? [column(.hour12), column(.minute)] : [column(.hour24), column(.minute)]
        if uses12HourClock { meridiemFirst ? time.insert(column(.meridiem), at: 0) : time.append(column(.meridiem)) }
        switch mode {
        case .time: return time
        case .dateAndTime: return [column(.dayOffset)] + time
        case .countDownTimer: return [column(.countdownHours), column(.countdownMinutes)]
        case .date:
            return dateOrder.map { column($0 == "M" ? .month : $0 == "d" ? .day : .year) }
        @unknown default: return [column(.dayOffset)] + time
        }
    }
}
