import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation
import DynamicsRenderFolder

/// Draws a view tree into pixels with Cairo, showing each view's presentation state (in-flight animations).
///
/// Reuse one renderer for all the frames of a render: its shadow buffers and decoded images are kept between frames.
/// Every frame is first recorded as a `FrameSnapshot` (the drawing commands, on the main actor), then rasterised —
/// at once by `render`, or later on a worker thread by whoever called `record`.
@MainActor public final class Renderer {
    /// The size of the surface being drawn on, in device pixels (the output image, or the offscreen surface of a
    /// layer drawn projected): shadows are cut to it.
    var pixelWidth = 0
    var pixelHeight = 0
    let images = ImageSurfaceCache()
    private let shadows = ShadowRenderer()
    /// The blur of visual effect views' backdrops, with its scratch buffers.
    var backdropBlur = ColorBlur()
    /// The recording surface of the frame being recorded (what a backdrop blur samples); nil between frames.
    var frameRecording: OpaquePointer?
    /// Emitter cells' images as surfaces, and their tinted copies.
    let sprites = ParticleSprites()
    /// The context `draw(_:)` draws through, on whichever Cairo context is being drawn.
    var graphics: CairoGraphicsContext?
    /// Unhinted text options, for every Cairo context text is drawn on.
    let fontOptions: OpaquePointer
    /// The scale of the render in progress, in pixels per point: backing stores are drawn at it.
    var renderScale: CGFloat = 1
    /// Set while taking a transition's picture: views whose content was invalidated since they were last drawn show
    /// their last drawn content, as the layer on screen does until the next display (`snapshot(of:scale:)`).
    var showsDisplayedContent = false
    /// Whether views' `draw(_:)` output is kept in backing stores and redrawn only when invalid, as UIKit does
    /// (the default). Off, every view draws every frame: for measuring what the cache saves.
    public var cachesDrawing = true
    /// How many seconds earlier than the scene clock the layers being drawn read their animations: the delay of the
    /// replicator instance being drawn (0 outside replicators).
    var timeOffset: TimeInterval = 0
    /// How many times a `shouldRasterize` layer's subtree has been drawn into its bitmap (for tests of the cache).
    package var rasterizedSubtreeDraws = 0

    /// A renderer with empty caches.
    public init() {
        fontOptions = cairo_font_options_create()
        // Unhinted metrics keep text advances proportional to the scale, so layouts match at 1×, 2× and 3×.
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        // UIKit's snapshotView(afterScreenUpdates:) asks the renderer for its pictures from now on.
        ViewSnapshots.installRenderer()
    }

    isolated deinit {
        cairo_font_options_destroy(fontOptions)
        backdropBlur.deallocate()
        // Frees the snapshots of the last frames once their users are done, rather than at some later recording.
        RecordedSurfaces.drain()
    }

    /// The pixel size of `root` rendered at `scale`: its bounds size × scale, rounded to the nearest whole pixel.
    public static func pixelSize(of root: UIView, scale: CGFloat) throws(RenderError) -> (width: Int, height: Int) {
        try pixelSize(of: root.bounds.size, scale: scale)
    }

