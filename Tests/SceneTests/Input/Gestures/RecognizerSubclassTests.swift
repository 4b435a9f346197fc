import Dynamics
import Foundation
import Testing

/// A pan subclass as iOS code writes one: state of its own, UIKit's initialisers inherited.
private final class DragTracker: UIPanGestureRecognizer {
    var translations: [CGPoint] = []
}

/// A double-tap subclass that configures itself in its own initialiser.
private final class DoubleTap: UITapGestureRecognizer {
    override init() {
        super.init()
        numberOfTapsRequired = 2
    }
}

@Suite("Recogniser subclasses")
struct RecognizerSubclassTests {
    @Test("A subclass of a built-in recogniser keeps its behaviour and its own state")
    func subclassesBehaveAsTheirSuperclass() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            let pad = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            context.view.addSubview(pad)
            let tracker = DragTracker { pan in
                guard let tracker = pan as? DragTracker else { return }
                tracker.translations.append(pan.translation(in: pad))
                if pan.state == .ended { log.points = tracker.translations }
            }
            pad.addGestureRecognizer(tracker)
            let double = DoubleTap()
            double.addAction { _ in log.entries.append("double@\(Int((context.time * 60).rounded()))") }
            pad.addGestureRecognizer(double)
            // Down on tick 30, 10 pt a tick, lift on tick 33.
            context.pan(along: [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 80)], from: 0.5, duration: 0.05)
            context.tap(at: CGPoint(x: 100, y: 100), time: 1)
            context.tap(at: CGPoint(x: 100, y: 100), time: 1.2)
        })
        runner.advance(to: 2)
        // Began on tick 31 (10 pt from touch-down, UIKit's hysteresis), changed on 32, ended on 33.
        #expect(log.points == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 30)])
        #expect(log.entries == ["double@72"])
    }
}
