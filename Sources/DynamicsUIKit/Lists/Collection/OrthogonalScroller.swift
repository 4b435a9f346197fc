import Foundation
import DynamicsGeometry

/// The scroll view of an orthogonally scrolling compositional section: it spans the section's row and holds the
/// row's cells, as UIKit embeds a scroll view per such section, so a drag on the row scrolls the row. It tells the
/// collection view when it scrolls (cells come and go) and makes its scrolling come to rest as the section's
/// behaviour says.
final class OrthogonalScroller: UIScrollView, UIScrollViewDelegate {
    weak var owner: UICollectionView?
    let section: Int
    var row: OrthogonalRow
    private var dragStart: CGFloat = 0

    init(section: Int, row: OrthogonalRow, owner: UICollectionView) {
        self.section = section
        self.row = row
        self.owner = owner
        super.init(frame: row.frame)
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        delegate = self
    }

    /// Not made from archives.
    required init?(coder: NSCoder) { nil }

    /// Takes the row the layout placed (after the layout changed).
    func update(_ row: OrthogonalRow) {
        self.row = row
        if frame != row.frame { frame = row.frame }
        let size = CGSize(width: row.contentWidth, height: row.frame.height)
        if contentSize != size { contentSize = size }
    }

    override func boundsDidScroll() {
        owner?.layoutCells()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        dragStart = contentOffset.x
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.x = row.restingOffset(proposed: targetContentOffset.pointee.x, start: dragStart,
                                                          velocity: velocity.x)
    }
}
