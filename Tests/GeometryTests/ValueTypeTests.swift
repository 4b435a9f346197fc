import DynamicsGeometry
import Foundation
import Testing

@Suite struct ValueTypeTests {
    @Test func vector() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        let vector = CGVector(dx: 0.5, dy: -2)
        #expect(vector.dx == 0.5 && vector.dy == -2)
        #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: 3.0, dy: 4.0))
    }

    @Test func offset() {
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        let offset = UIOffset(horizontal: -3, vertical: 7)
        #expect(offset.horizontal == -3 && offset.vertical == 7)
    }

    @Test func edgeInsetsShrinkRectangles() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
        let outset = rect.inset(by: UIEdgeInsets(top: -1, left: -1, bottom: -1, right: -1))
        #expect(outset == CGRect(x: 9, y: 19, width: 102, height: 52))
        let overlarge = rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
        #expect(overlarge.size.width == -20 && overlarge.origin.x == 70)
    }

    @Test func floatRangeInfinity() {
        #expect(UIFloatRange.infinite.isInfinite)
        let floatMax = CGFloat(Float.greatestFiniteMagnitude)
        #expect(UIFloatRange(minimum: -floatMax, maximum: floatMax).isInfinite)
        #expect(!UIFloatRange(minimum: -1e30, maximum: .infinity).isInfinite)
        #expect(!UIFloatRange(minimum: -.infinity, maximum: 1).isInfinite)
        #expect(!UIFloatRange.zero.isInfinite)
        #expect(UIFloatRange.zero.isEqual(to: UIFloatRange(minimum: 0, maximum: 0)))
        #expect(!UIFloatRange.zero.isEqual(to: UIFloatRange(minimum: 0, maximum: 1)))
    }

    @Test func rectCornerOptions() {
        #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
        #expect(![UIRectCorner.topLeft].contains(.topRight))
        #expect(CGLineCap.round.rawValue == 1 && CGLineJoin.bevel.rawValue == 2)
    }
}

@Suite struct CodingTests {
    @Test func vectorAndTransformEncodeAsCoreGraphicsArrays() throws {
        let encoder = JSONEncoder()
        #expect(String(decoding: try encoder.encode(CGVector(dx: 1.5, dy: -2)), as: UTF8.self) == "[1.5,-2]")
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(String(decoding: try encoder.encode(transform), as: UTF8.self) == "[1,2,3,4,5,6]")
        let decoded = try JSONDecoder().decode(CGAffineTransform.self, from: Data("[1,2,3,4,5,6]".utf8))
        #expect(decoded == transform)
        #expect(try JSONDecoder().decode(CGVector.self, from: Data("[3,4]".utf8)) == CGVector(dx: 3, dy: 4))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CGAffineTransform.self, from: Data("[1,2]".utf8)) }
    }
}
