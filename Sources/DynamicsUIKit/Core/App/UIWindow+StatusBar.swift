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
    /// it that takes over the status bar (full-screen looks do; a sheet does only with
    /// `modalPresentationCapturesStatusBarAppearance`), then, as long as one names a child for the question, that
    /// child (followed at most 64 deep). Nil when the window has no root controller.
    package func statusBarAppearanceController(for question: StatusBarQuestion) -> UIViewController? {
        guard var controller = rootViewController else { return nil }
        var current = controller
        while let presented = current.presentedViewController {
            if presented.modalPresentation?.capturesStatusBar == true { controller = presented }
            current = presented
        }
        // A chain of children is a few controllers deep; the bound only keeps a cycle from hanging the render.
        for _ in 0..<64 {
            guard let child = question == .style ? controller.childForStatusBarStyle : controller.childForStatusBarHidden,
                  child !== controller else { break }
            controller = child
        }
        return controller
    }
}

extension UIWindow {
    /// Whether the status bar lies over the black backdrop of a sheet that pushed its presenting view back (no
    /// controller that takes over the status bar presented above it): iOS then draws it with light content.
    package var statusBarIsOverSheetBackdrop: Bool {
        guard var current = rootViewController else { return false }
        var overSheet = false
        while let presented = current.presentedViewController, let presentation = presented.modalPresentation {
            if presentation.capturesStatusBar { overSheet = false } else if presentation.look == .sheet { overSheet = true }
            current = presented
        }
        return overSheet
    }
}
