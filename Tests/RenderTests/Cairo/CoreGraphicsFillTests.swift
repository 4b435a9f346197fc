import Dynamics
@testable import DynamicsRender
import Foundation
import Testing

/// Curved fills as Core Graphics rasterises them: curves halved into Core Graphics' chords, and each pixel's alpha
/// ⌊256 × the area the polygon covers⌋ (at most 255). The areas are checked against an independent computation —
/// the polygon clipped to each pixel square (Sutherland–Hodgman) and measured with the shoelace formula.
@Suite struct CoreGraphicsFillTests {
    /// The chords `CoreGraphicsFlattening` cuts a cubic into.
    private func chordCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> Int {
        var points = [p0]
        CoreGraphicsFlattening.appendCubic(p0, p1, p2, p3, to: &points, depth: 0)
        return points.count - 1
    }

    /// A quadratic curve as the cubic it raises to.
    private func raised(_ p0: CGPoint, _ control: CGPoint, _ p1: CGPoint) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        (p0, CGPoint(x: p0.x + 2 / 3 * (control.x - p0.x), y: p0.y + 2 / 3 * (control.y - p0.y)),
         CGPoint(x: p1.x + 2 / 3 * (control.x - p1.x), y: p1.y + 2 / 3 * (control.y - p1.y)), p1)
    }

    @Test func curvesAreCutIntoCoreGraphicsChords() {
        // swift-snapshot-testing's heart at 1×: iOS's picture shows 8 chords on its quadratic curves and circle
        // quarters, and 14 (the middle two halved once less) on its larger cubics.
        let quad = raised(CGPoint(x: 0, y: 60), CGPoint(x: 3.75, y: 86.25), CGPoint(x: 30, y: 90))
        #expect(chordCount(quad.0, quad.1, quad.2, quad.3) == 8)
        let k = 15 * 0.5522847498307936
        #expect(chordCount(CGPoint(x: 90, y: 75), CGPoint(x: 90, y: 75 + k), CGPoint(x: 75 + k, y: 90),
                           CGPoint(x: 75, y: 90)) == 8)
        #expect(chordCount(CGPoint(x: 60, y: 60), CGPoint(x: 75, y: 60), CGPoint(x: 90, y: 45),
                           CGPoint(x: 90, y: 30)) == 14)
        // The hole of iOS's `.contactAdd` ring at 3× (radius 27.85 px, handles 0.5541 × it): 16 chords a quarter
        // throughout, its two middle pieces bending by 0.1724 px; the heart's larger cubic keeps its 0.1708 px ones.
        let hole = 27.85, handle = 27.85 * 0.5541
        #expect(chordCount(CGPoint(x: hole, y: 0), CGPoint(x: hole, y: handle), CGPoint(x: handle, y: hole),
                           CGPoint(x: 0, y: hole)) == 16)
        // A straight "curve" is one chord; a curve twice as large gets twice the chords.
        #expect(chordCount(.zero, CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2), CGPoint(x: 3, y: 3)) == 1)
        #expect(chordCount(CGPoint(x: 180, y: 150), CGPoint(x: 180, y: 150 + 2 * k), CGPoint(x: 150 + 2 * k, y: 180),
                           CGPoint(x: 150, y: 180)) == 16)
    }

    @Test func aFilledCircleCoversEachPixelByItsExactArea() throws {
        let rect = CGRect(x: 2.3, y: 1.7, width: 20.4, height: 20.4)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 25, height: 24), format: format).image { _ in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: rect).fill()
        }
        let bitmap = try PNGReader.read(data: try #require(image.pngData()))
        // The same circle's chords, from the path the renderer was given.
        var polygon: [CGPoint] = []
        let path = UIBezierPath(ovalIn: rect)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(to): polygon.append(to); current = to
            case let .line(to): polygon.append(to); current = to
            case let .curve(to, control1, control2):
                CoreGraphicsFlattening.appendCubic(current, control1, control2, to, to: &polygon, depth: 0)
                current = to
            case let .quadCurve(to, control):
                let cubic = raised(current, control, to)
                CoreGraphicsFlattening.appendCubic(cubic.0, cubic.1, cubic.2, cubic.3, to: &polygon, depth: 0)
                current = to
            case .close: break
            }
        }
        #expect(polygon.count > 30)
        var partial = 0
        for y in 0..<24 {
            for x in 0..<25 {
                let covered = polygonArea(polygon, inPixel: x, y)
                let expected = min(Int((covered * 256).rounded(.down)), 255)
                let alpha = Int(bitmap.pixel(x: x, y: y).a)
                // One level either way: cairo keeps a path's points in 24.8 fixed point, so the chords the renderer
                // fills start from control points moved by up to 1/512 px, which shifts an edge pixel's area by up to
                // about a level (12 of this circle's 600 pixels, measured).
                #expect(abs(alpha - expected) <= 1,
                        "pixel (\(x), \(y)): alpha \(alpha), 256 × area \(covered * 256)")
                if covered > 0.01 && covered < 0.99 { partial += 1 }
            }
        }
        #expect(partial > 50)
    }

    @Test func evenOddHolesAndStraightPathsStayAsCairoDrawsThem() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            UIColor.black.setFill()
            let ring = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 36, height: 36))
            ring.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
            ring.usesEvenOddFillRule = true
            ring.fill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4.5, height: 1)).fill()
        }
        let bitmap = try PNGReader.read(data: try #require(image.pngData()))
        #expect(bitmap.pixel(x: 40, y: 40).a == 0)      // the hole
        #expect(bitmap.pixel(x: 40, y: 12).a == 255)    // the ring, above the hole
        #expect(bitmap.pixel(x: 8, y: 1).a == 255)      // the rectangle's last whole pixel
        #expect(bitmap.pixel(x: 9, y: 1).a == 0)        // 4.5 pt = 9 px: no partial pixel
    }
}
