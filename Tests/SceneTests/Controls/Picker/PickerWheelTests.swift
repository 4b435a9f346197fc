import Dynamics
import Foundation
import Testing

/// UIPickerView under scripted fingers: a drag turns one component's wheel, the wheel settles on a row, and the
/// delegate hears `didSelectRow` once, when the wheel is at rest; and how the wheels and the band draw.
@Suite struct PickerViewTests {
    /// Two components: 20 numbered rows ("Row 0" …) and 5 sizes; records every call it gets.
    final class Model: UIPickerViewDataSource, UIPickerViewDelegate, @unchecked Sendable {
        var log: [String] = []
        var counts = [20, 5]
        var picker: UIPickerView?

        func numberOfComponents(in pickerView: UIPickerView) -> Int { counts.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { counts[component] }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? "Row \(row)" : ["XS", "S", "M", "L", "XL"][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            log.append("didSelect \(row) \(component) selected \(pickerView.selectedRow(inComponent: component))")
        }
    }

    /// A 320 × 216 picker at (0, 100) in a 320 × 400 window: its middle row is window rows 192…224.
    private func pickerScene(_ model: Model, script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: Scene(name: "picker-view", summary: "", size: CGSize(width: 320, height: 400), duration: 2) { context in
            context.view.backgroundColor = .white
            let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
            picker.dataSource = model
            picker.delegate = model
            model.picker = picker
            context.view.addSubview(picker)
            script(context)
        })
    }

    @Test func draggingTheFirstWheelUpThreeRowsSelectsRowThreeOnceAtRest() {
        let model = Model()
        let runner = pickerScene(model) { context in
            // Three rows are 96 points; the finger lifts 100 points up at x 80 (the first component), so the wheel
            // settles three rows on.
            context.pan(along: [CGPoint(x: 80, y: 280), CGPoint(x: 80, y: 180)], from: 0.1, duration: 0.3)
        }
        runner.advance(to: 0.35)
        #expect(model.picker?.selectedRow(inComponent: 0) == 0, "nothing is picked before the finger lifts")
        runner.advance(to: 0.45)
        #expect(model.picker?.selectedRow(inComponent: 0) == 3)
        #expect(model.log.isEmpty, "the wheel is still settling")
        runner.advance(to: 1)
        #expect(model.log == ["didSelect 3 0 selected 3"])
        #expect(model.picker?.selectedRow(inComponent: 1) == 0)
        // Row 3's label sits in the middle, full height and opaque; row 4 is below it, squashed and faded.
        let middle = try! #require(model.picker?.view(forRow: 3, forComponent: 0))
        #expect(abs(middle.center.y - 108) < 0.01 && abs(middle.alpha - 1) < 0.01)
        #expect((middle as? UILabel)?.text == "Row 3")
        let next = try! #require(model.picker?.view(forRow: 4, forComponent: 0))
        // r = 108, θ = 32/108: the row sits r·sin θ = 31.5 below the middle, at cos θ = 0.956 of its height.
        #expect(abs(next.center.y - (108 + 108 * sin(32 / 108))) < 0.01)
        #expect(abs(next.alpha - cos(32 / 108)) < 0.001)
    }

    @Test func aDragPastTheLastRowStopsThereAndADragBackToTheSameRowSelectsNothing() {
        let model = Model()
        let runner = pickerScene(model) { context in
            // The second component (x ≥ 162.5) has five rows: a 300-point drag up stops at XL (row 4).
            context.pan(along: [CGPoint(x: 240, y: 310), CGPoint(x: 240, y: 10)], from: 0.1, duration: 0.3)
            // Then a drag 10 points down and back up leaves it on XL: no call.
            context.pan(along: [CGPoint(x: 240, y: 200), CGPoint(x: 240, y: 210), CGPoint(x: 240, y: 200)],
                        from: 1, duration: 0.3)
        }
        runner.advance(to: 2)
        #expect(model.picker?.selectedRow(inComponent: 1) == 4)
        #expect(model.log == ["didSelect 4 1 selected 4"])
    }

    @Test func aTapOnTheRowBelowTheMiddleTurnsItUp() {
        let model = Model()
        let runner = pickerScene(model) { context in
            context.at(0.05) { model.picker?.selectRow(7, inComponent: 0, animated: false) }
            context.tap(at: CGPoint(x: 80, y: 208 + 32), time: 0.1)
        }
        runner.advance(to: 1)
        #expect(model.log == ["didSelect 8 0 selected 8"], "selectRow tells the delegate nothing; the tap does")
    }

    @Test func theBandIsGreyAcrossTheMiddleAndTheMiddleRowIsDarkest() throws {
        let model = Model()
        let runner = pickerScene(model) { _ in }
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // tertiarySystemFill over white (about 239, 239, 240) from x 8 to 312 at window rows 192…224.
        let band = image.pixel(x: 12, y: 208)
        #expect((237...240).contains(Int(band.r)) && band.r == band.g && (238...241).contains(Int(band.b)))
        #expect(image.pixel(x: 4, y: 208).r == 255 && image.pixel(x: 12, y: 188).r == 255)
        // The band's right end is at x 312; its corners are rounded (8 points), so (310, 222) is outside it.
        #expect(image.pixel(x: 310, y: 208).r < 245 && image.pixel(x: 314, y: 208).r == 255)
        #expect(image.pixel(x: 310, y: 222).r == 255)
        // "Row 0" in black in the band; "Row 2", two rows up, much fainter; nothing above row 0 (the first row).
        let middleInk = darkest(image, x: 40...120, y: 196...220)
        #expect(middleInk < 60)
        let twoDownInk = darkest(image, x: 40...120, y: 260...285)
        #expect(twoDownInk > middleInk + 40 && twoDownInk < 200)
        #expect(darkest(image, x: 40...120, y: 104...180) == 255)
    }

    /// The smallest red value in a block of the picture (text is black on white or grey).
    private func darkest(_ image: Image, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Int {
        var least = 255
        for row in y { for column in x { least = min(least, Int(image.pixel(x: column, y: row).r)) } }
        return least
    }
}
