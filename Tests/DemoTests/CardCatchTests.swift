import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// The mixed-systems demo: physics throws the card, a spring animator brings it home, layer animations pulse.
@Suite struct CardCatchTests {
    @Test("The thrown card flies, is caught 0.4 s after release and springs home upright; a grab mid-spring hands it back to physics")
    func flightCatchAndReturn() throws {
        let scene = try #require(demoScenes.first { $0.name == "card-catch" })
        let runner = SceneRunner(scene: scene)
        let card = try #require(runner.demoView.subviews.first { $0.accessibilityIdentifier == "card" })
        let caption = try #require(card.subviews.compactMap { $0 as? UILabel }.first)
        let home = card.center
        runner.advance(to: 1.1)
        let flying = try #require(card.layer.presentation())
        #expect(flying.position.x - home.x > 100, "thrown to the right: \(flying.position)")
        #expect(abs(atan2(flying.transform.b, flying.transform.a)) > 0.05, "and spinning")
        runner.advance(to: 1.3)
        #expect(card.center == home && card.transform == .identity, "caught: the model is home at once")
        let returning = try #require(card.layer.presentation()).position
        #expect(returning != home, "the presentation is still on its way")
        // 1.9 s: the finger goes down mid-spring; two ticks later it is 16 pt away, past the pan's 10 pt
        // hysteresis, and takes the card: the animator stops where the card is shown.
        runner.advance(to: 1.9 + 1.0 / 60)
        let shown = try #require(card.layer.presentation())
        #expect(shown.position != home, "still springing")
        #expect(card.layer.animationKeys() != nil, "the finger is down but the pan has not begun")
        runner.advance(to: 1.9 + 2.0 / 60)
        #expect(card.layer.animationKeys() == nil, "no animation left: the model holds the shown values")
        #expect(abs(card.center.x - shown.position.x) < 5 && abs(card.center.y - shown.position.y) < 5)
        runner.advance(to: 3.6)
        let back = try #require(card.layer.presentation())
        #expect(abs(back.position.x - home.x) < 0.5 && abs(back.position.y - home.y) < 0.5)
        #expect(caption.text == "Caught!", "the interrupted animator never completed")
        #expect(caption.layer.presentation()?.transition != nil, "the caption's cross dissolve is running")
        runner.advance(to: 6)
        #expect(caption.text == "Caught again")
        #expect(card.layer.animationKeys() == nil)
        let badge = try #require(card.subviews.last)
        #expect(badge.layer.animationKeys() == ["pulse"], "the pulse repeats for ever")
    }
}
