import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// Path building and styling on a Cairo context.
enum CairoPath {
    /// Replaces the context's current path with `path`'s elements (quadratic curves raised to cubics).
    static func set(_ path: UIBezierPath, on cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(to):
                cairo_move_to(cr, to.x, to.y)
                current = to
                subpathStart = to
            case let .line(to):
                cairo_line_to(cr, to.x, to.y)
                current = to
            case let .quadCurve(to, control):
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                current = to
            case let .curve(to, control1, control2):
                cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                current = to
            case .close:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }

    /// Sets a rectangle with corners rounded by `radius` (clamped to half the shorter side) as the current path,
    /// quarter circles or, for `.continuous`, Apple's smooth corners.
    static func setRoundedRect(_ rect: CGRect, radius: CGFloat, curve: CALayerCornerCurve = .circular,
                               on cr: OpaquePointer) {
        if curve == .continuous, radius > 0 { return setContinuousRoundedRect(rect, radius: radius, on: cr) }
        cairo_new_path(cr)
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Applies `path`'s fill rule.
    static func setFillRule(of path: UIBezierPath, on cr: OpaquePointer) {
        cairo_set_fill_rule(cr, path.usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// Applies `path`'s line width, caps, joins and miter limit.
    static func setStrokeStyle(of path: UIBezierPath, on cr: OpaquePointer) {
        cairo_set_line_width(cr, path.lineWidth.isFinite ? max(path.lineWidth, 0) : 0)
        cairo_set_miter_limit(cr, path.miterLimit.isFinite ? max(path.miterLimit, 1) : 10)
        switch path.lineCapStyle {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch path.lineJoinStyle {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        // Always set, so a solid stroke after a dashed one is solid; the path keeps only patterns Cairo accepts.
        let dashes = path.lineDashPattern.map(Double.init)
        cairo_set_dash(cr, dashes, Int32(dashes.count), Double(path.lineDashPhase))
    }

    /// True when `t` is finite and invertible, the only matrices Cairo accepts without entering an error state.
    static func isInvertible(_ t: CGAffineTransform) -> Bool {
        let determinant = t.a * t.d - t.b * t.c
        return determinant.isFinite && determinant != 0 && t.tx.isFinite && t.ty.isFinite
    }

    /// Multiplies the context's matrix by an affine transform.
    static func concatenate(_ t: CGAffineTransform, on cr: OpaquePointer) {
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &matrix)
    }

    /// Sets a colour (multiplied by `opacity`) as the source; a pattern colour's image repeats from the current
    /// origin, one image point per point (drawn opaque as the image is; nothing for an image that does not decode).
    static func setColor(_ color: UIColor, opacity: CGFloat = 1, on cr: OpaquePointer) {
        guard let image = color.patternImage else {
            return cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
        }
        guard let surface = ImageSurfaceCache().surface(for: image), let pattern = cairo_pattern_create_for_surface(surface)
        else { return cairo_set_source_rgba(cr, 0, 0, 0, 0) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        var pixelsPerPoint = cairo_matrix_t()
        cairo_matrix_init_scale(&pixelsPerPoint, image.scale, image.scale)
        cairo_pattern_set_matrix(pattern, &pixelsPerPoint)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }
}
