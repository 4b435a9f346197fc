import Dynamics
import Foundation
import Testing

@Suite struct AnimationTests {
    @Test func easeInOutIsHalfwayAtHalfTime() {
        let clock = AnimationClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clock.withCurrent {
            UIView.animate(withDuration: 2, animations: { view.center = CGPoint(x: 105, y: 5) })
        }
        #expect(view.center == CGPoint(x: 105, y: 5))
        #expect(view.layer.presentation()?.position == CGPoint(x: 5, y: 5))
        clock.advance(to: 1)
        let middle = try! #require(view.layer.presentation()).position
        #expect(abs(middle.x - 55) < 1e-6)
        clock.advance(to: 0.5)
        #expect(clock.now == 1, "the clock never runs backwards")
        // Ease-in-out is slower than linear in its first quarter.
        let early = AnimationClock()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        early.withCurrent { UIView.animate(withDuration: 2, animations: { other.alpha = 0 }) }
        early.advance(to: 0.5)
        #expect(try! #require(other.layer.presentation()).opacity > 0.75)
    }

    @Test func linearIsAQuarterOfTheWayAtAQuarterTime() throws {
        let clock = AnimationClock(now: 10)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .black
        clock.withCurrent {
            UIView.animate(withDuration: 4, delay: 1, options: [.curveLinear], animations: {
                view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
                view.backgroundColor = .white
            })
        }
        clock.advance(to: 10.5)
        #expect(try #require(view.layer.presentation()).frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        clock.advance(to: 12)
        let state = try #require(view.layer.presentation())
        #expect(abs(state.frame.minX - 25) < 1e-9 && abs(state.frame.width - 125) < 1e-9)
        #expect(abs((state.backgroundColor?.red ?? -1) - 0.25) < 1e-9)
    }

    @Test func completionFiresOnceWithTrue() {
        let clock = AnimationClock()
        let view = UIView(frame: .zero)
        var calls: [Bool] = []
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0.2 }) { calls.append($0) }
        }
        clock.advance(to: 0.99)
        #expect(calls.isEmpty)
        clock.advance(to: 1)
        clock.advance(to: 2)
        #expect(calls == [true])
        #expect(!view.layer.hasAnimations)
        #expect(view.layer.presentation()?.opacity == 0.2)
    }

    /// Alpha is animated absolutely (not additively, as centre is since iOS 8): a new animation replaces the
    /// running one, and with `.beginFromCurrentState` starts from the value on screen.
    @Test func replacedAnimationCompletesWithFalseAndBeginFromCurrentStateStartsMidway() throws {
        let clock = AnimationClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var first: [Bool] = [], second: [Bool] = []
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { first.append($0) }
        }
        clock.advance(to: 0.5)
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                           animations: { view.alpha = 1 }) { second.append($0) }
        }
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.5) < 1e-9)
        clock.advance(to: 0.6)
        #expect(first == [false])
        let afterReplace = try #require(view.layer.presentation()).opacity
        #expect(abs(afterReplace - 0.55) < 1e-9, "\(afterReplace)")
        clock.advance(to: 1.5)
        #expect(second == [true] && first == [false])
    }

    @Test func chainedAnimationStartsWhenTheFirstCompletes() throws {
        let clock = AnimationClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }) { _ in
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
            }
        }
        clock.advance(to: 1)
        clock.advance(to: 1.5)
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.5) < 1e-9)
    }

    @Test func rotationTweenTurnsInsteadOfShrinking() throws {
        let clock = AnimationClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                           animations: { view.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        }
        clock.advance(to: 0.5)
        let t = try #require(view.layer.presentation()).transform
        #expect(abs(atan2(t.b, t.a) - .pi / 4) < 1e-9)
        #expect(abs((t.a * t.a + t.b * t.b).squareRoot() - 1) < 1e-9)
    }

    @Test func withoutAClockChangesApplyAtOnce() {
        let view = UIView(frame: .zero)
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0.3 }) { finished = $0 }
        #expect(finished == true)
        #expect(view.layer.presentation()?.opacity == 0.3)
    }

    @Test func rendererDrawsThePresentationMidTween() throws {
        let clock = AnimationClock()
        let canvas = makeCanvas(width: 100, height: 20)
        let block = addBox(to: canvas, CGRect(x: 0, y: 0, width: 20, height: 20), color: .red)
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { block.center.x = 90 })
        }
        clock.advance(to: 0.5)
        let image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 50, 10, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 5, 10, scale: 1), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 90, 10, scale: 1), (255, 255, 255)))
    }
}
