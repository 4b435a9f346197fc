import Foundation

extension UIBezierPath {
    /// The part of the path between fractions `start` and `end` of its total length (all subpaths in order, a closed
    /// subpath's closing line included), as Core Animation strokes a shape layer with `strokeStart`/`strokeEnd`.
    ///
    /// Curves keep their shape: a cut inside one splits it at the parameter whose arc length (from a 64-chord table,
    /// interpolated) is the cut's. A trimmed closed subpath comes out open, so its ends get caps rather than a join;
    /// the whole range returns the path unchanged. Fractions are clamped to 0…1; `end <= start` gives an empty path.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> UIBezierPath {
        let start = min(max(start.isFinite ? start : 0, 0), 1), end = min(max(end.isFinite ? end : 1, 0), 1)
        if start <= 0, end >= 1 { return copy() as! UIBezierPath }
        let result = UIBezierPath()
        result.adoptDrawingProperties(of: self)
        guard end > start else { return result }
        let pieces = TrimPiece.pieces(of: self)
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return result }
        let from = start * total, to = end * total
        var offset: CGFloat = 0
        var previousEnd: CGPoint?
        var previousSubpath = -1
        for piece in pieces {
            defer { offset += piece.length }
            let lower = max(from - offset, 0), upper = min(to - offset, piece.length)
            guard upper > lower else { continue }
            let cut = piece.cubic(from: lower / piece.length, to: upper / piece.length)
            if previousEnd != cut.p0 || previousSubpath != piece.subpath { result.move(to: cut.p0) }
            result.addCurveOrLine(cut, straight: piece.isStraight)
            previousEnd = cut.p3
            previousSubpath = piece.subpath
        }
        return result
    }

    private func addCurveOrLine(_ cubic: TrimPiece.Cubic, straight: Bool) {
        if straight {
            addLine(to: cubic.p3)
        } else {
            addCurve(to: cubic.p3, controlPoint1: cubic.c1, controlPoint2: cubic.c2)
        }
    }
}

/// One drawing segment of a path as a cubic (lines and quadratics raised to cubics), with its arc length table.
private struct TrimPiece {
    struct Cubic {
        var p0, c1, c2, p3: CGPoint

        /// de Casteljau: the part of the curve between parameters 0 and `t`, and between `t` and 1.
        func split(at t: CGFloat) -> (Cubic, Cubic) {
            func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { a + t * (b - a) }
            let p01 = lerp(p0, c1), p12 = lerp(c1, c2), p23 = lerp(c2, p3)
            let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
            let middle = lerp(p012, p123)
            return (Cubic(p0: p0, c1: p01, c2: p012, p3: middle), Cubic(p0: middle, c1: p123, c2: p23, p3: p3))
        }
    }

    static let chords = 64
    let curve: Cubic
    let isStraight: Bool
    let subpath: Int
    /// Arc length from the start to parameter k / chords, for k in 0...chords.
    let lengths: [CGFloat]
    var length: CGFloat { lengths[TrimPiece.chords] }

    init(_ curve: Cubic, isStraight: Bool, subpath: Int) {
        self.curve = curve
        self.isStraight = isStraight
        self.subpath = subpath
        var lengths: [CGFloat] = [0]
        var previous = curve.p0
        for k in 1...TrimPiece.chords {
            let point = isStraight ? curve.p0 + (CGFloat(k) / CGFloat(TrimPiece.chords)) * (curve.p3 - curve.p0)
                : cubicPoint(curve.p0, curve.c1, curve.c2, curve.p3, at: CGFloat(k) / CGFloat(TrimPiece.chords))
            lengths.append(lengths[k - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        self.lengths = lengths
    }

    /// The parameter at fraction `s` of the arc length.
    func parameter(atLengthFraction s: CGFloat) -> CGFloat {
        if isStraight || length == 0 { return s }
        let target = s * length
        var k = 1
        while k < TrimPiece.chords, lengths[k] < target { k += 1 }
        let span = lengths[k] - lengths[k - 1]
        let within = span > 0 ? (target - lengths[k - 1]) / span : 0
        return (CGFloat(k - 1) + within) / CGFloat(TrimPiece.chords)
    }

    /// The piece between length fractions `a` and `b`.
    func cubic(from a: CGFloat, to b: CGFloat) -> Cubic {
        let ta = parameter(atLengthFraction: a), tb = parameter(atLengthFraction: b)
        var piece = curve
        if tb < 1 { piece = piece.split(at: tb).0 }
        if ta > 0, tb > 0 { piece = piece.split(at: ta / tb).1 }
        return piece
    }

    static func pieces(of path: UIBezierPath) -> [TrimPiece] {
        var pieces: [TrimPiece] = []
        for (index, subpath) in Subpath.split(path.elements).enumerated() {
            var current = subpath.start
            func line(to point: CGPoint) {
                // Controls at the thirds: the cubic is then the line at uniform speed, so a split at t cuts at t.
                let third = (1 / 3) * (point - current)
                pieces.append(TrimPiece(Cubic(p0: current, c1: current + third, c2: point - third, p3: point),
                                        isStraight: true, subpath: index))
            }
            for segment in subpath.segments {
                switch segment {
                case .line(let point): line(to: point)
                case let .quadCurve(point, control):
                    let c1 = current + (2 / 3) * (control - current), c2 = point + (2 / 3) * (control - point)
                    pieces.append(TrimPiece(Cubic(p0: current, c1: c1, c2: c2, p3: point), isStraight: false, subpath: index))
                case let .curve(point, control1, control2):
                    pieces.append(TrimPiece(Cubic(p0: current, c1: control1, c2: control2, p3: point), isStraight: false,
                                            subpath: index))
                default: break
                }
                current = segment.endPoint ?? current
            }
            if subpath.isClosed, current != subpath.start { line(to: subpath.start) }
        }
        return pieces
    }
}
