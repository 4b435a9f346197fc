import DynamicsGeometry
import Foundation

extension UIViewController {
    /// The smallest margins UIKit gives the controller's root view: none at top and bottom; 16 pt leading and
    /// trailing in a compact-width environment, 20 pt in a regular-width one and on the wide iPhones (414 pt and
    /// wider across in portrait: the Plus and Max phones), as iOS does (docs/traits.md).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let traits = traitCollection
        // The window's size, as iOS decides by the window (a snapshot test's 414 pt window on a 375 pt simulator
        // gets the wide phones' margins); a controller outside a window goes by the screen.
        let area = viewIfLoaded?.window?.bounds.size ?? UIScreen.main.bounds.size
        let widePhone = traits.userInterfaceIdiom != .pad && min(area.width, area.height) >= 414
        let side: CGFloat = traits.horizontalSizeClass == .regular || widePhone ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}
