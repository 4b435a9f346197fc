import Foundation
import DynamicsGeometry

/// A snapshot of what a view shows now: the values of running animations (`UIView.animate` tweens, property
/// animators, then the layer's Core Animation animations in the order they were added), model values otherwise.
public struct LayerPresentation: Equatable {
    /// The presented centre, in the superview's coordinates.
    public var position: CGPoint
    /// The presented bounds.
    public var bounds: CGRect
    /// The presented transform (the affine part of `transform3D`). Setting it drops any depth or perspective.
    public var transform: CGAffineTransform {
        get { affineTransform }
        set { affineTransform = newValue; depth = nil }
    }
    /// The presented layer transform in three dimensions; its affine part is `transform`.
    public var transform3D: CATransform3D {
        get { depth?.transform ?? CATransform3DMakeAffineTransform(affineTransform) }
        set {
            affineTransform = CATransform3DGetAffineTransform(newValue)
            depth = CATransform3DIsAffine(newValue) ? nil : DepthTransform(transform: newValue)
        }
    }
    /// Whether the presented transform has depth or perspective, so the layer is drawn projected.
    public var hasDepth: Bool { depth != nil }
    private var affineTransform: CGAffineTransform
    /// The full transform when it is not affine.
    private var depth: DepthTransform?
    /// The presented alpha.
    public var opacity: CGFloat
    /// The presented background colour.
    public var backgroundColor: UIColor?
    /// The anchor point (not animatable here).
    public var anchorPoint: CGPoint
    /// The presented corner radius.
    public var cornerRadius: CGFloat
    /// The presented border width.
    public var borderWidth: CGFloat
    /// The presented shadow opacity.
    public var shadowOpacity: CGFloat
    /// The presented `strokeStart` of a shape layer (0 for other layers).
    public var strokeStart: CGFloat
    /// The presented `strokeEnd` of a shape layer (1 for other layers).
    public var strokeEnd: CGFloat
    /// A transition in flight (`CATransition`, `UIView.transition`): the old picture and how far the new look has
    /// taken over; nil when none runs.
    public var transition: LayerTransition?

    /// The presented state of `view`.
    @preconcurrency @MainActor public init(view: UIView) {
        self.init(view: view, timeOffset: 0)
    }

    /// The presented state of `view` with its Core Animation animations read `timeOffset` seconds earlier (the
    /// instances of a `CAReplicatorLayer`, `instanceDelay` apart).
    @MainActor package init(view: UIView, timeOffset: TimeInterval) {
        anchorPoint = view.anchorPoint
        let layer = view.layer
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        shadowOpacity = CGFloat(layer.shadowOpacity)
        let shape = layer as? CAShapeLayer
        strokeStart = shape?.strokeStart ?? 0
        strokeEnd = shape?.strokeEnd ?? 1
        transition = nil
        affineTransform = view.transform
        depth = view.modelTransform3D.map(DepthTransform.init)
        if view.tweenStacks.isEmpty {
            position = view.center
            bounds = view.bounds
            opacity = view.alpha
            backgroundColor = view.backgroundColor
        } else {
            if case let .point(value) = view.presentedValue(of: .center) { position = value } else { position = view.center }
            if case let .rect(value) = view.presentedValue(of: .bounds) { bounds = value } else { bounds = view.bounds }
            switch view.presentedValue(of: .transform) {
            case .transform(let value): affineTransform = value; depth = nil
            case .transform3D(let value):
                affineTransform = CATransform3DGetAffineTransform(value.transform)
                depth = CATransform3DIsAffine(value.transform) ? nil : value
            default: break
            }
            if case let .scalar(value) = view.presentedValue(of: .alpha) { opacity = value } else { opacity = view.alpha }
            if case let .color(value) = view.presentedValue(of: .backgroundColor) {
                backgroundColor = value
            } else {
                backgroundColor = view.backgroundColor
            }
        }
        // A dynamic background (a system colour) is drawn in the view's own traits: light or dark.
        if let color = backgroundColor, color.isDynamic {
            backgroundColor = color.resolvedColor(with: view.drawingTraitCollection)
        }
        guard let now = layer.animationEntries.first?.clock?.now, layer.isTimeActive(atSceneTime: now) else { return }
        let localTime = layer.localTime(atSceneTime: now) - timeOffset
        for entry in layer.animationEntries {
            entry.animation.apply(to: &self, at: localTime)
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

    /// The presented value of a Core Animation key path (`"position"`, `"opacity"`, `"transform.rotation.z"`…): a
    /// `CGPoint`, `CGSize`, `CGRect`, `CGAffineTransform`, `CATransform3D`, `UIColor` or `CGFloat`; nil for key paths not animatable
    /// here.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let path = LayerKeyPath(keyPath) else { return nil }
        switch path.value(in: self) {
        case .point(let point):
            return path == .boundsSize ? CGSize(width: point.x, height: point.y) : point
        case .rect(let rect): return rect
        case .transform(let transform): return transform
        case .transform3D(let transform): return transform.transform
        case .scalar(let scalar): return scalar
        case .color(let color): return color
        }
    }
}
