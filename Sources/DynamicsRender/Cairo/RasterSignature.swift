import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// What a rasterised subtree looks like, compared frame to frame to decide whether its bitmap still shows it: every
/// view's identity, presented state, content generation and the layer properties drawn from.
///
/// The rasterised layer's own position, transform and opacity are left out (the bitmap is composited with them).
/// A subtree with a view or layer that draws from its properties every frame (labels, image views, buttons, shape,
/// gradient, text, emitter and replicator layers, scroll indicators, visual effect views) has no signature: its bitmap is redrawn every
/// frame, so it is never stale. A `UIBezierPath` mutated in place (a `shadowPath` or mask path) is not seen.
struct RasterSignature: Equatable {
    private var entries: [Entry] = []

    private struct Entry: Equatable {
        let view: ObjectIdentifier
        let presentation: LayerPresentation
        let generation: Int
        /// The traits the view draws in: a change of appearance redraws dynamic colours.
        let traits: UITraitCollection
        let isHidden: Bool
        let subviewCount: Int
        let contentMode: UIView.ContentMode
        let borderColor: UIColor?
        let shadowColor: UIColor?
        let shadowOffset: CGSize
        let shadowRadius: CGFloat
        let shadowPath: ObjectIdentifier?
        let masksToBounds: Bool
        let cornerCurve: CALayerCornerCurve
        let contents: ObjectIdentifier?
        let contentsRect: CGRect
        let contentsCenter: CGRect
        let contentsGravity: CALayerContentsGravity
        let contentsScale: CGFloat
        let mask: ObjectIdentifier?
        let maskPath: ObjectIdentifier?
        let maskFrame: CGRect?
        let sublayerTransform: [CGFloat]
        let nestedRasterization: [CGFloat]
        let zPosition: CGFloat
        let isDoubleSided: Bool
    }

    /// The signature of `view`'s subtree drawn with `state` (its presentation); nil when something in it draws every
    /// frame, or when drawing is not cached at all.
    @MainActor init?(of view: UIView, state: LayerPresentation, cachesDrawing: Bool) {
        guard cachesDrawing else { return nil }
        var own = state
        own.position = .zero
        own.transform = .identity
        own.opacity = 1
        guard append(view, presentation: own) else { return nil }
    }

    @MainActor private mutating func append(_ view: UIView, presentation: LayerPresentation) -> Bool {
        let layer = view.layer
        let hints = view.renderHints
        guard hints.cachesDrawing, !hints.drawsEveryFrame, !layer.renderNeed.drawsEveryFrame else { return false }
        let transform = layer.sublayerTransform
        entries.append(Entry(
            view: ObjectIdentifier(view), presentation: presentation, generation: view.contentGeneration,
            traits: view.drawingTraitCollection, isHidden: view.isHidden, subviewCount: view.subviews.count, contentMode: view.contentMode,
            borderColor: layer.borderColor, shadowColor: layer.shadowColor, shadowOffset: layer.shadowOffset,
            shadowRadius: layer.shadowRadius, shadowPath: layer.shadowPath.map(ObjectIdentifier.init),
            masksToBounds: layer.masksToBounds, cornerCurve: layer.cornerCurve,
            contents: (layer.contents as AnyObject?).map(ObjectIdentifier.init), contentsRect: layer.contentsRect,
            contentsCenter: layer.contentsCenter, contentsGravity: layer.contentsGravity,
            contentsScale: layer.contentsScale, mask: layer.mask.map(ObjectIdentifier.init),
            maskPath: layer.mask?.path.map(ObjectIdentifier.init), maskFrame: layer.mask?.frame,
            sublayerTransform: [transform.m11, transform.m12, transform.m13, transform.m14, transform.m21,
                                transform.m22, transform.m23, transform.m24, transform.m31, transform.m32,
                                transform.m33, transform.m34, transform.m41, transform.m42, transform.m43,
                                transform.m44],
            nestedRasterization: [layer.shouldRasterize ? 1 : 0, layer.rasterizationScale],
            zPosition: layer.zPosition, isDoubleSided: layer.isDoubleSided))
        guard !view.isHidden else { return true }
        for subview in view.subviews where !append(subview, presentation: LayerPresentation(view: subview)) {
            return false
        }
        return true
    }
}
