import Foundation
import Testing
import Dynamics

@Suite struct FreeFallTests {
    private func fall(resistance: CGFloat?) -> [CGFloat] {
        let item = TestItem(center: CGPoint(x: 150, y: 50))
        let animator = UIDynamicAnimator()
        animator.addBehavior(UIGravityBehavior(items: [item]))
        if let resistance {
            let behavior = UIDynamicItemBehavior(items: [item])
            behavior.resistance = resistance
            animator.addBehavior(behavior)
        }
        return (1...5).map { _ in
            animator.advance(by: 1.0 / 60.0)
            return item.center.y
        }
    }

    @Test func withoutResistanceMatchesTheIntegratorClosedForm() {
        let expected: [CGFloat] = [50.0694, 50.4167, 51.0417, 51.9444, 53.1250]
        for (y, want) in zip(fall(resistance: 0), expected) { #expect(abs(y - want) < 1e-3, "y \(y) vs \(want)") }
    }

    @Test func withDefaultResistanceDecaysAsMeasured() {
        let expected: [CGFloat] = [50.0693855, 50.4160881, 51.0396423, 51.9395943, 53.1154747]
        for (y, want) in zip(fall(resistance: nil), expected) { #expect(abs(y - want) < 1e-3, "y \(y) vs \(want)") }
    }

    @Test func accelerationDoesNotDependOnDensity() {
        let light = TestItem(center: CGPoint(x: 0, y: 0)), heavy = TestItem(center: CGPoint(x: 300, y: 0))
        let animator = UIDynamicAnimator()
        animator.addBehavior(UIGravityBehavior(items: [light, heavy]))
        let density = UIDynamicItemBehavior(items: [heavy])
        density.density = 7
        animator.addBehavior(density)
        animator.run(frames: 20)
        #expect(abs(light.center.y - heavy.center.y) < 1e-9)
        #expect(light.center.y > 50)
    }

    @Test func nonFiniteGravityIsIgnored() {
        let item = TestItem(center: CGPoint(x: 150, y: 50))
        let gravity = UIGravityBehavior(items: [item])
        let animator = UIDynamicAnimator()
        animator.addBehavior(gravity)
        gravity.gravityDirection = CGVector(dx: CGFloat.nan, dy: 1)
        animator.run(frames: 5)
        #expect(item.center.x == 150)
        #expect(abs(item.center.y - 53.1154747) < 1e-3)
    }

    @Test func customItemsAreWrittenBackUnrounded() {
        let item = TestItem(center: CGPoint(x: 150, y: 50))
        let animator = UIDynamicAnimator()
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.run(frames: 1)
        #expect(item.center.y != item.center.y.rounded())
        #expect(item.transform == CGAffineTransform(rotationAngle: 0))
    }
}

@Suite struct MassAndPushTests {
    /// A 100×100 item (1 kg) free of damping, pushed by `direction` at `offset`; keeps the animator alive.
    struct PushRun {
        let item = TestItem(center: CGPoint(x: 200, y: 200))
        let animator = UIDynamicAnimator()
        let motion: UIDynamicItemBehavior
        let push: UIPushBehavior

        init(_ mode: UIPushBehavior.Mode, _ direction: CGVector, offset: UIOffset = .zero) {
            motion = frictionlessBehavior([item])
            push = UIPushBehavior(items: [item], mode: mode)
            push.pushDirection = direction
            push.setTargetOffsetFromCenter(offset, for: item)
            animator.addBehavior(motion)
            animator.addBehavior(push)
        }

        func step() { animator.advance(by: 1.0 / 60.0) }
        var velocity: CGPoint { motion.linearVelocity(for: item) }
        var spin: CGFloat { motion.angularVelocity(for: item) }
    }
    @Test func massIsDensityTimesArea() {
        let item = TestItem(center: .zero, size: CGSize(width: 200, height: 50))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.3, dy: 0)
        let behavior = frictionlessBehavior([item])
        behavior.density = 2
        let animator = UIDynamicAnimator()
        animator.addBehavior(behavior)
        animator.addBehavior(push)
        animator.run(frames: 1)
        // m = 2 × 200 × 50 / 10⁴ = 2 kg; Δv = 100 · 0.3 / 2 = 15 pt/s.
        #expect(abs(behavior.linearVelocity(for: item).x - 15) < 1e-6)
        #expect(!push.active)
    }

    @Test func continuousPushFramesOnOneKilogram() {
        let run = PushRun(.continuous, CGVector(dx: 1, dy: 0))
        for want: CGFloat in [0.8333, 2.5, 4.1667, 5.8333] {
            run.step()
            #expect(abs(run.velocity.x - want) < 1e-3)
        }
        #expect(run.push.active)
    }

    @Test func instantaneousPushGivesOneHundredPointsPerSecondAndDeactivates() {
        let run = PushRun(.instantaneous, CGVector(dx: 1, dy: 0))
        run.step()
        #expect(abs(run.velocity.x - 100) < 1e-6)
        #expect(!run.push.active)
        run.step()
        #expect(abs(run.velocity.x - 100) < 1e-6)
        run.push.active = true
        run.step()
        #expect(abs(run.velocity.x - 200) < 1e-6)
    }

    @Test func offCentreContinuousPushTurnsCounterClockwise() {
        let run = PushRun(.continuous, CGVector(dx: 1, dy: 0), offset: UIOffset(horizontal: 0, vertical: 50))
        for want: CGFloat in [-0.025, -0.075, -0.125, -0.175] {
            run.step()
            #expect(abs(run.spin - want) < 1e-4)
        }
    }

    @Test func offCentreImpulseSpinsClockwise() {
        let run = PushRun(.instantaneous, CGVector(dx: 0, dy: 1), offset: UIOffset(horizontal: 50, vertical: 0))
        run.step()
        // τ = r × J = 0.5 m × 1 N·s, I = 1/6 kg·m²: Δω = +3 rad/s (clockwise on screen).
        #expect(abs(run.spin - 3) < 1e-6)
    }

    /// SitePoint's push scene: 50×50 views (m = 0.25) pushed down (angle π/2) with magnitude 0.3. The continuous
    /// one accelerates at a = 120 pt/s² from rest; the instantaneous one starts at v = 120 pt/s. With damping c the
    /// closed forms are y_c = (a/c)·t − (a/c²)(1 − e^(−ct)) and y_i = (v/c)(1 − e^(−ct)) (for c = 0: ½at² and vt),
    /// so the continuous view overtakes at the root of y_c = y_i: 2 s without damping, ≈1.94 s with UIKit's 0.1.
    @Test(arguments: [CGFloat(0), 0.1])
    func continuousPushOvertakesInstantaneousAtTheClosedFormTime(resistance: CGFloat) throws {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let red = UIView(frame: CGRect(x: 40, y: 100, width: 50, height: 50))
        let blue = UIView(frame: CGRect(x: 220, y: 100, width: 50, height: 50))
        reference.addSubview(red)
        reference.addSubview(blue)
        let animator = UIDynamicAnimator(referenceView: reference)
        let continuous = UIPushBehavior(items: [red], mode: .continuous)
        continuous.setAngle(.pi / 2, magnitude: 0.3)
        let instantaneous = UIPushBehavior(items: [blue], mode: .instantaneous)
        instantaneous.setAngle(.pi / 2, magnitude: 0.3)
        let material = UIDynamicItemBehavior(items: [red, blue])
        material.resistance = resistance
        animator.addBehavior(material)
        animator.addBehavior(continuous)
        animator.addBehavior(instantaneous)

        let a = 120.0, v = 120.0, c = Double(resistance)
        func gap(_ t: Double) -> Double {
            c == 0 ? 0.5 * a * t * t - v * t
                   : (a / c) * t - (a / (c * c)) * (1 - exp(-c * t)) - (v / c) * (1 - exp(-c * t))
        }
        var low = 0.5, high = 5.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if gap(middle) < 0 { low = middle } else { high = middle }
        }
        let expectedFrame = low * 60

        animator.run(frames: 10)
        #expect(red.center.y < blue.center.y)
        var overtakeFrame: Int?
        for frame in 11...300 where overtakeFrame == nil {
            animator.advance(by: 1.0 / 60.0)
            if red.center.y > blue.center.y { overtakeFrame = frame }
        }
        let frame = try #require(overtakeFrame)
        #expect(abs(Double(frame) - expectedFrame) <= 1.5, "overtook at frame \(frame), closed form \(expectedFrame)")
    }
}
