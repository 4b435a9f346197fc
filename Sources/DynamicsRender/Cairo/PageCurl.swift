import DynamicsGeometry
import Foundation

/// The geometry of a page curl (`.transitionCurlUp/Down`), the model of Core Image's page curl transition: the page
/// lies flat on one side of a line, the *axis*, and beyond it wraps round a cylinder of radius `radius` lying on the
/// page along that line; past half a turn the page's back faces the viewer, and past a whole half turn it lies flat
/// again, upside down on top of the page, mirrored about the line the cylinder's top touches. Seen from straight
/// above, a point at distance `d` past the axis (along `direction`) is shown at `R·sin(d/R)` past it while on the
/// cylinder, and at `−(d − πR)` (back over the page) beyond it. The axis sweeps from just off the lifted edge
/// (nothing curled) to where the whole page has rolled over and gone past the opposite edge.
struct PageCurl {
    /// The slant of the axis against the lifted edge, in radians: the corner on the right lifts first. UIKit
    /// publishes none; a small angle, as in the curl's published descriptions (docs/animation.md).
    static let slant: CGFloat = 0.2

    /// The page, in its own coordinates.
    let page: CGRect
    /// The unit vector across the axis towards the lifted edge: distances past the axis are measured along it.
    let direction: CGPoint
    /// The cylinder's radius, in points.
    let radius: CGFloat
    /// Where the axis lies: the points `p` with `p · direction == axis`.
    let axis: CGFloat

    /// The curl of `page` a `progress` (0…1) of the way; `fromBottom` lifts the bottom edge (a curl up), else the
    /// top edge.
    init(page: CGRect, progress: CGFloat, fromBottom: Bool = true) {
        self.page = page
        // y grows downwards: the bottom edge lies in +y, and a positive x component makes the right corner lead.
        let n = CGPoint(x: sin(Self.slant), y: (fromBottom ? 1 : -1) * cos(Self.slant))
        direction = n
        radius = max(min(page.width, page.height) / 6, 1)
        let along = [CGPoint(x: page.minX, y: page.minY), CGPoint(x: page.maxX, y: page.minY),
                     CGPoint(x: page.minX, y: page.maxY), CGPoint(x: page.maxX, y: page.maxY)]
            .map { $0.x * n.x + $0.y * n.y }
        // Nothing curled at the start; at the end even the last point has gone over the cylinder, and its mirror
        // image lies before the page's far edge.
        let start = along.max()!, end = along.min()! - .pi * radius
        let p = min(max(progress, 0), 1)
        axis = start + (end - start) * p
    }

    /// How far `point` lies past the axis (negative on the flat side).
    func distance(of point: CGPoint) -> CGFloat {
        point.x * direction.x + point.y * direction.y - axis
    }

    /// Where a page point at distance `d` past the axis is seen, as a distance past the axis.
    func shownDistance(_ d: CGFloat) -> CGFloat {
        if d <= 0 { return d }
        if d <= .pi * radius { return radius * sin(d / radius) }
        return .pi * radius - d
    }

    /// Where the page point `point` is seen.
    func map(_ point: CGPoint) -> CGPoint {
        let d = distance(of: point), shift = shownDistance(d) - d
        return CGPoint(x: point.x + direction.x * shift, y: point.y + direction.y * shift)
    }

    /// Whether the viewer sees the back of the page at `point`.
    func showsBack(at point: CGPoint) -> Bool { distance(of: point) > .pi * radius / 2 }

    /// One band of the page, `from` ≤ d ≤ `to`, and the affine map that shows it: the cylinder's arc replaced by
    /// its chord, exact along the axis.
    struct Band {
        /// The band's nearer distance past the axis.
        let from: CGFloat
        /// Its farther distance.
        let to: CGFloat
        /// The map from page coordinates to where they are seen.
        let transform: CGAffineTransform
        /// The angle round the cylinder at the band's middle (0 flat, π/2 edge-on, π flat on its back).
        let angle: CGFloat
    }

    /// The map that moves a point at distance d past the axis to `offset + slope·d` past it.
    private func bandTransform(offset: CGFloat, slope: CGFloat) -> CGAffineTransform {
        // p + n·(offset + (slope − 1)·(p·n − axis)): the linear part I + (slope − 1)·n·nᵀ.
        let k = slope - 1, n = direction
        let shift = offset - k * axis
        return CGAffineTransform(a: 1 + k * n.x * n.x, b: k * n.x * n.y, c: k * n.x * n.y, d: 1 + k * n.y * n.y,
                                 tx: n.x * shift, ty: n.y * shift)
    }

    /// The bands whose chords stay within `tolerance` points of the arc: first the flat page, then the cylinder
    /// front to back, then the page lying on its back — the order in which they lie from the page upwards.
    func bands(tolerance: CGFloat) -> [Band] {
        let halfTurn = CGFloat.pi * radius
        // A chord over the angle Δ stands R·(1 − cos(Δ/2)) ≈ R·Δ²/8 off its arc.
        let steps = Int(min(max((CGFloat.pi / (8 * tolerance / radius).squareRoot()).rounded(.up), 4), 128))
        var bands = [Band(from: -.infinity, to: 0, transform: .identity, angle: 0)]
        for index in 0..<steps {
            let d0 = halfTurn * CGFloat(index) / CGFloat(steps), d1 = halfTurn * CGFloat(index + 1) / CGFloat(steps)
            let s0 = shownDistance(d0), s1 = shownDistance(d1)
            let slope = (s1 - s0) / (d1 - d0)
            bands.append(Band(from: d0, to: d1, transform: bandTransform(offset: s0 - slope * d0, slope: slope),
                              angle: (d0 + d1) / 2 / radius))
        }
        bands.append(Band(from: halfTurn, to: .infinity, transform: bandTransform(offset: halfTurn, slope: -1),
                          angle: .pi))
        return bands
    }
}
