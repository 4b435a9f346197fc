import CCairo
import CPango
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// `UIGraphicsContext` on a Cairo context: what `draw(_:)` overrides, labels, shape and image views draw through.
final class CairoGraphicsContext: UIGraphicsContext {
    /// The Cairo context drawn into; the renderer swaps it when it draws into an offscreen surface.
    var cr: OpaquePointer
    private var fillColor: UIColor = .black
    private var strokeColor: UIColor = .black
    /// The line `strokePath()` draws the current path with (Core Graphics' state; a `UIBezierPath` carries its own).
    var pathLine = PathLine()
    /// The opacity of everything drawn (`setAlpha`), applied to colours and images.
    private(set) var alpha: CGFloat = 1
    private var colorStack: [(fill: UIColor, stroke: UIColor, line: PathLine, alpha: CGFloat)] = []
    private let images: ImageSurfaceCache

    init(cr: OpaquePointer, images: ImageSurfaceCache) {
        self.cr = cr
        self.images = images
    }

    func setFillColor(_ color: UIColor) { fillColor = color }

    @MainActor func picture(of view: UIView, scale: CGFloat) -> UIImage? {
        ViewSnapshots.takePicture(of: view, scale: scale)
    }

    func setStrokeColor(_ color: UIColor) { strokeColor = color }

    func fill(_ path: UIBezierPath) {
        CairoPath.set(path, on: cr)
        CairoPath.setFillRule(of: path, on: cr)
        CairoPath.setColor(fillColor, opacity: alpha, on: cr)
        CoreGraphicsFill.fill(on: cr, evenOdd: path.usesEvenOddFillRule)
    }

    func stroke(_ path: UIBezierPath) {
        CairoPath.set(path, on: cr)
        CairoPath.setStrokeStyle(of: path, on: cr)
        CairoPath.setColor(strokeColor, opacity: alpha, on: cr)
        CoreGraphicsStroke.stroke(on: cr)
    }

    func fill(_ rect: CGRect) {
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        CairoPath.setColor(fillColor, opacity: alpha, on: cr)
        cairo_fill(cr)
    }

    func draw(_ layout: TextLayout, at point: CGPoint, color: UIColor) {
        let stroke = layout.stroke
        layout.withPangoLines { line, origin in
            if stroke?.fills ?? true {
                CairoPath.setColor(color, opacity: alpha, on: cr)
                cairo_new_path(cr)
                cairo_move_to(cr, point.x + origin.x, point.y + origin.y)
                pango_cairo_show_layout_line(cr, line)
            }
            if let stroke {
                // The glyphs' outlines, stroked centred on the outline as Core Text strokes them.
                cairo_new_path(cr)
                cairo_move_to(cr, point.x + origin.x, point.y + origin.y)
                pango_cairo_layout_line_path(cr, line)
                CairoPath.setColor(stroke.color ?? color, opacity: alpha, on: cr)
                cairo_set_line_width(cr, stroke.width)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
                cairo_stroke(cr)
            }
        }
        cairo_new_path(cr)
    }

    func draw(_ image: UIImage, in rect: CGRect) {
        if image.isResizable { return drawNineParts(of: image, in: rect) }
        drawWhole(image, in: rect)
    }

    /// Draws the whole image stretched to `rect`.
    func drawWhole(_ image: UIImage, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite,
              rect.minY.isFinite, image.size.width > 0, image.size.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / image.size.width, rect.height / image.size.height)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, image.size.width, image.size.height)
        switch image.source {
        case .png, .jpeg, .bitmap:
            if let surface = images.surface(for: image) {
                cairo_scale(cr, 1 / image.scale, 1 / image.scale)
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
            }
        case let .drawing(draw):
            cairo_clip(cr)
            saveGState()
            draw(self)
            restoreGState()
        }
        cairo_restore(cr)
    }

    func draw(_ image: UIImage, in rect: CGRect, tintedWith color: UIColor) {
        // The image's alpha, wherever it lands, becomes the coverage of a fill in `color`.
        cairo_push_group(cr)
        draw(image, in: rect)
        guard let coverage = cairo_pop_group(cr) else { return }
        // The coverage carries the context's alpha already.
        CairoPath.setColor(color, on: cr)
        cairo_mask(cr, coverage)
        cairo_pattern_destroy(coverage)
    }

    func saveGState() {
        cairo_save(cr)
        colorStack.append((fillColor, strokeColor, pathLine, alpha))
    }

    func restoreGState() {
        guard let saved = colorStack.popLast() else { return }
        cairo_restore(cr)
        (fillColor, strokeColor, pathLine, alpha) = saved
    }

    func concatenate(_ transform: CGAffineTransform) {
        guard CairoPath.isInvertible(transform) else { return }
        CairoPath.concatenate(transform, on: cr)
    }

    func clip(to path: UIBezierPath) {
        CairoPath.set(path, on: cr)
        CairoPath.setFillRule(of: path, on: cr)
        cairo_clip(cr)
    }

    func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return }
        self.alpha = min(max(alpha, 0), 1)
    }

    func setBlendMode(_ mode: CGBlendMode) {
        cairo_set_operator(cr, CairoGraphicsContext.cairoOperator(for: mode))
    }

    /// Cairo's operator for a Core Graphics blend mode (`plusDarker`, which Cairo lacks, is `.normal`).
    static func cairoOperator(for mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    /// How many states `saveGState()` pushed that are not restored yet.
    var savedStateCount: Int { colorStack.count }

    /// Restores the states a drawing routine saved and did not restore, so its Cairo saves stay balanced.
    func restoreStates(downTo count: Int) {
        while colorStack.count > count { restoreGState() }
    }

    /// Resets the colours and the line to UIKit's defaults, and empties the current path, before a view draws.
    func resetColors() {
        fillColor = .black
        strokeColor = .black
        pathLine = PathLine()
        alpha = 1
        cairo_new_path(cr)
    }

    /// The colour fills use (for the current path's fill).
    var currentFillColor: UIColor { fillColor }
    /// The colour strokes use (for the current path's stroke).
    var currentStrokeColor: UIColor { strokeColor }
}
