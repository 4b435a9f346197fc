import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// QuartzCore's 3D transform functions against closed forms, and how `CALayer.transform`, `UIView.transform3D` and
/// `UIView.transform` stay one value.
@Suite struct CATransform3DTests {
    private final class Views { var all: [UIView] = [] }
    private let views = Views()

    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    private func near(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("a rotation about z is the affine rotation; affine round trips; the identity tests as one")
    func rotationAboutZ() {
        let rotation = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let affine = CGAffineTransform(rotationAngle: 0.3)
        #expect(CATransform3DIsAffine(rotation))
        let back = CATransform3DGetAffineTransform(rotation)
        #expect(near(back.a, affine.a) && near(back.b, affine.b) && near(back.c, affine.c) && near(back.d, affine.d))
        let made = CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(made.m11 == 1 && made.m12 == 2 && made.m21 == 3 && made.m22 == 4 && made.m41 == 5 && made.m42 == 6)
        #expect(made.m33 == 1 && made.m44 == 1)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(rotation))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis: the identity")
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
    }

    @Test("Translate, Scale and Rotate apply their own step first; Concat(a, b) applies a then b")
    func order() {
        // Translate by 10 then scale by 2: (0, 0) goes to (20, 0).
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        #expect(t.m41 == 20 && t.m42 == 0)
        let s = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(s.m41 == 10 && s.m11 == 2)
        let a = CATransform3DMakeTranslation(1, 2, 3), b = CATransform3DMakeScale(2, 3, 4)
        let ab = CATransform3DConcat(a, b)
        #expect(ab.m41 == 2 && ab.m42 == 6 && ab.m43 == 12)
        // A quarter turn about y sends +x to −z (row vectors: (1, 0, 0) · R).
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(near(quarter.m11, 0) && near(quarter.m13, -1) && near(quarter.m31, 1))
    }

    @Test("Invert gives the inverse; a singular matrix comes back unchanged")
    func invert() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(5, -7, 2), 0.7, 1, 2, 3)
        t.m34 = -1.0 / 500
        #expect(near(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-12))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }

