import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// Physical properties of its items (elasticity, friction, density, resistance…) and direct velocity changes.
///
/// Every item starts with UIKit's measured values (elasticity 0.2, friction 0.2, density 1, resistance 0.1, angular
/// resistance 0.1). Only properties set on a behaviour reach its items; when several behaviours set the same
/// property of an item, the last one in the behaviour tree (depth first) wins.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private(set) var values = ItemProperties.defaults
    /// The properties set explicitly; only these are pushed to the bodies.
    private(set) var flagged: Set<ItemProperties.Field> = []
    /// Velocities added before the behaviour joined an animator; applied when it joins.
    private(set) var pendingLinearVelocities: [ObjectIdentifier: CGPoint] = [:]
    private(set) var pendingAngularVelocities: [ObjectIdentifier: CGFloat] = [:]

    /// Creates an item behaviour for `items`, with UIKit's default values.
    public init(items: [any UIDynamicItem]) {
        super.init()
        itemList = ItemList(items)
    }

    /// Creates an item behaviour with no items.
    public convenience override init() { self.init(items: []) }

    override var acceptsChildBehaviors: Bool { false }

    /// The items.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { addListedItem(item) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removeListedItem(item) }

    private func set<Value: Equatable>(_ field: ItemProperties.Field, _ keyPath: WritableKeyPath<ItemProperties, Value>,
                                       _ value: Value) {
        guard values[keyPath: keyPath] != value else { return }
        values[keyPath: keyPath] = value
        flagged.insert(field)
        parametersDidChange()
    }

    /// Restitution of collisions: 0.2 by default (UIKit's documentation says 0). Not clamped.
    open var elasticity: CGFloat {
        get { values.elasticity }
        set {
            guard acceptsFinite(newValue, for: "UIDynamicItemBehavior.elasticity") else { return }
            set(.elasticity, \.elasticity, newValue)
        }
    }

    /// Sliding friction: 0.2 by default (UIKit's documentation says 0).
    open var friction: CGFloat {
        get { values.friction }
        set {
            guard acceptsFinite(newValue, for: "UIDynamicItemBehavior.friction") else { return }
            set(.friction, \.friction, newValue)
        }
    }

    /// Relative density, 1 by default: mass = density × width × height / 10 000.
    open var density: CGFloat {
        get { values.density }
        set {
            guard acceptsFinite(newValue, for: "UIDynamicItemBehavior.density") else { return }
            set(.density, \.density, newValue)
        }
    }

    /// Linear damping c per second (v ← v / (1 + h·c) per sub-step): 0.1 by default.
    open var resistance: CGFloat {
        get { values.resistance }
        set {
            guard acceptsFinite(newValue, for: "UIDynamicItemBehavior.resistance") else { return }
            set(.resistance, \.resistance, newValue)
        }
    }

    /// Angular damping, same form as `resistance`: 0.1 by default.
    open var angularResistance: CGFloat {
        get { values.angularResistance }
        set {
            guard acceptsFinite(newValue, for: "UIDynamicItemBehavior.angularResistance") else { return }
            set(.angularResistance, \.angularResistance, newValue)
        }
    }

    /// Whether the items may turn; true by default. Turning it off keeps an existing spin, as in UIKit.
    open var allowsRotation: Bool {
        get { values.allowsRotation }
        set { set(.allowsRotation, \.allowsRotation, newValue) }
    }

    /// Anchored items take part in collisions but do not move, like a boundary; false by default.
    open var isAnchored: Bool {
        get { values.isAnchored }
        set { set(.isAnchored, \.isAnchored, newValue) }
    }

    /// Electric charge for electric and magnetic fields; 0 by default.
    open var charge: CGFloat {
        get { values.charge }
        set {
            guard acceptsFinite(newValue, for: "UIDynamicItemBehavior.charge") else { return }
            set(.charge, \.charge, newValue)
        }
    }

    /// Adds a linear velocity (points/s) to an item of this behaviour. Before the behaviour joins an animator the
    /// additions accumulate and are applied when it joins.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard velocity != .zero, itemList.contains(item),
              acceptsFinite(velocity.x, velocity.y, for: "UIDynamicItemBehavior.addLinearVelocity(_:for:)") else { return }
        if let animator = dynamicAnimator {
            animator.addLinearVelocity(velocity, to: item)
        } else {
            let key = ObjectIdentifier(item)
            let previous = pendingLinearVelocities[key] ?? .zero
            pendingLinearVelocities[key] = CGPoint(x: previous.x + velocity.x, y: previous.y + velocity.y)
        }
    }

    /// The item's linear velocity in points/s, or zero when the item is not in this behaviour or not animated.
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        guard itemList.contains(item), let animator = dynamicAnimator else { return .zero }
        return animator.linearVelocity(of: item)
    }

    /// Adds an angular velocity (radians/s, positive clockwise on screen) to an item of this behaviour.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard velocity != 0, itemList.contains(item),
              acceptsFinite(velocity, for: "UIDynamicItemBehavior.addAngularVelocity(_:for:)") else { return }
        if let animator = dynamicAnimator {
            animator.addAngularVelocity(velocity, to: item)
        } else {
            pendingAngularVelocities[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// The item's angular velocity in radians/s, or zero when the item is not in this behaviour or not animated.
    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        guard itemList.contains(item), let animator = dynamicAnimator else { return 0 }
        return animator.angularVelocity(of: item)
    }

    /// Hands the velocities added before association to the animator, once.
    func takePendingVelocities() -> (linear: [ObjectIdentifier: CGPoint], angular: [ObjectIdentifier: CGFloat]) {
        defer { pendingLinearVelocities = [:]; pendingAngularVelocities = [:] }
        return (pendingLinearVelocities, pendingAngularVelocities)
    }
}
