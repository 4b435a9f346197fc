import Foundation

/// What a gesture recogniser asks its `delegate`, with UIKit's names; every method is optional (the extension gives
/// UIKit's defaults), so a delegate written for iOS implements only what it needs.
///
/// They are asked at the points docs/touches.md describes; the press question never is, since scenes script fingers
/// only.
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recogniser is about to leave `.possible` (begin a continuous gesture or recognise a discrete
    /// one); false makes it fail instead. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked when a finger goes down, before the recogniser sees it (after the event question); false keeps the
    /// finger from the recogniser for its whole life. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Asked when a button press goes down, before the recogniser sees it; false keeps the press from it. Default
    /// true. Scenes script no presses, so it is never asked here.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Asked first when fingers go down, once per event that brings new fingers to the recogniser, before
    /// `shouldReceive` for each touch (iOS 13.4); false keeps the event's new fingers from the recogniser for their
    /// whole life, and the touch question is then not asked. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
    /// Asked when one of two recognisers seeing the same touches begins while the other has begun or is still
    /// deciding; true from either delegate lets both recognise. Default false: the second one fails.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked when `gestureRecognizer` is about to recognise while `otherGestureRecognizer` sees the same touches and
    /// has not decided; true makes it wait until the other fails (and fail if the other recognises). Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// The same question from the other side: true makes `otherGestureRecognizer` wait for `gestureRecognizer` to
    /// fail. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: the recogniser may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit's default: the recogniser sees every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// UIKit's default: the recogniser sees every press.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }
    /// UIKit's default: the recogniser sees every event.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
    /// UIKit's default: recognisers of the same touches exclude each other.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    /// UIKit's default: no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
    /// UIKit's default: no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
