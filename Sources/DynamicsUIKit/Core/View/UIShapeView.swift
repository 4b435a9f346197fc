import Foundation
import DynamicsGeometry

/// A view that fills and strokes a path, as the seeds do with a `CAShapeLayer` or a `drawRect` override.
/// The path is in the view's bounds coordinates.
open class UIShapeView: UIView {
    /// Drawn every frame (its content follows its own properties, each of which invalidates it on iOS), and whole,
    /// wherever the path lies, as a shape layer draws it.
    override package var renderHints: ViewRenderHints { ViewRenderHints(cachesDrawing: false, drawsOutsideBounds: true) }

    /// The shape; nil draws nothing.
    public var path: UIBezierPath?
    /// The fill colour (CAShapeLayer's default: opaque black); nil for no fill.
    public var fillColor: UIColor? = .black
    /// The stroke colour; nil (the default) for no stroke.
    public var strokeColor: UIColor?
    /// The stroke width in points.
    public var lineWidth: CGFloat = 1
    /// How open ends are stroked.
    public var lineCap: CGLineCap = .butt
    /// How corners are stroked.
    public var lineJoin: CGLineJoin = .miter
    /// The miter limit for `.miter` joins.
    public var miterLimit: CGFloat = 10
    /// Which parts of self-intersecting paths are filled.
    public var fillRule: CAShapeLayerFillRule = .nonZero

    /// A shape view with a path, its frame and colours.
    public convenience init(frame: CGRect, path: UIBezierPath, fillColor: UIColor?, strokeColor: UIColor? = nil,
                            lineWidth: CGFloat = 1) {
        self.init(frame: frame)
        self.path = path
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
    }

    /// Fills, then strokes, the path.
    open override func draw(_ rect: CGRect) {
        guard let path else { return }
        ShapeDrawing.fillAndStroke(path, fillColor: fillColor, strokeColor: strokeColor, lineWidth: lineWidth,
                                   lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit, fillRule: fillRule)
    }
}
