import Foundation

extension UIViewController {
    /// Asks for the status bar to be read again. A scene reads the style and visibility on every frame it draws, so
    /// a change shows on the next frame with or without this call; it exists so iOS code that calls it compiles.
    public func setNeedsStatusBarAppearanceUpdate() {}
}

extension UIWindow {
    /// Which status bar question a controller answers.
    package enum StatusBarQuestion {
        /// `preferredStatusBarStyle`, delegated through `childForStatusBarStyle`.
        case style
        /// `prefersStatusBarHidden`, delegated through `childForStatusBarHidden`.
        case hidden
    }

    /// The controller UIKit asks about the status bar: the root controller, or the last controller presented over
    /// it (presentations here are full screen, and full-screen presentations take over the status bar), then, as
    /// long as one names a child for the question, that child (followed at most 64 deep). Nil when the window has no root controller.
    package func statusBarAppearanceController(for question: StatusBarQuestion) -> UIViewController? {
        guard var controller = rootViewController else { return nil }
        while let presented = controller.presentedViewController { controller = presented }
        // A chain of children is a few controllers deep; the bound only keeps a cycle from hanging the render.
        for _ in 0..<64 {
            guard let child = question == .style ? controller.childForStatusBarStyle : controller.childForStatusBarHidden,
                  child !== controller else { break }
            controller = child
        }
        return controller
    }
}
