/// Narrow-phase dispatch for any pair of shapes.
///
/// Pair order: the specific functions take the "larger" kind as A, in the order circle < polygon < segment <
/// chainSegment (e.g. `collideSegmentAndCircle(segment, circle)`). `collide` accepts the shapes in either order:
/// for a reversed pair it calls the specific function with the shapes swapped and returns the flipped manifold,
/// so the normal always points from the first argument to the second and `anchorA` always belongs to the first.
/// Segments and chain segments never collide with each other (they have no mass and belong to static bodies):
/// those pairs return an empty manifold, as does a transform that is not finite (so a body that blew up cannot
/// spread NaN into its neighbours' contacts).
public func collide(_ a: ShapeGeometry, _ xfA: Transform, _ b: ShapeGeometry, _ xfB: Transform) -> Manifold {
    guard xfA.isFinite, xfB.isFinite else { return Manifold() }
    return switch (a, b) {
    case let (.circle(circleA), .circle(circleB)):
        collideCircles(circleA, xfA, circleB, xfB)
    case let (.polygon(polygon), .circle(circle)):
        collidePolygonAndCircle(polygon, xfA, circle, xfB)
    case let (.circle(circle), .polygon(polygon)):
        collidePolygonAndCircle(polygon, xfB, circle, xfA).flipped
    case let (.polygon(polygonA), .polygon(polygonB)):
        collidePolygons(polygonA, xfA, polygonB, xfB)
    case let (.segment(segment), .circle(circle)):
        collideSegmentAndCircle(segment, xfA, circle, xfB)
    case let (.circle(circle), .segment(segment)):
        collideSegmentAndCircle(segment, xfB, circle, xfA).flipped
    case let (.segment(segment), .polygon(polygon)):
        collideSegmentAndPolygon(segment, xfA, polygon, xfB)
    case let (.polygon(polygon), .segment(segment)):
        collideSegmentAndPolygon(segment, xfB, polygon, xfA).flipped
    case let (.chainSegment(chain), .circle(circle)):
        collideChainSegmentAndCircle(chain, xfA, circle, xfB)
    case let (.circle(circle), .chainSegment(chain)):
        collideChainSegmentAndCircle(chain, xfB, circle, xfA).flipped
    case let (.chainSegment(chain), .polygon(polygon)):
        collideChainSegmentAndPolygon(chain, xfA, polygon, xfB)
    case let (.polygon(polygon), .chainSegment(chain)):
        collideChainSegmentAndPolygon(chain, xfB, polygon, xfA).flipped
    case (.segment, _), (.chainSegment, _):
        Manifold()
    }
}

extension Transform {
    /// True when the translation and the rotation's cosine and sine are all finite.
    var isFinite: Bool { p.isFinite && q.c.isFinite && q.s.isFinite }
}

extension ShapeGeometry {
    /// True when `collide` has a contact function for this pair (every pair except segment/chain with
    /// segment/chain).
    public static func canCollide(_ a: ShapeGeometry, _ b: ShapeGeometry) -> Bool {
        switch (a, b) {
        case (.segment, .segment), (.segment, .chainSegment), (.chainSegment, .segment), (.chainSegment, .chainSegment):
            false
        default:
            true
        }
    }
}
