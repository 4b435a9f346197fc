import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// Runs UIKit Dynamics behaviours on a physics world, one explicit step at a time.
///
/// Time is explicit: `advance(by:)` performs one animator step, as one display-link tick of that length would on a
/// device. The physics runs in fixed 1/120 s sub-steps (100 points per metre). The animator pauses when every item
/// is at rest and resumes on any change, telling its delegate each time.
@preconcurrency @MainActor open class UIDynamicAnimator: NSObject {
    /// The view whose coordinate system the animator uses; nil for an animator created with `init()`.
    public var referenceView: UIView? { session.frame.view }
    /// The layout of an animator created with `init(collectionViewLayout:)`: its items are layout attributes in
    /// the collection view's content coordinates, and every step invalidates the layout.
    var collectionViewLayout: UICollectionViewLayout? { session.frame.collectionViewLayout }

    /// Told when the animator pauses and resumes.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    /// The top-level behaviours, in the order they were added.
    public private(set) var behaviors: [UIDynamicBehavior] = []

    /// The sum of every step's duration since creation (never reset), as measured on UIKit.
    public internal(set) var elapsedTime: TimeInterval = 0

    /// Whether the animator is stepping; false once everything is at rest.
    public internal(set) var isRunning = false

    /// Whether a scene should draw `debugShapes()` over the views (private in UIKit, public here).
    public var debugEnabled = false

    /// The animator's physics: the world, item bodies, behaviour records and collision state. The behaviour bridges
    /// reach the world only through it.
    let session: PhysicsSession
    // The step's own state, written only by the animator's files (the step in AnimatorStep.swift).
    /// Set while a step runs: tree changes are then queued until the step ends.
    var isStepping = false
    /// Tree changes requested during a step.
    var queuedChanges: [() -> Void] = []
    /// Set when the behaviour tree or an item list changed during a step.
    var needsReconcile = false

    /// Creates an animator for views that descend from `view`, in its coordinate system.
    public init(referenceView view: UIView) {
        session = PhysicsSession(frame: ReferenceFrame(view: view))
        super.init()
        AnimatorRegistry.current?.register(self)
    }

    /// Creates an animator for any dynamic items, in an abstract coordinate system with no reference bounds.
    public override init() {
        session = PhysicsSession(frame: ReferenceFrame(view: nil))
        super.init()
        AnimatorRegistry.current?.register(self)
    }

    // MARK: Behaviours

    /// Adds a top-level behaviour. Adding one already present at the top level does nothing; adding one that is
    /// already part of the tree elsewhere is a programmer error.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        checkNotRegistered(behavior)
        performTreeChange { [self] in
            guard !behaviors.contains(where: { $0 === behavior }) else { return }
            behaviors.append(behavior)
            attach(behavior)
        }
    }

    /// Removes a top-level behaviour.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        performTreeChange { [self] in
            guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
            behaviors.remove(at: index)
            detach(behavior)
        }
    }

    /// Removes every behaviour. From inside a step the removals are queued and, as in UIKit, `behaviors` still
    /// lists them until the step ends.
    open func removeAllBehaviors() {
        performTreeChange { [self] in
            let removed = behaviors
            behaviors.removeAll()
            for behavior in removed { detach(behavior) }
        }
    }

    /// Runs a tree change now, or at the end of the current step.
    private func performTreeChange(_ change: @escaping () -> Void) {
        if isStepping {
            queuedChanges.append(change)
        } else {
            change()
            reconcile()
        }
    }

    /// UIKit's check that a behaviour joins the tree only once.
    func checkNotRegistered(_ behavior: UIDynamicBehavior) {
        if behavior.dynamicAnimator === self {
            raiseUIKitException(.invalidArgument, "Adding the same behavior twice to the same animator is not supported")
        }
    }

    /// Gives the behaviour's subtree to this animator, parents before children. The children are read after the
    /// parent's `willMove(to:)`, so children a composite adds there join too, with their `dynamicAnimator` set.
    private func attach(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        for child in behavior.childBehaviors { attach(child) }
    }

    /// Takes the behaviour's subtree from this animator, parents before children.
    private func detach(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: nil)
        behavior.dynamicAnimator = nil
        for child in behavior.childBehaviors { detach(child) }
    }

    /// Called by a behaviour of this animator when a child was added or removed.
    func behaviorTreeDidChange(added: UIDynamicBehavior?, removed: UIDynamicBehavior?) {
        if let added { attach(added) }
        if let removed { detach(removed) }
        treeOrItemsDidChange()
    }

    /// Called by a behaviour of this animator when its items changed.
    func behaviorItemsDidChange(_ behavior: UIDynamicBehavior) {
        treeOrItemsDidChange()
    }

    private func treeOrItemsDidChange() {
        if isStepping { needsReconcile = true } else { reconcile() }
    }

    /// Every behaviour of the tree, depth first in tree order.
    var allBehaviors: [UIDynamicBehavior] { behaviors.flatMap(\.subtree) }

    // MARK: Items

    /// The items, from the animator's behaviours, whose fat bounding boxes (about 10 pt larger than the item)
    /// intersect `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        session.items(in: rect)
    }

    /// Re-reads the item's centre and rotation (not its size) after you changed them, and wakes the animator. As in
    /// UIKit, a view whose centre did not move is not re-read, even if its angle changed.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        if session.reread(item) { resume() }
    }

    // MARK: Running state

    /// Starts stepping again and tells the delegate, if paused.
    func resume() {
        guard !isRunning else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// Stops stepping and tells the delegate.
    func pause() {
        guard isRunning else { return }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }
}
