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
    /// A layer transform with depth or perspective (`CALayer.transform` animations given a `CATransform3D`).
    case transform3D(DepthTransform)
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
        case (.transform3D, _), (_, .transform3D):
            guard let a = transform3D, let b = target.transform3D,
                  let from = Transform3DDecomposition(a), let to = Transform3DDecomposition(b) else {
                return f < 1 ? self : target
            }
            return .transform3D(DepthTransform(transform: from.interpolated(to: to, fraction: f).transform))
        case let (.color(a), .color(b)):
            let from = a ?? (b ?? .clear).withAlphaComponent(0)
            let to = b ?? from.withAlphaComponent(0)
            return .color(from.interpolated(to: to, fraction: f))
        default:
            return f < 1 ? self : target
        }
    }

    /// The value `progress` of the way to `target`: points take the per-axis fractions, everything else the scalar.
    func interpolated(to target: AnimatableValue, progress: AnimationProgress) -> AnimatableValue {
        // Points always per axis: a vector spring whose two axes happen to match still differs from its scalar
        // spring (which follows the vector's length).
        if case let (.point(a), .point(b)) = (self, target) {
            return .point(CGPoint(x: a.x + (b.x - a.x) * progress.x, y: a.y + (b.y - a.y) * progress.y))
        }
        return interpolated(to: target, fraction: progress.scalar)
    }

    /// How far apart two values are, for paced keyframes: the Euclidean distance of their components (a transform's
    /// translation, scales and angle; a colour's red, green, blue and alpha).
    func distance(to other: AnimatableValue) -> CGFloat {
        switch (self, other) {
        case let (.point(a), .point(b)):
            return hypot(b.x - a.x, b.y - a.y)
        case let (.rect(a), .rect(b)):
            return hypot(hypot(b.minX - a.minX, b.minY - a.minY), hypot(b.width - a.width, b.height - a.height))
        case let (.scalar(a), .scalar(b)):
            return abs(b - a)
        case let (.transform(a), .transform(b)):
            let p = AffineDecomposition(a), q = AffineDecomposition(b)
            return (pow(q.translation.x - p.translation.x, 2) + pow(q.translation.y - p.translation.y, 2)
                    + pow(q.scaleX - p.scaleX, 2) + pow(q.scaleY - p.scaleY, 2) + pow(q.angle - p.angle, 2)).squareRoot()
        case (.transform3D, _), (_, .transform3D):
            guard let a = transform3D?.entries, let b = other.transform3D?.entries else { return self == other ? 0 : 1 }
            return zip(a, b).reduce(CGFloat(0)) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
        case let (.color(a), .color(b)):
            let p = a ?? .clear, q = b ?? .clear
            return (pow(q.red - p.red, 2) + pow(q.green - p.green, 2) + pow(q.blue - p.blue, 2)
                    + pow(q.alpha - p.alpha, 2)).squareRoot()
        default:
            return self == other ? 0 : 1
        }
    }

    /// A transform value as a 3D transform (an affine one made 3D); nil for other values.
    var transform3D: CATransform3D? {
        switch self {
        case .transform(let t): return CATransform3DMakeAffineTransform(t)
        case .transform3D(let t): return t.transform
        default: return nil
        }
    }

    /// The components that add and scale (points, rects, scalars), for Catmull-Rom keyframes; nil for the others.
    var components: [CGFloat]? {
        switch self {
        case .point(let p): return [p.x, p.y]
        case .rect(let r): return [r.minX, r.minY, r.width, r.height]
        case .scalar(let s): return [s]
        default: return nil
        }
    }

    /// A value of the same kind as `self` with `components`.
    func with(components c: [CGFloat]) -> AnimatableValue {
        switch self {
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .scalar: return .scalar(c[0])
        default: return self
        }
    }
}

/// An affine transform split into translation, scale and rotation, so tweens rotate instead of shrinking through
/// the straight-line blend of two rotation matrices (Core Animation interpolates transforms the same way).
struct AffineDecomposition {
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
