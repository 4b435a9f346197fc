import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// `CATransformLayer` and `isDoubleSided`: layers kept in 3D through a transform layer, and back faces culled.
extension Renderer {
    /// Draws the sublayers of a transform layer straight into its superlayer's space (`cr`), each under its own
    /// placement, then the transform layer's `sublayerTransform` and placement, then `sublayer` (the superlayer's
    /// sublayer transform): nothing is flattened at the transform layer, which draws nothing itself.
    func drawTransformLayerSublayers(of view: UIView, state: LayerPresentation, on cr: OpaquePointer,
                                     drawsShadows: Bool, sublayer: CATransform3D?) {
        let own = Renderer.placement3D(of: state, sublayer: sublayer)
        guard own.isFinite else { return }
        let inner = Renderer.sublayerPlacement(of: view.layer, state: state).map { CATransform3DConcat($0, own) } ?? own
        for subview in view.subviewsInDrawingOrder {
            draw(subview, on: cr, drawsShadows: drawsShadows, sublayer: inner)
        }
    }

    /// Whether the layer shows its back: its bounds' corners, placed in the superlayer and then on the device by
    /// `cr`'s matrix, run anticlockwise on screen. A layer with a corner at or behind the eye counts as facing.
    static func facesAway(state: LayerPresentation, sublayer: CATransform3D?, on cr: OpaquePointer) -> Bool {
        let matrix = placement3D(of: state, sublayer: sublayer)
        let b = state.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                       CGPoint(x: b.minX, y: b.maxY)].map(matrix.project)
        guard corners.allSatisfy({ $0.w > 0.001 }) else { return false }
        var area: CGFloat = 0
        for index in 0..<4 {
            let p = corners[index].point, q = corners[(index + 1) % 4].point
            area += p.x * q.y - q.x * p.y
        }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // y points down on screen, so a front face's corners (clockwise on screen) give a positive area.
        return area * (ctm.xx * ctm.yy - ctm.xy * ctm.yx) < 0
    }
}
