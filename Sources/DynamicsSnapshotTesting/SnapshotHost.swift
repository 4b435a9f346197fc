import Dynamics
import DynamicsRender
import DynamicsUIKit
import Foundation

/// Puts a view on screen the way swift-snapshot-testing does on iOS before it takes a picture: the view sized to the
/// configuration, inside a controller that is the child of a window's root controller, with the configuration's
/// traits set on the child (`setOverrideTraitCollection(_:forChild:)`), the window reporting the configuration's
/// safe area, the appearance callbacks run and the views laid out.
@MainActor enum SnapshotHost {
    /// A picture of `view`, hosted by `viewController` in a window of `config`'s size, safe area and traits, with
    /// `traits` over the configuration's. The picture is the view's layer as `CALayer.render(in:)` draws it — on a
    /// transparent canvas of the view's bounds — at `traits.displayScale` pixels per point, or the screen's scale
    /// when the traits give none, as `UIGraphicsImageRendererFormat(for:)` does.
    static func picture(of view: UIView, in viewController: UIViewController, config: ViewImageConfig,
                        traits: UITraitCollection) -> UIImage {
        let initialFrame = view.frame
        let dispose = prepare(view, in: viewController, config: config, traits: traits)
        defer {
            view.frame = initialFrame
            dispose()
        }
        // As the library does, so a view snapshotted alone sees no safe area.
        if config.safeArea == .zero { view.frame.origin = CGPoint(x: offscreen, y: offscreen) }
        return picture(of: view, scale: imageScale(for: traits))
    }

    /// Hosts `view` as `picture(of:in:config:traits:)` does, runs `body` (which reads what it needs, a description
    /// of the hierarchy), then takes the view down again.
    static func hosting<Result>(_ view: UIView, in viewController: UIViewController, config: ViewImageConfig,
                                traits: UITraitCollection, _ body: () -> Result) -> Result {
        let dispose = prepare(view, in: viewController, config: config, traits: traits)
        defer { dispose() }
        return body()
    }

    /// Pixels per point of a picture taken with `traits`: their display scale, else the screen's.
    static func imageScale(for traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
    }

    /// `view` drawn by the renderer at `scale`; an empty image when it has no area (or is over the pixel limits).
    static func picture(of view: UIView, scale: CGFloat) -> UIImage {
        ViewSnapshots.takePicture(of: view, scale: scale) ?? UIGraphicsImageRenderer(size: .zero).image { _ in }
    }

    /// Where a view snapshotted with no safe area is moved while it is drawn, as the library moves it.
    private static let offscreen: CGFloat = 10_000

    /// swift-snapshot-testing's `prepareView`: sizes the view, hosts it, and returns what takes it down.
    private static func prepare(_ view: UIView, in viewController: UIViewController, config: ViewImageConfig,
                                traits: UITraitCollection) -> () -> Void {
        let size = config.size ?? viewController.view.frame.size
        view.frame.size = size
        if view !== viewController.view {
            viewController.view.bounds = view.bounds
            viewController.view.addSubview(view)
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let window = makeWindow(safeArea: config.safeArea, size: config.size ?? size, for: viewController)
        let dispose = host(viewController, traits: traits, in: window)
        if size.width == 0 || size.height == 0 {
            // A view given no size gets its own, as the library asks it.
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        return dispose
    }

    /// The library's window: the configuration's size and safe area, less the top inset under a navigation
    /// controller and the bottom one under a tab bar controller (which draw their own bars there).
    private static func makeWindow(safeArea: UIEdgeInsets, size: CGSize,
                                   for viewController: UIViewController) -> UIWindow {
        var frame = CGRect(origin: .zero, size: size)
        var insets = safeArea
        if viewController is UINavigationController {
            frame.size.height -= insets.top
            insets.top = 0
        } else if let tabs = viewController as? UITabBarController {
            frame.size.height -= insets.bottom
            insets.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                frame.size.height -= insets.top
                insets.top = 0
            }
        }
        let window = UIWindow(frame: frame)
        window.deviceSafeAreaInsets = insets
        window.isHidden = false
        return window
    }

    /// The library's `add(traits:viewController:to:)`: the controller becomes the child of a clear root
    /// controller filling the window, with `traits` set for it, appears, and is laid out.
    private static func host(_ viewController: UIViewController, traits: UITraitCollection,
                             in window: UIWindow) -> () -> Void {
        let root = UIViewController()
        root.view.backgroundColor = .clear
        root.view.frame = window.frame
        root.view.translatesAutoresizingMaskIntoConstraints = viewController.view.translatesAutoresizingMaskIntoConstraints
        viewController.view.frame = root.view.frame
        root.view.addSubview(viewController.view)
        if viewController.view.translatesAutoresizingMaskIntoConstraints {
            viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            NSLayoutConstraint.activate([
                viewController.view.topAnchor.constraint(equalTo: root.view.topAnchor),
                viewController.view.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
                viewController.view.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                viewController.view.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
            ])
        }
        root.addChild(viewController)
        root.setOverrideTraitCollection(traits, forChild: viewController)
        viewController.didMove(toParent: root)
        window.rootViewController = root
        // viewWillAppear came with the root; this pass lays out and brings viewDidAppear, as the library's
        // begin/endAppearanceTransition pair does.
        window.runLayoutPass()
        root.view.setNeedsLayout()
        root.view.layoutIfNeeded()
        viewController.view.setNeedsLayout()
        viewController.view.layoutIfNeeded()
        return {
            window.rootViewController = nil
            viewController.willMove(toParent: nil)
            viewController.view.removeFromSuperview()
            viewController.removeFromParent()
            viewController.didMove(toParent: nil)
        }
    }
}
