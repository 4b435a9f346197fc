import Dynamics
import Foundation
import Testing

/// UIStepper and UIPageControl: values after scripted taps on their halves, clamping and wrapping, and pixels.
@Suite struct StepperAndPageControlTests {
    final class Box: @unchecked Sendable {
        var stepper: UIStepper?
        var pages: UIPageControl?
    }

    @Test func theStepperClampsThenWraps() {
        let log = Log(), box = Box()
        let runner = SceneRunner(scene: scene { context in
            let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
            stepper.maximumValue = 3
            stepper.value = 2
            box.stepper = stepper
            stepper.addAction(UIAction { action in
                log.entries.append("\((action.sender as? UIStepper)?.value ?? -1)")
            }, for: .valueChanged)
            context.view.addSubview(stepper)
            for time in [0.1, 0.2, 0.3] { context.tap(at: CGPoint(x: 90, y: 36), time: time) }   // + three times
            context.at(0.35) { stepper.wraps = true }
            context.tap(at: CGPoint(x: 90, y: 36), time: 0.4)    // + past the maximum: to the minimum
            context.tap(at: CGPoint(x: 30, y: 36), time: 0.5)    // − past the minimum: to the maximum
        })
        runner.advance(to: 0.6)
        #expect(box.stepper?.frame.size == CGSize(width: 94, height: 32))
        #expect(log.entries == ["3.0", "0.0", "3.0"])
        let stepper = UIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.minimumValue = 120
        #expect(stepper.maximumValue == 120 && stepper.value == 120)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
    }

    @Test func theStepperIsAGreyPlateWithDarkGlyphs() throws {
        let runner = SceneRunner(scene: scene { context in
            let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 94, height: 32))
            stepper.value = 50
            context.view.addSubview(stepper)
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // The 12 % tertiary fill over white, about (239, 239, 240).
        let plate = image.pixel(x: 30, y: 26)
        #expect((236...241).contains(Int(plate.r)) && plate.r == plate.g)
        // The middle of the − bar and of the + stem.
        let minus = image.pixel(x: 43, y: 36), plus = image.pixel(x: 90, y: 30)
        #expect(minus.r < 10 && minus.g < 10 && minus.b < 10)
        #expect(plus.r < 10 && plus.g < 10 && plus.b < 10)
    }

    @Test func tapsEitherSideOfTheCurrentDotTurnThePage() throws {
        let log = Log(), box = Box()
        let runner = SceneRunner(scene: scene { context in
            let pages = UIPageControl(frame: CGRect(x: 0, y: 150, width: 200, height: 37))
            pages.backgroundColor = .black
            pages.numberOfPages = 5
            box.pages = pages
            pages.addAction(UIAction { action in
                log.entries.append("\((action.sender as? UIPageControl)?.currentPage ?? -1)")
            }, for: .valueChanged)
            context.view.addSubview(pages)
            context.tap(at: CGPoint(x: 180, y: 168), time: 0.1)
            context.tap(at: CGPoint(x: 180, y: 168), time: 0.2)
            context.tap(at: CGPoint(x: 10, y: 168), time: 0.3)
        })
        runner.advance(to: 0.4)
        #expect(log.entries == ["1", "2", "1"])
        let pages = try #require(box.pages)
        #expect(pages.size(forNumberOfPages: 5) == CGSize(width: 71, height: 37))
        // Dots 7 pt wide, 16 pt apart, centred: x 68, 84, 100, 116, 132 at y 168.5; page 1 lit.
        let image = try Renderer().render(runner.window, scale: 1)
        let lit = image.pixel(x: 84, y: 168), other = image.pixel(x: 68, y: 168), gap = image.pixel(x: 76, y: 168)
        #expect(lit.r == 255 && lit.g == 255 && lit.b == 255)
        #expect((74...79).contains(Int(other.r)) && other.r == other.g)
        #expect(gap.r == 0)
        pages.currentPage = 99
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }
}
