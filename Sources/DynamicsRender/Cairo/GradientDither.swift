/// How iOS dithers a `CAGradientLayer` to 8 bits per channel. A pixel's exact value v (in 8-bit units, per channel) is
/// rounded to 1/256 of a level, v = n + f/256, and shows as n + 1 where its threshold M < f and as n otherwise, so a
/// flat value raises the share f/256 of a 16 × 16 tile's pixels.
///
/// The thresholds are measured, not designed: nine public references of axial gradients recorded on iOS 13 to 26
/// simulators (Sources/DynamicsUIKit/DECISIONS.md lists them) were read line by line — every row, column or
/// anti-diagonal is one exact value, so its raised pixels sit on cells with lower thresholds than its unraised ones.
/// Those orders, over all the references, admit one consistent ranking of the 256 cells (no cycles); where they leave
/// two cells unordered, each cell's estimate decides: the threshold that best separates its raised pixels from its
/// unraised ones given the exact values `GradientColorMixing` and `GradientPieces` compute for the references. Given
/// each line's exact value, the matrix reproduces all nine pictures with no pixel different. Single entries may still
/// be off by a few 1/256 where the references leave a range; that moves a pixel only for a value that falls between
/// the true and the chosen one.
///
/// The matrix sits at the picture's origin (device pixel (0, 0)): row y mod 16; column x mod 16 for horizontal and
/// oblique gradients, ((x >> 2) + popcount(x & 3)) mod 16 for vertical ones, as the references show.
enum GradientDither {
    /// The thresholds, 0...255 each once, row after row (`thresholds[row * 16 + column]`).
    static let thresholds: [UInt8] = [
          9,  67, 239, 105, 147,  55,  99,  13, 136,  79, 209, 101,  52, 248, 119,  39,
         96, 190, 123,   5,  37, 182, 229, 120, 252, 155,  18, 145, 215,  76, 151, 176,
        213,  48, 162, 203, 250,  70, 143,  25,  50, 202, 110,  35, 171,   0,  59, 227,
        141,  82,  29, 134,  91, 177, 194,  84, 224,  63, 180, 234,  87, 195, 106,  21,
        116, 242, 156,  57, 233, 113,   2, 130, 166,  97,   7, 127,  45, 135, 244, 165,
        187,  10, 221, 104,  17, 211,  46, 247,  23, 154, 237, 189,  77, 222,  31,  71,
         54,  94,  41, 198, 170,  74, 146,  69, 214, 107,  58, 164,  16, 148, 100, 208,
        236, 181, 138, 254, 121,  32, 188, 118, 178,  40, 205,  90, 251, 174,   4, 124,
        158,  80,  20,  65, 149, 230,  88,  14, 243, 137,  28, 142, 111,  64, 200,  38,
        225, 112, 193, 218,  53,   1, 204, 102, 223,  75, 196, 232,  49, 216, 129,  73,
        167,  15, 133,  95, 172, 126,  43, 159,  60, 122, 168,  11,  85, 185,  24, 240,
         51, 210,  34, 245,  72, 226, 183, 144,  22, 255,  98, 152, 246, 114, 150, 103,
         89, 153, 186, 140,   8, 108,  30,  83, 212, 192,  56,  33, 179,  66, 206,   3,
        253,  61, 117,  47, 197, 249, 157, 238, 115,   6, 131, 228,  92, 219,  42, 169,
        201,  26, 231, 173,  86, 128,  62,  36,  93, 175,  68, 161,  12, 139,  81, 109,
        132, 160,  78, 217,  19, 207, 163, 220, 191,  44, 241, 125, 199,  27, 184, 235,
    ]

    /// The matrix column device column `x` uses: a vertical gradient (colour constant along each row) reads the
    /// columns in the order iOS does, which repeats every 64 pixels; any other gradient reads x mod 16.
    @inline(__always) static func column(_ x: Int, vertical: Bool) -> Int {
        vertical ? ((x >> 2) + (x & 3).nonzeroBitCount) & 15 : x & 15
    }

    /// The 8-bit level shown for the exact value `v` (8-bit units) at a cell with `threshold`, clamped to 0...255.
    /// The value is first rounded to 1/256 of a level (8.8 fixed point), as the references show.
    @inline(__always) static func level(_ v: Double, threshold: UInt8) -> UInt32 {
        guard v > 0 else { return 0 }
        guard v < 255 else { return 255 }
        let fixed = (v * 256).rounded()
        let whole = (fixed / 256).rounded(.down)
        return min(255, UInt32(whole) + (Double(threshold) < fixed - 256 * whole ? 1 : 0))
    }

    /// A Cairo ARGB32 pixel (premultiplied, in the machine's byte order) for premultiplied exact values in 8-bit units
    /// (red, green, blue, alpha). One threshold serves all four, so a colour channel never ends up above alpha.
    @inline(__always) static func pixel(_ premultiplied: SIMD4<Double>, threshold: UInt8) -> UInt32 {
        level(premultiplied.w, threshold: threshold) << 24 | level(premultiplied.x, threshold: threshold) << 16
            | level(premultiplied.y, threshold: threshold) << 8 | level(premultiplied.z, threshold: threshold)
    }
}
