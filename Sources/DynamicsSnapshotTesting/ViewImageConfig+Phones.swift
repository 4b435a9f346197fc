import Dynamics

/// The iPhone presets, with swift-snapshot-testing's sizes, safe areas and traits.
extension ViewImageConfig {
    /// iPhone SE (1st generation), portrait.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (1st generation): 320 × 568 pt, the 20 pt status bar in portrait.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        .homeButtonPhone(orientation, CGSize(width: 320, height: 568), traits: .iPhoneSe(orientation))
    }

    /// iPhone 8, portrait.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8: the catalogue's 375 × 667 pt, the 20 pt status bar in portrait.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        .homeButtonPhone(orientation, screen(of: .iPhone8), traits: .iPhone8(orientation))
    }

    /// iPhone 8 Plus, portrait.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736 pt, the 20 pt status bar in portrait.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        .homeButtonPhone(orientation, CGSize(width: 414, height: 736), traits: .iPhone8Plus(orientation))
    }

    /// iPhone X, portrait.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X: the catalogue's 375 × 812 pt; 44/34 pt portrait insets and iOS 11's 44/24/44 in landscape.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        .faceIDPhone(orientation, screen(of: .iPhoneX), housing: 44, landscapeBottom: 24, traits: .iPhoneX(orientation))
    }

    /// iPhone XS Max, portrait.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896 pt, the iPhone X's insets.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        .faceIDPhone(orientation, CGSize(width: 414, height: 896), housing: 44, landscapeBottom: 24,
                     traits: .iPhoneXsMax(orientation))
    }

    /// iPhone XR, portrait.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896 pt, the iPhone X's insets, no 3D Touch.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        .faceIDPhone(orientation, CGSize(width: 414, height: 896), housing: 44, landscapeBottom: 24,
                     traits: .iPhoneXr(orientation))
    }

    /// iPhone 12, portrait.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12: the catalogue's iPhone 13 screen (390 × 844 pt), 47/34 pt portrait and 47/21/47 landscape insets.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        .faceIDPhone(orientation, screen(of: .iPhone13), housing: 47, landscapeBottom: 21, traits: .iPhone12(orientation))
    }

    /// iPhone 12 Pro, portrait.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro: the iPhone 12.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 12 Pro Max, portrait.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926 pt, the iPhone 12's insets.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .faceIDPhone(orientation, CGSize(width: 428, height: 926), housing: 47, landscapeBottom: 21,
                     traits: .iPhone12ProMax(orientation))
    }

    /// iPhone 13, portrait.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: the catalogue's 390 × 844 pt, 47/34 pt portrait and 47/21/47 landscape insets.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        .faceIDPhone(orientation, screen(of: .iPhone13), housing: 47, landscapeBottom: 21, traits: .iPhone13(orientation))
    }

    /// iPhone 13 mini, portrait.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812 pt, 50/34 pt portrait and 50/21/50 landscape insets, the iPhone 13's traits.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        .faceIDPhone(orientation, CGSize(width: 375, height: 812), housing: 50, landscapeBottom: 21,
                     traits: .iPhone13(orientation))
    }

    /// iPhone 13 Pro, portrait.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro: the iPhone 13.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// iPhone 13 Pro Max, portrait.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926 pt, the iPhone 13's insets.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .faceIDPhone(orientation, CGSize(width: 428, height: 926), housing: 47, landscapeBottom: 21,
                     traits: .iPhone13ProMax(orientation))
    }

    /// The portrait screen of a device in Dynamics' catalogue.
    static func screen(of device: DeviceProfile) -> CGSize {
        device.metrics?.portraitSize ?? .zero
    }

    /// A home-button phone: the status bar's 20 pt in portrait, nothing in landscape (the status bar is hidden).
    private static func homeButtonPhone(_ orientation: Orientation, _ portrait: CGSize,
                                        traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), size: portrait, traits: traits)
        case .landscape:
            ViewImageConfig(safeArea: .zero, size: CGSize(width: portrait.height, height: portrait.width), traits: traits)
        }
    }

    /// A Face ID phone: the sensor housing's inset on top (portrait) or both sides (landscape), the home indicator's
    /// 34 pt (portrait) or `landscapeBottom` at the bottom.
    private static func faceIDPhone(_ orientation: Orientation, _ portrait: CGSize, housing: CGFloat,
                                    landscapeBottom: CGFloat, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(safeArea: UIEdgeInsets(top: housing, left: 0, bottom: 34, right: 0), size: portrait,
                            traits: traits)
        case .landscape:
            ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: housing, bottom: landscapeBottom, right: housing),
                            size: CGSize(width: portrait.height, height: portrait.width), traits: traits)
        }
    }
}
