import Foundation
import DynamicsGeometry

/// How overlapping subpaths decide what is inside, with Core Animation's names.
public enum CAShapeLayerFillRule: Sendable {
    /// Inside when the winding number is not zero.
    case nonZero
    /// Inside when an odd number of edges is crossed.
    case evenOdd
}

/// A layer that draws a path: filled (`fillColor`, opaque black by default) and stroked (`strokeColor`, none by
/// default) in its own coordinates, wherever the path lies, so a shape layer with a zero frame added to a view's
/// layer draws its path in that view's coordinates, as on iOS. Also a mask (`view.layer.mask = shape`): only the
/// area the path fills (with `fillRule`) stays visible, placed by the frame's origin.
open class CAShapeLayer: CALayer {
    /// The shape, in this layer's coordinates (a Core Graphics path, as on iOS: `shape.path = bezierPath.cgPath`).
    public var path: CGPath?
    /// The fill colour; nil for no fill.
    public var fillColor: CGColor? = .black
    /// The stroke colour; nil (the default) for no stroke.
    public var strokeColor: CGColor?
    /// The stroke width in points.
    public var lineWidth: CGFloat = 1
    /// How open ends are stroked.
    public var lineCap: CGLineCap = .butt
    /// How corners are stroked.
    public var lineJoin: CGLineJoin = .miter
    /// The miter limit for `.miter` joins.
    public var miterLimit: CGFloat = 10
    /// Which parts of self-intersecting paths count as inside.
    public var fillRule: CAShapeLayerFillRule = .nonZero
    /// Lengths of the stroke's dashes and gaps, alternating, in points; nil (the default) for a solid stroke.
    public var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke starts, in points.
    public var lineDashPhase: CGFloat = 0
    /// Where the stroke starts, as a fraction 0…1 of the path's length (default 0); animatable as `"strokeStart"`.
    /// Values outside 0…1 are clamped when drawn, as Core Animation does; the fill is never trimmed.
    public var strokeStart: CGFloat = 0 {
        willSet { presentationBeforeChange = presentationBeforeAnimatableChange() }
        didSet { runActions(for: ["strokeStart"], from: presentationBeforeChange.take()) }
    }
    /// Where the stroke ends, as a fraction 0…1 of the path's length (default 1); animatable as `"strokeEnd"`.
    /// At or before `strokeStart` no stroke is drawn.
    public var strokeEnd: CGFloat = 1 {
        willSet { presentationBeforeChange = presentationBeforeAnimatableChange() }
        didSet { runActions(for: ["strokeEnd"], from: presentationBeforeChange.take()) }
    }

    /// A shape layer with a path (a convenience of this port; iOS has none).
    public convenience init(path: UIBezierPath) {
        self.init()
        self.path = path.cgPath
    }

    /// The path, drawn through the drawing context, may lie anywhere.
    override package var renderNeed: LayerRenderNeed { .graphicsContext(clippedToBounds: false) }

    override package func drawContent(_ state: LayerPresentation) {
        guard let path = path?.bezierPath else { return }
        let dash = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        let trimmed = state.strokeStart > 0 || state.strokeEnd < 1
        // The fill is the whole path; only the stroke follows strokeStart/strokeEnd.
        ShapeDrawing.fillAndStroke(path, fillColor: fillColor, strokeColor: trimmed ? nil : strokeColor,
                                   lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                                   fillRule: fillRule, dashPattern: dash, dashPhase: lineDashPhase)
        guard trimmed, strokeColor != nil else { return }
        ShapeDrawing.fillAndStroke(path.trimmed(from: state.strokeStart, to: state.strokeEnd), fillColor: nil,
                                   strokeColor: strokeColor, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                   miterLimit: miterLimit, fillRule: fillRule, dashPattern: dash,
                                   dashPhase: lineDashPhase)
    }
}

/// Fills, then strokes, a path in the current graphics context: what shape layers and shape views draw.
enum ShapeDrawing {
    static func fillAndStroke(_ path: UIBezierPath, fillColor: UIColor?, strokeColor: UIColor?, lineWidth: CGFloat,
                              lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                              fillRule: CAShapeLayerFillRule, dashPattern: [CGFloat]? = nil, dashPhase: CGFloat = 0) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let styled = path.copy() as! UIBezierPath
        styled.usesEvenOddFillRule = fillRule == .evenOdd
        styled.lineWidth = lineWidth
        styled.lineCapStyle = lineCap
        styled.lineJoinStyle = lineJoin
        styled.miterLimit = miterLimit
        // A shape layer's dash is its own (a CGPath carries none); without one the path's own dash stays.
        if let dashPattern { styled.setLineDash(dashPattern, count: dashPattern.count, phase: dashPhase) }
        if let fillColor {
            context.setFillColor(fillColor)
            context.fill(styled)
        }
        if let strokeColor, lineWidth > 0 {
            context.setStrokeColor(strokeColor)
            context.stroke(styled)
        }
    }
}
