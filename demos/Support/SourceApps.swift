import Dynamics
import Foundation

/// Screen and background of the SitePoint tutorial's app (`sitepoint-examples/UIKit-Final`, 2014).
///
/// It has only iPhone 2x and Retina-4 launch images, so it ran at 320×568 points (zoomed on later phones); its
/// scenes have white backgrounds.
enum SitePointApp {
    /// The Retina-4 screen the app ran at.
    static let screenSize = CGSize(width: 320, height: 568)
}

/// Screen and background of MTianY's TYUIKitDynamicsDemo (2017).
///
/// It has a launch storyboard, so it ran at the native size of the author's phone; the repository does not say
/// which, and an iPhone 6/7 at 375×667 is assumed. Every demo view is RGB(248, 248, 248).
enum TYDemoApp {
    /// The iPhone 6/7 screen assumed for the demos.
    static let screenSize = CGSize(width: 375, height: 667)
    /// `#F8F8F8`, the background of every demo controller.
    static let backgroundColor = UIColor(red: 248 / 255.0, green: 248 / 255.0, blue: 248 / 255.0, alpha: 1)
}
