import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Additive `UIView.animate` (iOS 8+): a new animation of a running property sets the model at once and adds an
/// offset old − new running to zero, so the running animations go on and their offsets add up.
@MainActor @Suite struct AdditiveAnimationTests {
    private func square() -> UIView { UIView(frame: CGRect(x: -5, y: 0, width: 10, height: 10)) }

    /// UIView.animate's default curve, ease-in-out, solved independently.
    private func easeInOut(_ x: Double) -> Double { referenceBezier(min(max(x, 0), 1), 0.42, 0, 0.58, 1) }

    @Test("Retargeting x 0→100 at 0.5 s to 200: presented x is 200 − 100·(1 − e(t)) − 100·(1 − e(t − 0.5))")
    func retargetSumsTheCurves() throws {
        let clock = AnimationClock()
        let view = square()
        var log: [String] = []
        clock.withCurrent {
            UIView.animate(withDuration: 1, animations: { view.center.x = 100 }) { log.append("first \($0)") }
        }
        clock.advance(to: 0.5)
        let before = try #require(view.layer.presentation()).position.x
        clock.withCurrent {
            UIView.animate(withDuration: 1, animations: { view.center.x = 200 }) { log.append("second \($0)") }
        }
        #expect(view.center.x == 200, "the model value changes at once")
        let after = try #require(view.layer.presentation()).position.x
        #expect(abs(after - before) < 1e-9, "no jump: \(before) → \(after)")
        #expect(abs(after - 100 * easeInOut(0.5)) < 1e-9)

        for t in [0.75, 1.0, 1.25, 1.5] {
            clock.advance(to: t)
            let expected = 200 - 100 * (1 - easeInOut(t)) - 100 * (1 - easeInOut(t - 0.5))
            let x = try #require(view.layer.presentation()).position.x
            #expect(abs(x - expected) < 1e-9, "t = \(t): \(x) vs \(expected)")
            if t == 1.0 { #expect(log == ["first true"], "the first animation runs to its end and finishes true") }
        }
        // Past the second's end only the model value shows, and both completions reported finished.
        #expect(log == ["first true", "second true"])
        #expect(view.layer.presentation()?.position.x == 200)
        #expect(!view.layer.hasAnimations)
    }

    @Test("An additive spring over a running curve: offsets add; its overshoot carries the sum beyond the target")
    func springOverCurve() throws {
        let clock = AnimationClock()
        let view = square()
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.y = 100 })
        }
        clock.advance(to: 0.5)
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                           options: [], animations: { view.center.y = 300 })
        }
        let spring = ReferenceSpring.uikit(dampingRatio: 0.4, duration: 1)
        var maximum = -CGFloat.infinity
        for step in 1...59 {
            let t = 0.5 + Double(step) / 60
            clock.advance(to: t)
            let linear = -95 * (1 - min(t, 1))   // the centre starts at y = 5
            let springing = -200 * (1 - spring.progress(t - 0.5))
            let expected = 300 + linear + springing
            let y = try #require(view.layer.presentation()).position.y
            #expect(abs(y - expected) < 1e-6, "t = \(t): \(y) vs \(expected)")
            maximum = max(maximum, y)
        }
        #expect(maximum > 300, "an under-damped spring overshoots the new target (peak \(maximum))")
        clock.advance(to: 1.5)
        #expect(view.layer.presentation()?.position.y == 300, "the spring ends on its target (the last 0.1 % snaps)")
    }

    @Test("Bounds and transform add too; alpha is absolute: it replaces the running one, which finishes false")
    func kindsOfProperties() throws {
        let clock = AnimationClock()
        let view = square()
        var log: [String] = []
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.bounds.size.width = 30
                view.transform = CGAffineTransform(translationX: 40, y: 0)
                view.alpha = 0
            }) { log.append("first \($0)") }
        }
        clock.advance(to: 0.5)
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.bounds.size.width = 10
                view.transform = .identity
            }) { log.append("second \($0)") }
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }) {
                log.append("alpha \($0)")
            }
        }
        clock.advance(to: 0.75)
        let state = try #require(view.layer.presentation())
        // width: 10 + (10 − 30)·(1 − 0.75) + (30 − 10)·(1 − 0.25) = 10 − 5 + 15 = 20
        #expect(abs(state.bounds.width - 20) < 1e-9)
        // translation: 0 + 40·0.75 − 40·0.25 = 20
        #expect(abs(state.transform.tx - 20) < 1e-9)
        // alpha is absolute: without .beginFromCurrentState it starts from the old model value (0) again.
        #expect(abs(state.opacity - 0.25) < 1e-9)
        #expect(log.isEmpty)
        clock.advance(to: 1)
        #expect(log == ["first false"], "the alpha animation replaced part of the first group")
        clock.advance(to: 1.5)
        #expect(log == ["first false", "second true", "alpha true"])
        #expect(view.layer.presentation()?.bounds.width == 10)
    }

    @Test(".beginFromCurrentState keeps its meaning: an absolute property starts from the value on screen")
    func beginFromCurrentState() throws {
        let clock = AnimationClock()
        let view = square()
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        }
        clock.advance(to: 0.5)
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                           animations: { view.alpha = 1 })
        }
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.5) < 1e-9)
        clock.advance(to: 1)
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.75) < 1e-9)
    }

    @Test("A property animator over a running animation adds too (iOS 10): x = 0 − 100·(1 − t) + 100·(1 − (t − 0.5))")
    func animatorOverAdditive() throws {
        let clock = AnimationClock()
        let view = square()
        var log: [String] = []
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 100 }) {
                log.append("animate \($0)")
            }
        }
        clock.advance(to: 0.5)
        let animator = clock.withCurrent {
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 0 }
        }
        animator.addCompletion { log.append("animator \($0 == .end ? "end" : "other")") }
        clock.withCurrent { animator.startAnimation() }
        #expect(view.center.x == 0)
        #expect(abs(try #require(view.layer.presentation()).position.x - 50) < 1e-9, "no jump")
        for t in [0.75, 1.0, 1.25] {
            clock.advance(to: t)
            let expected = -100 * (1 - min(t, 1)) + 100 * (1 - (t - 0.5))
            let x = try #require(view.layer.presentation()).position.x
            #expect(abs(x - expected) < 1e-9, "t = \(t): \(x) vs \(expected)")
        }
        #expect(log == ["animate true"], "the running animation goes on to its end")
        clock.advance(to: 1.5)
        #expect(log == ["animate true", "animator end"])
        #expect(view.layer.presentation()?.position.x == 0)
    }

    @Test("addAnimations on a running animator adds over the remaining time: x = 200 − 100·(1 − t) − 100·(1 − (t − 0.5)/0.5)")
    func addAnimationsWhileRunning() throws {
        let clock = AnimationClock()
        let view = square()
        let animator = clock.withCurrent {
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        }
        clock.withCurrent { animator.startAnimation() }
        clock.advance(to: 0.5)
        let before = try #require(view.layer.presentation()).position.x
        clock.withCurrent { animator.addAnimations { view.center.x = 200 } }
        #expect(view.center.x == 200)
        #expect(abs(try #require(view.layer.presentation()).position.x - before) < 1e-9, "no jump from \(before)")
        for t in [0.6, 0.75, 0.9] {
            clock.advance(to: t)
            let expected = 200 - 100 * (1 - t) - 100 * (1 - (t - 0.5) / 0.5)
            let x = try #require(view.layer.presentation()).position.x
            #expect(abs(x - expected) < 1e-9, "t = \(t): \(x) vs \(expected)")
        }
        clock.advance(to: 1)
        #expect(view.layer.presentation()?.position.x == 200 && animator.state == .inactive)
    }

    @Test("Two animators of one property add; stopping one folds its offset into the model and the other goes on")
    func twoAnimators() throws {
        let clock = AnimationClock()
        let view = square()
        var log: [String] = []
        let first = clock.withCurrent {
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        }
        first.addCompletion { _ in log.append("first") }
        clock.withCurrent { first.startAnimation() }
        clock.advance(to: 0.5)
        let second = clock.withCurrent {
            UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 200 }
        }
        second.addCompletion { _ in log.append("second") }
        clock.withCurrent { second.startAnimation() }
        clock.advance(to: 0.75)
        // 200 − 100·(1 − 0.75) − 100·(1 − 0.25) = 100.
        #expect(abs(try #require(view.layer.presentation()).position.x - 100) < 1e-9)
        // Stopping the first where it is: its offset left (−25) joins the model, the second's (−75) keeps adding.
        clock.withCurrent { first.stopAnimation(true) }
        #expect(abs(view.center.x - 175) < 1e-9)
        #expect(abs(try #require(view.layer.presentation()).position.x - 100) < 1e-9, "no jump")
        clock.advance(to: 1.25)
        // 175 − 100·(1 − 0.75) = 150.
        #expect(abs(try #require(view.layer.presentation()).position.x - 150) < 1e-9)
        clock.advance(to: 1.5)
        #expect(abs(try #require(view.layer.presentation()).position.x - 175) < 1e-9)
        #expect(log == ["second"], "a stop without finishing runs no completion")
    }
}
