import Dynamics
import DynamicsUIKit
import Foundation
import Testing

/// Scroll views on screen: content shifted by the bounds origin, clipped to the view, and the iOS-style indicator.
@Suite struct ScrollRenderingTests {
    /// A 200×200 canvas with a 100×100 scroll view at (50, 50) over 100×400 of content holding a red band at y 150…200.
    private func makeScene() -> (canvas: UIView, scrollView: UIScrollView) {
        let canvas = makeCanvas()
        let scrollView = UIScrollView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        addBox(to: scrollView, CGRect(x: 0, y: 150, width: 100, height: 50), color: .red)
        canvas.addSubview(scrollView)
        return (canvas, scrollView)
    }

    @Test func contentIsShiftedByTheOffsetAndClippedToTheView() throws {
        let (canvas, scrollView) = makeScene()
        var image = try render(canvas, scale: 1)
        // The band lies below the view (canvas y 200…250, past the canvas too): clipped away.
        #expect(matches(pixel(image, atPoint: 100, 175, scale: 1), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 100, 195, scale: 1), (255, 255, 255)))
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        image = try render(canvas, scale: 2)
        // Now at content y 150 − 120 = 30 in the view, canvas y 80…130.
        #expect(matches(pixel(image, atPoint: 100, 100, scale: 2), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 100, 75, scale: 2), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 100, 135, scale: 2), (255, 255, 255)))
    }

    @Test func theIndicatorShowsWhileDraggingAndFadesAfter() throws {
        let (canvas, scrollView) = makeScene()
        let clock = AnimationClock()
        var touch: ScriptedFinger?
        clock.withCurrent {
            touch = GestureDelivery.touchDown(at: CGPoint(x: 100, y: 140), in: canvas, time: 0, for: UIPanGestureRecognizer.self)
            clock.advance(to: 1.0 / 60)
            touch?.move(to: CGPoint(x: 100, y: 40), time: 1.0 / 60)
        }
        #expect(scrollView.contentOffset.y == 100)
        let image = try render(canvas, scale: 2)
        // A 3 pt bar 3 pt from the right edge: 36 pt long (a quarter of the 94 pt track is shorter), a third of the
        // way down the track's free 58 pt: view y 3 + 19.3 … 58.3, canvas y 72.3 … 108.3, x 144 … 147.
        let bar = pixel(image, atPoint: 145.5, 90, scale: 2)
        #expect(matches(bar, (166, 166, 166), tolerance: 3), "black at 35 % over white: \(bar)")
        #expect(matches(pixel(image, atPoint: 145.5, 68, scale: 2), (255, 255, 255)))
        // Below the bar, the red band (content y 150, view y 50) shows untouched.
        #expect(matches(pixel(image, atPoint: 145.5, 112, scale: 2), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 141, 90, scale: 2), (255, 255, 255)))
        // Lifted still: the indicator stays half a second, then fades out in a quarter of a second.
        clock.withCurrent {
            clock.advance(to: 2.0 / 60)
            touch?.move(to: CGPoint(x: 100, y: 40), time: 2.0 / 60)
            clock.advance(to: 3.0 / 60)
            touch?.lift(at: CGPoint(x: 100, y: 40), time: 3.0 / 60)
        }
        for time in stride(from: 4.0 / 60, through: 0.5, by: 1.0 / 60) { clock.advance(to: time) }
        #expect(matches(pixel(try render(canvas, scale: 2), atPoint: 145.5, 90, scale: 2), (166, 166, 166), tolerance: 3))
        for time in stride(from: 0.5, through: 1, by: 1.0 / 60) { clock.advance(to: time) }
        #expect(matches(pixel(try render(canvas, scale: 2), atPoint: 145.5, 90, scale: 2), (255, 255, 255)))
    }

    @Test func hiddenIndicatorsAreNotDrawn() throws {
        let (canvas, scrollView) = makeScene()
        scrollView.showsVerticalScrollIndicator = false
        let clock = AnimationClock()
        clock.withCurrent {
            let touch = GestureDelivery.touchDown(at: CGPoint(x: 100, y: 140), in: canvas, time: 0, for: UIPanGestureRecognizer.self)
            clock.advance(to: 1.0 / 60)
            touch.move(to: CGPoint(x: 100, y: 40), time: 1.0 / 60)
        }
        #expect(matches(pixel(try render(canvas, scale: 2), atPoint: 145.5, 90, scale: 2), (255, 255, 255)))
    }

    @Test func indicatorInsetsMoveAndShortenTheTrack() throws {
        let (canvas, scrollView) = makeScene()
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 6)
        #expect(scrollView.verticalScrollIndicatorInsets == scrollView.horizontalScrollIndicatorInsets)
        #expect(scrollView.scrollIndicatorInsets.top == 20)
        let clock = AnimationClock()
        clock.withCurrent {
            let touch = GestureDelivery.touchDown(at: CGPoint(x: 100, y: 140), in: canvas, time: 0, for: UIPanGestureRecognizer.self)
            clock.advance(to: 1.0 / 60)
            touch.move(to: CGPoint(x: 100, y: 40), time: 1.0 / 60)
        }
        let image = try render(canvas, scale: 2)
        // The track is 100 − 20 − 10 − 2 × 3 = 64 pt from view y 23; the 36 pt bar a third of the way along its free
        // 28 pt: view y 32.3 … 68.3 (canvas 82.3 … 118.3), and 6 pt further left: canvas x 138 … 141.
        #expect(matches(pixel(image, atPoint: 139.5, 90, scale: 2), (166, 166, 166), tolerance: 3))
        #expect(matches(pixel(image, atPoint: 139.5, 78, scale: 2), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 145.5, 90, scale: 2), (255, 255, 255)))
    }
}
