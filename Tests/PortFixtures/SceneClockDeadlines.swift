// Swift 4, in the manner of mr14aci's GameApplication and SpeedRacerV2 (2018).
import Dynamics /* port: import */ // import UIKit

class DeadlineController: UIViewController {
    var delayBeforeGameEnds = DispatchTime.sceneNow() /* port: scene clock */ + 20
    let gate = DispatchSemaphore(value: 0)
    let ticker = DispatchSource.makeTimerSource()
    var score = 0

    func startCars(_ delays: [Double]) {
        for delay in delays {
            let when = DispatchTime.sceneNow() /* port: scene clock */ + delay
            DispatchQueue.main.asyncAfter(deadline: when) {
                DispatchQueue.main.asyncAfter(deadline: when) { self.score += 1 }
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .sceneNow() /* port: scene clock */ + 0.5) { self.score = 0 }
        DispatchQueue.main.asyncAfter(deadline: /* port: scene clock */ .sceneNow()+2) { self.score = 2 }
        let typed: DispatchTime = .sceneNow() /* port: scene clock */ + 2
        DispatchQueue.main.asyncAfter(deadline: typed) { self.score = -1 }
        DispatchQueue.main.asyncAfter(deadline: delayBeforeGameEnds) { self.view.isHidden = true }
        if DispatchTime.sceneNow() /* port: scene clock */ > delayBeforeGameEnds { score = 0 }
    }

    func waitForGate() -> Bool {
        // Dispatch waits on these itself: they stay on the wall clock.
        ticker.schedule(deadline: DispatchTime.now() + 1, repeating: 1)
        ticker.schedule(deadline: .now() + 1, repeating: 1)
        _ = gate.wait(timeout: DispatchTime.now() + 1)
        _ = gate.wait(timeout: .now() + 1)
        let started = DispatchTime.sceneNow() /* port: scene clock */.uptimeNanoseconds
        return started > 0 && DispatchWallTime.now() < .distantFuture
    }
}
