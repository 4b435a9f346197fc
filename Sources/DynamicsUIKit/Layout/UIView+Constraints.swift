import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

extension NSLayoutConstraint {
    /// A layout axis, with UIKit's raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Axis = CUIKitOpenEnums.__UILayoutConstraintAxis
}

extension UIView {
    var ensuredLayoutState: ViewLayoutState {
        if let layoutState { return layoutState }
        let state = ViewLayoutState()
        layoutState = state
        return state
    }

    /// Whether the view's frame and autoresizing mask become constraints (true, UIKit's default for views made in
    /// code). Set it to false before constraining a view: Auto Layout then sets its frame.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            ensuredLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            layoutStructureDidChange()
        }
    }

    /// The constraints installed on this view, in the order they were installed.
    public var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Installs a constraint on this view: the view must be (or contain) both of its items, else it is a UIKit
    /// exception. Same as activating it when this is the items' nearest common ancestor.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView !== self else { return }
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item, let view = NSLayoutConstraint.view(of: item) else { continue }
            if !view.isDescendant(of: self) {
                raiseUIKitException(.genericException, "The view hierarchy is not prepared for the constraint: "
                                    + "\(constraint)\n\tWhen added to a view, the constraint's items must be "
                                    + "descendants of that view (or the view itself).")
            }
        }
        constraint.installedView?.uninstall(constraint)
        install(constraint)
    }

    /// Installs each constraint, as `addConstraint(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint installed on this view (deactivating it); others are ignored.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        uninstall(constraint)
    }

    /// Removes each constraint, as `removeConstraint(_:)`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        ensuredLayoutState.constraints.append(constraint)
        constraint.installedView = self
        constraint.isBroken = false
        layoutStructureDidChange()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        layoutState?.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        layoutStructureDidChange()
    }

    /// Removes the constraints that tie a view of this subtree to a view outside it, as UIKit does when the subtree
    /// leaves its superview.
    func removeConstraintsCrossing(subtreeOf root: UIView) {
        var ancestor: UIView? = superview
        while let view = ancestor {
            for constraint in view.constraints {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { NSLayoutConstraint.view(of: $0) }
                if items.contains(where: { $0.isDescendant(of: root) }) { view.uninstall(constraint) }
            }
            ancestor = view.superview
        }
    }

    // MARK: Anchors

    /// The view's anchors, the same objects on every read.
    var layoutAnchors: LayoutAnchorCache {
        if let cache = layoutAnchorCache { return cache }
        let cache = LayoutAnchorCache()
        layoutAnchorCache = cache
        return cache
    }

    /// The leading edge: the left edge, or the right one when the view lays out right to left
    /// (`effectiveUserInterfaceLayoutDirection`).
    public var leadingAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.leading, of: self) }
    /// The trailing edge: the right edge, or the left one right to left.
    public var trailingAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.trailing, of: self) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.left, of: self) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.right, of: self) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { layoutAnchors.yAxis(.top, of: self) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { layoutAnchors.yAxis(.bottom, of: self) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { layoutAnchors.dimension(.width, of: self) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { layoutAnchors.dimension(.height, of: self) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { layoutAnchors.xAxis(.centerX, of: self) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { layoutAnchors.yAxis(.centerY, of: self) }
    /// The baseline of the first line of text (a label's; the bottom edge for other views).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { layoutAnchors.yAxis(.firstBaseline, of: self) }
    /// The baseline of the last line of text (a label's; the bottom edge for other views).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { layoutAnchors.yAxis(.lastBaseline, of: self) }

    // MARK: Layout guides

    /// Whether Auto Layout keeps the view's frame (and its mask moves it): a view that translates its autoresizing
    /// mask, and a controller's view that a window or one of UIKit's containers placed by its frame, even when it
    /// does not, as UIKit holds such a view to its frame with its `UIView-Encapsulated-Layout` constraints.
    var keepsFrameInLayout: Bool {
        if translatesAutoresizingMaskIntoConstraints { return true }
        guard let holder = owningViewController?.viewFrameHolder else { return false }
        return holder === superview
    }

    /// The guides added to this view, in the order they were added.
    public var layoutGuides: [UILayoutGuide] {
        (layoutState?.layoutGuides ?? []).filter { $0.role == .custom }
    }

    /// Adds a guide to this view, so constraints can use it.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        ensuredLayoutState.layoutGuides.append(guide)
        layoutStructureDidChange()
    }

    /// Removes a guide and every constraint that uses it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                view.uninstall(constraint)
            }
            ancestor = view.superview
        }
        layoutState?.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        layoutStructureDidChange()
    }

    /// The part of the view no bar or screen edge covers (`safeAreaInsets` inside the bounds).
    public var safeAreaLayoutGuide: UILayoutGuide { builtInGuide(\.safeAreaGuide, .safeArea, "UIViewSafeAreaLayoutGuide") }
    /// The view's bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { builtInGuide(\.marginsGuide, .layoutMargins, "UIViewLayoutMarginsGuide") }
    /// The margins' area narrowed to a comfortable line length for text: on an iPhone, the margins themselves.
    public var readableContentGuide: UILayoutGuide {
        builtInGuide(\.readableGuide, .readableContent, "UIViewReadableContentGuide")
    }

    private func builtInGuide(_ keyPath: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>,
                              _ role: UILayoutGuide.Role, _ identifier: String) -> UILayoutGuide {
        let state = ensuredLayoutState
        if let guide = state[keyPath: keyPath] { return guide }
        let guide = UILayoutGuide(role: role, owner: self, identifier: identifier)
        state[keyPath: keyPath] = guide
        state.layoutGuides.append(guide)
        layoutStructureDidChange()
        return guide
    }

    // MARK: Margins

    /// The space inside the edges that content should keep clear of: 8 points on every side by default; a view
    /// controller's root view has its controller's `systemMinimumLayoutMargins` (16 or 20 at the leading and
    /// trailing edges, none at top and bottom), and margins set on it are no smaller while the controller
    /// `viewRespectsSystemMinimumLayoutMargins`. With `insetsLayoutMarginsFromSafeArea` (the default) the safe area
    /// is added.
    public var layoutMargins: UIEdgeInsets {
        get {
            let direction = effectiveUserInterfaceLayoutDirection
            var margins = directionalLayoutMargins.edgeInsets(in: direction)
            if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
                let minimum = controller.systemMinimumLayoutMargins.edgeInsets(in: direction)
                margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                       bottom: max(margins.bottom, minimum.bottom),
                                       right: max(margins.right, minimum.right))
            }
            if insetsLayoutMarginsFromSafeArea { margins = margins + safeAreaInsets }
            if preservesSuperviewLayoutMargins, let superview {
                let inherited = superview.layoutMargins
                let frame = self.frame, bounds = superview.bounds
                margins.left = max(margins.left, inherited.left - (frame.minX - bounds.minX))
                margins.right = max(margins.right, inherited.right - (bounds.maxX - frame.maxX))
                margins.top = max(margins.top, inherited.top - (frame.minY - bounds.minY))
                margins.bottom = max(margins.bottom, inherited.bottom - (bounds.maxY - frame.maxY))
            }
            return margins
        }
        set { directionalLayoutMargins = NSDirectionalEdgeInsets(newValue, in: effectiveUserInterfaceLayoutDirection) }
    }

    /// The layout margins by leading and trailing edge, without the safe area (a controller's root view's default:
    /// its `systemMinimumLayoutMargins`). In a view that lays out right to left, `layoutMargins.right` is the
    /// leading margin.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            if let margins = layoutState?.directionalLayoutMargins { return margins }
            if let controller = owningViewController { return controller.systemMinimumLayoutMargins }
            return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        }
        set {
            guard newValue.top.isFinite, newValue.leading.isFinite, newValue.bottom.isFinite,
                  newValue.trailing.isFinite else { return reportInvalidLayoutValue("layout margin", .nan) }
            ensuredLayoutState.directionalLayoutMargins = newValue
            layoutStructureDidChange()
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
    }

    /// Whether the safe area counts into `layoutMargins` (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            ensuredLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutStructureDidChange()
        }
    }

    /// Whether the superview's margins, where they reach into this view, widen its own (default false).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set {
            ensuredLayoutState.preservesSuperviewLayoutMargins = newValue
            layoutStructureDidChange()
        }
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.huggingPriority.horizontal : state.huggingPriority.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            ensuredLayoutState.huggingPriority.horizontal = priority
        } else {
            ensuredLayoutState.huggingPriority.vertical = priority
        }
        layoutStructureDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionPriority.horizontal : state.compressionPriority.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority,
                                                        for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            ensuredLayoutState.compressionPriority.horizontal = priority
        } else {
            ensuredLayoutState.compressionPriority.vertical = priority
        }
        layoutStructureDidChange()
    }

    /// UIKit's "no intrinsic size on this axis": -1.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size `systemLayoutSizeFitting(_:)` can find.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size `systemLayoutSizeFitting(_:)` can find.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Tells Auto Layout that `intrinsicContentSize` changed: the next layout pass reads it again.
    public func invalidateIntrinsicContentSize() {
        guard let state = layoutState, state.cachedIntrinsicSize != nil else { return }
        state.cachedIntrinsicSize = nil
        layoutStructureDidChange()
    }

    /// `intrinsicContentSize`, read once and kept until invalidated, as UIKit's engine keeps it.
    var cachedIntrinsicContentSize: CGSize { cachedIntrinsicContentSize(forLayoutWidth: nil) }

    /// The intrinsic size for a layout `width` (the view's last solved width), kept until invalidated or until the
    /// width changes: a wrapping label's height depends on the width it is given.
    func cachedIntrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        let state = ensuredLayoutState
        let usedWidth = wrapsToLayoutWidth ? width : nil
        if let size = state.cachedIntrinsicSize, state.intrinsicSizeWidth == usedWidth { return size }
        let size = usedWidth.map(intrinsicContentSize(forLayoutWidth:)) ?? intrinsicContentSize
        state.cachedIntrinsicSize = size
        state.intrinsicSizeWidth = usedWidth
        return size
    }

    // MARK: Update constraints pass

    /// What `setNeedsUpdateConstraints()` does unless overridden: `updateConstraints()` is due before the next
    /// layout pass.
    func markNeedsUpdateConstraints() {
        ensuredLayoutState.needsUpdateConstraints = true
        layoutStructureDidChange()
    }

    /// The update-constraints pass over this view's subtree: `updateConstraints()` on every view that needs it,
    /// children before parents (and `updateViewConstraints()` for a controller's root view), as UIKit does. The
    /// layout pass runs it directly, as UIKit's runs its private pass, so a subclass's `updateConstraintsIfNeeded()`
    /// override is called only by whoever calls it.
    func runUpdateConstraintsPass() {
        for subview in subviews { subview.runUpdateConstraintsPass() }
        guard let state = layoutState, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// Whether this subtree has anything for Auto Layout: an installed constraint or a view that does not translate
    /// its autoresizing mask.
    func subtreeUsesAutoLayout() -> Bool {
        if let state = layoutState, !state.constraints.isEmpty || !state.translatesAutoresizingMaskIntoConstraints {
            return true
        }
        return subviews.contains { $0.subtreeUsesAutoLayout() }
    }

    /// Tells the engine of this view's tree that constraints, guides, priorities or intrinsic sizes changed. The
    /// next layout pass solves again, and the views whose frames change then ask their superviews for layout; nothing
    /// else is laid out again (a view an animator moved stays where it is unless its own frame changes).
    func layoutStructureDidChange() {
        rootView.layoutState?.engine?.needsSync = true
    }

    /// Called by `center` and `bounds`: a view the engine reads makes it look again.
    func engineReadGeometryDidChange() {
        guard let state = layoutState, state.isReadByEngine else { return }
        guard let engine = rootView.layoutState?.engine, !engine.isApplying else { return }
        engine.needsSync = true
    }

    /// Whether the engine's layout of this view is ambiguous: some of its position or size is not determined by
    /// the constraints.
    public var hasAmbiguousLayout: Bool {
        let root = rootView
        guard let engine = root.layoutState?.engine else { return false }
        engine.syncIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// The constraints that involve this view on `axis` (for debugging, as UIKit's method).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.constraints where constraint.firstItem === self || constraint.secondItem === self {
                if constraint.firstAttribute.isHorizontal == (axis == .horizontal) { found.append(constraint) }
            }
            ancestor = view.superview
        }
        return found
    }
}
