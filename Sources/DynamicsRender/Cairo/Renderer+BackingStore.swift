import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation
import DynamicsRenderFolder

extension Renderer {
    /// Composites `view`'s backing store into `bounds` (its presented bounds, in its bounds coordinates) as its
    /// `contentMode` places it, drawing the store first when the content is invalid. Bilinear filtering, Core
    /// Animation's default, so a rotated or stretched store is resampled as on a device; an unscaled store on whole
    /// device pixels lands on them unchanged.
    func drawCachedContent(of view: UIView, in bounds: CGRect, on cr: OpaquePointer) {
        guard let store = backingStore(of: view), let surface = store.surface else { return }
        let pixelWidth = Double(cairo_image_surface_get_width(surface))
        let pixelHeight = Double(cairo_image_surface_get_height(surface))
        let place = BackingStore.placement(of: store.size, in: bounds, mode: view.contentMode)
        guard place.width > 0, place.height > 0, place.width.isFinite, place.height.isFinite, place.minX.isFinite,
              place.minY.isFinite else { return }
        cairo_save(cr)
        cairo_translate(cr, place.minX, place.minY)
        cairo_scale(cr, place.width / pixelWidth, place.height / pixelHeight)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// The view's store, redrawn when its content generation, the scale or (under `.redraw`) its size changed; nil
    /// for a standalone layer that was never asked to display. A transition's picture takes a stale store as it is
    /// (`showsDisplayedContent`).
    private func backingStore(of view: UIView) -> BackingStore? {
        if let store = RenderCaches.backingStores.value(at: view.backingStoreKey),
           showsDisplayedContent || store.isCurrent(for: view, scale: renderScale) {
            return store
        }
        guard view.contentGeneration != 0 else { return nil }
        let store = drawBackingStore(of: view)
        RenderCaches.backingStores.store(store, for: view, key: &view.backingStoreKey)
        return store
    }

    /// Runs `draw(_:)` with the model bounds into a recording, and keeps a bitmap only when it left ink: most views
    /// do not override `draw(_:)`, and they should cost no memory.
    private func drawBackingStore(of view: UIView) -> BackingStore {
        let bounds = view.bounds, scale = renderScale
        let traits = view.drawingTraitCollection
        let empty = BackingStore(surface: nil, generation: view.contentGeneration, scale: scale, size: bounds.size,
                                 traits: traits)
        let width = (bounds.width * scale).rounded(), height = (bounds.height * scale).rounded()
        guard let graphics, width >= 1, height >= 1, PixelLimits.allows(width: Double(width), height: Double(height))
        else { return empty }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return empty }
        defer { cairo_surface_destroy(recording) }
        let recorder = cairo_create(recording)!
        cairo_set_font_options(recorder, fontOptions)
        cairo_scale(recorder, width / bounds.width, height / bounds.height)
        cairo_translate(recorder, -bounds.minX, -bounds.minY)
        let previous = graphics.cr
        graphics.cr = recorder
        graphics.resetColors()
        let savedStates = graphics.savedStateCount
        view.draw(bounds)
        graphics.restoreStates(downTo: savedStates)
        graphics.cr = previous
        cairo_destroy(recorder)
        var inkX = 0.0, inkY = 0.0, inkWidth = 0.0, inkHeight = 0.0
        cairo_recording_surface_ink_extents(recording, &inkX, &inkY, &inkWidth, &inkHeight)
        guard inkWidth > 0, inkHeight > 0,
              let surface = CairoSurface.replaying(recording, width: Int(width), height: Int(height)) else { return empty }
        return BackingStore(surface: surface, generation: view.contentGeneration, scale: scale, size: bounds.size,
                           traits: traits)
    }
}
