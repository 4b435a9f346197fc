import Testing
@testable import DynamicsPort

/// `DispatchTime.now()` read on the scene clock: a Swift 4 controller in the manner of mr14aci's GameApplication and
/// SpeedRacerV2 (2018), which keep deadlines and hand them to `asyncAfter` on later ticks, rewritten and compared with
/// `Tests/PortFixtures/SceneClockDeadlines.swift`, which is compiled against Dynamics (so the output builds).
@Suite struct SceneClockRewriteTests {
    static let source = """
    // Swift 4, in the manner of mr14aci's GameApplication and SpeedRacerV2 (2018).
    import UIKit

    class DeadlineController: UIViewController {
        var delayBeforeGameEnds = DispatchTime.now() + 20
        let gate = DispatchSemaphore(value: 0)
        let ticker = DispatchSource.makeTimerSource()
        var score = 0

        func startCars(_ delays: [Double]) {
            for delay in delays {
                let when = DispatchTime.now() + delay
                DispatchQueue.main.asyncAfter(deadline: when) {
                    DispatchQueue.main.asyncAfter(deadline: when) { self.score += 1 }
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.score = 0 }
            DispatchQueue.main.asyncAfter(deadline: .now()+2) { self.score = 2 }
            let typed: DispatchTime = .now() + 2
            DispatchQueue.main.asyncAfter(deadline: typed) { self.score = -1 }
            DispatchQueue.main.asyncAfter(deadline: delayBeforeGameEnds) { self.view.isHidden = true }
            if DispatchTime.now() > delayBeforeGameEnds { score = 0 }
        }

        func waitForGate() -> Bool {
            // Dispatch waits on these itself: they stay on the wall clock.
            ticker.schedule(deadline: DispatchTime.now() + 1, repeating: 1)
            ticker.schedule(deadline: .now() + 1, repeating: 1)
            _ = gate.wait(timeout: DispatchTime.now() + 1)
            _ = gate.wait(timeout: .now() + 1)
            let started = DispatchTime.now().uptimeNanoseconds
            return started > 0 && DispatchWallTime.now() < .distantFuture
        }
    }

    """

    @Test func deadlinesReadInTheAppBecomeSceneClockReadingsAndWaitsKeepTheWallClock() throws {
        let ported = try SourceRewriter.rewrite([PortSource(path: "SceneClockDeadlines.swift", text: Self.source)])
        #expect(ported.files[0].text == (try SwiftMigrationTests.fixture("SceneClockDeadlines.swift")))
        #expect(ported.files[0].changes[.sceneClock] == 7)
        #expect(ported.notes.isEmpty)
    }

    @Test func aFileThatKeepsFoundationAloneImportsDynamicsWhenItNamesDispatchTime() throws {
        #expect(try rewritten("import Foundation\n\nlet when = DispatchTime.now() + 1\n") == """
            import Dynamics /* port: import */ // import Foundation

            let when = DispatchTime.sceneNow() /* port: scene clock */ + 1

            """)
        // Without the type's name it keeps Foundation, and `.now()` stays: it has no `sceneNow()`.
        let plain = "import Foundation\n\nfunc later(_ work: @escaping () -> Void) { DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: work) }\n"
        #expect(try rewritten(plain) == plain)
    }
}
