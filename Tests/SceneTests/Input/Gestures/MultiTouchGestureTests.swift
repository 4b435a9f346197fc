import Dynamics
import Foundation
import Testing

/// Answers the delegate questions of simultaneous recognition and failure requirements as a test sets them.
private final class GestureRules: UIGestureRecognizerDelegate {
    var simultaneous = false
    /// Pairs (waiting, required) by recogniser name.
    var requirements: [(UIGestureRecognizer, UIGestureRecognizer)] = []

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requirements.contains { $0.0 === gestureRecognizer && $0.1 === otherGestureRecognizer }
    }
}

/// Numbers a handler collects.
private final class Samples {
    var values: [CGFloat] = []
    var total: CGFloat = 0
}

/// A recogniser state's name, for logs (shared by the gesture tests of this target).
func stateName(_ state: UIGestureRecognizer.State) -> String {
    switch state {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    @unknown default: "unknown"
    }
}

/// Pinch, rotation and screen-edge pan recognisers under scripted fingers, and the delegate's say over which of
/// several recognisers of the same touches recognise (docs/touches.md).
@Suite("Two-finger gestures")
struct MultiTouchGestureTests {
    @Test("A pinch from 100 pt to 180 pt apart: began, changed with scale rising to 1.8, ended")
    func pinchScalesFromOneToTheDistanceRatio() {
        let log = Log()
        let velocities = Samples()
        let runner = SceneRunner(scene: scene { context in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(card)
            card.addGestureRecognizer(UIPinchGestureRecognizer { pinch in
                log.entries.append(stateName(pinch.state))
                log.points.append(CGPoint(x: pinch.scale, y: CGFloat(pinch.numberOfTouches)))
                if pinch.state == .changed { velocities.values.append(pinch.velocity) }
                if pinch.state == .began {
                    let first = pinch.location(ofTouch: 0, in: card), second = pinch.location(ofTouch: 1, in: card)
                    log.entries.append("fingers \(Int(first.x)),\(Int(first.y)) \(Int(second.x)),\(Int(second.y))")
                }
            })
            // Down on tick 30 (0.5 s), 30 ticks of 8/3 pt each, lifted on tick 60.
            context.pinch(center: CGPoint(x: 100, y: 100), from: 100, to: 180, time: 0.5, duration: 0.5)
        })
        runner.advance(to: 1.2)
        #expect(log.entries.first == "began")
        #expect(log.entries[1] == "fingers 48,100 151,100")
        #expect(log.entries.dropFirst(2).dropLast().allSatisfy { $0 == "changed" })
        #expect(log.entries.last == "ended")
        let scales = log.points.map(\.x)
        #expect(abs(scales[0] - 102.6667 / 100) < 1e-3)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(scales.last! - 1.8) < 1e-9)
        #expect(log.points.allSatisfy { $0.y == 2 })
        // 0.8 of scale over 0.5 s.
        #expect(velocities.values.allSatisfy { abs($0 - 1.6) < 1e-6 }, "\(velocities.values)")
    }

    @Test("A quarter turn: rotation rises to π/2 at π rad/s; resetting it to 0 makes it count from there")
    func rotationFollowsTheAngleBetweenTheFingers() {
        let log = Log()
        let samples = Samples()
        let runner = SceneRunner(scene: scene { context in
            context.view.addGestureRecognizer(UIRotationGestureRecognizer { rotation in
                if rotation.state == .changed || rotation.state == .ended { samples.values.append(rotation.velocity) }
                samples.total += rotation.rotation
                rotation.rotation = 0
                log.entries.append(stateName(rotation.state))
            })
            context.rotate(center: CGPoint(x: 100, y: 100), by: .pi / 2, time: 0.5, duration: 0.5)
        })
        runner.advance(to: 1.2)
        #expect(log.entries.first == "began" && log.entries.last == "ended")
        #expect(log.entries.count == 30)
        #expect(abs(samples.total - .pi / 2) < 1e-9, "\(samples.total)")
        #expect(samples.values.allSatisfy { abs($0 - .pi) < 1e-6 }, "\(samples.values)")
    }

