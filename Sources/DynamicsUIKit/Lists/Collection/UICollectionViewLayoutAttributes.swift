import Foundation
import DynamicsGeometry

/// Where and how one element of a collection view is shown: centre and size in the collection view's content
/// coordinates, transform, opacity, stacking order and visibility.
///
/// Layouts create and return them; the collection view copies them onto its cells on every layout pass. UIKit
/// Dynamics can move them (they are dynamic items; see `UIDynamicAnimator(collectionViewLayout:)`).
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: @MainActor NSCopying, @MainActor CustomStringConvertible {
    /// The element's centre in content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The transform applied about the centre.
    open var transform: CGAffineTransform = .identity
    /// Opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Stacking order: higher values are drawn in front; equal ones in index-path order.
    open var zIndex = 0
    /// Whether the element is left out.
    open var isHidden = false
    /// Which element these attributes describe.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for cells.
    open private(set) var representedElementKind: String?
    /// Which sides of a self-sizing element its cell measures; the others stay as laid out (a compositional item
    /// with an estimated height and a fractional width is measured at its width). Both for a flow layout's items.
    var measuredAxes: (width: Bool, height: Bool) = (true, true)
    /// A list section's row: its place in the section, for its list cell's separators, corners and background.
    var listPlacement: ListItemPlacement?

    /// Attributes of a cell at the origin with zero size.
    public required init() {}

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view (header, footer…) of `kind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// Attributes for a decoration view of `kind` at `indexPath`.
    public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = kind
    }

    /// The untransformed rectangle: `size` centred on `center`. Setting it sets both.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            let rect = newValue.standardized
            center = CGPoint(x: rect.midX, y: rect.midY)
            size = rect.size
        }
    }

    /// The element's own rectangle: origin zero, `size`. Setting it sets the size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.standardized.size }
    }

    /// A copy of the same class with the same values; subclasses with more properties override it, as in UIKit.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.measuredAxes = measuredAxes
        copy.listPlacement = listPlacement
        return copy
    }

    /// The class, index path and frame, like UIKit's description.
    open var description: String {
        "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item)); frame = (\(frame.minX) \(frame.minY); "
            + "\(frame.width) \(frame.height))>"
    }
}
