import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// `UIViewPropertyAnimator` on an explicit clock: timing, scrubbing, reversing, interruption, completions.
@Suite struct PropertyAnimatorTests {
    private func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }

    private func x(_ view: UIView) throws -> CGFloat { try #require(view.layer.presentation()).position.x }

    @Test("Cubic timing: named curves and control points; the animator runs from inactive to active to inactive")
    func cubicTiming() throws {
        let clock = AnimationClock()
        let a = square(), b = square()
        var positions: [UIViewAnimatingPosition] = []
        let first = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { a.center.x = 105 }
        let second = UIViewPropertyAnimator(duration: 2, controlPoint1: CGPoint(x: 0.1, y: 0.9),
                                            controlPoint2: CGPoint(x: 0.2, y: 1)) { b.center.x = 105 }
        first.addCompletion { positions.append($0) }
        #expect(first.state == .inactive && !first.isRunning && a.center.x == 5, "blocks wait for the start")
        clock.withCurrent {
            first.startAnimation()
            second.startAnimation(afterDelay: 0.5)
        }
        #expect(first.state == .active && first.isRunning && a.center.x == 105)
        clock.advance(to: 0.4)
        #expect(abs(try x(a) - (5 + 100 * referenceBezier(0.4, 0.42, 0, 1, 1))) < 1e-6)
        #expect(try x(b) == 5, "still in its delay")
        #expect(abs(first.fractionComplete - 0.4) < 1e-9)
        clock.advance(to: 1)
        #expect(positions == [.end] && first.state == .inactive)
        clock.advance(to: 1.5)
        #expect(abs(try x(b) - (5 + 100 * referenceBezier(0.5, 0.1, 0.9, 0.2, 1))) < 1e-6)
    }

    @Test("Spring timing: a damping ratio fits the duration; mass, stiffness and damping run for their settling time")
    func springTiming() throws {
        let clock = AnimationClock()
        let a = square(), b = square(), c = square()
        let ratio = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.6) { a.center.x = 105 }
        let physical = UIViewPropertyAnimator(duration: 5, timingParameters: UISpringTimingParameters(
            mass: 1, stiffness: 200, damping: 10, initialVelocity: CGVector(dx: 2, dy: 0)))
        physical.addAnimations { b.center.x = 105 }
        let standard = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters())
        standard.addAnimations { c.center.x = 105 }
        var ends: [String] = []
        physical.addCompletion { _ in ends.append("physical") }
        clock.withCurrent {
            ratio.startAnimation()
            physical.startAnimation()
            standard.startAnimation()
        }
        let fitted = ReferenceSpring.uikit(dampingRatio: 0.6, duration: 0.8)
        let bouncy = ReferenceSpring(stiffness: 200, damping: 10, velocity: 2)
        let heavy = ReferenceSpring(mass: 3, stiffness: 1000, damping: 500)
        for t in [0.1, 0.3, 0.5] {
            clock.advance(to: t)
            #expect(abs(try x(a) - (5 + 100 * fitted.progress(t))) < 1e-6, "t = \(t)")
            #expect(abs(try x(b) - (5 + 100 * bouncy.progress(t))) < 1e-6, "t = \(t)")
            #expect(abs(try x(c) - (5 + 100 * heavy.progress(t))) < 1e-6, "t = \(t)")
        }
        // ζ = 10 / (2√200) ≈ 0.354: the envelope (|A| + |B|)e^(−ζω₀t) falls to 0.001 well before the given 5 s.
        // (|A| + |B|) = 1 + 3/13.23: settled at ln(1226.8) / 5 = 1.4225 s.
        clock.advance(to: 1.4)
        #expect(ends.isEmpty)
        clock.advance(to: 1.45)
        #expect(ends == ["physical"])
    }

    @Test("A vector spring moves each axis with its own velocity, even when dx = dy (not the vector's length)")
    func vectorSpringWithEqualAxes() throws {
        let clock = AnimationClock()
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: UISpringTimingParameters(
            mass: 1, stiffness: 200, damping: 10, initialVelocity: CGVector(dx: 2, dy: 2)))
        animator.addAnimations { view.center = CGPoint(x: 100, y: 100) }
        clock.withCurrent { animator.startAnimation() }
        let axis = ReferenceSpring(stiffness: 200, damping: 10, velocity: 2)
        let length = ReferenceSpring(stiffness: 200, damping: 10, velocity: 2 * 2.0.squareRoot())
        for t in [0.05, 0.1, 0.2] {
            clock.advance(to: t)
            let shown = try #require(view.layer.presentation()).position
            #expect(abs(shown.x - 100 * axis.progress(t)) < 1e-6 && abs(shown.y - 100 * axis.progress(t)) < 1e-6,
                    "t = \(t): \(shown)")
            #expect(abs(shown.x - 100 * length.progress(t)) > 0.5, "not the length's spring")
        }
    }

    @Test("Pausing freezes the views; fractionComplete scrubs linearly; starting again continues from there")
    func scrubbing() throws {
        let clock = AnimationClock()
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 105 }
        clock.withCurrent { animator.pauseAnimation() }
        #expect(animator.state == .active && !animator.isRunning && view.center.x == 105)
        clock.advance(to: 0.5)
        #expect(try x(view) == 5)
        animator.fractionComplete = 0.3
        #expect(abs(try x(view) - 35) < 1e-9, "linear scrub, not the curve")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        #expect(abs(try x(view) - (5 + 100 * referenceBezier(0.3, 0.42, 0, 0.58, 1))) < 1e-6)
        animator.scrubsLinearly = true
        animator.fractionComplete = 0.3
        clock.withCurrent { animator.startAnimation() }
        clock.advance(to: 0.85)
        // From 35 to 105 over the remaining 0.7 s along the curve: at half that time, half the way.
        #expect(abs(try x(view) - 70) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.65) < 1e-9)
    }

    @Test("Reversing a running animator retraces it; it finishes at the start and puts the model value back")
    func reversing() throws {
        let clock = AnimationClock()
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        clock.withCurrent { animator.startAnimation() }
        clock.advance(to: 0.4)
        animator.isReversed = true
        clock.advance(to: 0.6)
        #expect(abs(try x(view) - 25) < 1e-9)
        clock.advance(to: 0.8)
        #expect(positions == [.start] && view.center.x == 5 && animator.state == .inactive)
    }

    @Test("stopAnimation(false) keeps the presented values and waits; finishAnimation(at:) picks the end")
    func stopAndFinish() throws {
        let clock = AnimationClock()
        let a = square(), b = square(), c = square()
        var log: [String] = []
        let toCurrent = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.center.x = 105 }
        let toStart = UIViewPropertyAnimator(duration: 1, curve: .linear) { b.center.x = 105 }
        let silent = UIViewPropertyAnimator(duration: 1, curve: .linear) { c.center.x = 105 }
        toCurrent.addCompletion { log.append("current \($0 == .current)") }
        toStart.addCompletion { log.append("start \($0 == .start)") }
        silent.addCompletion { _ in log.append("silent") }
        clock.withCurrent {
            toCurrent.startAnimation()
            toStart.startAnimation()
            silent.startAnimation()
        }
        clock.advance(to: 0.25)
        toCurrent.stopAnimation(false)
        toStart.stopAnimation(false)
        silent.stopAnimation(true)
        #expect(toCurrent.state == .stopped && silent.state == .inactive)
        #expect(abs(a.center.x - 30) < 1e-9 && abs(c.center.x - 30) < 1e-9 && !a.layer.hasAnimations)
        toCurrent.finishAnimation(at: .current)
        toStart.finishAnimation(at: .start)
        #expect(log == ["current true", "start true"])
        #expect(abs(a.center.x - 30) < 1e-9 && b.center.x == 5)
        clock.advance(to: 2)
        #expect(log == ["current true", "start true"])
    }

    @Test("continueAnimation hands a paused animation to a spring that starts from the presented value")
    func continueWithSpring() throws {
        let clock = AnimationClock()
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { positions.append($0) }
        clock.withCurrent { animator.startAnimation() }
        clock.advance(to: 1)
        animator.pauseAnimation()
        #expect(abs(try x(view) - 55) < 1e-9)
        clock.advance(to: 1.5)
        #expect(abs(try x(view) - 55) < 1e-9, "paused")
        clock.withCurrent {
            animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.7),
                                       durationFactor: 0.5)
        }
        // The remaining half of the 2 s at factor 0.5: a 0.5 s spring from 55 to 105.
        let spring = ReferenceSpring.uikit(dampingRatio: 0.7, duration: 0.5)
        for t in [0.1, 0.25, 0.4] {
            clock.advance(to: 1.5 + t)
            #expect(abs(try x(view) - (55 + 50 * spring.progress(t))) < 1e-6, "t = \(t)")
        }
        clock.advance(to: 2)
        #expect(positions == [.end] && view.layer.presentation()?.position.x == 105)
    }

    @Test("Animations added while running start from the presented value and share the remaining time")
    func addingWhileRunning() throws {
        let clock = AnimationClock()
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        clock.withCurrent { animator.startAnimation() }
        clock.advance(to: 0.5)
        clock.withCurrent { animator.addAnimations { view.center.y = 105 } }
        clock.advance(to: 0.75)
        let state = try #require(view.layer.presentation())
        #expect(abs(state.position.x - 80) < 1e-9 && abs(state.position.y - 55) < 1e-9)
        var ended: [UIViewAnimatingPosition] = []
        let running = clock.withCurrent {
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, options: [.curveLinear],
                                                           animations: { view.alpha = 0 }, completion: { ended.append($0) })
        }
        #expect(running.isRunning && running.state == .active)
        clock.advance(to: 1)
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.5) < 1e-9)
        clock.advance(to: 1.25)
        #expect(ended == [.end])
    }

    @Test("A delay factor starts a block part-way; pausesOnCompletion holds the end until the animator is reversed")
    func delayFactorAndPausingAtTheEnd() throws {
        let clock = AnimationClock()
        let view = square()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        clock.withCurrent { animator.startAnimation() }
        clock.advance(to: 0.4)
        #expect(try #require(view.layer.presentation()).opacity == 1, "the delayed block has not begun")
        clock.advance(to: 0.75)
        #expect(abs(try #require(view.layer.presentation()).opacity - 0.5) < 1e-9)
        clock.advance(to: 1.5)
        #expect(positions.isEmpty && animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        #expect(try x(view) == 105)
        animator.isReversed = true
        clock.withCurrent { animator.startAnimation() }
        clock.advance(to: 2)
        #expect(abs(try x(view) - 55) < 1e-9)
        animator.pausesOnCompletion = false
        clock.advance(to: 2.5)
        #expect(positions == [.start] && view.center.x == 5 && view.alpha == 1)
    }
}
