import CUIKitOpenEnums
import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// A force or an impulse on its items, in "UIKit Newtons": magnitude 1 on a 100×100 item of density 1 gives
/// 100 points/s² (continuous) or 100 points/s at once (instantaneous).
open class UIPushBehavior: UIDynamicBehavior {
    /// Whether the push is a force applied every step (`.continuous`) or an impulse applied once (`.instantaneous`).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/`).
    public typealias Mode = CUIKitOpenEnums.__UIPushBehaviorMode

    private var storedAngle: CGFloat = 0
    private var storedMagnitude: CGFloat = 0
    private var storedDirection = CGVector.zero
    private var targetOffsets: [ObjectIdentifier: UIOffset] = [:]

    /// The mode given at creation; it cannot change.
    public let mode: Mode

    /// Creates a push on `items`, with magnitude 0 pointing right and `active` true.
    public init(items: [any UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        itemList = ItemList(items)
    }

    /// Creates a continuous push with no items, as UIKit's `init()` does.
    public convenience override init() { self.init(items: [], mode: .continuous) }

    override var acceptsChildBehaviors: Bool { false }

    /// The pushed items.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { addListedItem(item) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) {
        if itemList.remove(item) {
            targetOffsets[ObjectIdentifier(item)] = nil
            itemsDidChange()
        }
    }

    private var isActive = true

    /// Whether the push acts; true by default. An instantaneous push turns it false once applied.
    open var active: Bool {
        get { isActive }
        set {
            guard newValue != isActive else { return }
            isActive = newValue
            parametersDidChange()
        }
    }

    /// Records that an instantaneous push has been applied: it stays inactive until set active again.
    func didApplyImpulse() { isActive = false }

    /// Direction in radians from +x toward +y; 0 (right) by default.
    open var angle: CGFloat {
        get { storedAngle }
        set { setAngle(newValue, magnitude: storedMagnitude) }
    }

    /// Strength in UIKit Newtons (or Newton-seconds); 0 by default. Negative values push the other way.
    open var magnitude: CGFloat {
        get { storedMagnitude }
        set { setAngle(storedAngle, magnitude: newValue) }
    }

    /// The push as a vector; angle and magnitude follow it. A zero vector keeps the previous angle.
    open var pushDirection: CGVector {
        get { storedDirection }
        set {
            guard acceptsFinite(newValue.dx, newValue.dy, for: "UIPushBehavior.pushDirection") else { return }
            storedDirection = newValue
            storedMagnitude = newValue.length
            if storedMagnitude != 0 { storedAngle = newValue.angle }
            parametersDidChange()
        }
    }

    /// Sets the direction from an angle and a magnitude, with UIKit's single-precision trigonometry.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard acceptsFinite(angle, magnitude, for: "UIPushBehavior.setAngle(_:magnitude:)") else { return }
        storedAngle = angle
        storedMagnitude = magnitude
        storedDirection = directionVector(angle: angle, magnitude: magnitude)
        parametersDidChange()
    }

    /// Where the push acts on `item`, relative to its centre in screen axes (not turned with the item).
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        guard acceptsFinite(offset.horizontal, offset.vertical, for: "UIPushBehavior.setTargetOffsetFromCenter(_:for:)") else {
            return
        }
        targetOffsets[ObjectIdentifier(item)] = offset
        parametersDidChange()
    }

    /// The offset set for `item`, or zero.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        targetOffsets[ObjectIdentifier(item)] ?? .zero
    }
}

// The SDK's alias for code of the Swift 4 era (DynamicsUIKit's Support/Swift42Renames.swift has UIKit's others).
/// Swift 4's name of `UIPushBehavior.Mode`.
@available(swift, obsoleted: 4.2, renamed: "UIPushBehavior.Mode")
public typealias UIPushBehaviorMode = UIPushBehavior.Mode