    @Test("Pinch and rotation of the same fingers: one recognises unless a delegate lets both")
    func recognisersOfTheSameTouchesExcludeEachOtherByDefault() {
        for simultaneous in [false, true] {
            let log = Log()
            let rules = GestureRules()
            rules.simultaneous = simultaneous
            let runner = SceneRunner(scene: scene { context in
                let pinch = UIPinchGestureRecognizer { log.entries.append("pinch \(stateName($0.state))") }
                let rotation = UIRotationGestureRecognizer { log.entries.append("rotation \(stateName($0.state))") }
                pinch.delegate = rules
                context.view.addGestureRecognizer(pinch)
                context.view.addGestureRecognizer(rotation)
                // Apart and turning at once: both quantities change on the first move.
                context.twoFingers(from: (CGPoint(x: 60, y: 100), CGPoint(x: 140, y: 100)),
                                   to: (CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 180)), time: 0.1, duration: 0.2)
            })
            runner.advance(to: 0.5)
            let began = log.entries.filter { $0.hasSuffix("began") }
            #expect(began == (simultaneous ? ["pinch began", "rotation began"] : ["pinch began"]), "\(log.entries)")
            #expect(log.entries.contains("rotation ended") == simultaneous)
        }
    }

    @Test("A two-finger pan alongside a pinch: both with shouldRecognizeSimultaneouslyWith, else the first to begin")
    func aPanAndAPinchShareTwoFingersWhenTheDelegateSaysSo() {
        for simultaneous in [false, true] {
            let log = Log()
            let rules = GestureRules()
            rules.simultaneous = simultaneous
            let runner = SceneRunner(scene: scene { context in
                let pan = UIPanGestureRecognizer { pan in
                    log.entries.append("pan \(stateName(pan.state))")
                    if pan.state == .ended { log.points.append(pan.translation(in: nil)) }
                }
                pan.delegate = rules
                let pinch = UIPinchGestureRecognizer { log.entries.append("pinch \(stateName($0.state))") }
                context.view.addGestureRecognizer(pan)
                context.view.addGestureRecognizer(pinch)
                // The midpoint moves 150 pt right (12.5 pt per tick, past the pan's 10 pt on the first move) while
                // the fingers spread from 60 to 120 pt.
                context.twoFingers(from: (CGPoint(x: 40, y: 100), CGPoint(x: 100, y: 100)),
                                   to: (CGPoint(x: 160, y: 100), CGPoint(x: 280, y: 100)), time: 0.1, duration: 0.2)
            })
            runner.advance(to: 0.5)
            #expect(log.entries.first == "pan began")
            #expect(log.entries.contains("pinch began") == simultaneous, "\(log.entries)")
            #expect(log.points == [CGPoint(x: 150, y: 0)])
        }
    }

    @Test("A pinch in place leaves a two-finger pan undecided, and the pan fails when the fingers lift")
    func aPinchInPlaceDoesNotPan() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            context.view.addGestureRecognizer(UIPanGestureRecognizer { log.entries.append("pan \(stateName($0.state))") })
            context.view.addGestureRecognizer(UIPinchGestureRecognizer { log.entries.append("pinch \(stateName($0.state))") })
            context.pinch(center: CGPoint(x: 100, y: 100), from: 60, to: 30, angle: .pi / 4, time: 0.1, duration: 0.1)
        })
        runner.advance(to: 0.5)
        #expect(log.entries.first == "pinch began" && log.entries.last == "pinch ended")
        #expect(!log.entries.contains { $0.hasPrefix("pan") })
    }

    @Test("shouldRequireFailureOf: a pinch that waits for the rotation fails when the rotation begins")
    func aDelegateRequirementMakesOneRecogniserWaitForAnother() {
        let log = Log()
        let rules = GestureRules()
        rules.simultaneous = true
        let runner = SceneRunner(scene: scene { context in
            let pinch = UIPinchGestureRecognizer { log.entries.append("pinch \(stateName($0.state))") }
            let rotation = UIRotationGestureRecognizer { log.entries.append("rotation \(stateName($0.state))") }
            pinch.delegate = rules
            rotation.delegate = rules
            rules.requirements = [(pinch, rotation)]
            context.view.addGestureRecognizer(pinch)
            context.view.addGestureRecognizer(rotation)
            context.twoFingers(from: (CGPoint(x: 60, y: 100), CGPoint(x: 140, y: 100)),
                               to: (CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 180)), time: 0.1, duration: 0.2)
        })
        runner.advance(to: 0.5)
        #expect(!log.entries.contains { $0.hasPrefix("pinch") }, "\(log.entries)")
        #expect(log.entries.first == "rotation began" && log.entries.last == "rotation ended")
    }

    @Test("A screen-edge pan begins only for a finger that goes down at one of its edges")
    func screenEdgePansStartAtTheirEdges() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let edge = UIScreenEdgePanGestureRecognizer { log.entries.append("\(stateName($0.state)) \(Int((context.time * 60).rounded()))") }
            edge.edges = .left
            context.view.addGestureRecognizer(edge)
            context.pan(along: [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100)], from: 0.1, duration: 0.1)
            context.pan(along: [CGPoint(x: 4, y: 100), CGPoint(x: 80, y: 100)], from: 0.5, duration: 0.1)
            context.pan(along: [CGPoint(x: 195, y: 100), CGPoint(x: 120, y: 100)], from: 0.8, duration: 0.1)
        })
        runner.advance(to: 1)
        // From the edge, 76 pt in six ticks: it begins on the first move (12.7 pt), ends on the lift.
        #expect(log.entries.first == "began 31")
        #expect(log.entries.last == "ended 36")
        #expect(log.entries.count == 6)
    }
}
