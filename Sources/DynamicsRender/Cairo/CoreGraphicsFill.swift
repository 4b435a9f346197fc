import CCairo
import Foundation

/// Fills a curved path as Core Graphics does: its curves cut into Core Graphics' chords (`CoreGraphicsFlattening`),
/// each pixel's alpha the exact area the polygon covers (`AreaCoverage`), painted through that mask. A path of
/// straight edges, an unantialiased context, or a path larger than `CoverageMask.maximumPixels` is left to Cairo's
/// fill, which draws straight pixel-aligned edges identically and is faster.
enum CoreGraphicsFill {
    /// Fills and clears the context's current path with its source, by `evenOdd` or the non-zero rule.
    static func fill(on cr: OpaquePointer, evenOdd: Bool) {
        guard cairo_get_antialias(cr) != CAIRO_ANTIALIAS_NONE else { return cairo_fill(cr) }
        let (contours, hasCurves) = CoreGraphicsFlattening.deviceContours(ofCurrentPathOn: cr)
        guard hasCurves, let mask = CoverageMask(covering: contours, on: cr) else { return cairo_fill(cr) }
        var coverage = AreaCoverage(width: mask.width, height: mask.height)
        for contour in mask.local(contours) {
            for (index, point) in contour.enumerated() {
                coverage.addEdge(from: point, to: contour[(index + 1) % contour.count])
            }
        }
        mask.paint(coverage, evenOdd: evenOdd, on: cr)
    }
}
