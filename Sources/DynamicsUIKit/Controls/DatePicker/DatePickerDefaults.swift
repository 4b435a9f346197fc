import Foundation

/// What a date picker uses where UIKit would read the device: its clock, region and time zone. A scene is an iPhone
/// whose status bar reads 9:41 AM, so "now" is 9:41 AM on Thursday 26 November 2026, in the en_US region and GMT,
/// the same on every machine (see DECISIONS.md).
enum DatePickerDefaults {
    /// The locale of a picker whose `locale` is nil.
    static let locale = Locale(identifier: "en_US")
    /// The time zone of a picker whose `timeZone` is nil.
    static let timeZone = TimeZone(identifier: "GMT")!

    /// The calendar of a picker whose `calendar` was not set: Gregorian, in `locale` and `timeZone`.
    static func calendar(locale: Locale, timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    /// "Now" in `calendar`: 9:41 AM on 26 November 2026.
    static func now(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: 11, day: 26, hour: 9, minute: 41))!
    }
}
