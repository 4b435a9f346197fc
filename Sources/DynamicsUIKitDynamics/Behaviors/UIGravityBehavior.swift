import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// Uniform gravity on its items. A magnitude of 1.0 is 1000 points/s² ("UIKit gravity").
///
/// Gravity lives in the animator's world: several gravity behaviours in one animator share one vector (UIKit logs a
/// warning), the last value set wins, and removing any of them turns gravity off for all.
open class UIGravityBehavior: UIDynamicBehavior {
    private var storedAngle: CGFloat = .pi / 2
    private var storedMagnitude: CGFloat = 1
    private var storedDirection = CGVector(dx: 0, dy: 1)

    /// Creates a gravity behaviour acting on `items`, pulling down at 1000 points/s².
    public init(items: [any UIDynamicItem]) {
        super.init()
        itemList = ItemList(items)
    }

    /// Creates a gravity behaviour with no items.
    public convenience override init() { self.init(items: []) }

    override var acceptsChildBehaviors: Bool { false }

    /// The items gravity acts on.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { addListedItem(item) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removeListedItem(item) }

    /// The gravity vector, not normalised; (0, 1) by default. A length of 1 is 1000 points/s².
    open var gravityDirection: CGVector {
        get { storedDirection }
        set {
            guard acceptsFinite(newValue.dx, newValue.dy, for: "UIGravityBehavior.gravityDirection") else { return }
            storedDirection = newValue
            storedMagnitude = newValue.length
            storedAngle = storedMagnitude == 0 ? 0 : newValue.angle
            parametersDidChange()
        }
    }

    /// Direction in radians from +x toward +y: π/2 (down) by default.
    open var angle: CGFloat {
        get { storedAngle }
        set { setAngle(newValue, magnitude: storedMagnitude) }
    }

    /// Strength: 1.0 (1000 points/s²) by default. Setting 0 also resets `angle` to 0, as UIKit does.
    open var magnitude: CGFloat {
        get { storedMagnitude }
        set {
            if !acceptsFinite(newValue, for: "UIGravityBehavior.magnitude") { return }
            if newValue == 0 {
                storedAngle = 0
                storedMagnitude = 0
                storedDirection = .zero
                parametersDidChange()
            } else {
                setAngle(storedAngle, magnitude: newValue)
            }
        }
    }

    /// Sets the direction from an angle and a magnitude, with UIKit's single-precision trigonometry.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard acceptsFinite(angle, magnitude, for: "UIGravityBehavior.setAngle(_:magnitude:)") else { return }
        storedAngle = angle
        storedMagnitude = magnitude
        storedDirection = directionVector(angle: angle, magnitude: magnitude)
        parametersDidChange()
    }
}
