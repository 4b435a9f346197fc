import Foundation
import DynamicsUIKit

/// A device a scene can be shown as: what `UIDevice.current` says (name, model, idiom, system), the idiom its
/// screen's traits carry (an iPad's size classes are regular both ways) and, for a named model, its screen
/// (`metrics`: size, safe areas, status bar, corners). `dynamics render --device iphone-15-pro` picks one by
/// `identifier`.
public struct DeviceProfile: Hashable, Sendable {
    /// The command-line name, e.g. `iphone-15-pro`.
    public let identifier: String
    /// The marketing name, e.g. "iPhone 15 Pro".
    public let name: String
    /// `UIDevice.model`: "iPhone" or "iPad".
    public let model: String
    /// Phone or pad.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The model's screen; nil for the unnamed `.iPhone` and `.iPad`, whose screen is the scene's own size.
    public let metrics: DeviceMetrics?

    /// A device profile.
    public init(identifier: String, name: String, model: String, userInterfaceIdiom: UIUserInterfaceIdiom,
                metrics: DeviceMetrics? = nil) {
        self.identifier = identifier
        self.name = name
        self.model = model
        self.userInterfaceIdiom = userInterfaceIdiom
        self.metrics = metrics
    }

    private static func phone(_ identifier: String, _ name: String, _ metrics: DeviceMetrics? = nil) -> DeviceProfile {
        DeviceProfile(identifier: identifier, name: name, model: "iPhone", userInterfaceIdiom: .phone, metrics: metrics)
    }
    private static func pad(_ identifier: String, _ name: String, _ metrics: DeviceMetrics? = nil) -> DeviceProfile {
        DeviceProfile(identifier: identifier, name: name, model: "iPad", userInterfaceIdiom: .pad, metrics: metrics)
    }

    /// An iPhone with no model named: what a scene runs on unless it or the command line picks another.
    public static let iPhone = phone("iphone", "iPhone")
    /// iPhone SE (3rd generation).
    public static let iPhoneSE3 = phone("iphone-se-3", "iPhone SE (3rd generation)",
                                        .homeButtonPhone(width: 375, height: 667, scale: 2))
    /// iPhone 8.
    public static let iPhone8 = phone("iphone-8", "iPhone 8", .homeButtonPhone(width: 375, height: 667, scale: 2))
    /// iPhone X.
    public static let iPhoneX = phone("iphone-x", "iPhone X",
                                      .notchedPhone(width: 375, height: 812, top: 44, statusBar: 44, cornerRadius: 39))
    /// iPhone 11 Pro: the iPhone X's screen.
    public static let iPhone11Pro = phone("iphone-11-pro", "iPhone 11 Pro", iPhoneX.metrics)
    /// iPhone 13.
    public static let iPhone13 = phone("iphone-13", "iPhone 13",
                                       .notchedPhone(width: 390, height: 844, top: 47, statusBar: 47, cornerRadius: 47.33))
    /// iPhone 14: the iPhone 13's screen.
    public static let iPhone14 = phone("iphone-14", "iPhone 14", iPhone13.metrics)
    /// iPhone 15 Pro.
    public static let iPhone15Pro = phone("iphone-15-pro", "iPhone 15 Pro",
                                          .notchedPhone(width: 393, height: 852, top: 59, statusBar: 54, cornerRadius: 55))
    /// iPhone 15 Pro Max.
    public static let iPhone15ProMax = phone("iphone-15-pro-max", "iPhone 15 Pro Max",
                                             .notchedPhone(width: 430, height: 932, top: 59, statusBar: 54,
                                                           cornerRadius: 55))
    /// An iPad with no model named.
    public static let iPad = pad("ipad", "iPad")
    /// iPad (10th generation).
    public static let iPad10 = pad("ipad-10", "iPad (10th generation)", .indicatorPad(width: 820, height: 1180))
    /// iPad Pro 11-inch (1st generation and later).
    public static let iPadPro11 = pad("ipad-pro-11", "iPad Pro (11-inch)", .indicatorPad(width: 834, height: 1194))
    /// iPad Pro 12.9-inch (3rd generation and later: Face ID, home indicator).
    public static let iPadPro12_9 = pad("ipad-pro-12.9", "iPad Pro (12.9-inch)", .indicatorPad(width: 1024, height: 1366))

    /// Every profile, in the order `dynamics render --help` lists them.
    public static let all: [DeviceProfile] = [
        .iPhone, .iPhoneSE3, .iPhone8, .iPhoneX, .iPhone11Pro, .iPhone13, .iPhone14, .iPhone15Pro, .iPhone15ProMax,
        .iPad, .iPad10, .iPadPro11, .iPadPro12_9,
    ]

    /// The profile with this command-line name, if any.
    public init?(identifier: String) {
        guard let found = Self.all.first(where: { $0.identifier == identifier.lowercased() }) else { return nil }
        self = found
    }

    /// The traits the device gives its screen (before the scene's and the render's choices): its idiom.
    var traits: UITraitCollection { UITraitCollection(userInterfaceIdiom: userInterfaceIdiom) }

    /// The `UIDevice` a scene on this device sees.
    @MainActor func makeDevice(_ orientation: SceneOrientation) -> UIDevice {
        UIDevice(name: model, model: model, userInterfaceIdiom: userInterfaceIdiom,
                 orientation: orientation.deviceOrientation)
    }
}

/// Light or dark, as a render chooses it (`dynamics render --appearance dark`, `RenderOptions.appearance`).
public enum SceneAppearance: String, CaseIterable, Sendable {
    /// The light appearance.
    case light
    /// Dark mode.
    case dark

    /// The trait value.
    public var userInterfaceStyle: UIUserInterfaceStyle { self == .dark ? .dark : .light }

    /// The traits a render with this appearance puts over the scene's.
    public var traits: UITraitCollection { UITraitCollection(userInterfaceStyle: userInterfaceStyle) }
}
