import Foundation
import DynamicsGeometry

extension UIScrollView {
    /// Whether the scroll view's own pan may begin: not when the drag goes down while the content rests at its top
    /// inside a sheet that a swipe can move — iOS 13's sheets take that drag, so the card follows the finger (and
    /// dismisses or springs back) instead of the content bouncing. Scrolled down, or dragged up, the content
    /// scrolls (docs/controllers.md, "A scroll view inside a sheet").
    func keepsDrag() -> Bool {
        let translation = panGestureRecognizer.translation(in: superview)
        guard translation.y > 0, translation.y >= abs(translation.x),
              contentOffset.y <= -adjustedContentInset.top + Self.topTolerance else { return true }
        return !isInSwipeableSheet
    }

    /// How close to its top the content counts as at the top: half a point, for offsets that rounding left there.
    private static let topTolerance: CGFloat = 0.5

    /// Whether a superview is a sheet's card with its swipe enabled.
    private var isInSwipeableSheet: Bool {
        var view = superview
        while let current = view {
            if current.gestureRecognizers?.contains(where: { $0 is SheetPanGestureRecognizer && $0.isEnabled }) == true {
                return true
            }
            view = current.superview
        }
        return false
    }
}
