import Foundation
import DynamicsGeometry

/// The view properties `UIView.animate` can animate. Frame changes animate `center` and `bounds`.
enum AnimatableProperty: Hashable {
    case center, bounds, transform, alpha, backgroundColor
}

/// A value of one animatable property, with interpolation the way Core Animation does it.
enum AnimatableValue: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    case color(UIColor?)

    /// The value a `fraction` (0…1, possibly beyond for overshooting curves) of the way to `target`.
    func interpolated(to target: AnimatableValue, fraction f: CGFloat) -> AnimatableValue {
        switch (self, target) {
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(
                x: a.origin.x + (b.origin.x - a.origin.x) * f, y: a.origin.y + (b.origin.y - a.origin.y) * f,
                width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f))
        case let (.scalar(a), .scalar(b)):
            return .scalar(a + (b - a) * f)
        case let (.transform(a), .transform(b)):
            return .transform(AffineDecomposition(a).interpolated(to: AffineDecomposition(b), fraction: f).transform)
        case let (.color(a), .color(b)):
            let from = a ?? (b ?? .clear).withAlphaComponent(0)
            let to = b ?? from.withAlphaComponent(0)
            return .color(from.interpolated(to: to, fraction: f))
        default:
            return f < 1 ? self : target
        }
    }
}

/// An affine transform split into translation, scale and rotation, so tweens rotate instead of shrinking through
/// the straight-line blend of two rotation matrices (Core Animation interpolates transforms the same way).
private struct AffineDecomposition {
    var translation: CGPoint
    var scaleX: CGFloat
    var scaleY: CGFloat
    var angle: CGFloat

    init(_ t: CGAffineTransform) {
        translation = CGPoint(x: t.tx, y: t.ty)
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        angle = atan2(t.b, t.a)
        scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : (t.a * t.d - t.b * t.c) / scaleX
    }

    func interpolated(to other: AffineDecomposition, fraction f: CGFloat) -> AffineDecomposition {
        var result = self
        var turn = other.angle - angle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        result.angle = angle + turn * f
        result.scaleX = scaleX + (other.scaleX - scaleX) * f
        result.scaleY = scaleY + (other.scaleY - scaleY) * f
        result.translation = CGPoint(
            x: translation.x + (other.translation.x - translation.x) * f,
            y: translation.y + (other.translation.y - translation.y) * f)
        return result
    }

    var transform: CGAffineTransform {
        let cosine = cos(angle), sine = sin(angle)
        return CGAffineTransform(
            a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
            tx: translation.x, ty: translation.y)
    }
}
