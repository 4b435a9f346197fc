import Dynamics
import DynamicsUIKitDynamics
import Foundation
import Testing

/// Each scene's animators live in its own registry: an animator joins the registry current where it is made, in
/// creation order, held weakly; another registry, or none, never sees it.
@Suite struct AnimatorRegistryTests {
    @Test("a registry's animators, oldest first: those inside the window asked about and those without a reference view")
    func registryKeepsItsOwnAnimators() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inside = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(inside)
        let outside = UIView(frame: .zero)
        let registry = AnimatorRegistry(), other = AnimatorRegistry()
        let (first, second, elsewhere, abstract) = registry.withCurrent {
            (UIDynamicAnimator(referenceView: inside), UIDynamicAnimator(referenceView: window),
             UIDynamicAnimator(referenceView: outside), UIDynamicAnimator())
        }
        let otherScenes = other.withCurrent { UIDynamicAnimator(referenceView: window) }
        let unscoped = UIDynamicAnimator(referenceView: window)
        let found = registry.animators(in: window)
        #expect(found.count == 3)
        #expect(found.first === first && found[1] === second && found.last === abstract)
        #expect(other.animators(in: window).count == 1 && other.animators(in: window).first === otherScenes)
        withExtendedLifetime((elsewhere, unscoped)) {}
    }

    @Test("an animator nobody holds leaves its registry")
    func releasedAnimatorLeaves() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let registry = AnimatorRegistry()
        let kept = registry.withCurrent { () -> UIDynamicAnimator in
            _ = UIDynamicAnimator(referenceView: window)
            return UIDynamicAnimator(referenceView: window)
        }
        #expect(registry.animators(in: window).count == 1)
        #expect(registry.animators(in: window).first === kept)
    }
}
