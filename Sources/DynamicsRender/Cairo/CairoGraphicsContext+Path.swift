import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// The line settings Core Graphics keeps in its graphics state for `strokePath()`.
struct PathLine {
    var width: CGFloat = 1
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
}

/// Core Graphics' current path on Cairo's, which likewise keeps its points in device space as they are added.
extension CairoGraphicsContext {
    func beginPath() { cairo_new_path(cr) }

    func move(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return }
        cairo_move_to(cr, point.x, point.y)
    }

    func addLine(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return }
        cairo_line_to(cr, point.x, point.y)
    }

    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard [end, control1, control2].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard [end, control].allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        var x = 0.0, y = 0.0
        if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x, &y) } else { (x, y) = (control.x, control.y) }
        // The cubic with the same curve: control points two thirds of the way to the quadratic's control.
        cairo_curve_to(cr, x + 2 / 3 * (control.x - x), y + 2 / 3 * (control.y - y),
                       end.x + 2 / 3 * (control.x - end.x), end.y + 2 / 3 * (control.y - end.y), end.x, end.y)
    }

    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard [center.x, center.y, radius, startAngle, endAngle].allSatisfy(\.isFinite), radius >= 0 else { return }
        // Core Graphics' counter-clockwise is increasing angles, which y-down Cairo draws with cairo_arc.
        if clockwise {
            cairo_arc_negative(cr, center.x, center.y, radius, startAngle, endAngle)
        } else {
            cairo_arc(cr, center.x, center.y, radius, startAngle, endAngle)
        }
    }

    func addRect(_ rect: CGRect) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    }

    func addEllipse(in rect: CGRect) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else { return }
        cairo_new_sub_path(cr)
        cairo_save(cr)
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, max(rect.width / 2, 1e-9), max(rect.height / 2, 1e-9))
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cr)
        cairo_close_path(cr)
    }

    func closePath() { cairo_close_path(cr) }

    func fillPath(using rule: CGPathFillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        CairoPath.setColor(currentFillColor, opacity: alpha, on: cr)
        CoreGraphicsFill.fill(on: cr, evenOdd: rule == .evenOdd)
    }

    func strokePath() {
        cairo_set_line_width(cr, pathLine.width)
        cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(pathLine.cap.rawValue)))
        cairo_set_line_join(cr, cairo_line_join_t(UInt32(pathLine.join.rawValue)))
        CairoPath.setColor(currentStrokeColor, opacity: alpha, on: cr)
        CoreGraphicsStroke.stroke(on: cr)
    }

    func clip(using rule: CGPathFillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        pathLine.width = width
    }

    func setLineCap(_ cap: CGLineCap) { pathLine.cap = cap }

    func setLineJoin(_ join: CGLineJoin) { pathLine.join = join }

    func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite),
              let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        paint(gradient, with: pattern, options: options)
    }

    func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                            endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius].allSatisfy(\.isFinite),
              startRadius >= 0, endRadius >= 0,
              let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x,
                                                        endCenter.y, endRadius) else { return }
        paint(gradient, with: pattern, options: options)
    }

    /// Paints the clip with `pattern` carrying the gradient's stops. Cairo extends a pattern at both ends or at
    /// neither: an option for one end alone extends both (see DECISIONS.md, "Core Graphics gradients").
    private func paint(_ gradient: CGGradient, with pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        for (color, location) in zip(gradient.colors, gradient.locations) {
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue, color.alpha)
        }
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        // Painting leaves the current path as it is, as Core Graphics does.
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
