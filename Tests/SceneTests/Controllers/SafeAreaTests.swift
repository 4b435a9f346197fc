import Dynamics
import Foundation
import Testing

/// `safeAreaInsets` from the scene's status bar, and identity hashing of UIKit objects.
@Suite struct SafeAreaTests {
    @Test func theStatusBarInsetsTheTopOfViewsUnderIt() {
        let probe = Log()
        let runner = SceneRunner(scene: scene { context in
            context.statusBar = .dark
            let banner = UIView(frame: CGRect(x: 0, y: 10, width: 200, height: 40))
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 50))
            context.view.addSubview(banner)
            context.view.addSubview(card)
            context.onTick { _ in
                probe.entries = [context.view, banner, card].map { "\($0.safeAreaInsets.top)" }
            }
            context.at(0.5) { context.statusBar = nil }
        })
        runner.advance(to: 0.1)
        #expect(probe.entries == ["20.0", "10.0", "0.0"])
        runner.advance(to: 0.6)
        #expect(probe.entries == ["0.0", "0.0", "0.0"])
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero)
    }

    @Test func viewsBehavioursAndRecognisersAreHashableByIdentity() {
        let a = UIView(), b = UIView()
        var snaps: [UIView: String] = [a: "a"]
        snaps[b] = "b"
        #expect(snaps[a] == "a" && snaps[b] == "b" && a != b && a == a)
        let behaviors: Set<UIDynamicBehavior> = [UIGravityBehavior(), UIGravityBehavior()]
        #expect(behaviors.count == 2)
    }
}
