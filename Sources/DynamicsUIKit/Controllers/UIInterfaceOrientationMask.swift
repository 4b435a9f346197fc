/// The interface orientations a controller supports, with UIKit's bits (`1 << UIInterfaceOrientation.rawValue`). Only
/// read by code written for iOS: a scene turns its device with `SceneContext.rotate(to:at:)` whatever it says.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape with the home button (or bottom edge) on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape with the home button (or bottom edge) on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside-down portrait (an iPhone controller's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
