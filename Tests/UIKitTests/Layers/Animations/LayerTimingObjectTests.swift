import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// `CALayer` as a `CAMediaTiming` object: a layer's `duration`, `repeatCount`, `repeatDuration`, `autoreverses` and
/// `fillMode` shape the time its sublayers' animations run in.
@MainActor @Suite struct LayerTimingObjectTests {
    /// A parent view and a child whose layer fades 1 → 0 linearly over `duration` seconds of the parent's time,
    /// added at scene time 0 (so it begins at the parent's time 0); the animation stays on the layer. The caller
    /// keeps the parent alive (a view holds its superview weakly).
    private func fadingChild(over duration: TimeInterval, clock: AnimationClock,
                             configure: (CALayer) -> Void) -> (parent: UIView, child: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        parent.addSubview(child)
        configure(parent.layer)
        clock.withCurrent {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = duration
            fade.isRemovedOnCompletion = false
            fade.fillMode = .forwards
            child.layer.add(fade, forKey: "fade")
        }
        return (parent, child)
    }

    private func opacity(of view: UIView, at time: TimeInterval, on clock: AnimationClock) throws -> CGFloat {
        clock.advance(to: time)
        return try #require(view.layer.presentation()).opacity
    }

    /// Checks the presented opacity at each (scene time, value), advancing the clock through the times in order.
    private func expectOpacities(of view: UIView, _ samples: [(TimeInterval, CGFloat)], on clock: AnimationClock) throws {
        for (t, expected) in samples {
            let value = try opacity(of: view, at: t, on: clock)
            #expect(abs(value - expected) < 1e-9, "t = \(t): \(value)")
        }
    }

    @Test("A layer is a CAMediaTiming object; duration 0 (the default) is an infinite one: time runs on")
    func defaults() throws {
        let layer = CALayer()
        let timing: CAMediaTiming = layer
        #expect(timing.duration == 0 && timing.repeatCount == 0 && timing.repeatDuration == 0)
        #expect(!timing.autoreverses && timing.fillMode == .removed)
        layer.duration = -1
        layer.duration = .nan
        layer.repeatCount = .nan
        #expect(layer.duration == 0 && layer.repeatCount == 0, "invalid values are ignored")
        let clock = AnimationClock()
        let (parent, child) = fadingChild(over: 4, clock: clock) { _ in }
        #expect(abs(try opacity(of: child, at: 3, on: clock) - 0.25) < 1e-9)
        withExtendedLifetime(parent) {}
    }

    @Test("duration 1, repeatCount .infinity: the sublayer's animation time loops every second")
    func loops() throws {
        let clock = AnimationClock()
        let (parent, child) = fadingChild(over: 1, clock: clock) { layer in
            layer.duration = 1
            layer.repeatCount = .infinity
        }
        try expectOpacities(of: child, [(0.25, 0.75), (0.9, 0.1), (1.25, 0.75), (2.5, 0.5), (7.75, 0.25)], on: clock)
        #expect(abs(child.layer.convertTime(7.75, from: nil) - 0.75) < 1e-9, "the layer's time at 7.75 s")
        #expect(parent.layer.animationKeys() == nil)
    }

    @Test("Autoreverse with two repeats runs the time 0→1→0 twice; after it, with no fill, the model shows")
    func autoreversesThenEnds() throws {
        let clock = AnimationClock()
        let (parent, child) = fadingChild(over: 1, clock: clock) { layer in
            layer.duration = 1
            layer.autoreverses = true
            layer.repeatCount = 2
        }
        try expectOpacities(of: child, [(0.25, 0.75), (1.25, 0.25), (1.75, 0.75), (2.5, 0.5), (3.75, 0.75)], on: clock)
        #expect(try opacity(of: child, at: 4.5, on: clock) == 1, "the layer's time is over: model opacity")
        withExtendedLifetime(parent) {}
    }

    @Test("fillMode .forwards holds the layer's time at its end; repeatDuration cuts the repeats in local seconds")
    func fillAndRepeatDuration() throws {
        let clock = AnimationClock()
        let (heldParent, held) = fadingChild(over: 2, clock: clock) { layer in
            layer.duration = 1
            layer.fillMode = .forwards
        }
        let (cutParent, cut) = fadingChild(over: 1, clock: clock) { layer in
            layer.duration = 0.5
            layer.repeatDuration = 1.25
            layer.speed = 2
        }
        // 1 s of parent time at speed 2 is 2 local seconds: past 1.25, so nothing shows; at 0.5 s, local 1.0 → 0.
        #expect(abs(try opacity(of: cut, at: 0.2, on: clock) - 0.6) < 1e-9, "local 0.4 of a 0.5 s iteration")
        #expect(abs(try opacity(of: cut, at: 0.55, on: clock) - 0.9) < 1e-9, "local 1.1 → 0.1 into the third")
        #expect(try opacity(of: cut, at: 0.7, on: clock) == 1, "local 1.4 is past the repeat duration")
        #expect(abs(try opacity(of: held, at: 3, on: clock) - 0.5) < 1e-9, "time held at 1 of the fade's 2 s")
        withExtendedLifetime((heldParent, cutParent)) {}
    }

    @Test("A layer's begin time with .backwards fill holds its sublayers at their start during the delay")
    func beginTimeFill() throws {
        let clock = AnimationClock()
        let (unfilledParent, unfilled) = fadingChild(over: 1, clock: clock) { layer in
            layer.duration = 1
        }
        let parentDelayed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parentDelayed.addSubview(child)
        parentDelayed.layer.duration = 1
        parentDelayed.layer.beginTime = 1
        parentDelayed.layer.fillMode = .backwards
        clock.withCurrent {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.8
            fade.toValue = 0
            fade.duration = 1
            fade.beginTime = 0.001
            fade.fillMode = .both
            fade.isRemovedOnCompletion = false
            child.layer.add(fade, forKey: nil)
        }
        #expect(abs(try opacity(of: child, at: 0.5, on: clock) - 0.8) < 1e-9, "held at its start before 1 s")
        #expect(abs(try opacity(of: child, at: 1.501, on: clock) - 0.4) < 1e-9)
        #expect(try opacity(of: unfilled, at: 1.5, on: clock) == 1, "one iteration, no fill: over after 1 s")
        withExtendedLifetime((unfilledParent, parentDelayed)) {}
    }
}