    /// The pixel size of a canvas of `size` points at `scale`, rounded to the nearest whole pixel; throws when it
    /// has no pixels or is over `PixelLimits` (a frame in flight must fit in memory).
    public nonisolated static func pixelSize(of size: CGSize, scale: CGFloat) throws(RenderError) -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw RenderError(description: "scale must be a positive number, got \(scale)") }
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw RenderError(description: "the canvas \(size.width)×\(size.height) pt at \(scale)× has no pixels")
        }
        guard PixelLimits.allows(width: Double(width), height: Double(height)) else {
            // Written as numbers, not `Int`s: a scale of 1e300 (a format's, a manifest's) is a size beyond `Int`.
            throw RenderError(description: "the canvas \(size.width)×\(size.height) pt at \(scale)× is "
                + "\(RenderManifest.format(width))×\(RenderManifest.format(height)) px; " + PixelLimits.description)
        }
        return (Int(width), Int(height))
    }

    /// Renders `root` and its subtree: the canvas is `root.bounds` scaled by `scale`.
    ///
    /// The root's own position and transform are ignored (it is the canvas). Opaque output first fills the canvas
    /// with `background` (default white), then draws the root view (including its background colour). With
    /// `transparent`, the canvas starts transparent, `background` and the root's background colour are skipped, and
    /// only the root's content and subviews are drawn. The same as recording the frame and rasterising it at once.
    public func render(_ root: UIView, scale: CGFloat, transparent: Bool = false, background: UIColor? = nil) throws -> Image {
        try record(root, scale: scale, transparent: transparent, background: background, keepsRootBackground: false)
            .rasterize()
    }

    /// The view's look as it is now, on a transparent canvas of its bounds at `scale`: background, content and
    /// subviews (its own position, transform and opacity left out). Transitions fade out from such a picture. A view
    /// whose content was invalidated (`setNeedsDisplay()`) since it was last drawn shows what it last drew: on iOS
    /// the transition starts from the layer on screen, and the new drawing happens when the transaction commits.
    public func snapshot(of view: UIView, scale: CGFloat) throws -> Image {
        showsDisplayedContent = true
        defer { showsDisplayedContent = false }
        return try record(view, scale: scale, transparent: true, background: nil, keepsRootBackground: true).rasterize()
    }

    /// Records `root` as `render(_:scale:transparent:background:)` draws it, for rasterising later on any thread
    /// (`FrameSnapshot.rasterize()`): the main actor walks the tree, runs `draw(_:)` and lays out text, and the
    /// pixel work — filling, stroking, compositing, glyphs — happens when the snapshot is rasterised.
    public func record(_ root: UIView, scale: CGFloat, transparent: Bool = false,
                       background: UIColor? = nil) throws -> FrameSnapshot {
        try record(root, scale: scale, transparent: transparent, background: background, keepsRootBackground: false)
    }

    private func record(_ root: UIView, scale: CGFloat, transparent: Bool, background: UIColor?,
                        keepsRootBackground: Bool) throws -> FrameSnapshot {
        RecordedSurfaces.drain()
        let (width, height) = try Renderer.pixelSize(of: root, scale: scale)
        pixelWidth = width
        pixelHeight = height
        renderScale = scale
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents),
              cairo_surface_status(recording) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "cannot record a \(width)×\(height) px frame")
        }
        let snapshot = FrameSnapshot(recording: recording, id: RecordedSurfaces.beginSnapshot(), width: width,
                                     height: height, isOpaque: !transparent)
        let cr = cairo_create(recording)!
        frameRecording = recording
        defer {
            cairo_destroy(cr)
            frameRecording = nil
        }
        cairo_set_font_options(cr, fontOptions)
        try draw(root, scale: scale, transparent: transparent, background: background,
                 keepsRootBackground: keepsRootBackground, on: cr)
        return snapshot
    }

    /// Paints the canvas and draws `root` on a context whose surface is the whole frame.
    private func draw(_ root: UIView, scale: CGFloat, transparent: Bool, background: UIColor?,
                      keepsRootBackground: Bool, on cr: OpaquePointer) throws {
        let state = LayerPresentation(view: root)
        // An opaque root background that exactly covers the canvas is painted as the clear colour: one pass over
        // the pixels instead of two.
        let rootFill = transparent ? nil : Renderer.canvasCoveringBackground(of: root, state: state, scale: scale,
                                                                             width: pixelWidth, height: pixelHeight)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if transparent {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        } else {
            let fill = rootFill ?? background ?? .white
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
            if keepsRootBackground {
                // A snapshot: the view's own look at full opacity, with no transition of its own in it.
                var look = state
                look.opacity = 1
                look.transition = nil
                drawContents(of: root, state: look, on: cr, drawsShadows: true, drawsBackground: true)
            } else {
                drawContents(of: root, state: state, on: cr, drawsShadows: true,
                             drawsBackground: !transparent && rootFill == nil)
            }
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(description: "drawing failed: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// The root's background colour when it is one opaque colour and nothing else changes how it covers the canvas
    /// (no pattern, rounding, mask, shadow, translucency or animated bounds, and whole-pixel canvas edges).
    private static func canvasCoveringBackground(of root: UIView, state: LayerPresentation, scale: CGFloat,
                                                 width: Int, height: Int) -> UIColor? {
        let layer = root.layer
        guard let color = state.backgroundColor, color.patternImage == nil, color.alpha >= 1, state.opacity >= 1,
              state.cornerRadius <= 0, state.transition == nil,
              layer.mask == nil, state.shadowOpacity <= 0, state.bounds == root.bounds,
              root.bounds.width * scale == CGFloat(width), root.bounds.height * scale == CGFloat(height)
        else { return nil }
        return color
    }

    /// The output image's rectangle in device pixels.
    private var canvas: CGRect { CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) }

    /// Draws a view placed in its superview's space (the current user space of `cr`), under its superlayer's
    /// `sublayerTransform` (about the superlayer's anchor) when that is not the identity.
    func draw(_ view: UIView, on cr: OpaquePointer, drawsShadows: Bool, sublayer: CATransform3D? = nil) {
        guard !view.isHidden else { return }
        let state = LayerPresentation(view: view, timeOffset: timeOffset)
        if !view.layer.isDoubleSided, Renderer.facesAway(state: state, sublayer: sublayer, on: cr) { return }
        if case .sublayersIn3D = view.layer.renderNeed {
            return drawTransformLayerSublayers(of: view, state: state, on: cr, drawsShadows: drawsShadows,
                                              sublayer: sublayer)
        }
        var placement = state.boundsToSuperviewTransform
        if state.hasDepth || sublayer != nil {
            // The 3D path only when there is depth somewhere, so flat scenes keep their exact affine arithmetic.
            let matrix = Renderer.placement3D(of: state, sublayer: sublayer)
            guard matrix.isFinite else { return }
            if !matrix.isPlanarAffine {
                guard state.opacity > 0 else { return }
                return drawProjected(view, state: state, matrix: matrix, on: cr) {
                    self.drawLayer(of: view, state: state, on: $0, drawsShadows: drawsShadows)
                }
            }
            placement = CATransform3DGetAffineTransform(matrix)
        }
        // A collapsed (scale 0) or non-finite placement draws nothing, and Cairo would put the context in a
        // permanent error state for it.
        guard state.opacity > 0, CairoPath.isInvertible(placement) else { return }
        cairo_save(cr)
        CairoPath.concatenate(placement, on: cr)
        drawLayer(of: view, state: state, on: cr, drawsShadows: drawsShadows)
        cairo_restore(cr)
    }

    /// Draws a placed view in its own bounds space: from its rasterised bitmap when its layer `shouldRasterize`.
    private func drawLayer(of view: UIView, state: LayerPresentation, on cr: OpaquePointer, drawsShadows: Bool) {
        if view.layer.shouldRasterize {
            drawRasterized(view, state: state, on: cr, drawsShadows: drawsShadows)
        } else {
            drawContents(of: view, state: state, on: cr, drawsShadows: drawsShadows, drawsBackground: true)
        }
    }

    /// Draws a view in its own bounds space: opacity group, mask, shadow, then the body.
    func drawContents(of view: UIView, state: LayerPresentation, on cr: OpaquePointer, drawsShadows: Bool,
                              drawsBackground: Bool) {
        // Every colour the view's look reads — border, text, `draw(_:)`'s fills, its layers' — resolves in the
        // view's traits (light or dark) while it is drawn, as on iOS.
        UITraitCollection.withCurrent(view.drawingTraitCollection) {
            drawContentsInTraits(of: view, state: state, on: cr, drawsShadows: drawsShadows,
                                 drawsBackground: drawsBackground)
        }
    }

    private func drawContentsInTraits(of view: UIView, state: LayerPresentation, on cr: OpaquePointer,
                                      drawsShadows: Bool, drawsBackground: Bool) {
        let layer = view.layer
        let grouped = state.opacity < 1
        if grouped {
            // Cairo sizes a group to the clip, so clip to what the subtree can cover: a small view fading in costs
            // a small offscreen surface, not a canvas-sized one.
            cairo_save(cr)
            if let extents = Renderer.coverage(of: view, state: state) {
                cairo_new_path(cr)
                cairo_rectangle(cr, extents.minX, extents.minY, extents.width, extents.height)
                cairo_clip(cr)
            }
            cairo_push_group(cr)
        }
        cairo_save(cr)
        if let mask = layer.mask {
            let origin = mask.frame.origin.x.isFinite && mask.frame.origin.y.isFinite ? mask.frame.origin : .zero
            cairo_translate(cr, origin.x, origin.y)
            if let path = mask.path {
                CairoPath.set(path.bezierPath, on: cr)
            } else {
                cairo_new_path(cr)
            }
            cairo_set_fill_rule(cr, mask.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_translate(cr, -origin.x, -origin.y)
            cairo_clip(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        let drawLook = { (cr: OpaquePointer) in
            if drawsShadows, state.shadowOpacity > 0, !layer.masksToBounds {
                self.drawShadow(of: view, state: state, on: cr)
            }
            self.drawBody(of: view, state: state, on: cr, drawsShadows: drawsShadows, drawsBackground: drawsBackground)
        }
        if let transition = state.transition {
            drawTransition(transition, in: state.bounds, on: cr, newLook: drawLook)
        } else {
            drawLook(cr)
        }
        cairo_restore(cr)
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, state.opacity)
            cairo_restore(cr)
        }
    }

    /// Background, content (`draw(_:)`), subviews, then border, clipped when the layer masks to its bounds.
    private func drawBody(of view: UIView, state: LayerPresentation, on cr: OpaquePointer, drawsShadows: Bool,
                          drawsBackground: Bool) {
        let layer = view.layer
        let bounds = state.bounds
        let hints = view.renderHints
        let need = layer.renderNeed
        if drawsBackground, let material = hints.backdrop {
            drawBackdrop(material, in: bounds, radius: state.cornerRadius, curve: layer.cornerCurve, on: cr)
        }
        let edges = Renderer.edgeAntialias(of: layer, state: state, on: cr)
        if drawsBackground, let color = state.backgroundColor, color.alpha > 0 {
            CairoPath.setRoundedRect(bounds, radius: state.cornerRadius, curve: layer.cornerCurve, on: cr)
            CairoPath.setColor(color, on: cr)
            cairo_set_antialias(cr, edges)
            cairo_fill(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        }
        if layer.masksToBounds {
            cairo_save(cr)
            CairoPath.setRoundedRect(bounds, radius: state.cornerRadius, curve: layer.cornerCurve, on: cr)
            cairo_set_antialias(cr, edges)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        }
        if let graphics {
            let previous = graphics.cr
            graphics.cr = cr
            graphics.resetColors()
            drawContentsImage(of: layer, in: bounds, on: cr)
            cairo_save(cr)
            if !hints.drawsOutsideBounds {
                cairo_new_path(cr)
                cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
                cairo_clip(cr)
            }
            let savedStates = graphics.savedStateCount
            drawLayerContent(of: layer, need: need, state: state, on: cr)
            let cached = cachesDrawing && hints.cachesDrawing
            if !cached { view.draw(bounds) }
            graphics.restoreStates(downTo: savedStates)
            cairo_restore(cr)
            graphics.cr = previous
            // Outside the clip: a backing store placed by `contentMode` may overhang the bounds, as layer contents do.
            if cached { drawCachedContent(of: view, in: bounds, on: cr) }
        }
        let sublayer = Renderer.sublayerPlacement(of: layer, state: state)
        if case .replicas(let replicator) = need {
            drawInstances(of: replicator, state: state, sublayer: sublayer, on: cr) { context, placement in
                for subview in view.subviewsInDrawingOrder {
                    self.draw(subview, on: context, drawsShadows: drawsShadows, sublayer: placement)
                }
            }
        } else {
            for subview in view.subviewsInDrawingOrder {
                draw(subview, on: cr, drawsShadows: drawsShadows, sublayer: sublayer)
            }
        }
        if hints.drawsOverSubviews, let graphics {
            // Scroll indicators: over the subviews, inside the clip.
            let previous = graphics.cr
            graphics.cr = cr
            graphics.resetColors()
            view.drawOverSubviews(bounds)
            graphics.cr = previous
        }
        if layer.masksToBounds { cairo_restore(cr) }
        if state.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            let inset = state.borderWidth / 2
            CairoPath.setRoundedRect(bounds.insetBy(dx: inset, dy: inset), radius: state.cornerRadius - inset,
                                    curve: layer.cornerCurve, on: cr)
            cairo_set_line_width(cr, state.borderWidth)
            CairoPath.setColor(color, on: cr)
            cairo_set_antialias(cr, edges)
            cairo_stroke(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        }
    }

    /// A transition in flight: the old picture and the new look (`newLook` draws it on the context it is given)
    /// composed as its kind says, in the view's bounds space. Flips turn the pictures in perspective
    /// (Renderer+FlipTransition.swift); curls warp them round a cylinder (Renderer+CurlTransition.swift).
    private func drawTransition(_ transition: LayerTransition, in bounds: CGRect, on cr: OpaquePointer,
                                newLook: (OpaquePointer) -> Void) {
        let p = min(max(transition.progress, 0), 1)
        /// The old picture on `target`, in the bounds moved by `offset`.
        func drawSnapshot(on target: OpaquePointer, offset: CGSize) {
            guard let graphics else { return }
            let previous = graphics.cr
            graphics.cr = target
            graphics.draw(transition.snapshot, in: bounds.offsetBy(dx: offset.width, dy: offset.height))
            graphics.cr = previous
        }
        func drawSnapshot(on target: OpaquePointer) { drawSnapshot(on: target, offset: .zero) }
        func drawOld(alpha: CGFloat, offset: CGSize = .zero) {
            guard alpha > 0 else { return }
            cairo_push_group(cr)
            drawSnapshot(on: cr, offset: offset)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        func drawNew(alpha: CGFloat, offset: CGSize = .zero, adding: Bool = false) {
            guard alpha > 0 else { return }
            cairo_push_group(cr)
            cairo_translate(cr, offset.width, offset.height)
            newLook(cr)
            cairo_pop_group_to_source(cr)
            if adding { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
            cairo_paint_with_alpha(cr, alpha)
            if adding { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
        }
        func offset(_ direction: LayerTransition.Direction, _ amount: CGFloat) -> CGSize {
            switch direction {
            case .fromLeft: return CGSize(width: -bounds.width * amount, height: 0)
            case .fromRight: return CGSize(width: bounds.width * amount, height: 0)
            case .fromTop: return CGSize(width: 0, height: -bounds.height * amount)
            case .fromBottom: return CGSize(width: 0, height: bounds.height * amount)
            }
        }
        func clipped(_ draw: () -> Void) {
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr)
            draw()
            cairo_restore(cr)
        }
        switch transition.kind {
        case .fade:
            // (1 − p)·old + p·new in premultiplied colour: the two weighted pictures added in a group, so an opaque
            // view stays opaque half-way and a translucent one fades as iOS fades it.
            cairo_push_group(cr)
            drawOld(alpha: 1 - p)
            drawNew(alpha: p, adding: true)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        case .flipHorizontal, .flipVertical:
            drawFlip(transition.kind, progress: p, in: bounds, on: cr) { offscreen in
                if p < 0.5 { drawSnapshot(on: offscreen) } else { newLook(offscreen) }
            }
        case .curl(let up):
            drawCurl(up: up, progress: p, in: bounds, on: cr, drawOld: drawSnapshot, drawNew: newLook)
        case .push(let direction):
            clipped {
                let old = offset(direction, p)
                drawOld(alpha: 1, offset: CGSize(width: -old.width, height: -old.height))
                drawNew(alpha: 1, offset: offset(direction, 1 - p))
            }
        case .moveIn(let direction):
            clipped {
                drawOld(alpha: 1)
                drawNew(alpha: 1, offset: offset(direction, 1 - p))
            }
        case .reveal(let direction):
            clipped {
                drawNew(alpha: 1)
                let old = offset(direction, p)
                drawOld(alpha: 1, offset: CGSize(width: -old.width, height: -old.height))
            }
        }
    }

    /// The rectangle, in `view`'s bounds space, that its drawing (shadow, body, subviews) can touch; nil when a
    /// view in the subtree draws outside its bounds (shape and image views) and so the extent is unknown.
    static func coverage(of view: UIView, state: LayerPresentation) -> CGRect? {
        let layer = view.layer
        var rect = state.bounds
        if layer.masksToBounds { return rect }
        if view.renderHints.drawsOutsideBounds { return nil }
        // A replicator's copies reach wherever its instance transform takes them.
        if case .replicas(let replicator) = layer.renderNeed, replicator.instanceCount > 1, !view.subviews.isEmpty {
            return nil
        }
        if state.shadowOpacity > 0 {
            let blur = 1.5 * max(layer.shadowRadius, 0) + 2
            let shadowArea = (layer.shadowPath?.boundingBox ?? rect)
                .offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                .insetBy(dx: -blur, dy: -blur)
            rect = rect.union(shadowArea)
        }
        let sublayer = sublayerPlacement(of: layer, state: state)
        for subview in view.subviews where !subview.isHidden {
            let subState = LayerPresentation(view: subview)
            guard let subRect = coverage(of: subview, state: subState) else { return nil }
            if subState.hasDepth || sublayer != nil {
                guard let projected = projectedBox(of: subRect, by: placement3D(of: subState, sublayer: sublayer))
                else { return nil }
                rect = rect.union(projected)
            } else {
                rect = rect.union(subRect.applying(subState.boundsToSuperviewTransform))
            }
        }
        return rect
    }

    /// The layer's drop shadow: its `shadowPath`, or else the silhouette of everything the view draws.
    private func drawShadow(of view: UIView, state: LayerPresentation, on cr: OpaquePointer) {
        let layer = view.layer
        var extents = state.bounds
        if let path = layer.shadowPath {
            extents = path.boundingBox
        } else {
            for subview in view.subviews where !subview.isHidden {
                extents = extents.union(LayerPresentation(view: subview).frame)
            }
        }
        shadows.drawShadow(of: layer, opacity: state.shadowOpacity, extents: extents, canvas: canvas, on: cr) { shapeContext in
            if let path = layer.shadowPath {
                CairoPath.set(path.bezierPath, on: shapeContext)
                CairoPath.setFillRule(of: path.bezierPath, on: shapeContext)
                cairo_fill(shapeContext)
            } else {
                cairo_set_font_options(shapeContext, fontOptions)
                drawBody(of: view, state: state, on: shapeContext, drawsShadows: false, drawsBackground: true)
            }
        }
    }
}
