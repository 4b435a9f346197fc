import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// `UIView.animate` with springs, options, keyframes and completions, sampled on an explicit clock.
@Suite struct ViewAnimationTests {
    private func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

    @Test("A UIView spring follows the closed-form under-damped oscillator UIKit derives from duration and ratio")
    func underDampedSpring() throws {
        let clock = AnimationClock()
        let view = square()
        var finished: [Bool] = []
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [], animations: { view.center.x = 105 }) { finished.append($0) }
        }
        let reference = ReferenceSpring.uikit(dampingRatio: 0.5, duration: 1)
        // ω₀ = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·d) has a closed form when the initial velocity is 0.
        let omega = log(0.5 / (0.001 * (1 - 0.25).squareRoot())) / 0.5
        #expect(abs(reference.stiffness - omega * omega) < 1e-3)
        for t in [0.1, 0.25, 0.5, 0.75] {
            clock.advance(to: t)
            let x = try #require(view.layer.presentation()).position.x
            #expect(abs(x - (5 + 100 * reference.progress(t))) < 1e-6, "t = \(t): \(x)")
        }
        clock.advance(to: 0.25)
        #expect(finished.isEmpty)
        clock.advance(to: 1)
        #expect(finished == [true])
        #expect(view.layer.presentation()?.position.x == 105)
    }

    @Test("Damping ratio 1 gives the critically damped curve; an initial velocity is in distances per second")
    func criticalSpringWithVelocity() throws {
        let clock = AnimationClock()
        let view = square()
        clock.withCurrent {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 3,
                           options: [], animations: { view.center.y = 205 })
        }
        let reference = ReferenceSpring.uikit(dampingRatio: 1, duration: 0.5, velocity: 3)
        for t in [0.05, 0.2, 0.4] {
            clock.advance(to: t)
            let y = try #require(view.layer.presentation()).position.y
            #expect(abs(y - (5 + 200 * reference.progress(t))) < 1e-6, "t = \(t)")
        }
    }

    @Test(".repeat with .autoreverse runs forwards and back for ever; the completion never runs until removed")
    func repeatAutoreverse() throws {
        let clock = AnimationClock()
        let view = square()
        var finished: [Bool] = []
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                           animations: { view.alpha = 0 }) { finished.append($0) }
        }
        for (t, alpha) in [(0.25, 0.75), (1.25, 0.25), (1.75, 0.75), (2.5, 0.5), (9.1, 0.1)] {
            clock.advance(to: t)
            #expect(abs(try #require(view.layer.presentation()).opacity - alpha) < 1e-9, "t = \(t)")
        }
        #expect(finished.isEmpty)
        view.layer.removeAllAnimations()
        clock.advance(to: 9.2)
        #expect(finished == [false])
        #expect(view.layer.presentation()?.opacity == 0)
    }

    @Test("Keyframes pass through each keyframe's value at the end of its span, linearly within it")
    func keyframes() throws {
        let clock = AnimationClock()
        let view = square()
        var finished: [Bool] = []
        clock.withCurrent {
            UIView.animateKeyframes(withDuration: 2, delay: 0,
                                    options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
                                    animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 45 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
            }) { finished.append($0) }
        }
        #expect(view.center.x == 5 && view.alpha == 0)
        for (t, x, alpha) in [(0.25, 25.0, 0.875), (0.5, 45, 0.75), (0.8, 45, 0.6), (1.5, 25, 0.25)] {
            clock.advance(to: t)
            let state = try #require(view.layer.presentation())
            #expect(abs(state.position.x - x) < 1e-9 && abs(state.opacity - alpha) < 1e-9, "t = \(t)")
        }
        clock.advance(to: 2)
        #expect(finished == [true])
    }

    @Test("Keyframe options: the default curve is ease-in-out over the whole; discrete mode jumps")
    func keyframeCurveAndDiscrete() throws {
        let clock = AnimationClock()
        let eased = square(), stepped = square()
        clock.withCurrent {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { eased.center.x = 105 }
            })
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { stepped.center.x = 55 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { stepped.center.x = 105 }
            })
        }
        clock.advance(to: 0.3)
        let expected = 5 + 100 * referenceBezier(0.3, 0.42, 0, 0.58, 1)
        #expect(abs(try #require(eased.layer.presentation()).position.x - expected) < 1e-6)
        let early = try #require(stepped.layer.presentation()).position.x
        clock.advance(to: 0.6)
        let late = try #require(stepped.layer.presentation()).position.x
        #expect([early, late].allSatisfy { [5, 55, 105].contains($0) }, "\(early) \(late)")
        #expect(early < late)
    }

    @Test("Completions run in start order with their finished flags; a replaced animation finishes false")
    func completionOrder() {
        let clock = AnimationClock()
        let a = square(), b = square()
        var log: [String] = []
        clock.withCurrent {
            UIView.animate(withDuration: 1, animations: { a.alpha = 0.5 }) { log.append("a1 \($0)") }
            UIView.animate(withDuration: 0.5, animations: { b.alpha = 0.5 }) { log.append("b \($0)") }
            UIView.animate(withDuration: 0.5, delay: 0.1, options: [], animations: { a.alpha = 0.2 }) { log.append("a2 \($0)") }
        }
        clock.advance(to: 0.05)
        #expect(log == ["a1 false"])
        clock.advance(to: 0.6)
        #expect(log == ["a1 false", "b true", "a2 true"])
    }
}
