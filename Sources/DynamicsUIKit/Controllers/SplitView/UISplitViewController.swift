import CUIKitOpenEnums
import DynamicsGeometry
import Foundation

/// A primary list beside its detail, as UIKit's `UISplitViewController`, in both of UIKit's forms: the classic one
/// (`viewControllers` holds the primary and the secondary controller) and iOS 14's columns (`init(style:)`,
/// `setViewController(_:for:)`, each column's controller wrapped in a navigation controller).
///
/// In a horizontally compact environment (an iPhone held upright) the interface collapses once, when it is first
/// laid out: the classic form asks the delegate for the primary and whether it dealt with the secondary, and a
/// navigation controller primary pushes a secondary nobody dealt with; the column form stacks the secondary's
/// controllers over the primary's unless the delegate puts the primary column on top (or a `.compact` column is set).
/// Expanded (an iPad), the columns are arranged by `displayMode`: side by side in landscape, the primary column
/// 320 points wide, and the secondary alone in portrait.
open class UISplitViewController: UIViewController {
    /// How the columns are arranged when expanded.
    public typealias DisplayMode = CUIKitOpenEnums.__UISplitViewControllerDisplayMode
    /// The classic interface or columns.
    public typealias Style = CUIKitOpenEnums.__UISplitViewControllerStyle
    /// A column of the column interface.
    public typealias Column = CUIKitOpenEnums.__UISplitViewControllerColumn
    /// The side of the primary column.
    public typealias PrimaryEdge = CUIKitOpenEnums.__UISplitViewControllerPrimaryEdge

    /// For the width properties: let the split view controller choose (UIKit's
    /// `UISplitViewControllerAutomaticDimension`; iOS does not promise its value, code compares against it).
    nonisolated public static let automaticDimension: CGFloat = -.greatestFiniteMagnitude
    /// The primary column's width when nothing asks for another: iOS's 320 points.
    static let defaultPrimaryColumnWidth: CGFloat = 320

