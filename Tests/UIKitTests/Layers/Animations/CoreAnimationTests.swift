import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// Core Animation's explicit animations on the scene clock: values against closed forms, timing, delegates.
@Suite struct CoreAnimationTests {
    /// Keeps the views alive: a view's layer does not own its view.
    private final class Views { var all: [UIView] = [] }
    private let views = Views()

    /// The layer of a new 100×100 view at the origin.
    private func layer() -> CALayer {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        views.all.append(view)
        return view.layer
    }

    private final class Recorder: CAAnimationDelegate {
        var log: [String] = []
        let name: String
        init(_ name: String, log: [String] = []) { self.name = name; self.log = log }
        func animationDidStart(_ anim: CAAnimation) { log.append("\(name) start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("\(name) stop \(flag)") }
    }

    @Test("Named timing functions have Apple's control points; a basic animation eases its value with one")
    func timingFunctions() throws {
        var point: [Float] = [0, 0]
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (name, points) in expected {
            let function = CAMediaTimingFunction(name: name)
            function.getControlPoint(at: 1, values: &point)
            let first = point
            function.getControlPoint(at: 2, values: &point)
            #expect(first + point == points, "\(name.rawValue)")
        }
        let clock = AnimationClock(now: 3)
        let layer = layer()
        clock.withCurrent {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 2
            fade.timingFunction = CAMediaTimingFunction(name: .default)
            layer.add(fade, forKey: "fade")
        }
        clock.advance(to: 3.5)
        let expectedOpacity = 1 - referenceBezier(0.25, 0.25, 0.1, 0.25, 1)
        #expect(abs(try #require(layer.presentation()).opacity - expectedOpacity) < 1e-6)
        #expect(layer.opacity == 1, "the model value is untouched")
        clock.advance(to: 5)
        #expect(layer.presentation()?.opacity == 1, "removed on completion: the model value shows again")
        #expect(layer.animation(forKey: "fade") == nil)
    }

    @Test("from/to/by: each pair and each single value reads as Core Animation documents")
    func fromToBy() throws {
        let clock = AnimationClock()
        let cases: [(Any?, Any?, Any?, CGFloat)] = [
            (10, 30, nil, 20), (10, nil, 40, 30), (nil, 30, 40, 10), (10, nil, nil, 30), (nil, 30, nil, 40),
            (nil, nil, 40, 70),
        ]
        for (from, to, by, halfway) in cases {
            let layer = layer()
            layer.position = CGPoint(x: 50, y: 50)
            clock.withCurrent {
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = from
                move.toValue = to
                move.byValue = by
                move.duration = 1
                layer.add(move, forKey: nil)
            }
            let start = clock.now
            clock.advance(to: start + 0.5)
            #expect(abs(try #require(layer.presentation()).position.x - halfway) < 1e-9, "\(String(describing: from)) \(String(describing: to)) \(String(describing: by))")
            clock.advance(to: start + 1)
        }
        // Additive: the values add to the model value beneath.
        let layer = layer()
        layer.position = CGPoint(x: 50, y: 50)
        clock.withCurrent {
            let nudge = CABasicAnimation(keyPath: "position")
            nudge.fromValue = CGPoint(x: 0, y: 0)
            nudge.toValue = CGPoint(x: 10, y: -20)
            nudge.isAdditive = true
            nudge.duration = 1
            layer.add(nudge, forKey: "nudge")
        }
        clock.advance(to: clock.now + 0.5)
        #expect(try #require(layer.presentation()).position == CGPoint(x: 55, y: 40))
    }

    @Test("Key paths: rotation, scale, bounds, corner radius and colour animate their presented values")
    func keyPaths() throws {
        let clock = AnimationClock()
        let layer = layer()
        layer.backgroundColor = .black
        clock.withCurrent {
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = CGFloat.pi * 2
            spin.duration = 4
            layer.add(spin, forKey: "spin")
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.toValue = 3
            grow.duration = 4
            layer.add(grow, forKey: "grow")
            let size = CABasicAnimation(keyPath: "bounds")
            size.toValue = CGRect(x: 0, y: 0, width: 200, height: 50)
            size.duration = 4
            layer.add(size, forKey: "size")
            let round = CABasicAnimation(keyPath: "cornerRadius")
            round.toValue = 20
            round.duration = 4
            layer.add(round, forKey: "round")
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.toValue = UIColor.white
            tint.duration = 4
            layer.add(tint, forKey: "tint")
        }
        #expect(layer.animationKeys() == ["spin", "grow", "size", "round", "tint"])
        clock.advance(to: 1)
        let state = try #require(layer.presentation())
        #expect(abs(atan2(state.transform.b, state.transform.a) - .pi / 2) < 1e-9)
        #expect(abs(hypot(state.transform.a, state.transform.b) - 1.5) < 1e-9)
        #expect(abs((state.value(forKeyPath: "transform.rotation.z") as! CGFloat) - .pi / 2) < 1e-9)
        #expect(state.bounds == CGRect(x: 0, y: 0, width: 125, height: 87.5))
        #expect(state.cornerRadius == 5)
        #expect(abs((state.backgroundColor?.red ?? 0) - 0.25) < 1e-9)
        clock.advance(to: 3)
        // Past half a turn the rotation keeps its direction (the scalar is interpolated, not the matrix).
        let late = try #require(layer.presentation())
        #expect(abs(atan2(late.transform.b, late.transform.a) - (-.pi / 2)) < 1e-9)
    }

    @Test("CAMediaTiming: begin time, backwards fill, speed, time offset, repeats, autoreverse, forwards fill")
    func mediaTiming() throws {
        let clock = AnimationClock()
        func added(_ configure: (CABasicAnimation) -> Void) -> CALayer {
            let layer = layer()
            clock.withCurrent {
                let move = CABasicAnimation(keyPath: "position.x")
                move.fromValue = 0
                move.toValue = 100
                move.duration = 1
                configure(move)
                layer.add(move, forKey: "move")
            }
            return layer
        }
        let delayed = added { $0.beginTime = CACurrentMediaTime() + 1; $0.fillMode = .backwards }
        let unfilled = added { $0.beginTime = CACurrentMediaTime() + 1 }
        let fast = added { $0.speed = 2 }
        let offset = added { $0.timeOffset = 0.5 }
        let repeated = added { $0.repeatCount = 2.5; $0.autoreverses = true }
        let held = added { $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        func x(_ layer: CALayer) throws -> CGFloat { try #require(layer.presentation()).position.x }
        clock.advance(to: 0.25)
        #expect(try x(delayed) == 0 && x(unfilled) == 50 && x(fast) == 50 && x(offset) == 75 && x(repeated) == 25)
        clock.advance(to: 0.75)
        #expect(try x(offset) == 25, "the offset wraps round within the active period")
        #expect(try x(fast) == 50, "speed 2 ends at 0.5 s")
        clock.advance(to: 1.5)
        #expect(try x(delayed) == 50 && x(repeated) == 50 && x(held) == 100)
        clock.advance(to: 4.75)
        #expect(try x(repeated) == 75, "the third cycle runs forwards until 5 s")
        clock.advance(to: 5)
        #expect(try x(repeated) == 50 && x(held) == 100)
        #expect(held.animationKeys() == ["move"] && repeated.animationKeys() == nil)
    }

    @Test("Delegates hear start then stop(true); a removed or replaced animation stops with false")
    func delegateOrder() {
        let clock = AnimationClock()
        let layer = layer()
        let first = Recorder("first"), second = Recorder("second"), third = Recorder("third")
        clock.withCurrent {
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 1
            a.delegate = first
            layer.add(a, forKey: "a")
            let b = CABasicAnimation(keyPath: "opacity")
            b.toValue = 0.5
            b.duration = 1
            b.beginTime = CACurrentMediaTime() + 0.5
            b.delegate = second
            layer.add(b, forKey: "b")
            let c = CABasicAnimation(keyPath: "position.x")
            c.toValue = 10
            c.duration = 1
            c.delegate = third
            layer.add(c, forKey: "c")
        }
        #expect(first.log.isEmpty)
        clock.advance(to: 1.0 / 60)
        #expect(first.log == ["first start"] && second.log.isEmpty && third.log == ["third start"])
        layer.removeAnimation(forKey: "c")
        #expect(layer.animationKeys() == ["a", "b"])
        clock.advance(to: 0.5)
        #expect(second.log == ["second start"] && third.log == ["third start", "third stop false"])
        clock.advance(to: 1)
        #expect(first.log == ["first start", "first stop true"])
        clock.withCurrent {
            let replacement = CABasicAnimation(keyPath: "opacity")
            replacement.duration = 1
            layer.add(replacement, forKey: "b")
        }
        clock.advance(to: 1.1)
        #expect(second.log == ["second start", "second stop false"])
    }

    @Test("CATransaction's completion block waits for the animations added inside it")
    func transactionCompletion() {
        let clock = AnimationClock()
        let layer = layer()
        let recorder = Recorder("move")
        var log: [String] { recorder.log }
        clock.withCurrent {
            CATransaction.begin()
            CATransaction.setCompletionBlock { recorder.log.append("transaction done") }
            let move = CABasicAnimation(keyPath: "position.y")
            move.toValue = 300
            move.duration = 0.5
            move.delegate = recorder
            layer.add(move, forKey: nil)
            UIView.animate(withDuration: 0.8, animations: { layer.view.alpha = 0 }) { _ in recorder.log.append("view done") }
            CATransaction.commit()
        }
        clock.advance(to: 0.5)
        #expect(log == ["move start", "move stop true"])
        clock.advance(to: 0.8)
        #expect(log == ["move start", "move stop true", "view done", "transaction done"])
        // The implicit transaction: a completion block set outside begin/commit commits on the next advance.
        var implicit = 0
        clock.withCurrent { CATransaction.setCompletionBlock { implicit += 1 } }
        #expect(implicit == 0)
        clock.advance(to: 0.9)
        #expect(implicit == 1)
    }

    @Test("Springs: the closed form under, at and over critical damping; settling durations as Apple documents")
    func springs() throws {
        let clock = AnimationClock()
        let cases: [(mass: Double, stiffness: Double, damping: Double, velocity: Double)] = [
            (1, 100, 5, 0), (1, 100, 5, 5), (2, 200, 40, -3), (1, 100, 30, 0),
        ]
        for spring in cases {
            let layer = layer()
            clock.withCurrent {
                let animation = CASpringAnimation(keyPath: "position.x")
                animation.fromValue = 0
                animation.toValue = 200
                animation.mass = spring.mass
                animation.stiffness = spring.stiffness
                animation.damping = spring.damping
                animation.initialVelocity = spring.velocity
                animation.duration = animation.settlingDuration
                layer.add(animation, forKey: nil)
            }
            let start = clock.now
            let reference = ReferenceSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                            velocity: spring.velocity)
            for t in [0.1, 0.3, 0.6] {
                clock.advance(to: start + t)
                let x = try #require(layer.presentation()).position.x
                #expect(abs(x - 200 * reference.progress(t)) < 1e-6, "\(spring) t = \(t)")
            }
            clock.advance(to: start + 10)
        }
        // Apple's example: position.x 0 → 640, damping 5 settles in about 2.85 s, damping 15 in just over 1 s.
        let example = CASpringAnimation(keyPath: "position.x")
        example.damping = 5
        #expect(abs(example.settlingDuration - 2.85) < 0.01, "\(example.settlingDuration)")
        example.damping = 15
        #expect(example.settlingDuration > 1 && example.settlingDuration < 1.05, "\(example.settlingDuration)")
        // iOS 17's perceptual spring matches SwiftUI's documented Spring(duration: 0.5, bounce: 0.3).
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(perceptual.mass == 1)
        #expect(abs(perceptual.stiffness - 157.9) < 0.05 && abs(perceptual.damping - 17.6) < 0.05)
        #expect(abs(perceptual.perceptualDuration - 0.5) < 1e-9 && abs(perceptual.bounce - 0.3) < 1e-9)
        let swiftUIExample = CASpringAnimation()
        swiftUIExample.stiffness = 100
        swiftUIExample.damping = 10
        #expect(abs(swiftUIExample.perceptualDuration - 0.63) < 0.005 && abs(swiftUIExample.bounce - 0.5) < 1e-9)
    }

    @Test("Keyframes: linear with key times, discrete, paced, cubic, and a path with automatic rotation")
    func keyframes() throws {
        let clock = AnimationClock()
        let linear = layer(), discrete = layer(), paced = layer(), path = layer(), cubic = layer()
        clock.withCurrent {
            let spline = CAKeyframeAnimation(keyPath: "position.x")
            spline.values = [0, 100, 0]
            spline.calculationMode = .cubic
            spline.duration = 1
            cubic.add(spline, forKey: nil)
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 100, 0]
            a.keyTimes = [0, 0.8, 1]
            a.duration = 1
            linear.add(a, forKey: nil)
            let b = CAKeyframeAnimation(keyPath: "opacity")
            b.values = [1, 0.5, 0]
            b.keyTimes = [0, 0.3, 0.6, 1]
            b.calculationMode = .discrete
            b.duration = 1
            discrete.add(b, forKey: nil)
            let c = CAKeyframeAnimation(keyPath: "position.x")
            c.values = [0, 10, 30]
            c.keyTimes = [0, 0.9, 1]
            c.calculationMode = .paced
            c.duration = 1
            paced.add(c, forKey: nil)
            let d = CAKeyframeAnimation(keyPath: "position")
            let route = UIBezierPath()
            route.move(to: .zero)
            route.addLine(to: CGPoint(x: 100, y: 0))
            route.addLine(to: CGPoint(x: 100, y: 100))
            d.path = route.cgPath
            d.rotationMode = .rotateAuto
            d.duration = 1
            path.add(d, forKey: nil)
        }
        clock.advance(to: 0.25)
        // Catmull-Rom through 0, 100, 0 with the ends as their own neighbours: half-way along the first segment
        // ½(2·0 + 100·½ + 400·¼ − 300·⅛) = 56.25.
        #expect(abs(try #require(cubic.presentation()).position.x - 56.25) < 1e-9)
        clock.advance(to: 0.4)
        #expect(abs(try #require(linear.presentation()).position.x - 50) < 1e-9)
        #expect(try #require(discrete.presentation()).opacity == 0.5)
        #expect(abs(try #require(paced.presentation()).position.x - 12) < 1e-9)
        clock.advance(to: 0.75)
        let moving = try #require(path.presentation())
        #expect(abs(moving.position.x - 100) < 1e-9 && abs(moving.position.y - 50) < 1e-9)
        #expect(abs(atan2(moving.transform.b, moving.transform.a) - .pi / 2) < 1e-6)
        clock.advance(to: 0.9)
        #expect(abs(try #require(linear.presentation()).position.x - 50) < 1e-9)
        #expect(try #require(discrete.presentation()).opacity == 0)
    }

    @Test("A group runs its children on its own timeline and cuts them off at its duration")
    func group() throws {
        let clock = AnimationClock()
        let layer = layer()
        let stopped = Recorder("group")
        clock.withCurrent {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.beginTime = 0.5
            fade.duration = 1
            let group = CAAnimationGroup()
            group.animations = [move, fade]
            group.duration = 1.2
            group.beginTime = CACurrentMediaTime() + 1
            group.delegate = stopped
            layer.add(group, forKey: "group")
        }
        clock.advance(to: 1.25)
        let state = try #require(layer.presentation())
        #expect(abs(state.position.x - 25) < 1e-9 && state.opacity == 1)
        clock.advance(to: 2.1)
        let later = try #require(layer.presentation())
        #expect(abs(later.position.x - 50) < 1e-9, "the move ended at 1 s of the group; the view's model shows")
        #expect(abs(later.opacity - 0.4) < 1e-9)
        clock.advance(to: 2.2)
        #expect(stopped.log == ["group start", "group stop true"])
        #expect(layer.presentation()?.opacity == 1)
    }
}
