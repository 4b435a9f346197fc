import Dynamics
import Foundation
import Testing

/// The scene from the README's "Writing your own scene" section, kept here word for word so the README stays true.
private let dropScene = Scene(name: "drop", summary: "A card falls and bounces", size: CGSize(width: 320, height: 568),
                              duration: 3) { context in
    let card = UIView(frame: CGRect(x: 110, y: 80, width: 100, height: 100))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 12
    card.accessibilityIdentifier = "card"          // named views appear in --trace output
    context.view.addSubview(card)

    let animator = UIDynamicAnimator(referenceView: context.view)
    animator.addBehavior(UIGravityBehavior(items: [card]))
    let collision = UICollisionBehavior(items: [card])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    context.drive(animator)                        // advance(by: 1/60) on every tick

    context.at(1.5) {                              // scripted events, taps and pans
        UIView.animate(withDuration: 0.3) { card.alpha = 0.5 }
    }
    context.tap(at: CGPoint(x: 160, y: 400), time: 2)
}

@Suite("README example")
struct ReadmeExampleTests {
    @Test("the scene above is the README's, word for word")
    func sceneIsTheReadmes() throws {
        let readme = try String(contentsOf: DocumentationExampleTests.checkout.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(try DocumentationExampleTests.blocks().first { $0.code.contains("let dropScene") })
        #expect(readme.contains(block.code))
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        // The README's example imports Dynamics and declares the scene; here the declaration is private.
        let declaration = block.code.replacingOccurrences(of: "import Dynamics\n\n", with: "")
            .replacingOccurrences(of: "let dropScene = Scene(name: \"drop\", summary: \"A card falls and bounces\", size: CGSize(width: 320, height: 568),\n                      duration: 3)",
                                  with: "private let dropScene = Scene(name: \"drop\", summary: \"A card falls and bounces\", size: CGSize(width: 320, height: 568),\n                              duration: 3)")
        #expect(source.contains(declaration), "copy the README's scene into this file again")
    }

    @Test("the README's scene falls onto the floor and fades")
    @MainActor
    func dropSceneRuns() throws {
        let runner = SceneRunner(scene: dropScene)
        runner.advance(to: 3)
        let card = try #require(runner.rootView.subviews.first)
        // Resting on the bottom edge of the 568-pt canvas (centre 50 pt above it, within the contact slop).
        #expect(abs(card.center.y - 518) < 2, "card centre at \(card.center.y)")
        #expect(card.alpha == 0.5)
    }
}
