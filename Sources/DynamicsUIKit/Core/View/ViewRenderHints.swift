import Foundation

/// What the renderer must know of a view beyond its layer, declared by each view class in one value
/// (`UIView.renderHints`) and read once per view per frame.
package struct ViewRenderHints: Equatable {
    /// Whether the renderer keeps what `draw(_:)` drew in a backing store and redraws it only when the content is
    /// invalid, as UIKit does. The library's own views that draw (labels, text fields and views, image, shape and
    /// button views) say no: every property they draw from invalidates them on iOS, so drawing them each frame shows
    /// the same.
    package var cachesDrawing = true
    /// Whether `draw(_:)` may paint outside the bounds. False for plain views and labels, whose drawing is clipped to
    /// the bounds as UIKit's backing store clips it; true for views that stand in for layer contents (shapes, images,
    /// buttons) and for layers whose drawing reaches past their bounds, which UIKit does not clip unless
    /// `clipsToBounds` is set.
    package var drawsOutsideBounds = false
    /// The material whose blur of what lies behind the view is drawn under its background (visual effect views).
    package var backdrop: BlurMaterial?
    /// Whether the view paints over its subviews, inside its clip (`UIView.drawOverSubviews(_:)`: scroll indicators).
    package var drawsOverSubviews = false
    /// Whether the view's look is made anew every frame from state that does not invalidate it (a visual effect
    /// view's effect and what lies behind it, scroll indicators), so a rasterised bitmap of it is never reused.
    package var drawsEveryFrame = false

    /// Hints with every field given or defaulted.
    package init(cachesDrawing: Bool = true, drawsOutsideBounds: Bool = false, backdrop: BlurMaterial? = nil,
                 drawsOverSubviews: Bool = false, drawsEveryFrame: Bool = false) {
        self.cachesDrawing = cachesDrawing
        self.drawsOutsideBounds = drawsOutsideBounds
        self.backdrop = backdrop
        self.drawsOverSubviews = drawsOverSubviews
        self.drawsEveryFrame = drawsEveryFrame
    }
}
