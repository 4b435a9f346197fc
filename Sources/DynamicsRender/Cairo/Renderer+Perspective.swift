import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation
import DynamicsRenderFolder

/// Layers under a projective transform (perspective `m34`, rotations out of the plane).
///
/// Core Animation flattens every layer into its superlayer's plane, so a flat layer under a projective transform is
/// a quad. Cairo has only affine maps, so the layer's subtree is drawn into an offscreen surface in its own bounds
/// coordinates, then the source rectangle is cut into an N × N grid of cells, each split into two triangles, and
/// every triangle is filled with the surface under the one affine map that sends its three corners exactly where
/// the projection sends them. The pieces meet edge to edge (the map is continuous). Antialiased pieces would leave
/// faint seams (two half-covered edge pixels do not sum to exactly one in 8 bits), so the pieces are drawn grown by
/// three device pixels without antialiasing, each replacing what is under it, and the result is shown through the
/// quad's exact antialiased outline.
///
/// Error bound: N (at most 64) is the smallest power of two for which every cell's edges and diagonal, mapped
/// linearly, pass within `Renderer.projectionTolerance` device pixels of where the projection puts their midpoints.
/// The projection is smooth over a cell, so to second order the error inside a triangle is at most 4/3 of that
/// midpoint error: under a third of a pixel. A triangle with a corner at or behind the eye plane (w ≤ 0.001) is
/// left out, as the part of a layer behind the viewer is not seen.
extension Renderer {
    /// The largest distance, in device pixels, between a grid edge's projected midpoint and its linear midpoint.
    static let projectionTolerance: CGFloat = 0.25
    /// The finest grid; transforms that need more (a layer nearly edge-on at the eye) are drawn with this one.
    static let maximumProjectionGrid = 64

    /// The matrix from a layer's bounds coordinates to its superlayer's: the anchor to the origin, the layer's 3D
    /// transform, the move to its position, then the superlayer's sublayer transform (already about its anchor).
    static func placement3D(of state: LayerPresentation, sublayer: CATransform3D?) -> CATransform3D {
        let bounds = state.bounds, anchor = state.anchorPoint
        var matrix = CATransform3DMakeTranslation(-(bounds.minX + anchor.x * bounds.width),
                                                  -(bounds.minY + anchor.y * bounds.height), 0)
        matrix = CATransform3DConcat(matrix, state.transform3D)
        matrix = CATransform3DConcat(matrix, CATransform3DMakeTranslation(state.position.x, state.position.y, 0))
        if let sublayer { matrix = CATransform3DConcat(matrix, sublayer) }
        return matrix
    }

