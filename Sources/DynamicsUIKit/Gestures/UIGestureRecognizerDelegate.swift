import Foundation

/// What a gesture recogniser asks its `delegate`, with UIKit's names; every method is optional (the extension gives
/// UIKit's defaults), so a delegate written for iOS implements only what it needs.
///
/// Honoured so far: `gestureRecognizerShouldBegin(_:)` and `gestureRecognizer(_:shouldReceive:)`. UIKit's
/// `shouldRecognizeSimultaneouslyWith`, `shouldRequireFailureOf` and `shouldBeRequiredToFailBy` are not asked yet
/// (see docs/touches.md).
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recogniser is about to leave `.possible` (begin a continuous gesture or recognise a discrete
    /// one); false makes it fail instead. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked when a finger goes down, before the recogniser sees it; false keeps the finger from the recogniser for
    /// its whole life. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: the recogniser may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: the recogniser sees every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
}
