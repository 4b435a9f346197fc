import Foundation

/// A toolbar's look, as UIKit's `UIToolbarAppearance`: the background and shadow of `UIBarAppearance`. The buttons'
/// appearances are not here (docs/controllers.md, "Bar appearances").
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {}
