import DynamicsUIKit
import Foundation

/// Every animator still held by someone, in creation order, so that a scene can step the ones in its window on
/// every tick, as the display link steps a running animator on iOS.
///
/// The list holds animators weakly: an animator nobody keeps (a local variable in `viewDidLoad`) goes away and
/// stops, exactly as the CoreAnimationEffect article warns happens on a device.
@MainActor package enum LiveAnimators {
    private final class Entry: @unchecked Sendable {
        weak var animator: UIDynamicAnimator?
        init(_ animator: UIDynamicAnimator) { self.animator = animator }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Entry] = []

    static func register(_ animator: UIDynamicAnimator) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.animator == nil }
        entries.append(Entry(animator))
    }

    /// The live animators whose reference view (or collection view) is inside `window`, oldest first.
    package static func animators(in window: UIView) -> [UIDynamicAnimator] {
        lock.lock()
        let animators = entries.compactMap(\.animator)
        lock.unlock()
        return animators.filter { animator in
            let host = animator.referenceView ?? animator.collectionViewLayout?.collectionView
            return host?.isDescendant(of: window) == true
        }
    }
}
