import Foundation
import DynamicsGeometry

extension UIView {
    /// The transform from this view's bounds coordinates to its superview's: shift by the anchor point of the bounds
    /// (their middle by default), apply `transform` about it, move to `center`. Uses model values, as UIKit does.
    public var boundsToSuperviewTransform: CGAffineTransform {
        UIView.boundsToSuperview(center: center, bounds: bounds, transform: transform, anchor: anchorPoint)
    }

    /// The same transform built from explicit (for example presented) values.
    public nonisolated static func boundsToSuperview(center: CGPoint, bounds: CGRect, transform: CGAffineTransform,
                                         anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CGAffineTransform {
        CGAffineTransform(translationX: -(bounds.minX + anchor.x * bounds.width),
                          y: -(bounds.minY + anchor.y * bounds.height))
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The transform from this view's bounds coordinates to its root view's.
    public var boundsToRootTransform: CGAffineTransform {
        var result = CGAffineTransform.identity
        var current: UIView? = self
        while let view = current, let parent = view.superview {
            result = result.concatenating(view.boundsToSuperviewTransform)
            current = parent
        }
        return result
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the root view's), through every transform.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(transform(to: view))
    }

    /// Converts a point from `view`'s coordinates (nil: the root view's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(transform(from: view))
    }

    /// Converts a rectangle to `view`'s coordinates; under rotation the result encloses the rotated rectangle.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// Converts a rectangle from `view`'s coordinates; under rotation the result encloses the rotated rectangle.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(transform(from: view))
    }

    private func transform(to view: UIView?) -> CGAffineTransform {
        let toRoot = boundsToRootTransform
        guard let view else { return toRoot }
        return toRoot.concatenating(view.boundsToRootTransform.inverted())
    }

    private func transform(from view: UIView?) -> CGAffineTransform {
        let fromRoot = boundsToRootTransform.inverted()
        guard let view else { return fromRoot }
        return view.boundsToRootTransform.concatenating(fromRoot)
    }
}
