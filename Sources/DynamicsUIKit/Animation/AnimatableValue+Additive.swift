import Foundation
import DynamicsGeometry

/// Offsets for additive view animations (iOS 8+): UIKit sets the model value at once and adds an animation of the
/// *difference* old − new that runs to zero, so what shows is the model value plus every running offset
/// (docs/animation.md, "Additive animations").
extension AnimatableValue {
    /// The offset that takes `newValue` back to `self` (self − new), or nil when this kind of value is not animated
    /// additively: colours and alpha (UIKit animates them absolutely), 3D transforms, and a transform whose target
    /// cannot be inverted (a scale to 0 — iOS 8 cannot build that offset either).
    func additiveOffset(to newValue: AnimatableValue) -> AnimatableValue? {
        switch (self, newValue) {
        case let (.point(old), .point(new)):
            return .point(CGPoint(x: old.x - new.x, y: old.y - new.y))
        case let (.rect(old), .rect(new)):
            // Origin and size separately, as UIKit's `bounds.origin` and `bounds.size` animations: the size offset
            // may be negative, which is why UIKit does not animate `bounds` as one rect additively.
            return .rect(CGRect(x: old.origin.x - new.origin.x, y: old.origin.y - new.origin.y,
                                width: old.size.width - new.size.width, height: old.size.height - new.size.height))
        case let (.transform(old), .transform(new)):
            let determinant = new.a * new.d - new.b * new.c
            guard determinant != 0, determinant.isFinite else { return nil }
            // old = D · new (row vectors, D applied first), so D = old · new⁻¹.
            return .transform(old.concatenating(new.inverted()))
        default:
            return nil
        }
    }

    /// This offset when `remaining` of it is left (1 at the start of its animation, 0 at the end; per axis for
    /// points): points and rects scale, transforms run from the offset to the identity through their decomposed
    /// parts, as Core Animation interpolates transforms.
    func offset(remaining progress: AnimationProgress) -> AnimatableValue {
        switch self {
        case .point(let p):
            return .point(CGPoint(x: p.x * (1 - progress.x), y: p.y * (1 - progress.y)))
        case .rect(let r):
            let left = 1 - progress.scalar
            return .rect(CGRect(x: r.origin.x * left, y: r.origin.y * left,
                                width: r.size.width * left, height: r.size.height * left))
        case .transform(let t):
            return .transform(AffineDecomposition(t)
                .interpolated(to: AffineDecomposition(.identity), fraction: progress.scalar).transform)
        default:
            return self
        }
    }

    /// `offset` applied to this value: added component by component to points and rects; for transforms the
    /// offset goes first (D · value), so offsets started earlier end up outermost.
    func applying(offset: AnimatableValue) -> AnimatableValue? {
        switch (self, offset) {
        case let (.point(p), .point(o)):
            return .point(CGPoint(x: p.x + o.x, y: p.y + o.y))
        case let (.rect(r), .rect(o)):
            return .rect(CGRect(x: r.origin.x + o.origin.x, y: r.origin.y + o.origin.y,
                                width: r.size.width + o.size.width, height: r.size.height + o.size.height))
        case let (.transform(t), .transform(o)):
            return .transform(o.concatenating(t))
        default:
            return nil
        }
    }
}
