import Dynamics
import Foundation
import Testing

/// Tick index of a scene time (ticks are 1/60 s).
private func tick(_ time: TimeInterval) -> Int { Int((time * 60).rounded()) }

/// Names fingers A, B, C… in the order a logger first sees them (left to right among fingers first seen together,
/// since a set has no order).
@MainActor private final class FingerNames {
    private var names: [ObjectIdentifier: String] = [:]
    func callAsFunction(_ touches: Set<UITouch>) -> String {
        touches.sorted { $0.location(in: nil).x < $1.location(in: nil).x }.map { touch in
            if let name = names[ObjectIdentifier(touch)] { return name }
            let name = String(UnicodeScalar(UInt8(65 + names.count)))
            names[ObjectIdentifier(touch)] = name
            return name
        }.sorted().joined()
    }
}

/// A view that logs its raw touches as "phase fingers@tick all=N".
private final class MultiTouchLogView: UIView {
    var log: Log?
    let names = FingerNames()
    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let time = touches.first?.timestamp ?? -1
        log?.entries.append("\(phase) \(names(touches))@\(tick(time)) all=\(event?.allTouches?.count ?? 0)")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
}

/// A custom recogniser that only watches: it logs the fingers of each hook and never recognises.
private final class WatchingRecognizer: UIGestureRecognizer {
    var log: Log?
    let names = FingerNames()
    private func record(_ phase: String, _ touches: Set<UITouch>) {
        let time = touches.first?.timestamp ?? -1
        log?.entries.append("recogniser \(phase) \(names(touches))@\(tick(time))")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        record("began", touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        record("moved", touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        record("ended", touches)
    }
}

@Suite("Multi-finger scripts")
struct TouchScriptTests {
    /// Finger A drags from tick 30 to 33, B is pressed still from 30 to 36, C lands on 33 and lifts on 34.
    private static let threeFingers: @MainActor @Sendable (SceneContext) -> Void = { context in
        context.touches { fingers in
            fingers.finger(along: [CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 50)], from: 0.5, duration: 0.05)
            fingers.finger(at: CGPoint(x: 100, y: 100), from: 0.5, duration: 0.1)
            fingers.finger(along: [CGPoint(x: 150, y: 150), CGPoint(x: 150, y: 160)], from: 0.55, duration: 1.0 / 60)
        }
    }

    /// Runs the three-finger script over a multi-touch pad, with a `WatchingRecognizer` on it when `watched`; returns
    /// the log.
    private func runThreeFingers(watched: Bool) -> [String] {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = MultiTouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            pad.isMultipleTouchEnabled = true
            pad.log = log
            context.view.addSubview(pad)
            if watched {
                let watcher = WatchingRecognizer()
                watcher.log = log
                watcher.delaysTouchesEnded = false
                pad.addGestureRecognizer(watcher)
            }
            Self.threeFingers(context)
        })
        runner.advance(to: 1)
        #expect(runner.context.scriptedEvents == [ScriptedEvent(kind: .touches, start: 0.5, end: 0.6,
                                                                 label: "touches 3 fingers (20, 20) → (20, 50)")])
        return log.entries
    }

    @Test("Three fingers reach a multi-touch view: began, moved only when moving, ended, downs before lifts")
    func threeFingerPhases() {
        #expect(runThreeFingers(watched: false) == [
            "began AB@30 all=2",
            "moved A@31 all=2", "moved A@32 all=2",
            "began C@33 all=3", "ended A@33 all=3",
            "ended C@34 all=2",
            "ended B@36 all=1",
        ])
    }

    @Test("The same fingers reach a custom recogniser first: two together, the third joining, each lift")
    func threeFingersReachRecognizer() {
        #expect(runThreeFingers(watched: true) == [
            "recogniser began AB@30", "began AB@30 all=2",
            "recogniser moved A@31", "moved A@31 all=2", "recogniser moved A@32", "moved A@32 all=2",
            "recogniser began C@33", "began C@33 all=3", "recogniser ended A@33", "ended A@33 all=3",
            "recogniser ended C@34", "ended C@34 all=2",
            "recogniser ended B@36", "ended B@36 all=1",
        ])
    }

    @Test("A one-finger touches script drives a pan as context.pan does")
    func oneFingerScriptPans() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            pad.addGestureRecognizer(UIPanGestureRecognizer { pan in
                let moved = pan.translation(in: pad)
                log.entries.append("\(pan.state.rawValue)@\(tick(context.time)) \(Int(moved.x)),\(Int(moved.y))")
            })
            context.touches { $0.finger(along: [CGPoint(x: 50, y: 50), CGPoint(x: 80, y: 50)], from: 0.5, duration: 0.05) }
        })
        runner.advance(to: 1)
        // Down on tick 30; began (1) on 31, once the finger is 10 pt away, with the translation counted from where it
        // went down; changed (2) on 32, ended (3) on 33.
        #expect(log.entries == ["1@31 10,0", "2@32 20,0", "3@33 30,0"])
    }
}
