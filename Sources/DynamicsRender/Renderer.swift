import CCairo
import DynamicsUI
import Foundation

/// Draws a view tree into pixels with Cairo, showing each view's presentation state (in-flight animations).
///
/// Reuse one renderer for all the frames of a render: its Cairo surface, shadow buffers and decoded images are kept
/// between frames (the surface is reallocated only when the pixel size changes). Not thread-safe: use one renderer
/// per thread.
public final class Renderer {
    /// The largest width or height in pixels a frame may have (guards memory against absurd scales).
    public static let maximumPixelDimension = 16384

    private var surface: OpaquePointer?
    private var cr: OpaquePointer?
    private var pixelWidth = 0
    private var pixelHeight = 0
    private let images = ImageSurfaceCache()
    private let shadows = ShadowRenderer()
    private var graphics: CairoGraphicsContext?
    private let fontOptions: OpaquePointer

    /// A renderer with no surface yet.
    public init() {
        fontOptions = cairo_font_options_create()
        // Unhinted metrics keep text advances proportional to the scale, so layouts match at 1×, 2× and 3×.
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
    }

    deinit {
        if let cr { cairo_destroy(cr) }
        if let surface { cairo_surface_destroy(surface) }
        cairo_font_options_destroy(fontOptions)
    }

    /// The pixel size of `root` rendered at `scale`: its bounds size × scale, rounded to whole pixels.
    public static func pixelSize(of root: UIView, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw RenderError(description: "scale must be a positive number, got \(scale)") }
        let size = root.bounds.size
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw RenderError(description: "the canvas \(size.width)×\(size.height) pt at \(scale)× has no pixels")
        }
        guard width <= CGFloat(maximumPixelDimension), height <= CGFloat(maximumPixelDimension) else {
            throw RenderError(description: "the canvas \(size.width)×\(size.height) pt at \(scale)× is \(Int(width))×\(Int(height)) px, over the \(maximumPixelDimension) px limit")
        }
        return (Int(width), Int(height))
    }

    /// Renders `root` and its subtree: the canvas is `root.bounds` scaled by `scale`.
    ///
    /// The root's own position and transform are ignored (it is the canvas). Opaque output first fills the canvas
    /// with `background` (default white), then draws the root view (including its background colour). With
    /// `transparent`, the canvas starts transparent, `background` and the root's background colour are skipped, and
    /// only the root's content and subviews are drawn.
    public func render(_ root: UIView, scale: CGFloat, transparent: Bool = false, background: UIColor? = nil) throws -> Image {
        let (width, height) = try Renderer.pixelSize(of: root, scale: scale)
        let cr = try context(width: width, height: height)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if transparent {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        } else {
            let fill = background ?? .white
            cairo_set_source_rgb(cr, fill.red, fill.green, fill.blue)
        }
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -root.bounds.minX, -root.bounds.minY)
        let graphics = self.graphics ?? CairoGraphicsContext(cr: cr, images: images)
        self.graphics = graphics
        graphics.cr = cr
        UIGraphicsWithContext(graphics) {
            drawContents(of: root, state: LayerPresentation(view: root), on: cr, drawsShadows: true,
                         drawsBackground: !transparent)
        }
        cairo_restore(cr)
        return CairoSurface.image(of: surface!, isOpaque: !transparent)
    }

    /// The Cairo context for a `width`×`height` surface, reusing the current one when the size is unchanged.
    private func context(width: Int, height: Int) throws -> OpaquePointer {
        if let cr, width == pixelWidth, height == pixelHeight { return cr }
        if let cr { cairo_destroy(cr) }
        if let surface { cairo_surface_destroy(surface) }
        cr = nil
        surface = nil
        guard let newSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(newSurface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "cannot allocate a \(width)×\(height) px surface")
        }
        let newContext = cairo_create(newSurface)!
        cairo_set_font_options(newContext, fontOptions)
        surface = newSurface
        cr = newContext
        pixelWidth = width
        pixelHeight = height
        return newContext
    }

    /// The output image's rectangle in device pixels.
    private var canvas: CGRect { CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

    /// Draws a view placed in its superview's space (the current user space of `cr`).
    private func draw(_ view: UIView, on cr: OpaquePointer, drawsShadows: Bool) {
        guard !view.isHidden else { return }
        let state = LayerPresentation(view: view)
        guard state.opacity > 0 else { return }
        cairo_save(cr)
        CairoPath.concatenate(state.boundsToSuperviewTransform, on: cr)
        drawContents(of: view, state: state, on: cr, drawsShadows: drawsShadows, drawsBackground: true)
        cairo_restore(cr)
    }

    /// Draws a view in its own bounds space: opacity group, mask, shadow, then the body.
    private func drawContents(of view: UIView, state: LayerPresentation, on cr: OpaquePointer, drawsShadows: Bool,
                              drawsBackground: Bool) {
        let layer = view.layer
        let grouped = state.opacity < 1
        if grouped { cairo_push_group(cr) }
        cairo_save(cr)
        if let mask = layer.mask {
            cairo_translate(cr, mask.frame.minX, mask.frame.minY)
            if let path = mask.path {
                CairoPath.set(path, on: cr)
            } else {
                cairo_new_path(cr)
            }
            cairo_set_fill_rule(cr, mask.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_translate(cr, -mask.frame.minX, -mask.frame.minY)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        if drawsShadows, layer.shadowOpacity > 0, !layer.masksToBounds {
            drawShadow(of: view, state: state, on: cr)
        }
        drawBody(of: view, state: state, on: cr, drawsShadows: drawsShadows, drawsBackground: drawsBackground)
        cairo_restore(cr)
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, state.opacity)
        }
    }

    /// Background, content (`draw(_:)`), subviews, then border, clipped when the layer masks to its bounds.
    private func drawBody(of view: UIView, state: LayerPresentation, on cr: OpaquePointer, drawsShadows: Bool,
                          drawsBackground: Bool) {
        let layer = view.layer
        let bounds = state.bounds
        if drawsBackground, let color = state.backgroundColor, color.alpha > 0 {
            CairoPath.setRoundedRect(bounds, radius: layer.cornerRadius, on: cr)
            CairoPath.setColor(color, on: cr)
            cairo_fill(cr)
        }
        if layer.masksToBounds {
            cairo_save(cr)
            CairoPath.setRoundedRect(bounds, radius: layer.cornerRadius, on: cr)
            cairo_clip(cr)
        }
        if let graphics {
            let previous = graphics.cr
            graphics.cr = cr
            graphics.resetColors()
            cairo_save(cr)
            view.draw(bounds)
            cairo_restore(cr)
            graphics.cr = previous
        }
        for subview in view.subviews {
            draw(subview, on: cr, drawsShadows: drawsShadows)
        }
        if layer.masksToBounds { cairo_restore(cr) }
        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            let inset = layer.borderWidth / 2
            CairoPath.setRoundedRect(bounds.insetBy(dx: inset, dy: inset), radius: layer.cornerRadius - inset, on: cr)
            cairo_set_line_width(cr, layer.borderWidth)
            CairoPath.setColor(color, on: cr)
            cairo_stroke(cr)
        }
    }

    /// The layer's drop shadow: its `shadowPath`, or else the silhouette of everything the view draws.
    private func drawShadow(of view: UIView, state: LayerPresentation, on cr: OpaquePointer) {
        let layer = view.layer
        var extents = state.bounds
        if let path = layer.shadowPath {
            CairoPath.set(path, on: cr)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            cairo_new_path(cr)
            extents = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        } else {
            for subview in view.subviews where !subview.isHidden {
                extents = extents.union(LayerPresentation(view: subview).frame)
            }
        }
        shadows.drawShadow(of: layer, extents: extents, canvas: canvas, on: cr) { shapeContext in
            if let path = layer.shadowPath {
                CairoPath.set(path, on: shapeContext)
                CairoPath.setFillRule(of: path, on: shapeContext)
                cairo_fill(shapeContext)
            } else {
                cairo_set_font_options(shapeContext, fontOptions)
                drawBody(of: view, state: state, on: shapeContext, drawsShadows: false, drawsBackground: true)
            }
        }
    }
}
