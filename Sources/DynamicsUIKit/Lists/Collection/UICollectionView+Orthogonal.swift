import Foundation
import DynamicsGeometry

extension UICollectionView {
    /// How far each orthogonal row has scrolled, by section.
    var orthogonalOffsets: [Int: CGFloat] { orthogonalScrollers.mapValues(\.contentOffset.x) }

    /// The view that holds the view of the element of `attributes`: the scroll view of its section's orthogonal row
    /// for a cell there, else the collection view.
    func host(for attributes: UICollectionViewLayoutAttributes) -> UIView {
        guard attributes.representedElementCategory == .cell,
              let scroller = orthogonalScrollers[attributes.indexPath.section] else { return self }
        return scroller
    }

    /// Gives every orthogonal row the layout placed a scroll view (behind the other views), keeping the scrolling
    /// of rows that stay; rows that went lose theirs (with their cells, which go to the reuse pool).
    func updateOrthogonalScrollers() {
        let rows = collectionViewLayout.orthogonalRows
        for (section, scroller) in orthogonalScrollers where rows[section] == nil {
            for (indexPath, cell) in visibleCellsByIndexPath where cell.superview === scroller {
                visibleCellsByIndexPath[indexPath] = nil
                enqueue(cell)
            }
            scroller.removeFromSuperview()
            orthogonalScrollers[section] = nil
        }
        for section in rows.keys.sorted() {
            let row = rows[section]!
            if let scroller = orthogonalScrollers[section] {
                scroller.update(row)
            } else {
                let scroller = OrthogonalScroller(section: section, row: row, owner: self)
                scroller.update(row)
                insertSubview(scroller, at: 0)
                orthogonalScrollers[section] = scroller
            }
        }
    }
}
