import Foundation
import DynamicsGeometry
import DynamicsViews

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
        translatesReferenceBoundsIntoBoundary = true
        referenceBoundsInsets = insets
        parametersDidChange()
    }

    /// Receives the contacts.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    /// Adds a boundary along the first subpath of `bezierPath` (curves flattened; a closed loop when the subpath is
    /// closed). Any hashable identifier works: a string literal, or `"name" as NSString` as in UIKit code.
    open func addBoundary(withIdentifier identifier: AnyHashable, for bezierPath: UIBezierPath) {
        let identifier = boundaryKey(identifier)
        if let index = boundaries.firstIndex(where: { $0.identifier == identifier }) {
            boundaries[index].path = bezierPath
        } else {
            boundaries.append((identifier, bezierPath))
        }
        parametersDidChange()
    }

    /// Adds a straight boundary segment from `p0` to `p1`.
    open func addBoundary(withIdentifier identifier: AnyHashable, from p0: CGPoint, to p1: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p0)
        path.addLine(to: p1)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// A copy of the boundary's path, or nil.
    open func boundary(withIdentifier identifier: AnyHashable) -> UIBezierPath? {
        let identifier = boundaryKey(identifier)
        return boundaries.first(where: { $0.identifier == identifier })?.path.copy()
    }

    /// The identifiers of the explicit boundaries, or nil when there are none.
    open var boundaryIdentifiers: [AnyHashable]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Removes one boundary.
    open func removeBoundary(withIdentifier identifier: AnyHashable) {
        let identifier = boundaryKey(identifier)
        guard let index = boundaries.firstIndex(where: { $0.identifier == identifier }) else { return }
        boundaries.remove(at: index)
        parametersDidChange()
    }

    /// Removes every explicit boundary; the reference-bounds boundary stays.
    open func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries.removeAll()
        parametersDidChange()
    }
}

/// Boundary identifiers compare as UIKit's do: an `NSString` and the equal Swift string name the same boundary (on
/// Linux the two do not bridge in `AnyHashable`, so NSStrings are stored as Strings).
func boundaryKey(_ identifier: AnyHashable) -> AnyHashable {
    if let string = identifier.base as? NSString { return AnyHashable(String(describing: string)) }
    return identifier
}
