import Foundation

/// Both sides of a curve's stroke: the curve offset by ± half the line width, each offset approximated by a cubic,
/// then both offsets halved together until each piece of either is flat by Core Graphics' rule, so both sides get
/// the same chords. That is what iOS draws: the 3× references of a stroked circle (swift-snapshot-testing in
/// cameroncooke/yourscore: a 45 pt circle with a 10 pt line, a 30 pt one with a 20 pt line) have both edges cut
/// into the chords of the outer offset circle (32 a quarter), even the inner edge of the 30 pt circle, which on its
/// own would take 16 (see `Sources/DynamicsUIKit/DECISIONS.md`, "Curved strokes").
///
/// An offset's cubic keeps the curve's end tangents and offsets its ends along their normals; its two handle
/// lengths are the ones that put its midpoint on the exact offset of the curve's midpoint. For a circular arc that is
/// the arc of the offset radius, Core Graphics' own (its handles scale with the radius); a curve whose offset no
/// single cubic follows within `tolerance` (cusps, inflections, tangents that end parallel) is halved first.
enum CubicOffset {
    /// How far (device pixels) an offset's cubic may stray from the exact offset at t = ¼ and ¾.
    static let tolerance = 0.1
    /// Halving the curve stops here; the pieces are then offset by moving their control points along the normals.
    static let maximumDepth = 8

    /// Appends both sides' chords after the curve's start offsets, ending at its end's offsets.
    static func appendSides(of curve: Cubic, halfWidth: Double, left: inout [CGPoint], right: inout [CGPoint]) {
        for (leftSide, rightSide) in offsets(of: curve, halfWidth: halfWidth, depth: 0) {
            appendChords(leftSide, rightSide, left: &left, right: &right, depth: 0)
        }
    }

    /// The unit tangent where the curve starts (towards the first control point that is not on the start).
    static func startTangent(of curve: Cubic) -> CGPoint? {
        for point in [curve.p1, curve.p2, curve.p3] {
            if let tangent = CGPoint(x: point.x - curve.p0.x, y: point.y - curve.p0.y).unitVector { return tangent }
        }
        return nil
    }

    /// The unit tangent where the curve ends (from the last control point that is not on the end).
    static func endTangent(of curve: Cubic) -> CGPoint? {
        for point in [curve.p2, curve.p1, curve.p0] {
            if let tangent = CGPoint(x: curve.p3.x - point.x, y: curve.p3.y - point.y).unitVector { return tangent }
        }
        return nil
    }

    /// The left and right offsets of pieces of the curve, in order.
    private static func offsets(of curve: Cubic, halfWidth: Double, depth: Int) -> [(Cubic, Cubic)] {
        if isStraight(curve) {
            return [(movedAlongNormals(curve, by: halfWidth), movedAlongNormals(curve, by: -halfWidth))]
        }
        if let left = offset(of: curve, by: halfWidth), let right = offset(of: curve, by: -halfWidth) {
            return [(left, right)]
        }
        guard depth < maximumDepth else {
            return [(movedAlongNormals(curve, by: halfWidth), movedAlongNormals(curve, by: -halfWidth))]
        }
        let (first, second) = curve.halves()
        return offsets(of: first, halfWidth: halfWidth, depth: depth + 1)
            + offsets(of: second, halfWidth: halfWidth, depth: depth + 1)
    }

    /// The cubic following the curve's offset by `distance` (along the left normal), or nil when none does.
    private static func offset(of curve: Cubic, by distance: Double) -> Cubic? {
        guard let t0 = startTangent(of: curve), let t3 = endTangent(of: curve),
              let middleTangent = curve.derivative(at: 0.5).unitVector else { return nil }
        let q0 = curve.p0.offset(along: t0, by: distance), q3 = curve.p3.offset(along: t3, by: distance)
        let middle = curve.point(at: 0.5).offset(along: middleTangent, by: distance)
        // (q0 + 3 q1 + 3 q2 + q3) / 8 = middle, with q1 = q0 + a t0 and q2 = q3 − b t3.
        let target = CGPoint(x: (8 * middle.x - 4 * q0.x - 4 * q3.x) / 3, y: (8 * middle.y - 4 * q0.y - 4 * q3.y) / 3)
        let determinant = t3.cross(t0)
        guard abs(determinant) > 1e-6 else { return nil }
        let a = t3.cross(target) / determinant, b = t0.cross(target) / determinant
        guard a >= 0, b >= 0 else { return nil }
        let candidate = Cubic(p0: q0, p1: CGPoint(x: q0.x + a * t0.x, y: q0.y + a * t0.y),
                              p2: CGPoint(x: q3.x - b * t3.x, y: q3.y - b * t3.y), p3: q3)
        for t in [0.25, 0.75] {
            guard let tangent = curve.derivative(at: t).unitVector else { return nil }
            let exact = curve.point(at: t).offset(along: tangent, by: distance)
            guard candidate.point(at: t).distance(to: exact) <= tolerance else { return nil }
        }
        return candidate
    }

    /// Whether the control points lie on the chord (within 1/1000 px) and the curve runs one way along it.
    private static func isStraight(_ curve: Cubic) -> Bool {
        guard let chord = CGPoint(x: curve.p3.x - curve.p0.x, y: curve.p3.y - curve.p0.y).unitVector,
              let t0 = startTangent(of: curve), let t3 = endTangent(of: curve), t0.dot(t3) > 0 else { return false }
        return [curve.p1, curve.p2].allSatisfy { abs(chord.cross(CGPoint(x: $0.x - curve.p0.x, y: $0.y - curve.p0.y))) < 1e-3 }
    }

    /// The curve's control points moved along the normals at its ends: the last resort for a tiny, twisted piece.
    private static func movedAlongNormals(_ curve: Cubic, by distance: Double) -> Cubic {
        let t0 = startTangent(of: curve) ?? CGPoint(x: 1, y: 0), t3 = endTangent(of: curve) ?? t0
        return Cubic(p0: curve.p0.offset(along: t0, by: distance), p1: curve.p1.offset(along: t0, by: distance),
                     p2: curve.p2.offset(along: t3, by: distance), p3: curve.p3.offset(along: t3, by: distance))
    }

    /// Halves both sides together while either is not flat, appending each piece's end.
    private static func appendChords(_ leftSide: Cubic, _ rightSide: Cubic, left: inout [CGPoint],
                                     right: inout [CGPoint], depth: Int) {
        let bend = max(leftSide.squaredBend, rightSide.squaredBend)
        guard CoreGraphicsFlattening.needsHalving(bend, depth: depth) else {
            left.append(leftSide.p3)
            right.append(rightSide.p3)
            return
        }
        let (leftFirst, leftSecond) = leftSide.halves(), (rightFirst, rightSecond) = rightSide.halves()
        appendChords(leftFirst, rightFirst, left: &left, right: &right, depth: depth + 1)
        appendChords(leftSecond, rightSecond, left: &left, right: &right, depth: depth + 1)
    }
}
