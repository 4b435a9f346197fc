import Dynamics
import Foundation
import Testing

/// UIProgressView and UIActivityIndicatorView: values, animation on the scene clock, sizes and pixels.
@Suite struct ProgressAndActivityTests {
    @Test func theProgressBarFillsItsFractionInTheTint() throws {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let bar = UIProgressView(frame: CGRect(x: 10, y: 100, width: 180, height: 4))
            bar.progress = 0.25
            context.view.addSubview(bar)
            let fill = bar.subviews[1]
            context.at(0.1) { bar.setProgress(0.75, animated: true) }
            context.at(0.2) { log.points.append(CGPoint(x: fill.layer.presentation()?.bounds.width ?? -1, y: 0)) }
        })
        runner.advance(to: 0.05)
        var image = try Renderer().render(runner.window, scale: 1)
        let blue = image.pixel(x: 20, y: 101), grey = image.pixel(x: 100, y: 101)
        #expect(blue.r == 0x00 && blue.g == 0x7A && blue.b == 0xFF)
        #expect((226...230).contains(Int(grey.r)) && grey.r == grey.g)
        runner.advance(to: 0.5)
        // Mid-animation the fill is between 45 and 135 points wide; at the end it covers x 100.
        #expect(log.points.count == 1 && log.points[0].x > 45 && log.points[0].x < 135)
        image = try Renderer().render(runner.window, scale: 1)
        let filled = image.pixel(x: 100, y: 101)
        #expect(filled.r == 0x00 && filled.g == 0x7A && filled.b == 0xFF)
    }

    @Test func progressStaysWithinZeroAndOneAndStylesHaveUIKitsSize() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.frame.height == 4 && bar.progressViewStyle == .bar)
        bar.progress = 2
        #expect(bar.progress == 1)
        bar.setProgress(-1, animated: false)
        #expect(bar.progress == 0)
        #expect(UIProgressView().intrinsicContentSize.height == 4)
    }

    @Test func theSpinnerHidesWhenStoppedAndHasUIKitsSizes() {
        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(large.frame.size == CGSize(width: 37, height: 37))
        #expect(medium.isHidden && !medium.isAnimating && medium.subviews.count == 8)
        medium.startAnimating()
        #expect(!medium.isHidden && medium.isAnimating)
        medium.stopAnimating()
        #expect(medium.isHidden)
        medium.hidesWhenStopped = false
        #expect(!medium.isHidden)
    }

    @Test func theLeadingSpokeTurnsAnEighthEveryEighthOfASecond() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.center = CGPoint(x: 100, y: 100)
            context.view.addSubview(spinner)
            @MainActor func leading() -> String {
                "\(spinner.subviews.firstIndex { $0.alpha == 1 } ?? -1)"
            }
            context.at(0.1) { spinner.startAnimating() }
            context.at(0.5) { log.entries.append(leading()) }   // 3.2 steps after the start
            context.at(0.6) {
                log.entries.append(leading())                    // 4 steps
                spinner.stopAnimating()
            }
            context.at(1.15) { log.entries.append(leading()) }  // stopped: still 4
        })
        runner.advance(to: 1.2)
        #expect(log.entries == ["3", "4", "4"])
    }

    @Test func theLeadingSpokeIsDarkestAndTheOthersFade() throws {
        let runner = SceneRunner(scene: scene { context in
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.frame.origin = CGPoint(x: 50, y: 50)
            spinner.startAnimating()
            context.view.addSubview(spinner)
        })
        runner.advance(to: 0.05)
        let image = try Renderer().render(runner.window, scale: 1)
        // The top spoke leads, in system grey; the bottom one is four behind, at 57 %.
        let top = image.pixel(x: 68, y: 54), bottom = image.pixel(x: 68, y: 82)
        #expect(abs(Int(top.r) - 0x8E) <= 3 && abs(Int(top.b) - 0x93) <= 3)
        #expect((185...196).contains(Int(bottom.r)))
    }
}
