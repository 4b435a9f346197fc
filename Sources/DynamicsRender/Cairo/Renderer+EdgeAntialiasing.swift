import CCairo
import DynamicsGeometry
import DynamicsUIKit

extension Renderer {
    /// How a layer's own edges — its background's outline, its `masksToBounds` clip and its border — are drawn.
    /// Core Animation leaves the edges of a layer turned off the pixel grid (rotated or skewed, here or by an
    /// ancestor) aliased unless the layer `allowsEdgeAntialiasing`, which is false by default; edges along the grid
    /// and rounded corners stay smooth, as on iOS.
    static func edgeAntialias(of layer: CALayer, state: LayerPresentation, on cr: OpaquePointer) -> cairo_antialias_t {
        guard !layer.allowsEdgeAntialiasing, state.cornerRadius <= 0 else { return CAIRO_ANTIALIAS_DEFAULT }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // A quarter turn keeps edges on the grid; anything else puts them across pixels.
        let tolerance = 1e-9
        let turned = abs(matrix.xy) > tolerance && abs(matrix.xx) > tolerance
            || abs(matrix.yx) > tolerance && abs(matrix.yy) > tolerance
        return turned ? CAIRO_ANTIALIAS_NONE : CAIRO_ANTIALIAS_DEFAULT
    }
}
