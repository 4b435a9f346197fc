import DynamicsGeometry
import Foundation
import Testing

@Suite struct AffineTransformTests {
    @Test func concatenationAppliesReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let shift = CGAffineTransform(translationX: 10, y: -5)
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(shift)) == CGPoint(x: 12, y: -2))
        #expect(point.applying(shift.concatenating(scale)) == CGPoint(x: 22, y: -12))
    }

    @Test func concatenationMatchesCoreGraphicsMatrixProduct() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // [a b 0; c d 0; tx ty 1] · [a' b' 0; c' d' 0; tx' ty' 1]
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
    }

    @Test func rotationTurnsXTowardY() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        expectNear(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1), 1e-15)
        expectNear(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0), 1e-15)
        let sixth = CGAffineTransform(rotationAngle: .pi / 6)
        expectNear(CGPoint(x: 2, y: 0).applying(sixth), CGPoint(x: 3.0.squareRoot(), y: 1), 1e-15)
        #expect(sixth.a == cos(.pi / 6) && sixth.b == sin(.pi / 6) && sixth.c == -sin(.pi / 6))
    }

    @Test func rotatedScaledAndTranslatedApplyTheNewStepFirst() {
        let base = CGAffineTransform(translationX: 10, y: 0)
        expectNear(CGPoint(x: 1, y: 0).applying(base.rotated(by: .pi / 2)), CGPoint(x: 10, y: 1), 1e-14)
        #expect(CGPoint(x: 1, y: 1).applying(base.scaledBy(x: 3, y: 4)) == CGPoint(x: 13, y: 4))
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 5, y: 0)) == CGPoint(x: 12, y: 2))
    }

    @Test func inverseRoundTrip() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -0.5).translatedBy(x: 13, y: -4)
        let inverse = t.inverted()
        let product = t.concatenating(inverse)
        for (value, expected) in [(product.a, 1.0), (product.b, 0), (product.c, 0), (product.d, 1),
                                  (product.tx, 0), (product.ty, 0)] {
            expectNear(value, CGFloat(expected), 1e-12)
        }
        let point = CGPoint(x: -7.5, y: 42)
        expectNear(point.applying(t).applying(inverse), point, 1e-12)
        #expect(!t.isIdentity)
    }

    @Test func singularInverseReturnsReceiver() {
        let flat = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(flat.inverted() == flat)
    }

    @Test func identityAndZero() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(0, 0, 0, 0, 0, 0))
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func sizeIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
    }

    @Test func rectApplyingIsTheBoundingBoxOfTheCorners() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let quarter = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectNear(quarter.minX, -20, 1e-12)
        expectNear(quarter.minY, 0, 1e-12)
        expectNear(quarter.width, 20, 1e-12)
        expectNear(quarter.height, 10, 1e-12)
        let eighth = CGRect(x: -5, y: -5, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        expectNear(eighth.width, 10 * 2.0.squareRoot(), 1e-12)
        expectNear(eighth.midX, 0, 1e-12)
        let moved = rect.applying(CGAffineTransform(translationX: 3, y: 4).scaledBy(x: -1, y: 1))
        #expect(moved == CGRect(x: -7, y: 4, width: 10, height: 20))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }
}
