import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s).
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// Pans, pinches and rotations whose fingers join and lift while the gesture goes on, as on a device
/// (docs/gestures.md, "Fingers that come and go").
@Suite("Fingers that come and go")
struct FingersComeAndGoTests {
    /// The actions of `make`'s recogniser on the scene's root view under `script`, run to 1.2 s, each logged by `entry`.
    private func log<Recognizer: UIGestureRecognizer>(
        _ make: @escaping @MainActor (@escaping (Recognizer) -> Void) -> Recognizer,
        entry: @escaping @MainActor (Recognizer) -> String,
        script: @escaping @MainActor @Sendable (SceneContext) -> Void) -> [String] {
        let log = Log()
        SceneRunner(scene: scene { context in
            context.view.addGestureRecognizer(make { recognizer in
                log.entries.append("\(stateName(recognizer.state))@\(tick(context.time)) \(entry(recognizer)) "
                    + "n\(recognizer.numberOfTouches)")
            })
            script(context)
        }).advance(to: 1.2)
        return log.entries
    }

    @Test("A pan follows the centroid of the fingers down: a finger joining or lifting moves no translation")
    func panFollowsFingersThatComeAndGo() {
        let entries = log({ UIPanGestureRecognizer(handler: $0) }, entry: { "\(Int($0.translation(in: nil).x))" }) {
            context in
            context.touches { fingers in
                // A: down at x 50 on tick 30, 10 pt per tick to x 250, lifted on tick 50.
                fingers.finger(along: [CGPoint(x: 50, y: 100), CGPoint(x: 250, y: 100)], from: 0.5, duration: 20.0 / 60)
                // B: still at (50, 200) from tick 35 to tick 40.
                fingers.finger(at: CGPoint(x: 50, y: 200), from: 35.0 / 60, duration: 5.0 / 60)
            }
        }
        // With B down the centroid moves half as fast as A (5 pt per tick); B's landing on tick 35 (before A's move
        // of that tick) and its lift on tick 40 (after A's move) leave the translation where it was.
        #expect(entries == [
            "began@31 10 n1", "changed@32 20 n1", "changed@33 30 n1", "changed@34 40 n1",
            "changed@35 45 n2", "changed@36 50 n2", "changed@37 55 n2", "changed@38 60 n2", "changed@39 65 n2",
            "changed@40 70 n2",
            "changed@41 80 n1", "changed@42 90 n1", "changed@43 100 n1", "changed@44 110 n1", "changed@45 120 n1",
            "changed@46 130 n1", "changed@47 140 n1", "changed@48 150 n1", "changed@49 160 n1", "ended@50 170 n1",
        ])
    }

    @Test("A pan with minimumNumberOfTouches 2 ends when one of its two fingers lifts")
    func twoFingerPanEndsBelowItsMinimum() {
        let entries = log({ handler -> UIPanGestureRecognizer in
            let pan = UIPanGestureRecognizer(handler: handler)
            pan.minimumNumberOfTouches = 2
            return pan
        }, entry: { "\(Int($0.translation(in: nil).x))" }) { context in
            context.touches { fingers in
                fingers.finger(along: [CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 100)], from: 0.5, duration: 10.0 / 60)
                fingers.finger(along: [CGPoint(x: 50, y: 200), CGPoint(x: 100, y: 200)], from: 0.5, duration: 5.0 / 60)
            }
        }
        // Both move 10 pt per tick; on tick 35 the first moves (the centroid to x 95), then the second lifts at
        // x 100, which ends the pan there.
        #expect(entries == ["began@31 10 n2", "changed@32 20 n2", "changed@33 30 n2", "changed@34 40 n2",
                            "changed@35 45 n2", "ended@35 50 n2"])
    }

    @Test("A pinch goes on with one finger when the other lifts, takes a new second finger without a jump, ends with the last")
    func pinchKeepsGoingWithOneFinger() {
        let entries = log({ UIPinchGestureRecognizer(handler: $0) }, entry: { String(format: "%.2f", $0.scale) }) {
            context in
            context.touches { fingers in
                // A stays at x 100 from tick 30 to tick 45.
                fingers.finger(at: CGPoint(x: 100, y: 100), from: 0.5, duration: 15.0 / 60)
                // B: x 200 → 250 at 10 pt per tick, lifted on tick 35.
                fingers.finger(along: [CGPoint(x: 200, y: 100), CGPoint(x: 250, y: 100)], from: 0.5, duration: 5.0 / 60)
                // C: lands at x 200 on tick 37, 20 pt per tick to x 300, lifted on tick 42.
                fingers.finger(along: [CGPoint(x: 200, y: 100), CGPoint(x: 300, y: 100)], from: 37.0 / 60,
                               duration: 5.0 / 60)
            }
        }
        // B's lift leaves the scale at 1.40 and one touch; C, 100 pt from A, carries on from 1.40 (120 pt: 1.68).
        #expect(entries == [
            "began@31 1.10 n2", "changed@32 1.20 n2", "changed@33 1.30 n2", "changed@34 1.40 n2",
            "changed@38 1.68 n2", "changed@39 1.96 n2", "changed@40 2.24 n2", "changed@41 2.52 n2",
            "ended@45 2.52 n1",
        ])
    }

    @Test("A rotation whose second finger lifts holds its angle and ends when the first lifts")
    func rotationKeepsGoingWithOneFinger() {
        let entries = log({ UIRotationGestureRecognizer(handler: $0) },
                          entry: { String(format: "%.3f", $0.rotation) }) { context in
            context.touches { fingers in
                fingers.finger(at: CGPoint(x: 100, y: 100), from: 0.5, duration: 10.0 / 60)
                // B turns around A: straight down 10 pt per tick from (200, 100), lifted on tick 33.
                fingers.finger(along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 130)], from: 0.5, duration: 3.0 / 60)
            }
        }
        // atan(10/100) = 0.100, atan(20/100) = 0.197; the lift on tick 33 changes nothing until A lifts on 40.
        #expect(entries == ["began@31 0.100 n2", "changed@32 0.197 n2", "ended@40 0.197 n1"])
    }

    @Test("Two fingers' centroid must move 10 pt, as one finger must, before a pan begins")
    func twoFingerPanHysteresis() {
        let entries = log({ UIPanGestureRecognizer(handler: $0) }, entry: { "\(Int($0.translation(in: nil).x))" }) {
            context in
            // The midpoint moves 5 pt per tick for 12 ticks from tick 30.
            context.twoFingers(from: (CGPoint(x: 50, y: 100), CGPoint(x: 150, y: 100)),
                               to: (CGPoint(x: 110, y: 100), CGPoint(x: 210, y: 100)), time: 0.5, duration: 0.2)
        }
        #expect(entries.first == "began@32 10 n2")
        #expect(entries.last == "ended@42 60 n2")
        #expect(entries.count == 11)
    }
}
