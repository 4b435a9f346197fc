import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation
import DynamicsRenderFolder

/// A `shouldRasterize` layer's bitmap: the layer and its sublayers drawn once at `rasterizationScale`, in the
/// layer's bounds space, then composited with its position, transform and opacity every frame.
///
/// Kept in `RenderCaches.rasterCaches` under the layer's `rasterCacheKey`; the surface is never drawn into once made,
/// and goes back through `RecordedSurfaces` because recorded frames may still read it.
final class RasterCache {
    /// The bitmap; nil when nothing was drawn.
    let surface: OpaquePointer?
    /// The rectangle of the layer's bounds space the bitmap covers (whole bitmap pixels).
    let extents: CGRect
    /// What the subtree looked like; nil when it draws every frame (the cache is then never reused).
    let signature: RasterSignature?
    /// `rasterizationScale` and the render scale it was drawn at.
    let rasterScale: CGFloat
    let renderScale: CGFloat

    init(surface: OpaquePointer?, extents: CGRect, signature: RasterSignature?, rasterScale: CGFloat,
         renderScale: CGFloat) {
        self.surface = surface
        self.extents = extents
        self.signature = signature
        self.rasterScale = rasterScale
        self.renderScale = renderScale
    }

    deinit {
        if let surface { RecordedSurfaces.release(surface) }
    }
}

extension Renderer {
    /// Draws a `shouldRasterize` layer (in its bounds space, the current user space of `cr`) from its bitmap,
    /// rasterising the subtree first when it changed since the bitmap was made. Bilinear filtering, so a
    /// `rasterizationScale` below the screen's shows its pixels blown up, as on a device.
    func drawRasterized(_ view: UIView, state: LayerPresentation, on cr: OpaquePointer, drawsShadows: Bool) {
        guard state.opacity > 0, let cache = rasterCache(of: view, state: state, drawsShadows: drawsShadows),
              let surface = cache.surface else { return }
        let width = Double(cairo_image_surface_get_width(surface)), height = Double(cairo_image_surface_get_height(surface))
        cairo_save(cr)
        cairo_translate(cr, cache.extents.minX, cache.extents.minY)
        cairo_scale(cr, cache.extents.width / width, cache.extents.height / height)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, state.opacity)
        cairo_restore(cr)
    }

    /// The layer's bitmap, remade when the subtree's signature, `rasterizationScale` or the render scale changed.
    private func rasterCache(of view: UIView, state: LayerPresentation, drawsShadows: Bool) -> RasterCache? {
        let layer = view.layer
        let signature = RasterSignature(of: view, state: state, cachesDrawing: cachesDrawing)
        if let cache = RenderCaches.rasterCaches.value(at: layer.rasterCacheKey), let signature,
           cache.signature == signature, cache.rasterScale == layer.rasterizationScale,
           cache.renderScale == renderScale {
            return cache
        }
        let cache = rasterize(view, state: state, signature: signature, drawsShadows: drawsShadows)
        RenderCaches.rasterCaches.store(cache, for: layer, key: &layer.rasterCacheKey)
        return cache
    }

    /// Draws the subtree at full opacity into a bitmap of whole pixels at `rasterizationScale` covering what it can
    /// touch (its bounds when that is unknown).
    private func rasterize(_ view: UIView, state: LayerPresentation, signature: RasterSignature?,
                           drawsShadows: Bool) -> RasterCache {
        let scale = view.layer.rasterizationScale
        let covered = Renderer.coverage(of: view, state: state) ?? state.bounds
        let minX = (covered.minX * scale).rounded(.down), minY = (covered.minY * scale).rounded(.down)
        let maxX = (covered.maxX * scale).rounded(.up), maxY = (covered.maxY * scale).rounded(.up)
        let extents = CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
        let empty = RasterCache(surface: nil, extents: extents, signature: signature, rasterScale: scale,
                                renderScale: renderScale)
        let width = maxX - minX, height = maxY - minY
        guard width >= 1, height >= 1, width.isFinite, height.isFinite,
              PixelLimits.allows(width: Double(width), height: Double(height)) else { return empty }
        var area = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &area) else { return empty }
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)!
        cairo_set_font_options(recorder, fontOptions)
        cairo_scale(recorder, scale, scale)
        cairo_translate(recorder, -extents.minX, -extents.minY)
        var look = state
        look.opacity = 1
        let canvas = (pixelWidth, pixelHeight)
        (pixelWidth, pixelHeight) = (Int(width), Int(height))
        drawContents(of: view, state: look, on: recorder, drawsShadows: drawsShadows, drawsBackground: true)
        (pixelWidth, pixelHeight) = canvas
        cairo_destroy(recorder)
        rasterizedSubtreeDraws += 1
        guard let surface = CairoSurface.replaying(recording, width: Int(width), height: Int(height)) else { return empty }
        return RasterCache(surface: surface, extents: extents, signature: signature, rasterScale: scale,
                           renderScale: renderScale)
    }
}
