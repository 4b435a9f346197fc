import Foundation

/// A view whose font follows the user's text size: with `adjustsFontForContentSizeCategory`, a font made by
/// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is made again for the new text size when the view's
/// `preferredContentSizeCategory` changes, in the layout pass that delivers the change, before
/// `traitCollectionDidChange(_:)`. Labels, text fields and text views adopt it; a button adjusts through its
/// `titleLabel`.
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the font follows the text size (default false, as on iOS).
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIContentSizeCategory {
    /// Posted when the scene's text size changes (`UIApplication.shared.preferredContentSizeCategory`), with the
    /// new category under `newValueUserInfoKey`.
    public nonisolated static let didChangeNotification =
        Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification`.
    public nonisolated static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
