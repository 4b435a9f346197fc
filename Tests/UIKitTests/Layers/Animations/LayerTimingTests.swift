import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Layer time (`beginTime`, `speed`, `timeOffset` on layers): the animations of a layer and its sublayers run in it.
@MainActor @Suite struct LayerTimingTests {
    private final class Stops: CAAnimationDelegate {
        var log: [String] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    private func fade(_ layer: CALayer, over duration: TimeInterval, on clock: AnimationClock,
                      delegate: CAAnimationDelegate? = nil) {
        clock.withCurrent {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = duration
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")
        }
    }

    @Test("Pausing a layer (speed 0, timeOffset at the pause) freezes its animation; resuming picks up where it stood")
    func pauseAndResume() throws {
        let clock = AnimationClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = view.layer
        let stops = Stops()
        fade(layer, over: 2, on: clock, delegate: stops)
        clock.advance(to: 0.5)
        #expect(abs(try #require(layer.presentation()).opacity - 0.75) < 1e-9)

        clock.withCurrent {
            let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = pausedTime
        }
        #expect(layer.timeOffset == 0.5)
        clock.advance(to: 1.5)
        #expect(abs(try #require(layer.presentation()).opacity - 0.75) < 1e-9, "frozen while paused")
        #expect(stops.log.isEmpty)

        clock.withCurrent {
            let pausedTime = layer.timeOffset
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        }
        #expect(layer.beginTime == 1)
        clock.advance(to: 2)
        #expect(abs(try #require(layer.presentation()).opacity - 0.5) < 1e-9, "1 s of the animation's 2 has run")
        clock.advance(to: 2.9)
        #expect(stops.log.isEmpty)
        clock.advance(to: 3)
        #expect(stops.log == ["stop true"], "ends 2 s of running after it began, the paused second not counted")
    }

    @Test("A superlayer's speed runs its sublayers' animations faster; a new animation begins at the layer's time")
    func speedInherited() throws {
        let clock = AnimationClock(now: 1)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        parent.addSubview(child)
        parent.layer.speed = 2
        let stops = Stops()
        clock.withCurrent {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            move.delegate = stops
            child.layer.add(move, forKey: nil)
            #expect(child.layer.animationKeys() == nil, "added without a key")
        }
        #expect(child.layer.convertTime(1, from: nil) == 2)
        clock.advance(to: 1.25)
        #expect(abs(try #require(child.layer.presentation()).position.x - 50) < 1e-9)
        clock.advance(to: 1.5)
        #expect(stops.log == ["stop true"], "a 1 s animation at twice the speed ends after half a second")
    }

    @Test("convertTime maps through every layer's begin time, speed and offset, both ways")
    func convertTime() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(leaf)
        root.layer.speed = 0.5
        leaf.layer.beginTime = 1
        leaf.layer.speed = 2
        leaf.layer.timeOffset = 0.5
        // Root time 3 × 0.5 = 1.5; leaf (1.5 − 1) × 2 + 0.5 = 1.5.
        #expect(leaf.layer.convertTime(3, from: nil) == 1.5)
        #expect(leaf.layer.convertTime(1.5, to: nil) == 3)
        #expect(leaf.layer.convertTime(1.5, to: root.layer) == 1.5)
        #expect(root.layer.convertTime(1.5, from: leaf.layer) == 1.5)
        leaf.layer.speed = .nan
        #expect(leaf.layer.speed == 2, "a non-finite speed is ignored")
    }
}