    /// The layer's `sublayerTransform` moved to act about its anchor point in its bounds coordinates (Core
    /// Animation applies it there); nil when it is the identity.
    static func sublayerPlacement(of layer: CALayer, state: LayerPresentation) -> CATransform3D? {
        guard let sublayer = layer.storedSublayerTransform else { return nil }
        let bounds = state.bounds
        let anchor = CGPoint(x: bounds.minX + state.anchorPoint.x * bounds.width,
                             y: bounds.minY + state.anchorPoint.y * bounds.height)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), sublayer),
                                   CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// The box around `rect`'s projected corners; nil when a corner is behind the eye.
    static func projectedBox(of rect: CGRect, by matrix: CATransform3D) -> CGRect? {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(matrix.project)
        guard corners.allSatisfy({ $0.w > 0.001 && $0.point.x.isFinite && $0.point.y.isFinite }) else { return nil }
        let xs = corners.map { $0.point.x }, ys = corners.map { $0.point.y }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The grid size for `source` under `matrix`, where one user unit is `deviceScale` device pixels (see the
    /// error bound above).
    static func projectionGrid(for source: CGRect, matrix: CATransform3D, deviceScale: CGFloat) -> Int {
        var grid = 1
        while grid < maximumProjectionGrid {
            if projectionError(for: source, matrix: matrix, grid: grid) * deviceScale <= projectionTolerance { break }
            grid *= 2
        }
        return grid
    }

    /// The largest distance, in user units, between a projected midpoint of a grid edge or cell diagonal and the
    /// midpoint of its projected ends (what the linear map of a triangle puts there).
    static func projectionError(for source: CGRect, matrix: CATransform3D, grid: Int) -> CGFloat {
        func point(_ i: Int, _ j: Int) -> CGPoint {
            CGPoint(x: source.minX + source.width * CGFloat(i) / CGFloat(grid),
                    y: source.minY + source.height * CGFloat(j) / CGFloat(grid))
        }
        func error(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
            let pa = matrix.project(a), pb = matrix.project(b)
            let middle = matrix.project(CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
            guard pa.w > 0.001, pb.w > 0.001, middle.w > 0.001 else { return 0 }
            return hypot(middle.point.x - (pa.point.x + pb.point.x) / 2, middle.point.y - (pa.point.y + pb.point.y) / 2)
        }
        var worst: CGFloat = 0
        for j in 0..<grid {
            for i in 0..<grid {
                let p00 = point(i, j), p10 = point(i + 1, j), p01 = point(i, j + 1), p11 = point(i + 1, j + 1)
                worst = max(worst, error(p00, p10), error(p00, p01), error(p00, p11), error(p10, p11), error(p01, p11))
            }
        }
        return worst
    }

    /// Draws a layer whose placement `matrix` is projective: `drawBody` draws its subtree into an offscreen surface
    /// in its bounds coordinates, which is then mapped triangle by triangle onto the projected quad.
    func drawProjected(_ view: UIView, state: LayerPresentation, matrix: CATransform3D, on cr: OpaquePointer,
                       drawBody: (OpaquePointer) -> Void) {
        // What the subtree can cover; a layer that draws outside its bounds by an unknown amount is cut to them.
        let source = Renderer.coverage(of: view, state: state) ?? state.bounds
        drawProjected(source: source, matrix: matrix, on: cr, drawBody: drawBody)
    }

    /// Draws what `drawBody` paints inside `source` (into an offscreen surface, in the same coordinates) mapped by
    /// the projective `matrix` onto `cr`.
    func drawProjected(source: CGRect, matrix: CATransform3D, on cr: OpaquePointer, drawBody: (OpaquePointer) -> Void) {
        guard source.width > 0, source.height > 0, source.width.isFinite, source.height.isFinite else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let deviceScale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        guard deviceScale > 0, deviceScale.isFinite else { return }
        // Source pixels per point: the device scale, times how much the projection enlarges the layer (at most 4×).
        let corners = [CGPoint(x: source.minX, y: source.minY), CGPoint(x: source.maxX, y: source.minY),
                       CGPoint(x: source.maxX, y: source.maxY), CGPoint(x: source.minX, y: source.maxY)]
        var stretch: CGFloat = 1
        for index in 0..<4 {
            let a = corners[index], b = corners[(index + 1) % 4]
            let pa = matrix.project(a), pb = matrix.project(b)
            guard pa.w > 0.001, pb.w > 0.001 else { continue }
            stretch = max(stretch, hypot(pb.point.x - pa.point.x, pb.point.y - pa.point.y) / hypot(b.x - a.x, b.y - a.y))
        }
        let pixelScale = deviceScale * min(stretch, 4)
        guard let surface = offscreenSurface(source: source, pixelScale: pixelScale, drawBody: drawBody) else { return }
        // Parked rather than destroyed: the frame snapshot being recorded reads it (no copy-on-write copy).
        defer { RecordedSurfaces.release(surface) }
        mapProjected(surface, source: source, pixelScale: pixelScale, matrix: matrix, deviceScale: deviceScale, on: cr)
    }

    /// A new image surface holding what `drawBody` paints inside `source`, at `pixelScale` pixels per point; nil
    /// when it would be too large. The caller parks it with `RecordedSurfaces.release` once it has been drawn.
    func offscreenSurface(source: CGRect, pixelScale: CGFloat, drawBody: (OpaquePointer) -> Void) -> OpaquePointer? {
        let width = (source.width * pixelScale).rounded(.up), height = (source.height * pixelScale).rounded(.up)
        guard PixelLimits.allows(width: Double(width), height: Double(height)),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let offscreen = cairo_create(surface)!
        cairo_set_font_options(offscreen, fontOptions)
        cairo_scale(offscreen, pixelScale, pixelScale)
        cairo_translate(offscreen, -source.minX, -source.minY)
        let savedSize = (pixelWidth, pixelHeight)
        (pixelWidth, pixelHeight) = (Int(width), Int(height))
        drawBody(offscreen)
        (pixelWidth, pixelHeight) = savedSize
        cairo_destroy(offscreen)
        cairo_surface_flush(surface)
        return surface
    }

    /// A bilinear pattern of `surface` (which holds `source` at `pixelScale`) in `source`'s coordinates; the caller
    /// destroys it.
    static func sourcePattern(_ surface: OpaquePointer, source: CGRect, pixelScale: CGFloat) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(surface)!
        var patternMatrix = cairo_matrix_t(xx: pixelScale, yx: 0, xy: 0, yy: pixelScale,
                                           x0: -source.minX * pixelScale, y0: -source.minY * pixelScale)
        cairo_pattern_set_matrix(pattern, &patternMatrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// Fills the projected quad of `source` with `surface` (which holds `source` at `pixelScale`), one affine map
    /// per triangle of the grid, summed in a group so shared edges leave no seams.
    private func mapProjected(_ surface: OpaquePointer, source: CGRect, pixelScale: CGFloat, matrix: CATransform3D,
                              deviceScale: CGFloat, on cr: OpaquePointer) {
        let grid = Renderer.projectionGrid(for: source, matrix: matrix, deviceScale: deviceScale)
        var vertices: [(source: CGPoint, target: CGPoint, w: CGFloat)] = []
        vertices.reserveCapacity((grid + 1) * (grid + 1))
        for j in 0...grid {
            for i in 0...grid {
                let point = CGPoint(x: source.minX + source.width * CGFloat(i) / CGFloat(grid),
                                    y: source.minY + source.height * CGFloat(j) / CGFloat(grid))
                let projected = matrix.project(point)
                vertices.append((point, projected.point, projected.w))
            }
        }
        let visible = vertices.filter { $0.w > 0.001 }.map(\.target)
        guard let minX = visible.map(\.x).min(), let maxX = visible.map(\.x).max(),
              let minY = visible.map(\.y).min(), let maxY = visible.map(\.y).max() else { return }
        let pattern = Renderer.sourcePattern(surface, source: source, pixelScale: pixelScale)
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, minX - 4, minY - 4, maxX - minX + 8, maxY - minY + 8)
        cairo_clip(cr)
        // Pass 1: every triangle, grown by a few device pixels and unantialiased, replaces what is under it, so the
        // pieces cover the quad (and a thin skirt round it) with no seam and no doubled alpha.
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        let growth = 3 / deviceScale
        for j in 0..<grid {
            for i in 0..<grid {
                let a = vertices[j * (grid + 1) + i], b = vertices[j * (grid + 1) + i + 1]
                let c = vertices[(j + 1) * (grid + 1) + i], d = vertices[(j + 1) * (grid + 1) + i + 1]
                fillTriangle(a, b, d, growth: growth, pattern: pattern, on: cr)
                fillTriangle(a, d, c, growth: growth, pattern: pattern, on: cr)
            }
        }
        cairo_pop_group_to_source(cr)
        // Pass 2: the picture through the quad's exact, antialiased outline (the grid's boundary points in order).
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        var outline: [Int] = (0...grid).map { $0 }
        outline += (1...grid).map { $0 * (grid + 1) + grid }
        outline += (0..<grid).reversed().map { grid * (grid + 1) + $0 }
        outline += (1..<grid).reversed().map { $0 * (grid + 1) }
        if outline.allSatisfy({ vertices[$0].w > 0.001 }) {
            cairo_new_path(cr)
            for (index, vertex) in outline.enumerated() {
                let point = vertices[vertex].target
                if index == 0 { cairo_move_to(cr, point.x, point.y) } else { cairo_line_to(cr, point.x, point.y) }
            }
            cairo_close_path(cr)
            cairo_fill(cr)
        } else {
            // Part of the layer is behind the eye: no closed outline, the visible pieces stand as drawn.
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// Fills the triangle of three projected grid points with `pattern` under the affine map that takes each
    /// point's source position to its projected one.
    private func fillTriangle(_ p0: (source: CGPoint, target: CGPoint, w: CGFloat),
                              _ p1: (source: CGPoint, target: CGPoint, w: CGFloat),
                              _ p2: (source: CGPoint, target: CGPoint, w: CGFloat),
                              growth: CGFloat, pattern: OpaquePointer, on cr: OpaquePointer) {
        guard p0.w > 0.001, p1.w > 0.001, p2.w > 0.001 else { return }
        // Source edge vectors u, v and their images u′, v′: the linear part L solves L·[u v] = [u′ v′].
        let u = CGPoint(x: p1.source.x - p0.source.x, y: p1.source.y - p0.source.y)
        let v = CGPoint(x: p2.source.x - p0.source.x, y: p2.source.y - p0.source.y)
        let up = CGPoint(x: p1.target.x - p0.target.x, y: p1.target.y - p0.target.y)
        let vp = CGPoint(x: p2.target.x - p0.target.x, y: p2.target.y - p0.target.y)
        let determinant = u.x * v.y - v.x * u.y
        guard determinant != 0 else { return }
        let xx = (up.x * v.y - vp.x * u.y) / determinant, xy = (vp.x * u.x - up.x * v.x) / determinant
        let yx = (up.y * v.y - vp.y * u.y) / determinant, yy = (vp.y * u.x - up.y * v.x) / determinant
        let x0 = p0.target.x - xx * p0.source.x - xy * p0.source.y
        let y0 = p0.target.y - yx * p0.source.x - yy * p0.source.y
        var map = cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0)
        guard [xx, xy, yx, yy, x0, y0].allSatisfy(\.isFinite), xx * yy - xy * yx != 0 else { return }
        // The filled triangle is grown `growth` away from its centroid at each corner; the map stays the exact one.
        let centroid = CGPoint(x: (p0.target.x + p1.target.x + p2.target.x) / 3,
                               y: (p0.target.y + p1.target.y + p2.target.y) / 3)
        cairo_new_path(cr)
        for corner in [p0.target, p1.target, p2.target] {
            let dx = corner.x - centroid.x, dy = corner.y - centroid.y, length = hypot(dx, dy)
            let scale = length > 0 ? growth / length : 0
            cairo_line_to(cr, corner.x + dx * scale, corner.y + dy * scale)
        }
        cairo_close_path(cr)
        // The pattern is tied to the user space in force when it becomes the source (not saved and restored with
        // cairo_save, which would also restore the previous source).
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        cairo_transform(cr, &map)
        cairo_set_source(cr, pattern)
        cairo_set_matrix(cr, &user)
        cairo_fill(cr)
    }
}
