import Foundation

/// Contacts that only double a nearer surface. Box2D 2.2.1, under UIKit Dynamics, stops a body at its time of
/// impact with a static shape and makes contact points only for shapes within their skins, so a body that meets a
/// line never touches a second line lying parallel a little behind it. Our solver lets a body sink into the first
/// line within a sub-step and bounces it as if it had turned at the surface (`correctBounceTiming`), and its
/// speculative margin (`speculativeDistance`, 2 pt in UIKit units) holds the line behind as well: during the
/// Gauss–Seidel iterations that one may push until the near one takes the load, and a sunk body may reach it. The
/// motion is the same either way; such a contact must not be reported as begun.
enum ContactShadowing {
    /// Normals within a milliradian count as facing the same way: parallel lines do, whatever rounding their end
    /// points bring, while neighbouring chords of a curved boundary (about 10 pt long, so 1.9° apart on a 300 pt
    /// radius) stay separate surfaces, each reporting the item that rests on it.
    private static let parallelCosine = cos(0.001)
    /// How much nearer the front contact must be: lines closer together than this are one surface, both reported.
    private static let depthMargin = 0.25 * linearSlop

    /// Whether contact `index`, of a dynamic body with a static shape, lies behind another touching contact of the
    /// same body with a static shape that faces the same way and is nearer (or deeper) by more than `depthMargin`.
    static func isShadowed(_ index: Int, _ contacts: UnsafeBufferPointer<Contact>,
                           _ bodies: UnsafeBufferPointer<Body>) -> Bool {
        let contact = contacts[index]
        guard let side = movingSide(contact, bodies) else { return false }
        let separation = nearestSeparation(contact.manifold)
        let body = side == 0 ? contact.bodyA : contact.bodyB
        let facing = facingNormal(contact.manifold, side)
        var key = bodies[Int(body)].contactHead
        while key != nullIndex {
            let other = Int(key >> 1)
            key = contacts[other].links.next(key & 1)
            let front = contacts[other]
            guard other != index, front.isAlive, front.isTouching, !front.isSensor,
                  let frontSide = movingSide(front, bodies), (frontSide == 0 ? front.bodyA : front.bodyB) == body,
                  dot(facing, facingNormal(front.manifold, frontSide)) > parallelCosine,
                  nearestSeparation(front.manifold) < separation - depthMargin else { continue }
            return true
        }
        return false
    }

    /// Which side (0 for A, 1 for B) of a contact is a dynamic body meeting a static one; nil for other pairs.
    private static func movingSide(_ contact: Contact, _ bodies: UnsafeBufferPointer<Body>) -> Int32? {
        let typeA = bodies[Int(contact.bodyA)].type, typeB = bodies[Int(contact.bodyB)].type
        if typeA == .dynamic && typeB == .static { return 0 }
        if typeA == .static && typeB == .dynamic { return 1 }
        return nil
    }

    /// The contact normal pointing from the moving body towards the static shape.
    private static func facingNormal(_ manifold: Manifold, _ side: Int32) -> Vec2 {
        side == 0 ? manifold.normal : -1.0 * manifold.normal
    }

    private static func nearestSeparation(_ manifold: Manifold) -> Double {
        manifold.pointCount > 1 ? min(manifold.point1.separation, manifold.point2.separation)
            : manifold.point1.separation
    }
}

extension World {
    /// Whether contact `index` lies behind a nearer one of its body (`ContactShadowing`).
    func isShadowedContact(_ index: Int32) -> Bool {
        contacts.withUnsafeBufferPointer { contacts in
            bodies.withUnsafeBufferPointer { ContactShadowing.isShadowed(Int(index), contacts, $0) }
        }
    }
}
