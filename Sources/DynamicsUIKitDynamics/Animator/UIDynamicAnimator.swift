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
    public private(set) weak var referenceView: UIView?
    /// Whether the animator was created with a reference view (it must then supply reference bounds).
    let usesReferenceView: Bool
    /// The layout of an animator created with `init(collectionViewLayout:)`: its items are layout attributes in
    /// the collection view's content coordinates, and every step invalidates the layout.
    weak var collectionViewLayout: UICollectionViewLayout?

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

    /// The physics world, in metres.
    let world: World
    /// One body per item, created when the item first appears in a behaviour.
    var itemBodies: [ObjectIdentifier: ItemBody] = [:]
    /// The same bodies in creation order, so every pass over them is deterministic.
    var itemBodyOrder: [ObjectIdentifier] = []
    /// What each associated primitive behaviour built in the world, owned by its record.
    var associations: [ObjectIdentifier: any BehaviorPhysics] = [:]
    /// Associated primitive behaviours in association order.
    var associationOrder: [ObjectIdentifier] = []
    /// Which item or boundary each shape belongs to.
    var shapeOwners: [ShapeID: ShapeOwner] = [:]
    /// Counter for collision-behaviour filter bits.
    var nextCollisionBit = 0
    /// Set while a step runs: tree changes are then queued until the step ends.
    var isStepping = false
    /// Tree changes requested during a step.
    var queuedChanges: [() -> Void] = []
    /// Set when the behaviour tree or an item list changed during a step.
    var needsReconcile = false
    /// Set when an item behaviour's values changed; the bodies are updated at the start of the next step.
    var itemPropertiesNeedUpdate = false
    /// World time at the end of the last sub-step, for field evaluation.
    var worldTime: TimeInterval = 0
    /// Whether the multiple-gravity warning was printed (UIKit prints it once).
    var didWarnAboutMultipleGravity = false

    /// Creates an animator for views that descend from `view`, in its coordinate system.
    public init(referenceView view: UIView) {
        referenceView = view
        usesReferenceView = true
        world = World(gravity: .zero, settings: .uikitDynamics)
        super.init()
        LiveAnimators.register(self)
    }

    /// Creates an animator for any dynamic items, in an abstract coordinate system with no reference bounds.
    public override init() {
        referenceView = nil
        usesReferenceView = false
        world = World(gravity: .zero, settings: .uikitDynamics)
        super.init()
        LiveAnimators.register(self)
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
        let box = AABB(lower: Vec2(points: CGPoint(x: rect.minX, y: rect.minY)),
                       upper: Vec2(points: CGPoint(x: rect.maxX, y: rect.maxY)))
        var found = Set<ObjectIdentifier>()
        for shape in world.queryAABB(box) {
            if case .item(let key) = shapeOwners[shape] { found.insert(key) }
        }
        return itemBodyOrder.filter(found.contains).compactMap { itemBodies[$0]?.item }
    }

    /// Re-reads the item's centre and rotation (not its size) after you changed them, and wakes the animator.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        guard let record = itemBodies[ObjectIdentifier(item)] else { return }
        requireFiniteGeometry(of: item)
        let center = referenceCenter(of: item)
        // UIKit quirk: a rounded (view) item whose centre did not move is not re-read, even if its angle changed.
        if record.isView, center == record.lastWrittenCenter { return }
        world.setTransform(record.body, position: Vec2(points: center), angle: Double(rotationAngle(of: item.transform)))
        world.setAwake(record.body, true)
        resume()
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
