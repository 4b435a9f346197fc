/// The largest images the project makes or reads: rendered frames, and PNGs read by `compare`, `contact-sheet`
/// and `UIImage`. One place, so a frame that can be rendered can always be read back.
public enum PixelLimits {
    /// Largest width or height, in pixels.
    public static let maximumSide = 8192
    /// Largest pixel count: about 160 MB of BGRA per image in flight.
    public static let maximumPixels = 40_000_000

    /// Whether an image of `width` × `height` pixels is within the limits.
    public static func allows(width: Double, height: Double) -> Bool {
        width <= Double(maximumSide) && height <= Double(maximumSide) && width * height <= Double(maximumPixels)
    }

    /// The limits, for error messages.
    public static var description: String {
        "the limit is \(maximumSide) px per side and \(maximumPixels) pixels"
    }
}
