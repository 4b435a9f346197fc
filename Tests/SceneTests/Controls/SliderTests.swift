import Dynamics
import Foundation
import Testing

/// UISlider: iOS's track and thumb rectangles, dragging the thumb by scripted pans, and how it draws.
@Suite struct SliderTests {
    final class Box: @unchecked Sendable { var slider: UISlider? }

    /// A 180-point slider at (10, 50): its thumb's centre runs from x 24 (value 0) to x 176 (value 1) in the window.
    private func sliderScene(_ log: Log, _ box: Box, continuous: Bool = true,
                             script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> SceneRunner {
        SceneRunner(scene: scene { context in
            let slider = UISlider(frame: CGRect(x: 10, y: 50, width: 180, height: 31))
            slider.isContinuous = continuous
            box.slider = slider
            slider.addAction(UIAction { _ in log.entries.append("down") }, for: .touchDown)
            slider.addAction(UIAction { action in
                log.entries.append("value")
                log.points.append(CGPoint(x: Double((action.sender as? UISlider)?.value ?? -1), y: 0))
            }, for: .valueChanged)
            slider.addAction(UIAction { _ in log.entries.append("up") }, for: .touchUpInside)
            context.view.addSubview(slider)
            script(context)
        })
    }

    @Test func trackAndThumbRectanglesFollowIOS() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 180, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 176, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0)
                == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
                == CGRect(x: 76, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
                == CGRect(x: 152, y: 1.5, width: 28, height: 28))
        #expect(slider.intrinsicContentSize.height == 31)
        slider.value = 3
        #expect(slider.value == 1)
        slider.minimumValue = -2
        slider.maximumValue = -1
        #expect(slider.value == -1)
    }

    @Test func draggingTheThumbTo70PercentReads07() {
        let log = Log(), box = Box()
        let runner = sliderScene(log, box) { context in
            context.pan(along: [CGPoint(x: 24, y: 65), CGPoint(x: 24 + 0.7 * 152, y: 70)], from: 0.1, duration: 0.3)
        }
        runner.advance(to: 0.6)
        let value = box.slider?.value ?? -1
        #expect(abs(value - 0.7) < 0.01)
        #expect(log.entries.first == "down" && log.entries.last == "up")
        #expect(log.entries.filter { $0 == "value" }.count > 5)
        // The values rose steadily and the last one sent is the slider's.
        #expect(log.points.map(\.x) == log.points.map(\.x).sorted())
        #expect(Float(log.points.last?.x ?? -1) == value)
    }

    @Test func aFingerOnTheTrackAwayFromTheThumbMovesNothing() {
        let log = Log(), box = Box()
        let runner = sliderScene(log, box) { context in
            context.pan(along: [CGPoint(x: 150, y: 65), CGPoint(x: 60, y: 65)], from: 0.1, duration: 0.2)
            context.tap(at: CGPoint(x: 120, y: 65), time: 0.5)
        }
        runner.advance(to: 0.6)
        #expect(box.slider?.value == 0)
        #expect(log.entries.isEmpty)
    }

    @Test func aDiscontinuousSliderSendsOneValueChangeWhenTheFingerLifts() {
        let log = Log(), box = Box()
        let runner = sliderScene(log, box, continuous: false) { context in
            context.pan(along: [CGPoint(x: 24, y: 65), CGPoint(x: 100, y: 65)], from: 0.1, duration: 0.3)
        }
        runner.advance(to: 0.6)
        #expect(log.entries == ["down", "value", "up"])
        let value: Double = Double(box.slider?.value ?? 0)
        #expect(abs(value - 0.5) < 1e-6, "76 of the track's 152 pt")
    }

    @Test func theMinimumTrackIsTintedAndTheMaximumTrackGrey() throws {
        let runner = SceneRunner(scene: scene { context in
            let slider = UISlider(frame: CGRect(x: 10, y: 50, width: 180, height: 31))
            slider.value = 0.5
            let red = UISlider(frame: CGRect(x: 10, y: 120, width: 180, height: 31))
            red.value = 0.5
            red.minimumTrackTintColor = .systemRed
            red.maximumTrackTintColor = .black
            context.view.addSubview(slider)
            context.view.addSubview(red)
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // The track is window rows 63.5–67.5; the thumb's centre is at x 100.
        let blue = image.pixel(x: 40, y: 65)
        #expect(blue.r == 0x00 && blue.g == 0x7A && blue.b == 0xFF)
        let grey = image.pixel(x: 170, y: 65)
        #expect((226...230).contains(Int(grey.r)) && grey.r == grey.g && Int(grey.b) - Int(grey.r) <= 2)
        let thumb = image.pixel(x: 100, y: 60)
        #expect(thumb.r == 255 && thumb.g == 255 && thumb.b == 255)
        let redTrack = image.pixel(x: 40, y: 135), blackTrack = image.pixel(x: 170, y: 135)
        #expect(redTrack.r == 0xFF && redTrack.g == 0x3B && redTrack.b == 0x30)
        #expect(blackTrack.r == 0 && blackTrack.g == 0 && blackTrack.b == 0)
    }
}

/// iOS 14's `init(frame:primaryAction:)`: the action runs for a slider's value changes and a button's tap.
@Suite struct PrimaryActionTests {
    @Test func thePrimaryActionRunsOnValueChangesAndTaps() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let slider = UISlider(frame: CGRect(x: 10, y: 50, width: 180, height: 31), primaryAction: UIAction { action in
                log.points.append(CGPoint(x: Double((action.sender as? UISlider)?.value ?? -1), y: 0))
            })
            slider.isContinuous = false
            let button = UIButton(frame: CGRect(x: 10, y: 120, width: 80, height: 40), primaryAction: UIAction { _ in
                log.entries.append("button")
            })
            button.addAction(UIAction { _ in log.entries.append("up") }, for: .touchUpInside)
            context.view.addSubview(slider)
            context.view.addSubview(button)
            context.pan(along: [CGPoint(x: 24, y: 65), CGPoint(x: 176, y: 65)], from: 0.1, duration: 0.2)
            context.tap(at: CGPoint(x: 50, y: 140), time: 0.5)
        })
        runner.advance(to: 0.6)
        #expect(log.points.map(\.x) == [1])
        #expect(log.entries == ["button", "up"])
    }
}
