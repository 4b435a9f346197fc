import DynamicsGeometry
import Foundation

/// The heights iOS gives its bars in a trait environment. A phone held sideways is compact tall; unless it is one of
/// the wide phones (Plus, Max, XR: regular wide in landscape), iOS then draws compact bars — a 32-point navigation bar
/// with no large title, a 32-point toolbar and a 32-point tab bar with each item's image beside its title — where the
/// wide phones keep the 44- and 49-point bars. Sources in `Sources/DynamicsUIKit/DECISIONS.md`.
enum BarMetrics {
    /// The navigation bar's and toolbar's height in a regular environment.
    static let regularBarHeight: CGFloat = 44
    /// The tab bar's height in a regular environment (above the bottom safe area).
    static let regularTabBarHeight: CGFloat = 49
    /// Every bar's height in a compact one.
    static let compactBarHeight: CGFloat = 32

    /// Whether `traits` call for compact bars: compact both ways, a landscape phone that is not a wide one.
    static func isCompact(_ traits: UITraitCollection) -> Bool {
        traits.verticalSizeClass == .compact && traits.horizontalSizeClass == .compact
    }

    /// The navigation bar's title row and the toolbar: 32 points when compact, else 44.
    static func barHeight(for traits: UITraitCollection) -> CGFloat {
        isCompact(traits) ? compactBarHeight : regularBarHeight
    }

    /// The tab bar above the bottom safe area: 32 points when compact, else 49.
    static func tabBarHeight(for traits: UITraitCollection) -> CGFloat {
        isCompact(traits) ? compactBarHeight : regularTabBarHeight
    }

    /// Whether a large title may show: never in a compact height (every phone in landscape, the wide ones too).
    static func allowsLargeTitles(in traits: UITraitCollection) -> Bool { traits.verticalSizeClass != .compact }
}
