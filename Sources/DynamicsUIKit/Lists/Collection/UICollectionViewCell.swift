import Foundation
import DynamicsGeometry

/// A view a collection view shows for one of its elements and reuses once the element scrolls away.
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The reuse-pool queue the view returns to when it leaves the screen: a cell's identifier, a supplementary
    /// view's kind and identifier together, a decoration view's kind.
    var poolQueue: String?

    /// A reusable view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// What the collection view calls to make a view of a registered class: `init(frame:)` of that class, reached
    /// through this required initializer because Swift builds an instance from a class value only that way. A
    /// subclass that overrides `init(frame:)` and `init?(coder:)` (as every UIKit cell subclass must) or declares no
    /// initializer inherits it, so its own `init(frame:)` runs. Not UIKit API; see DECISIONS.md.
    public required convenience init(registeredClassFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// A reusable view with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is handed out again by a dequeue method (or, for a decoration view, reused); reset per-item state here.
    open func prepareForReuse() {}

    /// Called on every layout pass with the attributes just applied to the view (its centre, size, transform,
    /// alpha and visibility are already set).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants, given the ones the layout estimated; a self-sizing layout adopts their size.
    /// The same attributes by default (cells measure their content; see `UICollectionViewCell`).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// A collection view cell: add your content to `contentView`, which always fills the cell.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to.
    public let contentView = UIView()

    /// Whether the item is selected; the collection view sets it as the selection changes and before showing a cell.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether a finger is down on the item; the collection view sets it while the touch lasts.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    /// Updates the cell's configurations for a new state, after `updateConfiguration(using:)` (iOS 15). Setting it
    /// asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether an update sets `contentConfiguration` to its `updated(for:)` of the new state (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether an update sets `backgroundConfiguration` to its `updated(for:)` of the new state (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the collection view is editing; the collection view sets it.
    var collectionIsEditing = false { didSet { if collectionIsEditing != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell's swipe actions show; the collection view sets it.
    var isSwipedOpen = false { didSet { if isSwipedOpen != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether a configuration update is asked for and not yet run (the next layout pass runs it).
    var needsConfigurationUpdate = true
    /// Whether the update is setting the configurations (not the app).
    var isApplyingAutomaticUpdate = false
    /// What the content view shows, as a value (iOS 14): the configuration's view fills the content view; nil (the
    /// default) leaves the content view to you.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = ContentConfigurationInstaller.install(contentConfiguration,
                                                                          replacing: configuredContentView, in: contentView)
            setNeedsLayout()
        }
    }
    /// The cell's background, as a value (iOS 14), drawn behind the content view; nil (the default) for none (a
    /// list cell starts with its list's). Updated for the cell's state (a list background's grey while highlighted or
    /// selected) while `automaticallyUpdatesBackgroundConfiguration` is on.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { showBackgroundConfiguration() }
    }
    /// The view made by `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?
    /// Draws the background configuration, while there is one.
    var backgroundConfigurationView: BackgroundConfigurationView?

    /// A cell with the given frame and an empty content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    /// A cell with a zero frame and an empty content view (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Keeps the content view covering the cell after the collection view resized it.
    func fitContentView() {
        let rect = CGRect(origin: bounds.origin, size: bounds.size)
        if contentView.frame != rect { contentView.frame = rect }
        backgroundConfigurationView?.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    /// Draws `backgroundConfiguration` behind the content.
    func showBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        let view = backgroundConfigurationView ?? BackgroundConfigurationView(frame: bounds)
        if view.superview !== self { insertSubview(view, at: 0) }
        backgroundConfigurationView = view
        view.show(configuration)
    }

    /// Runs an update of the configurations asked for since the last, then places the configured content view over
    /// the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        fitContentView()
    }

    /// The cell's state now: its traits, whether it is highlighted, selected, editing (its collection view is) or
    /// swiped open.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isEditing = collectionIsEditing
        state.isSwiped = isSwipedOpen
        return state
    }

    /// Asks for the cell's configurations to be updated for its state. As on iOS the update is not immediate: requests
    /// until the cell's next layout (in the frame's layout pass) are combined into one.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to update the cell's configurations for `state`; does nothing itself. Ask for an update with
    /// `setNeedsUpdateConfiguration()` rather than calling it.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The attributes the cell wants: by default `layoutAttributes` with the size Auto Layout gives the content
    /// view's constrained subviews, unchanged when the content view has none. The sides the layout estimated are
    /// free (both for a flow layout's estimated items), the others held at the layout's size. Override to decide
    /// yourself (e.g. `systemLayoutSizeFitting` with `.required` width).
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else {
            return layoutAttributes
        }
        let axes = layoutAttributes.measuredAxes
        layoutAttributes.size = systemLayoutSizeFitting(layoutAttributes.size,
                                                        withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
                                                        verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
        return layoutAttributes
    }

    /// The size Auto Layout gives the content view's subviews closest to `targetSize`: the constraints of a cell's
    /// content live in its content view, which the cell only surrounds.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                            verticalFittingPriority: verticalFittingPriority)
    }
}
