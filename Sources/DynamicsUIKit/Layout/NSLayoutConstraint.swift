import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A relation between two layout attributes: `firstItem.firstAttribute (==, <=, >=) multiplier ×
/// secondItem.secondAttribute + constant`, with UIKit's API. Activate it (`isActive = true` or
/// `NSLayoutConstraint.activate(_:)`) to install it on the items' nearest common ancestor; the next layout pass solves
/// every active constraint of the window together (see `docs/auto-layout.md`).
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    /// The part of an item's layout a constraint relates, with UIKit's raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Attribute = CUIKitOpenEnums.__NSLayoutAttribute

    /// How the two sides relate, with UIKit's raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Relation = CUIKitOpenEnums.__NSLayoutRelation

    /// What `constraints(withVisualFormat:options:metrics:views:)` aligns and in which direction it lays out.
    public struct FormatOptions: OptionSet, Sendable {
        /// The option bits (UIKit's values).
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align the left edges of the views in the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The first item: a view or a layout guide.
    public private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides relate.
    public let relation: Relation
    /// The second item, nil for a constant size.
    public private(set) weak var secondItem: AnyObject?
    /// The second item's attribute (`.notAnAttribute` when there is no second item).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the right-hand side. Changing an active constraint's constant updates the layout
    /// incrementally at the next layout pass (inside `UIView.animate`, then `layoutIfNeeded()`, it animates).
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite {
                reportInvalidLayoutValue("constant", constant)
                constant = oldValue
                return
            }
            guard let view = installedView, !isBroken, let engine = view.layoutEngine else { return layoutDidChange() }
            engine.constantDidChange(self)
        }
    }

    /// The priority; changing it between required and optional on an installed constraint is a UIKit exception.
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            let clamped = UILayoutPriority(min(max(priority.rawValue.isNaN ? 1 : priority.rawValue, 1), 1000))
            if clamped != priority { priority = clamped; return }
            if isActive && (oldValue == .required) != (priority == .required) {
                raiseUIKitException(.internalInconsistency, "Mutating a priority from required to not on an installed "
                                    + "constraint (or vice-versa) is not supported.  You passed priority "
                                    + "\(Self.priorityText(priority)) and the existing priority was "
                                    + "\(Self.priorityText(oldValue)).")
            }
            layoutDidChange()
        }
    }

    /// A name shown in layout reports and descriptions.
    public var identifier: String?
    /// Kept for code that sets it; there are no archives here.
    public var shouldBeArchived = false

    /// The view the constraint is installed on while active.
    weak var installedView: UIView?
    /// Set by the layout engine while the constraint is broken to satisfy the others after a conflict.
    var isBroken = false

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`. `view1` and `view2` are views or layout
    /// guides. A size attribute may have no second item (`toItem: nil, attribute: .notAnAttribute`).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        constant = c.isFinite ? c : 0
        Self.validate(first: first, attr1, second: second, attr2, multiplier: multiplier, constant: c)
    }

    /// A constraint relating nothing, as `NSObject`'s `init()` makes one on iOS: no items, both attributes
    /// `.notAnAttribute`, `.equal`, multiplier 1, constant 0, required. Code keeps such a constraint as a placeholder
    /// or to set its priority; activating it is UIKit's exception for items without a common ancestor.
    public override init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        super.init()
    }

    /// Whether the constraint takes part in layout: activating installs it on the items' nearest common ancestor
    /// (a UIKit exception when there is none), deactivating removes it.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                guard installedView == nil else { return }
                guard let ancestor = commonAncestor() else {
                    raiseUIKitException(.genericException, noCommonAncestorReason())
                }
                ancestor.install(self)
            } else {
                installedView?.uninstall(self)
            }
        }
    }

    /// Activates every constraint, as `isActive = true` on each.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint, as `isActive = false` on each.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for `firstAttribute`: the item's own anchor object (`view.leadingAnchor` for a
    /// leading constraint), as in UIKit.
    public var firstAnchor: NSLayoutAnchor<AnyObject> { Self.anchor(of: firstItem, firstAttribute) }
    /// The second item's anchor, nil without a second item.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { Self.anchor(of: $0, secondAttribute) }
    }

    /// The anchor a view or guide keeps for `attribute`. Objective-C's generics are erased, so UIKit hands out that
    /// very object as `NSLayoutAnchor<AnyObject>`; Swift's generic classes are not covariant, so the same object is
    /// reinterpreted as one (nothing in `NSLayoutAnchor`'s layout or methods depends on its type parameter, and a
    /// cast back, `as? NSLayoutXAxisAnchor`, sees its real class).
    private static func anchor(of item: AnyObject?, _ attribute: Attribute) -> NSLayoutAnchor<AnyObject> {
        let cache = (item as? UIView)?.layoutAnchors ?? (item as? UILayoutGuide)?.layoutAnchors
        guard let item, let anchor = cache?.anchor(attribute, of: item) else {
            return NSLayoutAnchor(item: item, attribute: attribute)
        }
        // Not `unsafeDowncast`: its debug check asks `is NSLayoutAnchor<AnyObject>`, which a typed anchor is not.
        return Unmanaged<NSLayoutAnchor<AnyObject>>.fromOpaque(Unmanaged.passUnretained(anchor).toOpaque())
            .takeUnretainedValue()
    }

    /// The view of a constraint item: the view itself, or a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view that is (or contains) the views of both items.
    func commonAncestor() -> UIView? {
        guard let first = Self.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = Self.view(of: secondItem) else { return nil }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    func layoutDidChange() {
        isBroken = false
        guard let view = installedView else { return }
        view.layoutStructureDidChange()
    }

    private func noCommonAncestorReason() -> String {
        "Unable to activate constraint with anchors \(firstAnchor.debugDescription) and "
            + "\(secondAnchor?.debugDescription ?? "nil") because they have no common ancestor.  Does the constraint "
            + "or its anchors reference items in different view hierarchies?  That's illegal."
    }

    private static func validate(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                                 multiplier: CGFloat, constant: CGFloat) {
        guard first is UIView || first is UILayoutGuide else {
            raiseUIKitException(.invalidArgument, "NSLayoutConstraint for \(first): Constraint items must each be a "
                                + "view or layout guide.")
        }
        if let second, !(second is UIView || second is UILayoutGuide) {
            raiseUIKitException(.invalidArgument, "NSLayoutConstraint for \(second): Constraint items must each be a "
                                + "view or layout guide.")
        }
        guard multiplier.isFinite, constant.isFinite else {
            raiseUIKitException(.invalidArgument, "NSLayoutConstraint for \(first): multiplier \(multiplier) and "
                                + "constant \(constant) must be finite numbers.")
        }
        if attr1 == .notAnAttribute {
            raiseUIKitException(.invalidArgument, "NSLayoutConstraint for \(first): Unknown layout attribute")
        }
        if second == nil && !attr1.isSize {
            raiseUIKitException(.invalidArgument, "NSLayoutConstraint for \(first): A multiplier of 0 or a nil second "
                                + "item together with a location for the first attribute creates an illegal "
                                + "constraint of a location equal to a constant. Location attributes must be "
                                + "specified in pairs.")
        }
        if second != nil && attr1.isSize != attr2.isSize {
            raiseUIKitException(.invalidArgument, "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:"
                                + "toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes.")
        }
    }

    static func priorityText(_ priority: UILayoutPriority) -> String {
        priority.rawValue == priority.rawValue.rounded() ? String(Int(priority.rawValue)) : "\(priority.rawValue)"
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leadingMargin + 20   (active)>`.
    /// `NSObject` declares it nonisolated; it reads the constraint's items, so it must be read on the main actor.
    open override var description: String { MainActor.assumeIsolated { isolatedDescription } }

    private var isolatedDescription: String {
        var text = "<\(type(of: self)):\(addressText(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationText
        if priority != .required { text += " @\(Self.priorityText(priority))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// The same as `description`.
    open override var debugDescription: String { description }

    /// `first.attr == m*second.attr + c` as UIKit prints it.
    var equationText: String { equationText(naming: itemText) }

    /// `first.attr == m*second.attr + c`, each item named by `name` (the studio's inspector names views by their
    /// identifier or class instead of an address).
    package func equationText(naming name: (AnyObject?) -> String) -> String {
        var text = "\(name(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += "\(name(secondItem)).\(secondAttribute.name)"
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            text += Self.number(constant)
        }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }

    private func itemText(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
        return "\(type(of: item)):\(addressText(item))"
    }
}

/// `0x…` for an object, as UIKit's descriptions print its address.
func addressText(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

/// One line on standard error for a non-finite layout value, which is then ignored (UIKit's console complaint for
/// NaN geometry, without the crash that follows on a device).
func reportInvalidLayoutValue(_ name: String, _ value: CGFloat) {
    FileHandle.standardError.write(Data("[LayoutConstraints] Ignoring a non-finite \(name) (\(value)).\n".utf8))
}

extension NSLayoutConstraint.Attribute {
    /// Width and height, the attributes that may stand alone.
    var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute lies on the horizontal axis.
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }

    /// UIKit's spelling in descriptions.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        @unknown default: "\(rawValue)"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        @unknown default: "=="
        }
    }
}
