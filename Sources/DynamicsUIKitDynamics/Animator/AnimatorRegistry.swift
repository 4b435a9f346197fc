import DynamicsUIKit
import Foundation

/// The animators of one scene still held by someone, in creation order, so that the scene can step the ones in its
/// window on every tick, as the display link steps a running animator on iOS.
///
/// A scene owns its registry (`SceneContext`) and installs it with `withCurrent(_:)` while it builds and ticks, beside
/// its clock; an animator registers with the registry current where it is made. Two scenes in one process therefore
/// never see each other's animators, and nothing here is shared between them. An animator made where no scene is
/// current (a unit test that advances it by hand) belongs to no scene and steps only when advanced.
///
/// The registry holds animators weakly: an animator nobody keeps (a local variable in `viewDidLoad`) goes away and
/// stops, exactly as the CoreAnimationEffect article warns happens on a device.
@MainActor package final class AnimatorRegistry {
    private nonisolated static let slot = ThreadScoped<AnimatorRegistry>()

    private struct Entry {
        weak var animator: UIDynamicAnimator?
    }

    private var entries: [Entry] = []

    /// An empty registry.
    package init() {}

    /// The registry installed on this thread, if any.
    static var current: AnimatorRegistry? { slot.value }

    /// Runs `body` with this registry current, then restores the previous one.
    package func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.slot.withValue(self, body)
    }

    /// Adds `animator` after the others, dropping the ones that went away.
    func register(_ animator: UIDynamicAnimator) {
        entries.removeAll { $0.animator == nil }
        entries.append(Entry(animator: animator))
    }

    /// The live animators whose reference view (or collection view) is inside `window`, and those made with
    /// `init()`, which have none (a display link steps them on iOS whatever their items are), oldest first.
    package func animators(in window: UIView) -> [UIDynamicAnimator] {
        entries.compactMap(\.animator).filter { animator in
            let host = animator.referenceView ?? animator.collectionViewLayout?.collectionView
            return host.map { $0.isDescendant(of: window) } ?? true
        }
    }
}
