import Dynamics

/// The iPad presets, with swift-snapshot-testing's sizes (Split View shares included), safe areas and traits.
extension ViewImageConfig {
    /// iPad mini, landscape.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini held `orientation`, full screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { .iPadMini(.full(orientation)) }
    /// iPad mini: 1024 × 768 pt landscape, the 20 pt status bar.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreens.iPadMini.config(orientation, compact: .iPadMini_Compact_SplitView, regular: .iPadMini)
    }

    /// iPad 9.7-inch, landscape (the iPad mini's screen in points).
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch held `orientation`, full screen.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch: the iPad mini's screen.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch, landscape.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch held `orientation`, full screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { .iPad10_2(.full(orientation)) }
    /// iPad 10.2-inch: 1080 × 810 pt landscape, the 20 pt status bar.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreens.iPad10_2.config(orientation, compact: .iPad10_2_Compact_SplitView, regular: .iPad10_2)
    }

    /// iPad Pro 10.5-inch, landscape.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch held `orientation`, full screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { .iPadPro10_5(.full(orientation)) }
    /// iPad Pro 10.5-inch: 1112 × 834 pt landscape, the 20 pt status bar.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreens.iPadPro10_5.config(orientation, compact: .iPadPro10_5_Compact_SplitView, regular: .iPadPro10_5)
    }

    /// iPad Pro 11-inch, landscape.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch held `orientation`, full screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { .iPadPro11(.full(orientation)) }
    /// iPad Pro 11-inch: the catalogue's 834 × 1194 pt, 24 pt status bar and 20 pt home indicator.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreens.iPadPro11.config(orientation, compact: .iPadPro11_Compact_SplitView, regular: .iPadPro11)
    }

    /// iPad Pro 12.9-inch, landscape.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch held `orientation`, full screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { .iPadPro12_9(.full(orientation)) }
    /// iPad Pro 12.9-inch: the catalogue's 1024 × 1366 pt, the 20 pt status bar.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        TabletScreens.iPadPro12_9.config(orientation, compact: .iPadPro12_9_Compact_SplitView, regular: .iPadPro12_9)
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen held `orientation`.
    static func full(_ orientation: ViewImageConfig.Orientation) -> Self {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }
}

/// A tablet's screen and the app's width in each Split View share, with which shares get a compact width.
private struct TabletScreens {
    /// The landscape screen's height (the portrait screen's width).
    let shortSide: CGFloat
    /// The portrait screen's height (the landscape screen's width).
    let longSide: CGFloat
    /// The app's width in a third, a half and two thirds of a landscape screen.
    let landscapeThird: CGFloat, landscapeHalf: CGFloat, landscapeTwoThirds: CGFloat
    /// The app's width in a third and two thirds of a portrait screen.
    let portraitThird: CGFloat, portraitTwoThirds: CGFloat
    /// Whether half of a landscape screen is regular wide (only the 12.9-inch).
    var halfIsRegular = false
    /// The window's safe area in every share.
    var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    static let iPadMini = TabletScreens(shortSide: 768, longSide: 1024, landscapeThird: 320, landscapeHalf: 507,
                                        landscapeTwoThirds: 694, portraitThird: 320, portraitTwoThirds: 438)
    static let iPad10_2 = TabletScreens(shortSide: 810, longSide: 1080, landscapeThird: 320, landscapeHalf: 535,
                                        landscapeTwoThirds: 750, portraitThird: 320, portraitTwoThirds: 480)
    static let iPadPro10_5 = TabletScreens(shortSide: 834, longSide: 1112, landscapeThird: 320, landscapeHalf: 551,
                                           landscapeTwoThirds: 782, portraitThird: 320, portraitTwoThirds: 504)
    static let iPadPro11: TabletScreens = {
        let screen = ViewImageConfig.screen(of: .iPadPro11)
        return TabletScreens(shortSide: screen.width, longSide: screen.height, landscapeThird: 375, landscapeHalf: 592,
                             landscapeTwoThirds: 809, portraitThird: 320, portraitTwoThirds: 504,
                             safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }()
    static let iPadPro12_9: TabletScreens = {
        let screen = ViewImageConfig.screen(of: .iPadPro12_9)
        return TabletScreens(shortSide: screen.width, longSide: screen.height, landscapeThird: 375, landscapeHalf: 678,
                             landscapeTwoThirds: 981, portraitThird: 375, portraitTwoThirds: 639, halfIsRegular: true)
    }()

    func config(_ orientation: ViewImageConfig.TabletOrientation, compact: UITraitCollection,
                regular: UITraitCollection) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat, isCompact: Bool
        switch orientation {
        case .landscape(let split):
            height = shortSide
            switch split {
            case .oneThird: (width, isCompact) = (landscapeThird, true)
            case .oneHalf: (width, isCompact) = (landscapeHalf, !halfIsRegular)
            case .twoThirds: (width, isCompact) = (landscapeTwoThirds, false)
            case .full: (width, isCompact) = (longSide, false)
            }
        case .portrait(let split):
            height = longSide
            switch split {
            case .oneThird: (width, isCompact) = (portraitThird, true)
            case .twoThirds: (width, isCompact) = (portraitTwoThirds, true)
            case .full: (width, isCompact) = (shortSide, false)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                               traits: isCompact ? compact : regular)
    }
}
