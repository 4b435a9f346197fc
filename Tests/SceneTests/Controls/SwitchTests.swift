import Dynamics
import Foundation
import Testing

/// UISwitch: taps toggle it and send `.valueChanged`; the thumb slides on the scene clock; UIKit's colours.
@Suite struct SwitchTests {
    @Test func twoTapsEndOffAfterTwoValueChanges() {
        let log = Log()
        final class Box: @unchecked Sendable { var control: UISwitch? }
        let box = Box()
        let runner = SceneRunner(scene: scene { context in
            let control = UISwitch(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
            box.control = control
            control.addAction(UIAction { action in
                log.entries.append((action.sender as? UISwitch)?.isOn == true ? "on" : "off")
            }, for: .valueChanged)
            control.addAction(UIAction { _ in log.entries.append("up") }, for: .touchUpInside)
            context.view.addSubview(control)
            context.tap(at: CGPoint(x: 45, y: 55), time: 0.1)
            context.tap(at: CGPoint(x: 45, y: 55), time: 0.6)
        })
        runner.advance(to: 1)
        #expect(box.control?.frame == CGRect(x: 20, y: 40, width: 51, height: 31))
        #expect(box.control?.isOn == false)
        #expect(log.entries == ["on", "up", "off", "up"])
    }

    @Test func theThumbIsHalfwayHalfwayThroughTheSlide() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let control = UISwitch(frame: CGRect(x: 20, y: 40, width: 0, height: 0))
            context.view.addSubview(control)
            let thumb = control.subviews[control.subviews.count - 1]
            context.at(0.1) { control.setOn(true, animated: true) }
            // The slide lasts 0.25 s (15 ticks) from tick 6: ticks 13 and 14 are equally far either side of its
            // middle, and the ease-in-ease-out curve is symmetric about it.
            for tick in [13, 14, 21] {
                context.at(Double(tick) / 60) {
                    log.points.append(thumb.layer.presentation()?.position ?? .zero)
                }
            }
        })
        runner.advance(to: 0.4)
        #expect(log.points.count == 3)
        let before = log.points[0].x, after = log.points[1].x
        #expect(before > 15.5 && before < 25.5 && after > 25.5 && after < 35.5)
        #expect(abs(before + after - 2 * 25.5) < 1e-6)
        #expect(log.points[2] == CGPoint(x: 35.5, y: 15.5))
    }

    @Test func onIsSystemGreenAndOffIsALightGreyTrack() throws {
        let runner = SceneRunner(scene: scene { context in
            let on = UISwitch(frame: CGRect(x: 20, y: 40, width: 51, height: 31))
            on.isOn = true
            let off = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
            let orange = UISwitch(frame: CGRect(x: 100, y: 40, width: 51, height: 31))
            orange.onTintColor = .systemOrange
            orange.thumbTintColor = .black
            orange.setOn(true, animated: false)
            for control in [on, off, orange] { context.view.addSubview(control) }
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // Left of the on thumb: #34C759.
        let green = image.pixel(x: 27, y: 55)
        #expect(green.r == 0x34 && green.g == 0xC7 && green.b == 0x59)
        // The on thumb's middle: white.
        let thumb = image.pixel(x: 55, y: 55)
        #expect(thumb.r == 255 && thumb.g == 255 && thumb.b == 255)
        // Right of the off thumb: the 16 % system fill over white, about (233, 233, 235).
        let grey = image.pixel(x: 63, y: 115)
        #expect((231...236).contains(Int(grey.r)) && grey.r == grey.g && Int(grey.b) - Int(grey.r) <= 3)
        // The tints.
        let orangeTrack = image.pixel(x: 107, y: 55), blackThumb = image.pixel(x: 135, y: 55)
        #expect(orangeTrack.r == 0xFF && orangeTrack.g == 0x95 && orangeTrack.b == 0x00)
        #expect(blackThumb.r < 5 && blackThumb.g < 5 && blackThumb.b < 5)
    }
}
