import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

extension UIScrollView {
    /// How a scroll view adds the safe area to its `contentInset`, with UIKit's cases and raw values (iOS 11).
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias ContentInsetAdjustmentBehavior = CUIKitOpenEnums.__UIScrollViewContentInsetAdjustmentBehavior

    /// The safe-area insets `contentInsetAdjustmentBehavior` lets into `adjustedContentInset` now.
    var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical = UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
        let horizontal = UIEdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
        // Whether the content scrolls along an axis, judged with the app's own insets (UIKit's rule: the adjustment
        // must not make an axis scrollable).
        let scrollsVertically = alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
        let scrollable = (scrollsVertically ? vertical : .zero) + (scrollsHorizontally ? horizontal : .zero)
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes: return scrollable
        default:   // .automatic and a behaviour of a later iOS
            guard isOwnedByNavigatedController else { return scrollable }
            return vertical + (scrollsHorizontally ? horizontal : .zero)
        }
    }

    /// Whether a view controller inside a navigation controller owns this scroll view — it is the controller's view
    /// or that view's first subview, the two places UIKit's `automaticallyAdjustsScrollViewInsets` looked — and that
    /// controller still asks for the adjustment.
    private var isOwnedByNavigatedController: Bool {
        let owner = owningViewController ?? (superview?.subviews.first === self ? superview?.owningViewController : nil)
        guard let owner, owner.automaticallyAdjustsScrollViewInsets else { return false }
        return owner.navigationController != nil
    }

    /// Recomputes `adjustedContentInset`; when it changed, tells `adjustedContentInsetDidChange()` and the delegate,
    /// and keeps content that rested at its top-left edge there (the offset follows the new inset, as UIKit moves a
    /// table's first row below a navigation bar that appears).
    func updateAdjustedContentInset(movingRestingContent: Bool = true) {
        var new = contentInset + safeAreaAdjustment
        new.top += refreshInset
        let old = adjustedContentInset
        guard new != old, new.top.isFinite, new.left.isFinite, new.bottom.isFinite, new.right.isFinite else { return }
        adjustedContentInset = new
        if movingRestingContent, !isTracking, !isDecelerating, offsetAnimation == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            contentOffset = offset
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        scrollEdgeObservers.notify()
    }
}
