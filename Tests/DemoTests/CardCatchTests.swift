import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// The mixed-systems demo: physics throws the card, a spring animator brings it home, layer animations pulse.
@Suite struct CardCatchTests {
    @Test("The thrown card flies, is caught 0.4 s after release and springs home upright; the caption cross-fades")
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
        #expect(try #require(card.layer.presentation()).position != home, "the presentation is still on its way")
        runner.advance(to: 2.5)
        let back = try #require(card.layer.presentation())
        #expect(abs(back.position.x - home.x) < 0.5 && abs(back.position.y - home.y) < 0.5)
        #expect(caption.text == "Caught!")
        #expect(caption.layer.presentation()?.transition != nil, "the caption's cross dissolve is running")
        runner.advance(to: 5)
        #expect(caption.text == "Caught again")
        #expect(card.layer.animationKeys() == nil)
        let badge = try #require(card.subviews.last)
        #expect(badge.layer.animationKeys() == ["pulse"], "the pulse repeats for ever")
    }
}
