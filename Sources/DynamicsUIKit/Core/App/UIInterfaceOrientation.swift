import Foundation

/// The orientation of the app's interface, with UIKit's raw values. The interface's landscape sides are named the
/// other way round from the device's: a device turned `.landscapeLeft` shows the interface `.landscapeRight`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright portrait.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape with the home button (or bottom edge) on the left: a device turned `.landscapeRight`.
    case landscapeLeft = 4
    /// Landscape with the home button (or bottom edge) on the right: a device turned `.landscapeLeft`.
    case landscapeRight = 3

    /// Portrait either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape either way.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation of an interface `size` large on a device held `device`: landscape when wider than tall (on the
    /// side the device is turned to, `.landscapeRight` when it is not turned to either), else portrait.
    static func fitting(_ size: CGSize, device: UIDeviceOrientation) -> UIInterfaceOrientation {
        if size.width > size.height { return device == .landscapeRight ? .landscapeLeft : .landscapeRight }
        return device == .portraitUpsideDown ? .portraitUpsideDown : .portrait
    }
}

extension UIWindowScene {
    /// The orientation the scene's interface is shown in, from its screen's shape and the way the device is held.
    public var interfaceOrientation: UIInterfaceOrientation {
        .fitting(screen.bounds.size, device: UIDevice.current.orientation)
    }
}

extension UIApplication {
    /// The orientation of the app's interface (deprecated since iOS 13 in favour of the window scene's; apps still
    /// read it): the first connected window scene's, portrait when there is none.
    public var statusBarOrientation: UIInterfaceOrientation {
        connectedScenes.compactMap { $0 as? UIWindowScene }.first?.interfaceOrientation ?? .portrait
    }
}
