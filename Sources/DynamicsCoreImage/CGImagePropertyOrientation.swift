/// ImageIO's EXIF orientation of an image: how its stored pixels must be turned to be seen upright
/// (`CIImage.oriented(_:)`).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    /// Stored upright.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Upside down.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored along the diagonal from the top left (a transpose).
    case leftMirrored = 5
    /// To be turned 90° clockwise.
    case right = 6
    /// Mirrored along the other diagonal (a transverse).
    case rightMirrored = 7
    /// To be turned 90° counter-clockwise.
    case left = 8
}
