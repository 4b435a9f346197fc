import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Implicit animations of standalone layers, as Core Animation runs them: 0.25 s, `.default` curve, from the value on
/// screen, off for views' layers, `setDisableActions`, `NSNull` actions and layers that have not been on screen.
@MainActor @Suite struct ImplicitAnimationTests {
    /// A 200×200 view with a standalone sublayer, added at scene time 0.
    private func scene(_ clock: AnimationClock) -> (UIView, CALayer) {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let layer = CALayer()
        clock.withCurrent {
            layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            host.layer.addSublayer(layer)
        }
        return (host, layer)
    }

    private func easedDefault(_ t: Double) -> Double { referenceBezier(t, 0.25, 0.1, 0.25, 1) }

    @Test("A standalone layer's opacity change animates over 0.25 s on the .default curve from the value on screen")
    func opacityAnimates() throws {
        let clock = AnimationClock()
        let (_, layer) = scene(clock)
        clock.advance(to: 1)
        clock.withCurrent { layer.opacity = 0.2 }
        #expect(layer.opacity == 0.2, "the model value changes at once")
        #expect(layer.animationKeys() == ["opacity"])
        clock.advance(to: 1.125)
        let expected = 1 + (0.2 - 1) * easedDefault(0.5)
        #expect(abs(try #require(layer.presentation()).opacity - expected) < 1e-6)
        // Changed again mid-flight: the new animation starts from what is on screen.
        clock.withCurrent { layer.opacity = 1 }
        clock.advance(to: 1.25)
        let restart = expected + (1 - expected) * easedDefault(0.5)
        #expect(abs(try #require(layer.presentation()).opacity - restart) < 1e-6)
        clock.advance(to: 1.375)
        #expect(try #require(layer.presentation()).opacity == 1)
        #expect(layer.animationKeys() == nil, "removed on completion")
    }

    @Test("No implicit animation in the tick the layer joined its superlayer, outside a superlayer, or on a view's layer")
    func whereNothingAnimates() throws {
        let clock = AnimationClock()
        let (host, layer) = scene(clock)
        clock.withCurrent { layer.position = CGPoint(x: 100, y: 100) }
        #expect(layer.animationKeys() == nil, "same tick as addSublayer: nothing was on screen yet")
        clock.advance(to: 0.5)
        clock.withCurrent { host.layer.opacity = 0.5 }
        #expect(host.layer.animationKeys() == nil, "a view's layer does not animate implicitly")
        let loose = CALayer()
        clock.withCurrent { loose.opacity = 0.5 }
        #expect(loose.animationKeys() == nil, "not in a layer tree")
    }

    @Test("setDisableActions, NSNull actions and a nil action from a subclass turn the animation off")
    func turnedOff() throws {
        let clock = AnimationClock()
        let (_, layer) = scene(clock)
        clock.advance(to: 0.5)
        clock.withCurrent {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.commit()
        }
        #expect(layer.animationKeys() == nil)
        layer.actions = ["position": NSNull()]
        clock.withCurrent { layer.position = CGPoint(x: 10, y: 10) }
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "position") == nil)
        #expect(layer.action(forKey: "opacity") is CABasicAnimation)

        final class StillLayer: CALayer {
            override func action(forKey event: String) -> CAAction? { event == "cornerRadius" ? nil : super.action(forKey: event) }
        }
        let still = StillLayer()
        clock.withCurrent { layer.addSublayer(still) }
        clock.advance(to: 1)
        clock.withCurrent {
            still.cornerRadius = 8
            still.borderWidth = 2
        }
        #expect(still.animationKeys() == ["borderWidth"])
    }

    @Test("A transaction's duration and curve, an action from `actions`, and a frame change (position and bounds)")
    func transactionAndActions() throws {
        let clock = AnimationClock()
        let (_, layer) = scene(clock)
        clock.advance(to: 0.5)
        var completed: TimeInterval?
        clock.withCurrent {
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            CATransaction.setCompletionBlock { completed = clock.now }
            layer.frame = CGRect(x: 100, y: 0, width: 100, height: 50)
            CATransaction.commit()
        }
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
        clock.advance(to: 1)
        let state = try #require(layer.presentation())
        #expect(abs(state.position.x - 87.5) < 1e-9, "25 → 150, linear, half-way")
        #expect(abs(state.bounds.width - 75) < 1e-9)
        clock.advance(to: 1.5)
        #expect(completed == 1.5, "the completion block waits for the implicit animations")

        let slow = CABasicAnimation()
        slow.duration = 2
        layer.actions = ["cornerRadius": slow]
        clock.withCurrent { layer.cornerRadius = 20 }
        clock.advance(to: 2.5)
        #expect(abs(try #require(layer.presentation()).cornerRadius - 10) < 1e-9, "linear when no curve is given")
    }

    @Test("A shape layer's strokeEnd animates implicitly, as progress rings on iOS do")
    func strokeEnd() throws {
        let clock = AnimationClock()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let ring = CAShapeLayer()
        clock.withCurrent {
            ring.strokeEnd = 0
            host.layer.addSublayer(ring)
        }
        clock.advance(to: 0.1)
        clock.withCurrent { ring.strokeEnd = 0.8 }
        clock.advance(to: 0.225)
        #expect(abs(try #require(ring.presentation()).strokeEnd - 0.8 * easedDefault(0.5)) < 1e-6)
    }
}
