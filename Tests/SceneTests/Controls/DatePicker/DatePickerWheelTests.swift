import Dynamics
import Foundation
import Testing

/// UIDatePicker under scripted fingers: a drag turns one wheel, the wheel settles on a row, the date follows
/// (a day the month lacks becomes its last, the limits pull it back) and `.valueChanged` comes once the wheel is at
/// rest; and how the wheels and the compact capsules draw.
@Suite struct DatePickerWheelTests {
    final class Box: @unchecked Sendable { var picker: UIDatePicker? }

    private static let gmt = TimeZone(identifier: "GMT")!

    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = gmt
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A 320 × 216 wheels picker at (0, 100) in a 320 × 400 window (its middle row is window rows 192…224), showing
    /// `mode`, logging its value changes with the date they carry.
    private func pickerScene(_ log: Log, _ box: Box, mode: UIDatePicker.Mode, maximum: Date? = nil,
                             script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: Scene(name: "date-picker", summary: "", size: CGSize(width: 320, height: 400), duration: 2) { context in
            context.view.backgroundColor = .white
            let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
            picker.preferredDatePickerStyle = .wheels
            picker.datePickerMode = mode
            picker.maximumDate = maximum
            box.picker = picker
            picker.addAction(UIAction { action in
                let date = (action.sender as? UIDatePicker)?.date ?? .distantPast
                log.entries.append("changed \(date.timeIntervalSince1970)")
            }, for: .valueChanged)
            context.view.addSubview(picker)
            script(context)
        })
    }

    /// The x of the middle of the `index`th wheel, in the window.
    @MainActor private func wheelX(_ picker: UIDatePicker, _ index: Int) -> CGFloat {
        let wheels = picker.subviews.filter { !($0 is UILabel) && $0.subviews.contains { $0 is UILabel } }
            .sorted { $0.frame.minX < $1.frame.minX }
        return wheels[index].frame.midX
    }

    @Test func draggingTheMonthWheelUpTwoRowsPicksJanuaryOfTheSameYear() throws {
        let log = Log(), box = Box()
        let runner = pickerScene(log, box, mode: .date) { context in
            context.at(0.05) {
                let x = wheelX(box.picker!, 0)
                // Two rows are 64 points; the finger lifts 66 points up, so the wheel settles two rows on.
                context.pan(along: [CGPoint(x: x, y: 240), CGPoint(x: x, y: 174)], from: 0.1, duration: 0.3)
            }
        }
        runner.advance(to: 0.35)
        #expect(box.picker?.date == Self.date(2026, 11, 26, 9, 41), "nothing changes before the finger lifts")
        runner.advance(to: 0.45)
        // The month wheel loops without touching the year, as on iOS.
        #expect(box.picker?.date == Self.date(2026, 1, 26, 9, 41))
        #expect(log.entries.isEmpty, "the wheel is still settling")
        runner.advance(to: 1)
        #expect(log.entries == ["changed \(Self.date(2026, 1, 26, 9, 41).timeIntervalSince1970)"])
    }

    @Test func aDayTheMonthLacksBecomesItsLast() {
        let log = Log(), box = Box()
        let runner = pickerScene(log, box, mode: .date) { context in
            context.at(0.05) {
                let x = wheelX(box.picker!, 1)
                // Five rows on from the 26th is the 31st, which November lacks.
                context.pan(along: [CGPoint(x: x, y: 300), CGPoint(x: x, y: 300 - 5 * 32)], from: 0.1, duration: 0.3)
            }
        }
        runner.advance(to: 1)
        #expect(box.picker?.date == Self.date(2026, 11, 30, 9, 41))
        #expect(log.entries.count == 1)
    }

    @Test func aTimeBeyondTheMaximumTurnsBackToIt() {
        let log = Log(), box = Box()
        let maximum = Self.date(2026, 11, 26, 10, 0)
        let runner = pickerScene(log, box, mode: .time, maximum: maximum) { context in
            context.at(0.05) {
                let x = wheelX(box.picker!, 0)
                // The hour wheel two rows on: 11:41, past the 10:00 limit.
                context.pan(along: [CGPoint(x: x, y: 300), CGPoint(x: x, y: 300 - 2 * 32)], from: 0.1, duration: 0.3)
            }
        }
        runner.advance(to: 1)
        #expect(box.picker?.date == maximum)
        #expect(log.entries == ["changed \(maximum.timeIntervalSince1970)"])
    }

    @Test func aTapOnARowBelowTheMiddleTurnsItUp() {
        let log = Log(), box = Box()
        let runner = pickerScene(log, box, mode: .time) { context in
            context.at(0.05) {
                // The minute wheel's row just below the middle (42), one row down: window row 208 + 32.
                context.tap(at: CGPoint(x: wheelX(box.picker!, 1), y: 240), time: 0.1)
            }
        }
        runner.advance(to: 1)
        #expect(box.picker?.date == Self.date(2026, 11, 26, 9, 42))
        #expect(log.entries.count == 1)
    }

    @Test func theWheelsDrawABandBehindTheMiddleRowAndTheCapsulesAreGrey() throws {
        let box = Box()
        let runner = SceneRunner(scene: Scene(name: "date-picker-pixels", summary: "", size: CGSize(width: 320, height: 400),
                                              duration: 1) { context in
            context.view.backgroundColor = .white
            let wheels = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
            wheels.preferredDatePickerStyle = .wheels
            wheels.datePickerMode = .time
            box.picker = wheels
            let compact = UIDatePicker()
            compact.frame = CGRect(origin: CGPoint(x: 20, y: 340), size: compact.intrinsicContentSize)
            context.view.addSubview(wheels)
            context.view.addSubview(compact)
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // The band (tertiarySystemFill over white, about (239, 239, 240)) spans x 8…312 at window rows 192…224.
        let band = image.pixel(x: 12, y: 208)
        #expect((237...240).contains(Int(band.r)) && band.r == band.g && (238...241).contains(Int(band.b)))
        let outside = image.pixel(x: 4, y: 208), above = image.pixel(x: 12, y: 188)
        #expect(outside.r == 255 && above.r == 255 && above.b == 255)
        // The middle row's digits are black; rows further out are fainter.
        let middleInk = darkest(image, x: Int(wheelX(box.picker!, 0)) - 12...Int(wheelX(box.picker!, 0)) + 12, y: 196...220)
        #expect(middleInk < 60)
        let outerInk = darkest(image, x: Int(wheelX(box.picker!, 0)) - 12...Int(wheelX(box.picker!, 0)) + 12, y: 104...130)
        #expect(outerInk > middleInk + 60)
        // The compact capsules: grey plates (the same fill) with black text, at y 340…374.
        let plate = image.pixel(x: 24, y: 357)
        #expect((237...240).contains(Int(plate.r)) && (238...241).contains(Int(plate.b)))
        #expect(darkest(image, x: 30...100, y: 345...369) < 60)
    }

    /// The smallest red value in a block of the picture (text is black on white or grey).
    private func darkest(_ image: Image, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Int {
        var least = 255
        for row in y { for column in x { least = min(least, Int(image.pixel(x: column, y: row).r)) } }
        return least
    }
}
