import Dynamics
@testable import DynamicsRender
@testable import DynamicsUIKit
import Foundation
import Testing

/// The ring of `plus.circle` and `info.circle` as SF Symbols draws it: a filled outline of two walls, each four cubic
/// quarters, the outer one's handles 0.5473 × its radius and the inner one's 0.5541 × (a circle's are 0.5523).
@MainActor @Suite struct SymbolRingTests {
    /// The ring's subpaths as their start and their cubic curves (control 1, control 2, end).
    private func walls(_ path: UIBezierPath) -> [(start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)])] {
        var walls: [(start: CGPoint, curves: [(CGPoint, CGPoint, CGPoint)])] = []
        for element in path.elements {
            switch element {
            case let .move(to): walls.append((to, []))
            case let .curve(to, control1, control2): walls[walls.count - 1].curves.append((control1, control2, to))
            default: break
            }
        }
        return walls
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }

    @Test func theWallsAreCubicQuartersWithSFSymbolsHandles() throws {
        let centre = CGPoint(x: 12, y: 12)
        let walls = walls(SymbolGlyphs.ring(round: centre, radius: 9, width: 2))
        try #require(walls.count == 2 && walls.allSatisfy { $0.curves.count == 4 })
        let (outer, inner) = (walls[0], walls[1])
        // Both start at the right; the outer wall turns clockwise on the screen (down first), the inner one
        // anticlockwise (up first), so the non-zero rule leaves the hole empty.
        #expect(outer.start == CGPoint(x: 22, y: 12) && inner.start == CGPoint(x: 20, y: 12))
        #expect(distance(outer.curves[0].0, CGPoint(x: 22, y: 12 + 10 * 0.5473)) < 1e-12)
        #expect(distance(outer.curves[0].1, CGPoint(x: 12 + 10 * 0.5473, y: 22)) < 1e-12)
        #expect(outer.curves[0].2 == CGPoint(x: 12, y: 22) && outer.curves[3].2 == outer.start)
        #expect(distance(inner.curves[0].0, CGPoint(x: 20, y: 12 - 8 * 0.5541)) < 1e-12)
        #expect(distance(inner.curves[0].1, CGPoint(x: 12 + 8 * 0.5541, y: 4)) < 1e-12)
        #expect(inner.curves[0].2 == CGPoint(x: 12, y: 4) && inner.curves[3].2 == inner.start)
        // At 45° (each quarter's middle, √2 (4 + 3k) / 8 of the radius out) the outer wall runs 0.026 units inside
        // its circle and the inner one 0.008 outside: the wall is 1.966 units wide there, 2 on the axes.
        func middleRadius(_ start: CGPoint, _ curve: (CGPoint, CGPoint, CGPoint)) -> Double {
            let x = (start.x + 3 * curve.0.x + 3 * curve.1.x + curve.2.x) / 8
            let y = (start.y + 3 * curve.0.y + 3 * curve.1.y + curve.2.y) / 8
            return distance(CGPoint(x: x, y: y), centre)
        }
        let outerMiddle = middleRadius(outer.start, outer.curves[0])
        let innerMiddle = middleRadius(inner.start, inner.curves[0])
        #expect(abs(outerMiddle - 9.9736) < 1e-4 && abs(innerMiddle - 8.0078) < 1e-4)
        #expect(abs((outerMiddle - innerMiddle) - 1.9658) < 1e-3)
    }

    /// The points of a cubic at t = 1/16 … 16/16: the 16 chords Core Graphics' halving gives each quarter of a ring
    /// this size (its hole's middle pieces bend by more than the flatness, 0.1716 px, so they are halved too).
    private func sixteenChords(from p0: CGPoint, _ curve: (CGPoint, CGPoint, CGPoint)) -> [CGPoint] {
        (1...16).map { index in
            let t = Double(index) / 16, s = 1 - t
            let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
            return CGPoint(x: a * p0.x + b * curve.0.x + c * curve.1.x + d * curve.2.x,
                           y: a * p0.y + b * curve.0.y + c * curve.1.y + d * curve.2.y)
        }
    }

    @Test func theRingFillsEachPixelByTheExactAreaBetweenItsWallsChords() throws {
        // The contact-add button's ring at 3×: centre (36.5, 35.5) px, 30.17 px to the middle of a 4.65 px wall.
        let ring = SymbolGlyphs.ring(round: CGPoint(x: 36.5, y: 35.5), radius: 30.17, width: 4.65)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 73, height: 71), format: format).image { _ in
            UIColor.black.setFill()
            ring.fill()
        }
        let bitmap = try PNGReader.read(data: try #require(image.pngData()))
        let polygons = walls(ring).map { wall in
            var points: [CGPoint] = [], current = wall.start
            for curve in wall.curves {
                points += sixteenChords(from: current, curve)
                current = curve.2
            }
            return points
        }
        try #require(polygons.count == 2 && polygons.allSatisfy { $0.count == 64 })
        var partial = 0, worst = 0
        for y in 0..<71 {
            for x in 0..<73 {
                let covered = polygonArea(polygons[0], inPixel: x, y) - polygonArea(polygons[1], inPixel: x, y)
                let expected = min(Int((covered * 256).rounded(.down)), 255)
                let alpha = Int(bitmap.pixel(x: x, y: y).a)
                // One level either way: cairo keeps a path's points in 24.8 fixed point (CoreGraphicsFillTests).
                worst = max(worst, abs(alpha - expected))
                if covered > 0.01 && covered < 0.99 { partial += 1 }
            }
        }
        #expect(worst <= 1)
        #expect(partial > 400)
        // The hole is empty and the wall solid.
        #expect(bitmap.pixel(x: 36, y: 35).a == 0 && bitmap.pixel(x: 36, y: 5).a == 255)
    }
}
