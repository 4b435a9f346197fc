import Dynamics
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy for comparing views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing views based on pixel equality: the view at its own size (or `size`), in a
    /// window with no safe area, with `traits` over the window's, drawn at `traits.displayScale` pixels per point
    /// (the screen's scale when the traits give none).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: On iOS, draws through the key window to show `UIAppearance` and visual effects;
    ///     here every picture comes from the same renderer, which draws them either way.
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match
    ///     (CIE94 colour difference, as the library's `CILabDeltaE`).
    ///   - size: A view size override.
    ///   - traits: A trait collection override.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: traits.displayScale).pullback { view in
            onMainActor {
                SnapshotHost.picture(of: view, in: UIViewController(),
                                     config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size),
                                     traits: traits)
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// A snapshot strategy for comparing views based on a recursive description of their properties and
    /// hierarchies, as UIKit's `recursiveDescription` prints them (without the addresses).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's recursive description after it is sized (`size`, else its own) and laid out with `traits`.
    public static func recursiveDescription(size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        SimplySnapshotting.lines.pullback { view in
            onMainActor {
                SnapshotHost.hosting(view, in: UIViewController(),
                                     config: ViewImageConfig(safeArea: .zero, size: size ?? view.frame.size,
                                                             traits: traits),
                                     traits: .init()) { ViewDescription.recursive(view) }
            }
        }
    }
}
