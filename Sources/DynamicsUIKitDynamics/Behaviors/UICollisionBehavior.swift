import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// Makes its items collide with each other and with boundaries. Items in different collision behaviours do not
/// collide with each other.
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items of a collision behaviour collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other only.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with boundaries only.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Items collide with each other and with boundaries (the default).
        public static let everything = Mode(rawValue: .max)
    }

    /// Boundary paths by identifier, in the order they were added.
    private(set) var boundaries: [(identifier: AnyHashable, path: UIBezierPath)] = []
    /// The objects the boundaries were added with, by key, handed back to delegates as UIKit does.
    private var identifiersByKey: [AnyHashable: any NSCopying] = [:]

    /// Creates a collision behaviour for `items`, colliding with everything.
    public init(items: [any UIDynamicItem]) {
        super.init()
        itemList = ItemList(items)
    }

    /// Creates a collision behaviour with no items.
    public convenience override init() { self.init(items: []) }

    override var acceptsChildBehaviors: Bool { false }

    /// The colliding items.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { addListedItem(item) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removeListedItem(item) }

    /// What the items collide with; `.everything` by default.
    open var collisionMode: Mode = .everything {
        didSet { if collisionMode != oldValue { parametersDidChange() } }
    }

    /// The insets of the reference-bounds boundary.
    private(set) var referenceBoundsInsets = UIEdgeInsets.zero

    /// Whether the reference view's bounds act as a boundary; false by default. Setting it resets the insets to 0.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            referenceBoundsInsets = .zero
            parametersDidChange()
        }
    }

    /// Turns the reference bounds, inset by `insets`, into a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        guard acceptsFinite(insets.top, insets.left, insets.bottom, insets.right,
                            for: "UICollisionBehavior.setTranslatesReferenceBoundsIntoBoundary(with:)") else { return }
        translatesReferenceBoundsIntoBoundary = true
        referenceBoundsInsets = insets
        parametersDidChange()
    }

    /// Receives the contacts.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    /// Adds a boundary along the first subpath of `bezierPath` (curves flattened; a closed loop when the subpath is
    /// closed), under `identifier` — UIKit's signature: pass `"name" as NSString`, or any `NSCopying` object.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        guard acceptsFinite(coordinates(of: bezierPath), for: "UICollisionBehavior.addBoundary(withIdentifier:for:)") else {
            return
        }
        let key = boundaryKey(identifier)
        identifiersByKey[key] = identifier
        if let index = boundaries.firstIndex(where: { $0.identifier == key }) {
            boundaries[index].path = bezierPath
        } else {
            boundaries.append((key, bezierPath))
        }
        parametersDidChange()
    }

    /// Adds a straight boundary segment from `p0` to `p1`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p0: CGPoint, to p1: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p0)
        path.addLine(to: p1)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// A copy of the boundary's path, or nil.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        let key = boundaryKey(identifier)
        return boundaries.first(where: { $0.identifier == key })?.path.copy() as? UIBezierPath
    }

    /// The identifiers the explicit boundaries were added with, or nil when there are none.
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.compactMap { identifiersByKey[$0.identifier] }
    }

    /// Removes one boundary.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let key = boundaryKey(identifier)
        guard let index = boundaries.firstIndex(where: { $0.identifier == key }) else { return }
        boundaries.remove(at: index)
        identifiersByKey[key] = nil
        parametersDidChange()
    }

    /// Removes every explicit boundary; the reference-bounds boundary stays.
    open func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries.removeAll()
        identifiersByKey.removeAll()
        parametersDidChange()
    }

    /// The identifier a boundary was added with, from its internal key.
    func boundaryIdentifier(forKey key: AnyHashable?) -> (any NSCopying)? {
        key.flatMap { identifiersByKey[$0] }
    }
}

extension UICollisionBehavior {
    /// Swift convenience: a string identifier, stored as the `NSString` UIKit code would pass.
    public func addBoundary(withIdentifier identifier: String, for bezierPath: UIBezierPath) {
        addBoundary(withIdentifier: NSString(string: identifier), for: bezierPath)
    }

    /// Swift convenience: a straight boundary under a string identifier.
    public func addBoundary(withIdentifier identifier: String, from p0: CGPoint, to p1: CGPoint) {
        addBoundary(withIdentifier: NSString(string: identifier), from: p0, to: p1)
    }

    /// Swift convenience: the path of the boundary with a string identifier.
    public func boundary(withIdentifier identifier: String) -> UIBezierPath? {
        boundary(withIdentifier: NSString(string: identifier))
    }

    /// Swift convenience: removes the boundary with a string identifier.
    public func removeBoundary(withIdentifier identifier: String) {
        removeBoundary(withIdentifier: NSString(string: identifier))
    }
}

/// Boundary identifiers compare as UIKit's do: an `NSString` and the equal Swift string name the same boundary (on
/// Linux the two do not bridge in `AnyHashable`, so NSStrings are stored as Strings).
func boundaryKey(_ identifier: any NSCopying) -> AnyHashable {
    if let string = identifier as? NSString { return AnyHashable(String(describing: string)) }
    if let hashable = identifier as? AnyHashable { return hashable }
    return AnyHashable(ObjectIdentifier(identifier as AnyObject))
}

// The SDK's alias for code of the Swift 4 era (DynamicsUIKit's Support/Swift42Renames.swift has UIKit's others).
/// Swift 4's name of `UICollisionBehavior.Mode`.
@available(swift, obsoleted: 4.2, renamed: "UICollisionBehavior.Mode")
public typealias UICollisionBehaviorMode = UICollisionBehavior.Mode
