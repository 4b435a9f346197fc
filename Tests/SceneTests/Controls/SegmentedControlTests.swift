import Dynamics
import Foundation
import Testing

/// UISegmentedControl: segments, selection by scripted taps, `.valueChanged`, and how it draws.
@Suite struct SegmentedControlTests {
    @Test func aTapSelectsTheSegmentUnderItAndSendsValueChanged() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let control = UISegmentedControl(items: ["Impulse", "Continuous", "Off"])
            control.frame = CGRect(x: 10, y: 20, width: 180, height: 32)
            control.selectedSegmentIndex = 0
            control.setEnabled(false, forSegmentAt: 2)
            control.addAction(UIAction { action in
                let sender = action.sender as? UISegmentedControl
                log.entries.append("\(sender?.selectedSegmentIndex ?? -9)")
            }, for: .valueChanged)
            context.view.addSubview(control)
            context.tap(at: CGPoint(x: 100, y: 36), time: 0.1)   // middle segment
            context.tap(at: CGPoint(x: 170, y: 36), time: 0.2)   // disabled segment: nothing
            context.tap(at: CGPoint(x: 20, y: 36), time: 0.3)
            context.at(0.35) { control.isMomentary = true }
            context.tap(at: CGPoint(x: 100, y: 36), time: 0.4)
            context.at(0.45) { log.entries.append("now \(control.selectedSegmentIndex)") }
        })
        runner.advance(to: 0.5)
        #expect(log.entries == ["1", "0", "1", "now -1"])
    }

    @Test func segmentsCanBeInsertedRemovedAndRetitled() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.frame.height == 32 && control.frame.width > 0)
        control.insertSegment(withTitle: "C", at: 99, animated: false)
        control.selectedSegmentIndex = 2
        #expect(control.titleForSegment(at: 2) == "C")
        control.removeSegment(at: 2, animated: true)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 2)
        control.setTitle("Z", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Z")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func theSelectedSegmentSitsOnAWhitePlateOverAGreyTrack() throws {
        let runner = SceneRunner(scene: scene { context in
            let control = UISegmentedControl(items: ["One", "Two"])
            control.frame = CGRect(x: 20, y: 20, width: 160, height: 32)
            control.selectedSegmentIndex = 1
            context.view.addSubview(control)
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // Inside the selected (right) segment, away from its title: the white plate.
        let plate = image.pixel(x: 106, y: 24)
        #expect(plate.r == 255 && plate.g == 255 && plate.b == 255)
        // Inside the left segment, away from its title: the 12 % grey track over white, about 238.
        let track = image.pixel(x: 26, y: 24)
        #expect((230...245).contains(Int(track.r)) && track.r == track.g && abs(Int(track.b) - Int(track.r)) <= 2)
    }
}
