import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// UIDatePicker without a scene: its defaults, the compact style's texts in the picker's locale, the limits that
/// keep `date` in range, the minute interval's and the count-down's rules, and the sizes of both styles.
@Suite struct DatePickerTests {
    private let gmt = TimeZone(identifier: "GMT")!

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
                      in zone: TimeZone? = nil) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone ?? gmt
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The texts of the picker's labels, depth first (the capsules' date, then time).
    private func texts(_ view: UIView) -> [String] {
        view.subviews.flatMap { ($0 as? UILabel)?.text.map { [$0] } ?? texts($0) }
    }

    /// The locale's short time with a plain space before AM/PM (ICU writes U+202F, as iOS 17 does).
    private func plain(_ text: String) -> String { text.replacingOccurrences(of: "\u{202F}", with: " ") }

    @Test func aNewPickerShowsTheScenesNowInCompactCapsules() throws {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.date == date(2026, 11, 26, 9, 41))
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(texts(picker).map(plain) == ["Nov 26, 2026", "9:41 AM"])
        // Two 34-point capsules, 6 apart, each 11 points wider than its text at both ends.
        let size = picker.intrinsicContentSize
        #expect(size.height == 34)
        picker.frame = CGRect(origin: .zero, size: size)
        picker.layoutIfNeeded()
        let plates = picker.subviews.filter { !$0.subviews.isEmpty }
        #expect(plates.count == 2)
        #expect(plates[0].frame.minX == 0 && plates[1].frame.minX == plates[0].frame.maxX + 6)
        #expect(plates[1].frame.maxX == size.width)
        #expect(plates[0].layer.cornerRadius == 8)
        let dateLabel = try #require(plates[0].subviews.first as? UILabel)
        #expect(plates[0].frame.width == dateLabel.intrinsicContentSize.width + 22)
    }

    @Test func theModeChoosesTheCapsulesAndTheLocaleWritesThem() {
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        #expect(texts(picker) == ["Nov 26, 2026"])
        picker.datePickerMode = .time
        #expect(texts(picker).map(plain) == ["9:41 AM"])
        picker.datePickerMode = .dateAndTime
        picker.locale = Locale(identifier: "de_DE")
        #expect(texts(picker) == ["26.11.2026", "09:41"])
        picker.locale = Locale(identifier: "en_GB")
        picker.timeZone = TimeZone(identifier: "Europe/Paris")
        #expect(texts(picker) == ["26 Nov 2026", "10:41"], "the same moment, an hour later in Paris")
    }

    @Test func theLimitsKeepTheDateInRange() {
        let picker = UIDatePicker()
        picker.maximumDate = date(2026, 11, 20)
        #expect(picker.date == date(2026, 11, 20), "a lower maximum pulls the date back")
        picker.setDate(date(2030, 1, 1), animated: false)
        #expect(picker.date == date(2026, 11, 20))
        picker.minimumDate = date(2026, 1, 1)
        picker.date = date(2025, 6, 1)
        #expect(picker.date == date(2026, 1, 1))
        picker.date = date(2026, 3, 4, 5, 6)
        #expect(picker.date == date(2026, 3, 4, 5, 6))
        #expect(texts(picker).map(plain) == ["Mar 4, 2026", "5:06 AM"])
    }

    @Test func theMinuteIntervalMustDivideAnHour() {
        let picker = UIDatePicker()
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 60
        #expect(picker.minuteInterval == 1)
    }

    @Test func aCountDownTimerIsWheelsOfWholeMinutesUnderADay() {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels, "whatever style is preferred")
        picker.countDownDuration = 125
        #expect(picker.countDownDuration == 120)
        picker.countDownDuration = 90_000
        #expect(picker.countDownDuration == 86_340)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func theWheelsShowTheLocalesColumnsWithTheChosenRowsInTheMiddle() {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .date
        picker.layoutIfNeeded()
        #expect(middleTexts(picker) == ["November", "26", "2026"])
        picker.locale = Locale(identifier: "en_GB")
        picker.layoutIfNeeded()
        #expect(middleTexts(picker) == ["26", "November", "2026"], "day first in Britain")
        picker.datePickerMode = .time
        picker.layoutIfNeeded()
        #expect(middleTexts(picker) == ["09", "41"], "a 24-hour clock has no AM/PM wheel")
        picker.locale = nil
        picker.datePickerMode = .dateAndTime
        picker.layoutIfNeeded()
        #expect(middleTexts(picker) == ["Today", "9", "41", "AM"])
        picker.date = date(2026, 11, 27, 15, 5)
        picker.layoutIfNeeded()
        #expect(middleTexts(picker) == ["Fri Nov 27", "3", "05", "PM"])
    }

    /// The label in the middle of each wheel (the one drawn at full height, on the centre line), left to right.
    private func middleTexts(_ picker: UIDatePicker) -> [String] {
        picker.subviews.filter { !($0 is UILabel) && $0.subviews.contains { $0 is UILabel } }
            .sorted { $0.frame.minX < $1.frame.minX }
            .compactMap { wheel in
                wheel.subviews.compactMap { $0 as? UILabel }
                    .first { abs($0.center.y - wheel.bounds.midY) < 0.01 && $0.transform.d > 0.999 }?.text
            }
    }
}
