import Foundation

/// What a cell shows, as a value: it makes the view that shows it (`makeContentView()`), and that view takes new
/// values of the same kind through its `configuration`.
@preconcurrency @MainActor public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration as it looks in `state` (a cell updates its content configuration so when its state changes,
    /// unless `automaticallyUpdatesContentConfiguration` is off).
    func updated(for state: any UIConfigurationState) -> Self
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

/// Shows content configurations in a cell's content view, for table and collection view cells alike.
@MainActor enum ContentConfigurationInstaller {
    /// Shows `configuration` in `contentView`: in `current` when that view supports it, else in a new view the
    /// configuration makes (replacing `current`); nil removes `current`. Returns the view now showing it.
    static func install(_ configuration: (any UIContentConfiguration)?, replacing current: (any UIView & UIContentView)?,
                        in contentView: UIView) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        contentView.addSubview(view)
        return view
    }
}
