import Foundation
import DynamicsGeometry

/// A navigation bar's look, as UIKit's `UINavigationBarAppearance`: the background and shadow of `UIBarAppearance`
/// and the title's and large title's text attributes (`.font` and `.foregroundColor` are drawn).
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// The standard title's attributes (empty: the semibold 17-point title in the label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the standard title is moved from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The large title's attributes (empty: the bold 34-point title in the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// A navigation bar appearance with the default background, for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    /// The background and shadow of `barAppearance`, and its titles' attributes when it is a navigation bar's.
    public required init(barAppearance: UIBarAppearance) {
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
        }
        super.init(barAppearance: barAppearance)
    }
}
