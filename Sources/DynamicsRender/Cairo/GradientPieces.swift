/// The pieces iOS draws a horizontal or vertical `CAGradientLayer` in, measured on its references (DECISIONS.md): the
/// drawn extent along the axis (the part of the layer the picture shows) is cut into N = ⌈length / 256 px⌉ equal
/// pieces, and each pixel takes the colour of a position pulled 1 px per piece towards the nearest piece end,
/// t' = tₙ + (t − tₙ)(1 − 1/S) with S the piece's length, so the colour is exact at the piece ends and drifts from the
/// ideal ramp by up to half a pixel half-way between them. Positions are device pixels along the axis.
struct GradientPieces {
    /// Where the drawn extent starts along the axis.
    let start: Double
    /// How many pieces the drawn extent is cut in (at least 1).
    let count: Int
    /// Each piece's length S.
    let pieceLength: Double

    /// The pieces of a drawn extent from `start`, `length` pixels long.
    init(start: Double, length: Double) {
        self.start = start
        count = max(1, Int((length / 256).rounded(.up)))
        pieceLength = length / Double(count)
    }

    /// The piece ends, from the start of the drawn extent to its end.
    var ends: [Double] { (0...count).map { start + Double($0) * pieceLength } }

    /// Position `p` pulled towards its nearest piece end (unchanged for a piece of a pixel or less).
    @inline(__always) func pulled(_ p: Double) -> Double {
        guard pieceLength > 1 else { return p }
        let n = min(max(((p - start) / pieceLength).rounded(), 0), Double(count))
        let end = start + n * pieceLength
        return end + (p - end) * (1 - 1 / pieceLength)
    }
}