    @Test("the projection of a 200 pt layer turned 45° about y with m34 = −1/500 matches the closed form")
    func projection() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let c = cos(CGFloat.pi / 4), s = sin(CGFloat.pi / 4)
        for x in [-100.0, 100.0] as [CGFloat] {
            for y in [-100.0, 100.0] as [CGFloat] {
                // (x, y, 0) turns to (x·c, y, −x·s); the eye 500 pt away divides by w = 1 + x·s/500.
                let w = 1 + x * s / 500
                let projected = t.project(CGPoint(x: x, y: y))
                #expect(near(projected.w, w))
                #expect(near(projected.point.x, x * c / w) && near(projected.point.y, y / w))
            }
        }
        // The far (right) edge is shorter than the near (left) one.
        #expect(t.project(CGPoint(x: 100, y: 100)).point.y < t.project(CGPoint(x: -100, y: 100)).point.y)
    }

    @Test("layer.transform, view.transform3D and view.transform are one value; setting transform drops depth")
    func consistency() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        views.all.append(view)
        var turned = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        turned.m34 = -1.0 / 400
        view.layer.transform = turned
        #expect(CATransform3DEqualToTransform(view.transform3D, turned))
        #expect(view.transform == CATransform3DGetAffineTransform(turned))
        #expect(view.layer.affineTransform() == view.transform)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CATransform3DIsAffine(view.layer.transform))
        #expect(view.layer.transform.m11 == 2)
        view.layer.setAffineTransform(.identity)
        #expect(CATransform3DIsIdentity(view.layer.transform))
        var broken = turned
        broken.m34 = .nan
        view.layer.transform = turned
        view.layer.transform = broken
        #expect(CATransform3DEqualToTransform(view.layer.transform, turned), "a NaN entry is ignored")
        view.layer.sublayerTransform = broken
        #expect(CATransform3DIsIdentity(view.layer.sublayerTransform))
    }

    @Test("the 3D decomposition recomposes what it split, perspective and mirror included")
    func decomposition() throws {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(12, -3, 4), 1.1, 0.2, 1, -0.4)
        t = CATransform3DScale(t, 2, -1.5, 0.5)
        t.m34 = -1.0 / 600
        t.m14 = 0.001
        let parts = try #require(Transform3DDecomposition(t))
        #expect(near(parts.transform, t, 1e-9))
        var euler = try #require(Transform3DDecomposition(CATransform3DIdentity))
        euler.eulerAngles = (0.3, -0.5, 0.8)
        let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 0, 0),
                                                               CATransform3DMakeRotation(-0.5, 0, 1, 0)),
                                           CATransform3DMakeRotation(0.8, 0, 0, 1))
        #expect(near(euler.transform, expected, 1e-12))
        let angles = euler.eulerAngles
        #expect(near(angles.x, 0.3, 1e-12) && near(angles.y, -0.5, 1e-12) && near(angles.z, 0.8, 1e-12))
    }

    @Test("transform animations turn through 3D: rotation.y and a CATransform3D toValue, halfway")
    func animations() throws {
        let clock = AnimationClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        views.all.append(view)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        views.all.append(other)
        clock.withCurrent {
            let flip = CABasicAnimation(keyPath: "transform.rotation.y")
            flip.fromValue = 0
            flip.toValue = CGFloat.pi
            flip.duration = 1
            view.layer.add(flip, forKey: "flip")
            let turn = CABasicAnimation(keyPath: "transform")
            var end = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
            end.m34 = -1.0 / 500
            turn.toValue = end
            turn.duration = 2
            other.layer.add(turn, forKey: "turn")
        }
        clock.advance(to: 0.5)
        let flipped = try #require(view.layer.presentation()).transform3D
        #expect(near(flipped.m11, 0, 1e-9) && near(flipped.m13, -1, 1e-9), "a quarter turn about y half-way")
        #expect(near(view.layer.presentation()!.value(forKeyPath: "transform.rotation.y") as! CGFloat, .pi / 2, 1e-9))
        clock.advance(to: 1)
        let turned = try #require(other.layer.presentation()).transform3D
        // Half-way the rotation is 45° about x (slerp), the perspective half of −1/500 scaled into place.
        let c = cos(CGFloat.pi / 4)
        #expect(near(turned.m22, c, 1e-9) && near(turned.m23, c, 1e-9))
        #expect(near(turned.m34, -0.5 / 500 * c, 1e-9))
        #expect(other.transform == .identity, "the model value is untouched")
    }
}

extension CATransform3DTests {
    @Test("UIView.animate animates layer.transform in 3D: a half-turn flip back to the identity passes edge-on")
    func viewAnimation() throws {
        let clock = AnimationClock()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        views.all.append(view)
        var flipped = CATransform3DIdentity
        flipped.m34 = -1.0 / 500
        flipped = CATransform3DRotate(flipped, .pi, 0, 1, 0)
        view.layer.transform = flipped
        var finished: Bool?
        clock.withCurrent {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                view.layer.transform = CATransform3DIdentity
            } completion: { finished = $0 }
        }
        #expect(CATransform3DIsIdentity(view.layer.transform), "the model value changes at once")
        clock.advance(to: 0.5)
        let halfway = try #require(view.layer.presentation()).transform3D
        // Half-way from a half turn to none: a quarter turn about y, the perspective halved and turned with it.
        #expect(near(halfway.m11, 0, 1e-9) && near(abs(halfway.m13), 1, 1e-9))
        #expect(try #require(view.layer.presentation()).hasDepth)
        clock.advance(to: 1.1)
        #expect(finished == true)
        #expect(!(try #require(view.layer.presentation()).hasDepth))
    }
}