    /// The interface this controller was made for.
    public let style: Style
    /// Asked how to collapse and show controllers.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The arrangement asked for; `.automatic` (the default) lets the controller choose from the space it has.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if preferredDisplayMode != oldValue { displayModeMayHaveChanged() } }
    }
    /// Whether a swipe shows and hides the primary column (true by default; kept, as no swipe does here).
    open var presentsWithGesture = true
    /// The side the primary column is on (kept: the columns are laid out from the leading edge).
    open var primaryEdge: PrimaryEdge = .leading
    /// The primary column's width as a share of the controller's width, or `automaticDimension`.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The primary column's width in points (iOS 14), or `automaticDimension`; it wins over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The narrowest the primary column gets, or `automaticDimension`.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The widest the primary column gets, or `automaticDimension`.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The controllers of the columns, by column, as given (the column form wraps them for showing).
    var columns: [Column: UIViewController] = [:]
    /// What each column shows: the controller given, or (column form) the navigation controller wrapping it.
    var shownColumns: [Column: UIViewController] = [:]
    /// Whether the interface has collapsed into one column.
    private var collapsed = false
    /// Whether the collapse question was settled for the current size class.
    private var settledSizeClass: UIUserInterfaceSizeClass?
    /// The display mode last laid out, to tell the delegate of changes.
    private var laidOutDisplayMode: DisplayMode?

    /// A split view controller of `style`: `.unspecified` for the classic interface, `.doubleColumn` or
    /// `.tripleColumn` for iOS 14's columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller.
    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A classic split view controller (there are no archives to decode here).
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Classic interface: the primary and the secondary controller (after a collapse, the one shown). Column
    /// interface: the columns' navigation controllers, primary first.
    open var viewControllers: [UIViewController] {
        get {
            if collapsed { return collapsedController.map { [$0] } ?? [] }
            let order: [Column] = [.primary, .supplementary, .secondary]
            return order.compactMap { shownColumns[$0] }
        }
        set {
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(order, newValue) { place(controller, in: column) }
        }
    }

    /// Whether only one column shows, as on an iPhone held upright.
    open var isCollapsed: Bool { collapsed }

    /// The arrangement of the expanded interface: the preferred one, or for `.automatic` the primary beside the
    /// secondary when the controller is wider than tall, and the secondary alone otherwise. Never `.automatic`.
    open var displayMode: DisplayMode {
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        let size = viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
        return size.width > size.height ? .oneBesideSecondary : .secondaryOnly
    }

    /// The primary column's width: the preferred width, else the preferred fraction of the controller's width, else
    /// 320 points, within the minimum and maximum widths.
    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var column = Self.defaultPrimaryColumnWidth
        if preferredPrimaryColumnWidth != Self.automaticDimension {
            column = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction != Self.automaticDimension {
            column = (width * preferredPrimaryColumnWidthFraction).rounded()
        }
        if minimumPrimaryColumnWidth != Self.automaticDimension { column = max(column, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth != Self.automaticDimension { column = min(column, maximumPrimaryColumnWidth) }
        return min(max(column, 0), width)
    }

    /// Column interface: sets the controller of `column` (wrapped in a navigation controller unless it is one).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard let vc else { return removeColumn(column) }
        place(vc, in: column)
    }

    /// The controller set for `column`, as it was given.
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows `vc`, as UIKit's: the delegate may; else collapsed, the shown navigation controller pushes it, and
    /// expanded it becomes the primary controller.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        show(vc, expandedIn: .primary)
    }

    /// Shows `vc` as the detail, as UIKit's: the delegate may; else collapsed, the shown navigation controller pushes
    /// it (with none, it is presented), and expanded it replaces the secondary controller.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        show(vc, expandedIn: .secondary)
    }

    /// Collapsed, the shown navigation controller pushes `vc` (with none, it is presented); expanded, `vc` becomes
    /// `column`'s controller.
    private func show(_ vc: UIViewController, expandedIn column: Column) {
        guard collapsed else { return place(vc, in: column) }
        if let navigation = collapsedController as? UINavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .opaqueSeparator
        settleCollapse()
        installShownColumns()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        settleCollapse()
        placeColumns()
    }

    override var appearanceChildren: [UIViewController] { shownControllers }

    // MARK: Columns

    /// `controller` becomes `column`'s, replacing the one there; the column form wraps it.
    private func place(_ controller: UIViewController, in column: Column) {
        removeColumn(column)
        columns[column] = controller
        let shown: UIViewController
        if style != .unspecified, !(controller is UINavigationController) {
            shown = UINavigationController(rootViewController: controller)
        } else {
            shown = controller
        }
        shownColumns[column] = shown
        addChild(shown)
        shown.didMove(toParent: self)
        if isViewLoaded { installShownColumns() }
    }

    private func removeColumn(_ column: Column) {
        columns[column] = nil
        guard let shown = shownColumns.removeValue(forKey: column) else { return }
        shown.willLeaveParent()
        shown.viewIfLoaded?.removeFromSuperview()
        shown.removeFromParent()
    }

    /// The one controller a collapsed interface shows.
    var collapsedController: UIViewController? {
        shownColumns[.compact] ?? shownColumns[.primary]
    }

    /// The controllers whose views show now, back to front.
    var shownControllers: [UIViewController] {
        if collapsed { return collapsedController.map { [$0] } ?? [] }
        let secondary = shownColumns[.secondary].map { [$0] } ?? []
        let primary = shownColumns[.primary].map { [$0] } ?? []
        let supplementary = shownColumns[.supplementary].map { [$0] } ?? []
        switch displayMode {
        case .secondaryOnly: return secondary
        case .oneBesideSecondary, .oneOverSecondary: return secondary + primary
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return secondary + primary + supplementary
        case .automatic: return secondary
        @unknown default: return secondary
        }
    }

    /// Puts the shown controllers' views in the view and takes the others' out.
    private func installShownColumns() {
        let shown = shownControllers
        for controller in children where !shown.contains(where: { $0 === controller }) {
            if controller.viewIfLoaded?.superview === view { controller.view.removeFromSuperview() }
        }
        for controller in shown {
            controller.viewFrameHolder = view
            view.addSubview(controller.view)
        }
        view.setNeedsLayout()
    }

    /// Sets each shown column's frame for the display mode: the primary (and supplementary) column from the leading
    /// edge, one pixel of separator, then the secondary; over the secondary in the overlay modes.
    private func placeColumns() {
        if collapsed {
            collapsedController?.viewIfLoaded?.frame = view.bounds
            return
        }
        let mode = displayMode
        if let laid = laidOutDisplayMode, laid != mode { delegate?.splitViewController(self, willChangeTo: mode) }
        laidOutDisplayMode = mode
        installShownColumns()
        let bounds = view.bounds, pixel = 1 / max(traitCollection.displayScale, 1)
        let primaryWidth = primaryColumnWidth
        let supplementaryWidth = mode == .twoBesideSecondary || mode == .twoOverSecondary
            || mode == .twoDisplaceSecondary ? Self.defaultPrimaryColumnWidth : 0
        let beside = mode == .oneBesideSecondary || mode == .twoBesideSecondary || mode == .twoDisplaceSecondary
        shownColumns[.primary]?.viewIfLoaded?.frame = CGRect(x: 0, y: 0, width: primaryWidth, height: bounds.height)
        shownColumns[.supplementary]?.viewIfLoaded?.frame = CGRect(x: primaryWidth + pixel, y: 0,
                                                                   width: supplementaryWidth, height: bounds.height)
        let covered = beside ? primaryWidth + pixel + (supplementaryWidth > 0 ? supplementaryWidth + pixel : 0) : 0
        shownColumns[.secondary]?.viewIfLoaded?.frame = CGRect(x: covered, y: 0, width: max(bounds.width - covered, 0),
                                                               height: bounds.height)
    }

    private func displayModeMayHaveChanged() {
        guard isViewLoaded else { return }
        installShownColumns()
    }

    // MARK: Collapsing

    /// Collapses the interface the first time it is laid out in a horizontally compact environment.
    private func settleCollapse() {
        let sizeClass = traitCollection.horizontalSizeClass
        guard sizeClass != settledSizeClass, sizeClass != .unspecified else { return }
        settledSizeClass = sizeClass
        guard sizeClass == .compact, !collapsed else { return }
        if style == .unspecified { collapseClassic() } else { collapseColumns() }
        collapsed = true
        if isViewLoaded { installShownColumns() }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// The classic collapse: the delegate's primary (or the primary) stays; the secondary goes to the delegate, else
    /// onto the primary's navigation stack.
    private func collapseClassic() {
        if let chosen = delegate?.primaryViewController(forCollapsing: self), chosen !== shownColumns[.primary] {
            place(chosen, in: .primary)
        }
        guard let primary = shownColumns[.primary], let secondary = shownColumns[.secondary] else { return }
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true
        removeColumn(.secondary)
        if !handled, let navigation = primary as? UINavigationController {
            navigation.pushViewController(secondary, animated: false)
        }
    }

    /// The column collapse: unless a compact column is set, the secondary column's controllers go on top of the
    /// primary's navigation stack when the top column is the secondary (the proposal, which the delegate may change).
    private func collapseColumns() {
        guard shownColumns[.compact] == nil else { return }
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        guard top == .secondary, let primary = shownColumns[.primary] as? UINavigationController,
              let secondary = shownColumns[.secondary] as? UINavigationController else { return }
        let moved = secondary.viewControllers
        secondary.setViewControllers([], animated: false)
        primary.setViewControllers(primary.viewControllers + moved, animated: false)
    }
}

extension UIViewController {
    /// The nearest split view controller among this controller's ancestors.
    public var splitViewController: UISplitViewController? { nearestParent(UISplitViewController.self) }
}
