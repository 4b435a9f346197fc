import Dynamics
import Foundation
import Testing
@testable import DynamicsRender

/// The page curl's geometry: the cylinder map and the bands that draw it.
@Suite struct PageCurlTests {
    private let page = CGRect(x: 0, y: 0, width: 120, height: 180)

    @Test("The axis sweeps from the lifted edge (nothing curled) to past the far edge (all rolled over)")
    func sweep() {
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 0), CGPoint(x: 0, y: 180), CGPoint(x: 120, y: 180)]
        let start = PageCurl(page: page, progress: 0), end = PageCurl(page: page, progress: 1)
        #expect(start.radius == 20)
        // At 0 every corner is on the flat side, the farthest exactly on the axis; nothing moves.
        #expect(corners.allSatisfy { start.distance(of: $0) <= 1e-9 })
        #expect(corners.allSatisfy { start.map($0) == $0 })
        // At 1 every corner has gone over the whole half turn, and is shown before the page's nearest edge.
        #expect(corners.allSatisfy { end.distance(of: $0) >= .pi * 20 - 1e-9 })
        let nearest = corners.map { $0.x * end.direction.x + $0.y * end.direction.y }.min()!
        for corner in corners {
            let shown = end.map(corner)
            #expect(shown.x * end.direction.x + shown.y * end.direction.y < nearest - 1e-9)
        }
        // A curl down lifts the top edge: the direction points up.
        #expect(PageCurl(page: page, progress: 0.5, fromBottom: false).direction.y < 0)
    }

    @Test("A point on the cylinder is shown at R·sin(d/R) past the axis; past the half turn, mirrored back")
    func cylinder() {
        let curl = PageCurl(page: page, progress: 0.4)
        let r = curl.radius
        #expect(curl.shownDistance(-7) == -7)
        #expect(abs(curl.shownDistance(r * .pi / 2) - r) < 1e-12)
        #expect(abs(curl.shownDistance(r * .pi / 6) - r / 2) < 1e-12)
        #expect(abs(curl.shownDistance(r * .pi + 10) - -10) < 1e-12)
        #expect(!curl.showsBack(at: CGPoint(x: 60, y: 0)))
        // A point 1.2·π/2·R past the axis along n shows its back.
        let n = curl.direction
        let d = 1.2 * .pi / 2 * r + curl.axis
        #expect(curl.showsBack(at: CGPoint(x: n.x * d, y: n.y * d)))
    }

    @Test("Each band's map is the chord of its arc: exact at its two edges, within the tolerance between them")
    func bands() {
        let curl = PageCurl(page: page, progress: 0.5)
        let bands = curl.bands(tolerance: 0.25)
        #expect(bands.first!.angle == 0 && bands.last!.angle == .pi)
        let n = curl.direction, along = CGPoint(x: -n.y, y: n.x)
        func point(at d: CGFloat, side: CGFloat) -> CGPoint {
            let s = d + curl.axis
            return CGPoint(x: n.x * s + along.x * side, y: n.y * s + along.y * side)
        }
        for band in bands.dropFirst().dropLast() {
            for d in [band.from, band.to, (band.from + band.to) / 2] {
                let p = point(at: d, side: 13)
                let exact = curl.map(p), linear = p.applying(band.transform)
                let error = hypot(exact.x - linear.x, exact.y - linear.y)
                #expect(error <= (d == (band.from + band.to) / 2 ? 0.25 : 1e-9), "band \(band.from)…\(band.to)")
            }
        }
        // The flat page beyond the half turn: the map is the mirror about the line half a turn's half past the axis.
        let p = point(at: .pi * curl.radius + 30, side: -4)
        let shown = p.applying(bands.last!.transform)
        #expect(abs(curl.distance(of: shown) - -30) < 1e-9)
        #expect(hypot(shown.x - curl.map(p).x, shown.y - curl.map(p).y) < 1e-9)
    }
}
