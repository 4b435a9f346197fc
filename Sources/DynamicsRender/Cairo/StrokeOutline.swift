import DynamicsGeometry
import Foundation

/// The outline of a path's stroke in device pixels, built as Core Graphics builds it before it fills it: each side of
/// each segment offset by half the line width (curves by `CubicOffset`, both sides cut into the same chords), outer
/// corners joined as the join style says, inner corners through the vertex, open ends capped. Filled by the non-zero
/// rule (`AreaCoverage.addNonZeroUnion`), it covers what the stroke covers.
struct StrokeOutline {
    /// How open ends are drawn.
    enum Cap { case butt, round, square }
    /// How corners are drawn.
    enum Join { case miter, round, bevel }

    /// The line's settings, in device pixels.
    struct Style {
        var halfWidth: Double
        var cap: Cap
        var join: Join
        var miterLimit: Double
    }

    let style: Style
    /// Closed polygons: one per open subpath, two (the sides) per closed one.
    private(set) var contours: [[CGPoint]] = []

    init(of path: DevicePath, style: Style) {
        self.style = style
        for subpath in path.subpaths { add(subpath) }
    }

    /// A segment with its ends, and the unit tangents there.
    private struct Piece {
        var segment: DevicePath.Segment
        var start: CGPoint
        var end: CGPoint
        var startTangent: CGPoint
        var endTangent: CGPoint
    }

    private mutating func add(_ subpath: DevicePath.Subpath) {
        var pieces: [Piece] = []
        var from = subpath.start
        var segments = subpath.segments
        if subpath.isClosed, subpath.lastPoint.distance(to: subpath.start) > 1e-9 {
            segments.append(.line(to: subpath.start))
        }
        for segment in segments {
            if let piece = Self.piece(segment, from: from) { pieces.append(piece) }
            from = Self.end(of: segment)
        }
        guard let first = pieces.first, let last = pieces.last else { return }
        var left: [CGPoint] = [], right: [CGPoint] = []
        if !subpath.isClosed {
            left.append(first.start.offset(along: first.startTangent, by: style.halfWidth))
            right.append(first.start.offset(along: first.startTangent, by: -style.halfWidth))
        }
        for (index, piece) in pieces.enumerated() {
            if index > 0 { addJoin(from: pieces[index - 1].endTangent, to: piece, left: &left, right: &right) }
            addSides(of: piece, left: &left, right: &right)
        }
        if subpath.isClosed {
            addJoin(from: last.endTangent, to: first, left: &left, right: &right)
            contours.append(left)
            contours.append(right.reversed())
        } else {
            var outline = left
            outline += cap(at: last.end, tangent: last.endTangent)
            outline += right.reversed()
            outline += cap(at: first.start, tangent: CGPoint(x: -first.startTangent.x, y: -first.startTangent.y))
            contours.append(outline)
        }
    }

    /// `segment` from `start` with its tangents; nil when it has no length.
    private static func piece(_ segment: DevicePath.Segment, from start: CGPoint) -> Piece? {
        switch segment {
        case let .line(to):
            guard let tangent = CGPoint(x: to.x - start.x, y: to.y - start.y).unitVector else { return nil }
            return Piece(segment: segment, start: start, end: to, startTangent: tangent, endTangent: tangent)
        case let .cubic(curve):
            guard let startTangent = CubicOffset.startTangent(of: curve),
                  let endTangent = CubicOffset.endTangent(of: curve) else { return nil }
            return Piece(segment: segment, start: curve.p0, end: curve.p3, startTangent: startTangent,
                         endTangent: endTangent)
        }
    }

    private static func end(of segment: DevicePath.Segment) -> CGPoint {
        switch segment {
        case let .line(to): return to
        case let .cubic(curve): return curve.p3
        }
    }

    /// Appends both sides of `piece` after its start (already appended), ending at its end's offsets.
    private func addSides(of piece: Piece, left: inout [CGPoint], right: inout [CGPoint]) {
        switch piece.segment {
        case .line:
            left.append(piece.end.offset(along: piece.endTangent, by: style.halfWidth))
            right.append(piece.end.offset(along: piece.endTangent, by: -style.halfWidth))
        case let .cubic(curve):
            CubicOffset.appendSides(of: curve, halfWidth: style.halfWidth, left: &left, right: &right)
        }
    }

