import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// What a view's `draw(_:)` drew, kept as UIKit keeps a layer's backing store: a bitmap of the bounds at the render
/// scale, drawn once per content generation and composited with the view's current geometry every frame.
///
/// Kept in `RenderCaches.backingStores` under the view's `backingStoreKey`, and freed once the view has gone away.
final class BackingStore {
    /// The bitmap; nil when the drawing left every pixel transparent (no memory is kept for views that draw nothing,
    /// such as plain views that do not override `draw(_:)`).
    let surface: OpaquePointer?
    /// The view's `contentGeneration` when it was drawn.
    let generation: Int
    /// The render scale it was drawn at, in pixels per point.
    let scale: CGFloat
    /// The bounds size it was drawn at, in points.
    let size: CGSize
    /// The traits it was drawn in: `draw(_:)` runs again when the view's colour appearance (light or dark,
    /// contrast) changes, as UIKit redraws views then.
    let traits: UITraitCollection

    init(surface: OpaquePointer?, generation: Int, scale: CGFloat, size: CGSize, traits: UITraitCollection) {
        self.surface = surface
        self.generation = generation
        self.scale = scale
        self.size = size
        self.traits = traits
    }

    deinit {
        if let surface { RecordedSurfaces.release(surface) }
    }

    /// Whether this store still shows `view` at `scale`: same content generation, scale and colour appearance, and
    /// under `.redraw` the same size (a view switched to `.redraw` after drawing is redrawn at its new size).
    @MainActor func isCurrent(for view: UIView, scale: CGFloat) -> Bool {
        generation == view.contentGeneration && self.scale == scale
            && (view.contentMode != .redraw || size == view.bounds.size)
            && !traits.hasDifferentColorAppearance(comparedTo: view.drawingTraitCollection)
    }

    /// Where the stored drawing goes in `bounds` under `mode`, in the view's bounds coordinates: stretched for
    /// `.scaleToFill` and `.redraw` (which stretches until it is redrawn), scaled keeping its aspect for the two aspect
    /// modes, unscaled and pinned to an edge or corner (or centred) for the others.
    static func placement(of size: CGSize, in bounds: CGRect, mode: UIView.ContentMode) -> CGRect {
        let width: CGFloat, height: CGFloat
        switch mode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            width = size.width * s
            height = size.height * s
        default:
            width = size.width
            height = size.height
        }
        let x: CGFloat, y: CGFloat
        switch mode {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - width
        default: x = bounds.midX - width / 2
        }
        switch mode {
        case .top, .topLeft, .topRight: y = bounds.minY
        case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - height
        default: y = bounds.midY - height / 2
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
