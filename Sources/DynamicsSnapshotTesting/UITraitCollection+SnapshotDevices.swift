import Dynamics

/// The traits swift-snapshot-testing's device presets give a snapshotted controller: the phones' size classes per
/// orientation with the Medium text size, left to right, and their 3D Touch; the iPads' size classes and idiom.
extension UITraitCollection {
    /// iPhone SE (1st generation).
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: false)
    }
    /// iPhone 8.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: false)
    }
    /// iPhone 8 Plus: regular wide in landscape.
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: true)
    }
    /// iPhone X.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: false)
    }
    /// iPhone XR: regular wide in landscape, no 3D Touch.
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .unavailable, regularWideInLandscape: true)
    }
    /// iPhone XS Max: regular wide in landscape.
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: true)
    }
    /// iPhone 12.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: false)
    }
    /// iPhone 12 Pro Max: regular wide in landscape.
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: true)
    }
    /// iPhone 13.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: false)
    }
    /// iPhone 13 Pro Max: regular wide in landscape.
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, forceTouch: .available, regularWideInLandscape: true)
    }

    /// iPad mini, full screen or two thirds: regular both ways.
    public static let iPadMini = iPad
    /// iPad mini in a narrow Split View share: compact wide.
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    /// iPad 9.7-inch: regular both ways.
    public static let iPad9_7 = iPad
    /// iPad 9.7-inch in a narrow Split View share.
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    /// iPad 10.2-inch: regular both ways.
    public static let iPad10_2 = iPad
    /// iPad 10.2-inch in a narrow Split View share.
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 10.5-inch: regular both ways.
    public static let iPadPro10_5 = iPad
    /// iPad Pro 10.5-inch in a narrow Split View share.
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 11-inch: regular both ways.
    public static let iPadPro11 = iPad
    /// iPad Pro 11-inch in a narrow Split View share.
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    /// iPad Pro 12.9-inch: regular both ways.
    public static let iPadPro12_9 = iPad
    /// iPad Pro 12.9-inch in a narrow Split View share.
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView

    private static let iPad = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular), .init(userInterfaceIdiom: .pad),
    ])

    /// A phone's traits: compact wide and regular tall upright; compact tall on its side, where the large phones
    /// are regular wide.
    private static func phone(_ orientation: ViewImageConfig.Orientation, forceTouch: UIForceTouchCapability,
                              regularWideInLandscape: Bool) -> UITraitCollection {
        let landscape = orientation == .landscape
        return UITraitCollection(traitsFrom: [
            .init(forceTouchCapability: forceTouch),
            .init(layoutDirection: .leftToRight),
            .init(preferredContentSizeCategory: .medium),
            .init(userInterfaceIdiom: .phone),
            .init(horizontalSizeClass: landscape && regularWideInLandscape ? .regular : .compact),
            .init(verticalSizeClass: landscape ? .compact : .regular),
        ])
    }
}
