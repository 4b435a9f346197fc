import Foundation

/// What a cell shows, as a value: it makes the view that shows it (`makeContentView()`), and that view takes new
/// values of the same kind through its `configuration`.
@preconcurrency @MainActor public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
}

/// A view that shows a content configuration.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (otherwise the cell makes a new view for it); true unless
    /// implemented.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Any configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
