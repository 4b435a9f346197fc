import Foundation
import DynamicsGeometry

/// The row of an orthogonally scrolling compositional section: where it lies in the collection view's content, how
/// wide its groups are all together, and where its scrolling comes to rest.
struct OrthogonalRow: Equatable {
    /// The row's rectangle in the collection view's content coordinates (the full width of the view).
    var frame: CGRect
    /// The width of the row's content: its groups, the spacing between them and the section's side insets.
    var contentWidth: CGFloat
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The x of each group's leading edge in the row's content.
    var groupStarts: [CGFloat]
    /// The section's leading inset.
    var leadingInset: CGFloat

    /// Where a drag that started at `start` and was heading for `proposed` (moving at `velocity`, points per
    /// millisecond) comes to rest: the nearest group edge, one group (or page) on at most for the paging
    /// behaviours, anywhere for `.continuous`.
    func restingOffset(proposed: CGFloat, start: CGFloat, velocity: CGFloat) -> CGFloat {
        let maximum = max(0, contentWidth - frame.width)
        let stops = groupStarts.map { min(maximum, max(0, $0 - leadingInset)) }
        func nearest(_ x: CGFloat, in candidates: [CGFloat]) -> CGFloat {
            candidates.min { abs($0 - x) < abs($1 - x) } ?? min(maximum, max(0, x))
        }
        switch behavior {
        case .none, .continuous:
            return proposed
        case .continuousGroupLeadingBoundary:
            return nearest(proposed, in: stops + [maximum])
        case .paging:
            let page = frame.width
            guard page > 0 else { return proposed }
            let from = (start / page).rounded()
            let step: CGFloat = velocity > 0 ? 1 : velocity < 0 ? -1 : ((proposed - start) / page).rounded()
            return min(maximum, max(0, (from + step) * page))
        case .groupPaging, .groupPagingCentered:
            let centring = behavior == .groupPagingCentered
            let candidates = zip(groupStarts, groupWidths).map { groupStart, width in
                min(maximum, max(0, centring ? groupStart + width / 2 - frame.width / 2 : groupStart - leadingInset))
            }
            guard let current = candidates.indices.min(by: { abs(candidates[$0] - start) < abs(candidates[$1] - start) })
            else { return proposed }
            let step = velocity > 0 ? 1 : velocity < 0 ? -1 : 0
            let index = min(candidates.count - 1, max(0, current + step))
            return step == 0 ? nearest(proposed, in: candidates) : candidates[index]
        @unknown default: return proposed
        }
    }

    /// The width of each group.
    var groupWidths: [CGFloat] = []
}
