import DynamicsGeometry
import Foundation
import Testing

// A source's own extension of CGPath must not reach UIBezierPath (it did while CGPath was an alias of it).
extension CGPath {
    var bounds: CGRect { boundingBox }
    func contains(_ point: CGPoint) -> Bool { contains(point, using: .winding, transform: .identity) }
}

@Suite struct CGPathTests {
    @Test func mutablePathRecordsCoreGraphicsCalls() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 10))
        path.addQuadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30))
        path.addCurve(to: CGPoint(x: 10, y: 50), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 20, y: 60))
        path.closeSubpath()
        #expect(path.elements == [
            .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 50, y: 10)),
            .quadCurve(to: CGPoint(x: 50, y: 50), control: CGPoint(x: 70, y: 30)),
            .curve(to: CGPoint(x: 10, y: 50), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 20, y: 60)), .close,
        ])
        // Control points count for boundingBox, not for boundingBoxOfPath.
        #expect(path.boundingBox == CGRect(x: 10, y: 10, width: 60, height: 50))
        // The quadratic's extreme is at t = ½: x = ¼·50 + ½·70 + ¼·50 = 60; the cubic's lowest y is ⅛·50 + ¾·60 + ⅛·50.
        expectNear(path.boundingBoxOfPath.maxX, 60)
        expectNear(path.boundingBoxOfPath.maxY, 57.5)
        #expect(path.currentPoint == CGPoint(x: 10, y: 10))
        #expect(path.contains(CGPoint(x: 30, y: 30)))
        #expect(!path.contains(CGPoint(x: 5, y: 30)))
        #expect(path.bounds == path.boundingBox)
    }

    @Test func transformsMapTheNewPoints() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20), transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(path.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 20))
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 5, y: 7, width: 10, height: 20))
        path.addEllipse(in: CGRect(x: 100, y: 100, width: 20, height: 10))
        #expect(!path.isRect(nil))
        #expect(path.boundingBox == CGRect(x: 5, y: 7, width: 115, height: 103))
    }

    @Test func arcsUseCoreGraphicsClockwise() {
        // Core Graphics' clockwise: false sweeps through increasing angles: from right of the centre to below it.
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.elements.first == .move(to: CGPoint(x: 60, y: 50)))
        expectNear(path.currentPoint, CGPoint(x: 50, y: 60), 1e-9)
        #expect(path.elements.count == 2)
        // The same arc through UIBezierPath takes clockwise: true, as UIKit flips it for Core Graphics.
        let bezier = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
                                  clockwise: true)
        #expect(bezier.cgPath == path)
        let other = CGMutablePath()
        other.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        expectNear(other.currentPoint, CGPoint(x: 50, y: 60), 1e-9)
        // Three quarters the other way round: the long arc passes above the centre.
        #expect(other.boundingBoxOfPath.minY < 40.001)
    }

    @Test func tangentArcRoundsTheCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        #expect(path.elements[1] == .line(to: CGPoint(x: 5, y: 0)))
        expectNear(path.currentPoint, CGPoint(x: 10, y: 5), 1e-9)
        // The arc bulges toward the corner: its middle is 5 from the centre (5, 5).
        let box = path.boundingBoxOfPath
        expectNear(box.maxX, 10, 1e-9)
        expectNear(box.minY, 0, 1e-9)
    }

    @Test func roundedRectHasEllipticalCorners() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 10, cornerHeight: 30,
                          transform: nil)
        // The height clamps to half the side (20).
        #expect(path.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(path.elements.contains(.line(to: CGPoint(x: 100, y: 20))))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 50, y: 20)))
    }

    @Test func bezierPathBridgesBothWays() {
        let bezier = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        bezier.lineWidth = 3
        let cg = bezier.cgPath
        #expect(cg.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
        // The CGPath is a copy: changing the bezier path afterwards leaves it alone.
        bezier.addLine(to: CGPoint(x: 9, y: 9))
        #expect(cg.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
        let back = UIBezierPath(cgPath: cg)
        #expect(back.elements == cg.elements)
        #expect(back.lineWidth == 1)
        // Setting cgPath replaces the elements and keeps the drawing properties.
        bezier.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        #expect(bezier.lineWidth == 3)
        #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(!(cg is CGMutablePath))
        #expect(cg.mutableCopy()! == cg)
        #expect(cg.copy() !== cg)
    }

    @Test func applyWithBlockReportsCoreGraphicsElements() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath])
        #expect(seen[2].1 == [CGPoint(x: 7, y: 8), CGPoint(x: 5, y: 6)])
    }
}
