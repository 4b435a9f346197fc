import Foundation
import Testing
import Dynamics

/// Auto Layout next to UIKit Dynamics and UIView animations, on an explicit clock as a scene runs them.
@Suite struct AutoLayoutDynamicsTests {
    /// A 320×480 root with a 100×100 card pinned at (110, 40) by constraints.
    private func makeScreen() -> (root: UIView, card: UIView, top: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40)
        NSLayoutConstraint.activate([
            top,
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        return (root, card, top)
    }

    @Test func aConstantChangedInsideAnAnimationAnimatesTheFrame() {
        let (root, card, top) = makeScreen()
        #expect(card.frame == CGRect(x: 110, y: 40, width: 100, height: 100))
        let clock = AnimationClock()
        var finished: Bool?
        clock.withCurrent {
            top.constant = 240
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                root.layoutIfNeeded()
            }, completion: { finished = $0 })
        }
        // The model frame is the new one at once; the presentation moves linearly over one second.
        #expect(card.frame.minY == 240)
        clock.withCurrent { clock.advance(to: 0.25) }
        #expect(card.layer.presentation().map { $0.position.y } == 140)
        clock.withCurrent { clock.advance(to: 1.0) }
        #expect(card.layer.presentation().map { $0.position.y } == 290)
        #expect(finished == true)
    }

    @Test func dynamicsMovesAConstrainedViewUntilTheNextLayoutPassPutsItBack() {
        let (root, card, _) = makeScreen()
        let animator = UIDynamicAnimator(referenceView: root)
        animator.addBehavior(UIGravityBehavior(items: [card]))
        for _ in 0..<30 {
            animator.advance(by: 1.0 / 60)
            root.layoutIfNeeded()
        }
        // Half a second of gravity: the layout passes that ran each tick had nothing to do, so the card fell.
        #expect(card.center.y > 90 + 100)
        let rotated = card.transform
        // A layout pass of the superview (here, a new constraint elsewhere) resets the centre, keeping the transform.
        let label = UILabel()
        label.text = "moved"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(card.center == CGPoint(x: 160, y: 90))
        #expect(card.transform == rotated)
        #expect(card.bounds.size == CGSize(width: 100, height: 100))
    }

    @Test func aQuietLayoutPassDoesNoSolverWork() {
        let (root, card, top) = makeScreen()
        card.center = CGPoint(x: 10, y: 10)
        for _ in 0..<10 { root.layoutIfNeeded() }
        #expect(card.center == CGPoint(x: 10, y: 10))
        top.constant = 41
        root.layoutIfNeeded()
        #expect(card.center == CGPoint(x: 160, y: 91))
    }

    @Test func unsatisfiableConstraintsAreReportedAndOneIsBroken() {
        let (root, card, _) = makeScreen()
        let conflicting = card.widthAnchor.constraint(equalToConstant: 150)
        conflicting.identifier = "too-wide"
        conflicting.isActive = true
        root.layoutIfNeeded()
        // The new constraint is the one left out; the card keeps its 100-point width.
        #expect(card.frame.width == 100)
        #expect(conflicting.isActive)
        // Deactivating the first width lets the other one hold.
        card.constraints.first { $0.firstAttribute == .width && $0.constant == 100 }?.isActive = false
        root.layoutIfNeeded()
        #expect(card.frame.width == 150)
    }

    @Test func constraintsBetweenUnrelatedViewsAreUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            let a = UIView(), b = UIView()
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("'NSGenericException', reason: 'Unable to activate constraint with anchors"))
        #expect(standardError.contains("because they have no common ancestor."))
    }

    @Test func aMalformedVisualFormatIsUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil,
                                               views: [:])
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("Unable to parse constraint format"))
        #expect(standardError.contains("missing is not a key in the views dictionary."))
    }

    @Test func aNavigationBarJoinsTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        window.rootViewController = navigation
        let label = UILabel()
        label.text = "Below the bar"
        label.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
        ])
        window.layoutIfNeeded()
        // 20 points of status bar and 44 of navigation bar, as on a home-button iPhone.
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(label.frame.origin == CGPoint(x: 16, y: 72))
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(label.frame.minY == 82)
    }
}