    /// The corner at `piece`'s start, coming in along `incoming`: the outer side joined as the style says, the inner
    /// side through the vertex; both sides end at `piece`'s start offsets.
    private func addJoin(from incoming: CGPoint, to piece: Piece, left: inout [CGPoint], right: inout [CGPoint]) {
        let outgoing = piece.startTangent, vertex = piece.start, h = style.halfWidth
        let turn = incoming.cross(outgoing), alignment = incoming.dot(outgoing)
        let leftStart = vertex.offset(along: outgoing, by: h), rightStart = vertex.offset(along: outgoing, by: -h)
        guard abs(turn) > 1e-9 || alignment < 0 else {
            left.append(leftStart)
            right.append(rightStart)
            return
        }
        // Turning towards the left normal puts the left side inside the corner.
        let outerSign: Double = turn > 0 ? -1 : 1
        let inNormal = incoming.leftNormal.scaled(by: outerSign)
        let outNormal = outgoing.leftNormal.scaled(by: outerSign)
        var outer: [CGPoint] = []
        switch style.join {
        case .bevel:
            break
        case .miter:
            // The miter's length over the line width is 1 / sin(φ/2), φ the angle between the segments.
            let cosine = 1 + alignment
            if cosine > 1e-12, 1 / (cosine / 2).squareRoot() <= style.miterLimit {
                outer.append(CGPoint(x: vertex.x + h * (inNormal.x + outNormal.x) / cosine,
                                     y: vertex.y + h * (inNormal.y + outNormal.y) / cosine))
            }
        case .round:
            outer = arc(around: vertex, from: inNormal, to: outNormal, through: incoming)
        }
        let outerStart = outerSign > 0 ? leftStart : rightStart
        let inner = [vertex, outerSign > 0 ? rightStart : leftStart]
        if outerSign > 0 {
            left += outer + [outerStart]
            right += inner
        } else {
            right += outer + [outerStart]
            left += inner
        }
    }

    /// The points from the left offset of `end` to its right offset, around the end as the cap style says.
    private func cap(at end: CGPoint, tangent: CGPoint) -> [CGPoint] {
        let h = style.halfWidth, side = tangent.leftNormal.scaled(by: h)
        switch style.cap {
        case .butt:
            return []
        case .square:
            return [CGPoint(x: end.x + side.x + h * tangent.x, y: end.y + side.y + h * tangent.y),
                    CGPoint(x: end.x - side.x + h * tangent.x, y: end.y - side.y + h * tangent.y)]
        case .round:
            return arc(around: end, from: tangent.leftNormal, to: tangent.leftNormal.scaled(by: -1), through: tangent)
        }
    }

    /// The chords of the arc of radius half the line width around `center`, from direction `from` to `to` (unit
    /// vectors) on the side of `through`, cut into Core Graphics' quarter-circle cubics and chords; without its start.
    private func arc(around center: CGPoint, from: CGPoint, to: CGPoint, through: CGPoint) -> [CGPoint] {
        var sweep = atan2(from.cross(to), from.dot(to))
        let halfway = CGPoint(x: -from.y, y: from.x)
        if abs(from.cross(to)) < 1e-12 { sweep = halfway.dot(through) >= 0 ? .pi : -.pi }
        let start = atan2(from.y, from.x)
        let path = UIBezierPath(arcCenter: center, radius: style.halfWidth, startAngle: start,
                                endAngle: start + sweep, clockwise: sweep > 0)
        var points: [CGPoint] = []
        var current = center
        for element in path.elements {
            switch element {
            case let .move(to):
                current = to
            case let .curve(end, control1, control2):
                CoreGraphicsFlattening.appendCubic(current, control1, control2, end, to: &points, depth: 0)
                current = end
            default:
                break
            }
        }
        return points
    }
}
