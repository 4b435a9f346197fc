import Foundation

/// How a date picker looks (iOS 13.4+).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: `.compact` for dates and times (iOS 14+), `.wheels` for count-down timers.
    case automatic = 0
    /// The spinning wheels with a selection band.
    case wheels = 1
    /// Grey rounded capsules holding the formatted date and time.
    case compact = 2
    /// A calendar shown in place (iOS 14+). Not drawn here: a picker that prefers it shows `.compact`
    /// (see DECISIONS.md).
    case inline = 3
}

extension UIDatePicker {
    /// What a date picker picks.
    public enum Mode: Int, Sendable {
        /// Hours and minutes (and AM/PM where the locale uses a 12-hour clock).
        case time = 0
        /// Month, day and year, in the locale's order.
        case date = 1
        /// A day (with "Today"), hours and minutes. The default.
        case dateAndTime = 2
        /// Hours and minutes of a duration (`countDownDuration`).
        case countDownTimer = 3
    }
}
