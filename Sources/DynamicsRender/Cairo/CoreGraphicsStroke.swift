import CCairo
import Foundation

/// Strokes a curved path as Core Graphics does: the stroke's outline (`StrokeOutline`, its curves' offsets cut into
/// Core Graphics' chords) filled with each pixel's exact area of the region it covers by the non-zero rule, through
/// the clip (`CoverageMask`). Measured on iOS's references of stroked circles, this is within one level of 255 at every
/// edge pixel where Cairo's stroke is up to 14 off (`Sources/DynamicsUIKit/DECISIONS.md`, "Curved strokes").
///
/// Left to Cairo, which draws them as before: paths of straight edges (pixel-aligned lines come out the same and
/// Cairo is faster), dashed lines, unantialiased contexts, zero widths, a user space that is skewed or scaled
/// unevenly (the line would not be equally wide everywhere in device pixels), and outlines larger than
/// `CoverageMask.maximumPixels`.
enum CoreGraphicsStroke {
    /// Strokes and clears the context's current path with its source and line settings.
    static func stroke(on cr: OpaquePointer) {
        guard cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE, cairo_get_dash_count(cr) == 0,
              let scale = uniformScale(on: cr) else { return cairo_stroke(cr) }
        let halfWidth = cairo_get_line_width(cr) * scale / 2
        let path = DevicePath(currentPathOn: cr)
        guard path.hasCurves, halfWidth > 0, halfWidth.isFinite else { return cairo_stroke(cr) }
        let style = StrokeOutline.Style(halfWidth: halfWidth, cap: cap(on: cr), join: join(on: cr),
                                        miterLimit: cairo_get_miter_limit(cr))
        let outline = StrokeOutline(of: path, style: style).contours
        guard let mask = CoverageMask(covering: outline, on: cr) else { return cairo_stroke(cr) }
        var coverage = AreaCoverage(width: mask.width, height: mask.height)
        coverage.addNonZeroUnion(of: mask.local(outline))
        mask.paint(coverage, evenOdd: false, on: cr)
    }

    /// The device pixels per user unit in every direction; nil when the user space is skewed or unevenly scaled.
    private static func uniformScale(on cr: OpaquePointer) -> Double? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let columnX = (matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot()
        let columnY = (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot()
        let skew = matrix.xx * matrix.xy + matrix.yx * matrix.yy
        guard columnX > 0, abs(columnX - columnY) <= 1e-9 * columnX, abs(skew) <= 1e-9 * columnX * columnY
        else { return nil }
        return columnX
    }

    private static func cap(on cr: OpaquePointer) -> StrokeOutline.Cap {
        switch cairo_get_line_cap(cr) {
        case CAIRO_LINE_CAP_ROUND: return .round
        case CAIRO_LINE_CAP_SQUARE: return .square
        default: return .butt
        }
    }

    private static func join(on cr: OpaquePointer) -> StrokeOutline.Join {
        switch cairo_get_line_join(cr) {
        case CAIRO_LINE_JOIN_ROUND: return .round
        case CAIRO_LINE_JOIN_BEVEL: return .bevel
        default: return .miter
        }
    }
}
