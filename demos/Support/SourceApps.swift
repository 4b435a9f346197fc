import Dynamics
import Foundation

/// Screen and background of the SitePoint tutorial's app (`sitepoint-examples/UIKit-Final`, 2014).
///
/// It has only iPhone 2x and Retina-4 launch images, so it ran at 320×568 points (zoomed on later phones); its
/// scenes have white backgrounds.
enum SitePointApp {
    /// The Retina-4 screen the app ran at.
    static let screenSize = CGSize(width: 320, height: 568)

    /// Shows the storyboard scene titled `title` (its navigation item's title) as the app did: pushed from the
    /// untitled table of five demos, so the back button reads "Back". `viewDidLoad` runs on the scene's view.
    static func showScreen(titled title: String, in context: SceneContext, viewDidLoad: @escaping (UIView) -> Void) {
        context.show(SourceAppScreen(title: title, load: viewDidLoad), pushedOverListTitled: nil)
    }

    /// The `squareView` the gravity, snap and attach scenes start with: blue, 100×100 at (100, 100), named "square".
    static func addSquareView(to view: UIView) -> UIView {
        let squareView = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        squareView.backgroundColor = .blue
        squareView.accessibilityIdentifier = "square"
        view.addSubview(squareView)
        return squareView
    }
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
    /// The title of the list the demos are pushed from (the demo controllers have none, so the bar shows only the
    /// back button, "‹ UIKit Dynamics").
    static let listTitle = "UIKit Dynamics"

    /// Shows a demo controller as the app did: pushed from the "UIKit Dynamics" list of its navigation controller
    /// (the tab bar hidden on push). `viewDidLoad` runs on the controller's view.
    static func showScreen(in context: SceneContext, viewDidLoad: @escaping (UIView) -> Void) {
        context.show(SourceAppScreen(title: nil, load: viewDidLoad), pushedOverListTitled: listTitle)
    }
}

extension TYDemoApp {
    /// What `viewDidLoad` does in the two-picture demos: the grey background, then `imageView_first` (the `lufei`
    /// picture) and `imageView_second` (the `路飞` picture) at their frames, named "lufei" and "lufei-sky".
    static func addPictures(to view: UIView, first: CGRect, second: CGRect) -> (first: UIImageView, second: UIImageView) {
        view.backgroundColor = backgroundColor
        let imageViewFirst = UIImageView(image: .lufei, frame: first, accessibilityIdentifier: "lufei")
        let imageViewSecond = UIImageView(image: .lufeiSky, frame: second, accessibilityIdentifier: "lufei-sky")
        view.addSubview(imageViewFirst)
        view.addSubview(imageViewSecond)
        return (imageViewFirst, imageViewSecond)
    }
}
