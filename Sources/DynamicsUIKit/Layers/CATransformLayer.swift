import Foundation

/// A layer that draws nothing of its own and does not flatten its sublayers: each sublayer keeps its 3D transform
/// composed with the transform layer's own (and its `sublayerTransform`), and is projected straight into the
/// transform layer's superlayer, as Core Animation's `CATransformLayer` does.
///
/// Its background, border, contents, shadow, mask and opacity are not drawn (Core Animation ignores the first five;
/// see DECISIONS.md for opacity). Sublayers are painted in `zPosition` order (then sublayer order), not sorted by
/// the depth their transforms give them; use `isDoubleSided = false` on the faces of a closed solid so the hidden
/// ones are culled.
open class CATransformLayer: CALayer {
    /// Only the sublayers, projected in 3D.
    override package var renderNeed: LayerRenderNeed { .sublayersIn3D }
}
