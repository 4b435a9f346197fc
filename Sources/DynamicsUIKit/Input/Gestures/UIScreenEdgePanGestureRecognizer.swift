import Foundation
import DynamicsGeometry

/// A pan that only starts at an edge of the screen: the finger must go down within `edgeMargin` of one of `edges`
/// of the window, otherwise the recogniser fails and the touch is left to others.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Where a finger may start (UIKit's default: none, so a recogniser whose edges are never set never begins).
    public var edges: UIRectEdge = []

    /// How close to an edge, in points, a finger must go down. UIKit does not document its own margin; 20 pt is
    /// about where the system's back-swipe starts on a device (an estimate, docs/touches.md).
    static let edgeMargin: CGFloat = 20

    override func fingerDown(at point: CGPoint, in window: UIView, time: TimeInterval) {
        let bounds = window.bounds
        let margin = Self.edgeMargin
        let atEdge = (edges.contains(.left) && point.x - bounds.minX <= margin)
            || (edges.contains(.right) && bounds.maxX - point.x <= margin)
            || (edges.contains(.top) && point.y - bounds.minY <= margin)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= margin)
        guard atEdge else {
            self.window = window
            return fail()
        }
        super.fingerDown(at: point, in: window, time: time)
    }
}
