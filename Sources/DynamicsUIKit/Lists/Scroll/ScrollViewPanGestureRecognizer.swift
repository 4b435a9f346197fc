import Foundation

/// A scroll view's own pan: a `UIPanGestureRecognizer` that also catches moving content on touch-down, before its
/// 10 pt hysteresis lets it begin (a finger stops a decelerating list at once on iOS, and a tap then lands).
@MainActor final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        (view as? UIScrollView)?.catchOnTouchDown()
    }
}
