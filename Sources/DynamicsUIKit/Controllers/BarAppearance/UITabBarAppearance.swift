import Foundation

/// A tab bar's look, as UIKit's `UITabBarAppearance`: the background and shadow of `UIBarAppearance`. The items'
/// per-layout appearances are not here (docs/controllers.md, "Bar appearances").
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {}
