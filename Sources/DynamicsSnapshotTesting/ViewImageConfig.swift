import Dynamics

/// The device a view controller is snapshotted on, as swift-snapshot-testing's iOS `ViewImageConfig`: the size the
/// controller's view is given, the safe area its window reports and the traits the controller is given.
///
/// The presets (`.iPhoneSe`, `.iPhone13(.landscape)`, `.iPadPro11(.portrait(splitView: .oneThird))`, …) have the
/// library's numbers, so a reference recorded on iOS with a preset and one rendered here with the same preset have
/// the same size and layout. Where a preset's screen is in Dynamics' device catalogue (`DeviceProfile`), its size is
/// the catalogue's; DECISIONS.md says where each number comes from.
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        /// On its side.
        case landscape
        /// Upright.
        case portrait
    }

    /// How a tablet is held, and how much of its screen the app has in Split View.
    public enum TabletOrientation: Sendable {
        /// The app's share of a portrait screen.
        public enum PortraitSplits: Sendable {
            /// A third.
            case oneThird
            /// Two thirds.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// The app's share of a landscape screen.
        public enum LandscapeSplits: Sendable {
            /// A third.
            case oneThird
            /// A half.
            case oneHalf
            /// Two thirds.
            case twoThirds
            /// The whole screen.
            case full
        }

        /// On its side, with the app's share of the screen.
        case landscape(splitView: LandscapeSplits)
        /// Upright, with the app's share of the screen.
        case portrait(splitView: PortraitSplits)
    }

    /// The safe area the snapshot's window reports.
    public var safeArea: UIEdgeInsets
    /// The size the view is given; nil keeps the view's own size.
    public var size: CGSize?
    /// The traits the snapshotted controller is given over its window's.
    public var traits: UITraitCollection

    /// A configuration; the defaults keep the view's size, with no safe area and no traits of its own.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}
