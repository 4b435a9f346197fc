import Dynamics
import SnapshotTesting

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy for comparing view controller views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing view controller views based on pixel equality, on a device: the
    /// controller's view sized to `config` (or `size`), in a window reporting the configuration's safe area, the
    /// controller given the configuration's traits with `traits` over them.
    ///
    /// - Parameters:
    ///   - config: A set of device configuration settings (`.iPhone13`, `.iPadPro11(.portrait)`, …).
    ///   - drawHierarchyInKeyWindow: On iOS, draws through the key window; here the same renderer draws either way.
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - size: A view size override.
    ///   - traits: A trait collection override.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false,
                             precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { viewController in
            onMainActor {
                let sized = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) }
                return SnapshotHost.picture(of: viewController.view, in: viewController, config: sized ?? config,
                                            traits: traits)
            }
        }
    }

    /// A snapshot strategy for comparing view controller views based on pixel equality, at the view's own size
    /// (or `size`) with no safe area, the controller given `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { viewController in
            onMainActor {
                SnapshotHost.picture(of: viewController.view, in: viewController,
                                     config: ViewImageConfig(safeArea: .zero, size: size, traits: traits),
                                     traits: traits)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A snapshot strategy for comparing view controllers based on their embedded controller hierarchy, as UIKit's
    /// `_printHierarchy` prints it (without the addresses): each controller, its appearance state and its view.
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { viewController in
            onMainActor {
                SnapshotHost.hosting(viewController.view, in: viewController, config: ViewImageConfig(),
                                     traits: .init()) { ControllerDescription.hierarchy(viewController) }
            }
        }
    }

    /// A snapshot strategy for comparing view controller views based on a recursive description of their
    /// properties and hierarchies.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The recursive description of the controller's view, hosted on `config` (size overridden by `size`) with
    /// `traits`.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init())
        -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { viewController in
            onMainActor {
                SnapshotHost.hosting(viewController.view, in: viewController,
                                     config: ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size,
                                                             traits: config.traits),
                                     traits: traits) { ViewDescription.recursive(viewController.view) }
            }
        }
    }
}
