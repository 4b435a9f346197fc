import CUIKitOpenEnums
import Foundation

/// The orientation of the app's interface, with UIKit's raw values: `.unknown`, `.portrait`, `.portraitUpsideDown`,
/// `.landscapeLeft`, `.landscapeRight`. The interface's landscape sides are named the other way round from the
/// device's: a device turned `.landscapeLeft` shows the interface `.landscapeRight`. Declared in C as the SDK declares
/// it (`NS_ENUM`, open to new cases), so a `switch` over it gets the SDK's diagnostics
/// (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
public typealias UIInterfaceOrientation = CUIKitOpenEnums.UIInterfaceOrientation

extension UIInterfaceOrientation {
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
