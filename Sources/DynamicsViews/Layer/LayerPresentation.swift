import Foundation
import DynamicsGeometry

/// A snapshot of what a view shows now: animated values mid-flight, model values otherwise.
public struct LayerPresentation: Equatable {
    /// The presented centre, in the superview's coordinates.
    public var position: CGPoint
    /// The presented bounds.
    public var bounds: CGRect
    /// The presented transform.
    public var transform: CGAffineTransform
    /// The presented alpha.
    public var opacity: CGFloat
    /// The presented background colour.
    public var backgroundColor: UIColor?
    /// The anchor point (not animatable here).
    public var anchorPoint: CGPoint

    /// The presented state of `view`.
    public init(view: UIView) {
        anchorPoint = view.anchorPoint
        guard !view.tweens.isEmpty else {
            position = view.center
            bounds = view.bounds
            transform = view.transform
            opacity = view.alpha
            backgroundColor = view.backgroundColor
            return
        }
        if case let .point(value) = view.presentedValue(of: .center) { position = value } else { position = view.center }
        if case let .rect(value) = view.presentedValue(of: .bounds) { bounds = value } else { bounds = view.bounds }
        if case let .transform(value) = view.presentedValue(of: .transform) { transform = value } else { transform = view.transform }
        if case let .scalar(value) = view.presentedValue(of: .alpha) { opacity = value } else { opacity = view.alpha }
        if case let .color(value) = view.presentedValue(of: .backgroundColor) {
            backgroundColor = value
        } else {
            backgroundColor = view.backgroundColor
        }
    }

    /// Same as `position` (UIView's name).
    public var center: CGPoint { position }

    /// The presented frame: the presented bounds placed at the position and transformed about the anchor point.
    public var frame: CGRect { UIView.frame(center: position, bounds: bounds, transform: transform, anchor: anchorPoint) }

    /// The transform from the view's bounds coordinates to its superview's, from presented values.
    public var boundsToSuperviewTransform: CGAffineTransform {
        UIView.boundsToSuperview(center: position, bounds: bounds, transform: transform, anchor: anchorPoint)
    }
}
