import Dynamics
import Foundation
import Testing

/// A view that plays a heavy impact at 80 % whenever a finger lands on it.
private final class ThumpView: UIView {
    let generator = UIImpactFeedbackGenerator(style: .heavy)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        generator.impactOccurred(intensity: 0.8)
    }
}

/// Fires a light impact on the ball's view at every contact with the boundary, and notes the scene time of each.
private final class ContactHaptics: UICollisionBehaviorDelegate {
    var contactTimes: [TimeInterval] = []
    var ballCentres: [CGPoint] = []
    let context: SceneContext
    init(context: SceneContext) { self.context = context }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        guard let ball = item as? UIView else { return }
        contactTimes.append(context.time)
        ballCentres.append(ball.center)
        UIImpactFeedbackGenerator(style: .light, view: ball).impactOccurred()
    }
}

/// Where the scene's build hands its delegate to the test (scenes are `@Sendable`).
private final class Holder: @unchecked Sendable {
    var delegate: ContactHaptics?
}

/// Haptics in a running scene: the scene clock's time, the touch that caused them, the trace rows, and one log per
/// scene.
@Suite struct HapticSceneTests {
    /// A 200×200 scene whose thump view (the whole canvas) is tapped at (50, 60) at 0.5 s, with one more impact fired
    /// by a scripted event on tick 31.
    func tappedScene() -> Scene {
        scene { context in
            let view = ThumpView(frame: context.view.bounds)
            context.view.addSubview(view)
            context.tap(at: CGPoint(x: 50, y: 60), time: 0.5)
            context.at(31.0 / 60) { UIImpactFeedbackGenerator(style: .medium).impactOccurred() }
        }
    }

    @Test func aTapsImpactIsRecordedOnItsTickAtTheTouch() {
        let runner = SceneRunner(scene: tappedScene())
        runner.advance(to: 1)
        let events = runner.hapticLog.events()
        #expect(events == [
            HapticEvent(time: 30.0 / 60, kind: .impact, style: "heavy", intensity: 0.8,
                        location: CGPoint(x: 50, y: 60), origin: .touch),
            HapticEvent(time: 31.0 / 60, kind: .impact, style: "medium", intensity: 1,
                        location: CGPoint(x: 50, y: 60), origin: .touch),
        ])
    }

    @Test func aCollisionAtTickKGivesAnImpactAtKSixtiethsOnTheBall() throws {
        let haptics = Holder()
        let runner = SceneRunner(scene: scene { context in
            let ball = UIView(frame: CGRect(x: 90, y: 20, width: 20, height: 20))
            context.view.addSubview(ball)
            let animator = UIDynamicAnimator(referenceView: context.view)
            let collision = UICollisionBehavior(items: [ball])
            collision.translatesReferenceBoundsIntoBoundary = true
            let delegate = ContactHaptics(context: context)
            haptics.delegate = delegate
            collision.collisionDelegate = delegate
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            animator.addBehavior(collision)
            context.drive(animator)
        })
        runner.advance(to: 2)
        let delegate = try #require(haptics.delegate)
        let events = runner.hapticLog.events()
        try #require(!delegate.contactTimes.isEmpty)
        #expect(events.map(\.time) == delegate.contactTimes)
        for (event, centre) in zip(events, delegate.ballCentres) {
            let tick = event.time * 60
            #expect(abs(tick - tick.rounded()) < 1e-9)
            #expect(event.location == centre && event.origin == .view && event.style == "light")
        }
        // Falling 160 points at 1000 points/s² takes about 0.57 s: the first contact is on a tick near there, with
        // the ball resting on the floor.
        let first = try #require(events.first)
        #expect(first.time > 0.45 && first.time < 0.7)
        #expect(abs(first.location.y - 190) < 3)
    }

    @Test func theTraceCarriesEachEventOnTheFrameThatFirstShowsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("haptic-trace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.csv").path
        var options = RenderOptions()
        options.fps = 30
        options.duration = 1
        options.tracePath = path
        try SceneRenderer.render(tappedScene(), options: options)
        let csv = try String(contentsOfFile: path, encoding: .utf8)
        let rows = try #require(TraceRow.rows(csv: csv))
        #expect(rows.filter(\.isHaptic) == [
            "15,0.500000,haptic:impact style=heavy intensity=0.800 origin=touch,50.0000,60.0000,0.000000",
            "16,0.516667,haptic:impact style=medium intensity=1.000 origin=touch,50.0000,60.0000,0.000000",
        ].map { TraceRow(csvLine: $0)! })
        #expect(csv.contains("\n15,0.500000,haptic:impact style=heavy intensity=0.800 origin=touch,50.0000,60.0000,0.000000\n"))
    }

    @Test func aSceneWithoutHapticsWritesTheSameTraceAsBefore() {
        let quiet = scene { context in
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            card.accessibilityIdentifier = "card"
            context.view.addSubview(card)
            context.at(0.2) { UIView.animate(withDuration: 0.3) { card.center.x += 50 } }
        }
        let rows = TraceRow.rows(of: SceneRunner(scene: quiet), fps: 30, duration: 1)
        #expect(rows.count == 30 && rows.allSatisfy { $0.identifier == "card" })
        let viewsOnly = SceneRunner(scene: quiet)
        let expected = (0..<30).flatMap { frame -> [TraceRow] in
            viewsOnly.advance(to: Double(frame) / 30)
            return TraceRow.rows(for: viewsOnly.window, frame: frame, time: Double(frame) / 30)
        }
        #expect(TraceRow.csv(rows) == TraceRow.csv(expected))
    }

    @Test func scenesInOneProcessNeverShareALog() {
        let loud = SceneRunner(scene: tappedScene())
        let quiet = SceneRunner(scene: scene { _ in })
        for step in 1...60 {
            loud.advance(to: Double(step) / 60)
            quiet.advance(to: Double(step) / 60)
        }
        #expect(loud.hapticLog.events().count == 2)
        #expect(quiet.hapticLog.events().isEmpty)
        #expect(HapticLog.current == nil)
    }
}
