import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// Lays out a row or column of views with Auto Layout, as UIKit's stack view does: it makes the constraints
/// (named `UISV-…` as UIKit names them) that place its arranged subviews by `axis`, `distribution`, `alignment` and
/// `spacing`, leaves hidden ones out, and rebuilds them in the update-constraints pass whenever any of these change.
/// Constrain the stack itself (or let it hug its content); never constrain its arranged subviews along its axis.
open class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis, with UIKit's raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Distribution = CUIKitOpenEnums.__UIStackViewDistribution

    /// How the arranged views sit across the stack's axis, with UIKit's raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Alignment = CUIKitOpenEnums.__UIStackViewAlignment

    /// `setCustomSpacing(_:after:)` with this value goes back to `spacing`.
    nonisolated public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// `setCustomSpacing(_:after:)` with this value uses the system spacing (8 points).
    nonisolated public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    /// Horizontal (a row) or vertical (a column); horizontal by default.
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How lengths along the axis are shared.
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How views sit across the axis.
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between neighbours (a minimum for the equal-spacing distributions).
    public var spacing: CGFloat = 0 {
        didSet {
            if !spacing.isFinite {
                reportInvalidLayoutValue("stack spacing", spacing)
                spacing = oldValue
            }
            arrangementDidChange()
        }
    }
    /// Whether the views are arranged inside the stack's layout margins instead of its edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether vertical spacing is measured between baselines; kept for code that sets it.
    public var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangementConstraints: [NSLayoutConstraint] = []
    private var gapGuides: [UILayoutGuide] = []

    /// A stack of `views`, added as subviews in order.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// An empty stack (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Appends a view to the arrangement, adding it as the last subview.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at `stackIndex`, adding it as a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit (remove it from its superview too to
    /// make it go).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// A subview removed from the stack also leaves the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    /// Replaces the stack's own constraints with ones for the current arrangement.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in gapGuides { removeLayoutGuide(guide) }
        gapGuides = []
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
        super.updateConstraints()
    }

    // MARK: Constraints

    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        let horizontal = axis == .horizontal
        let item: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        var made: [NSLayoutConstraint] = []
        func constrain(_ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
                       _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
                       _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                       priority: UILayoutPriority = .required, _ name: String) {
            let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                                toItem: second, attribute: secondAttribute, multiplier: multiplier,
                                                constant: constant)
            constraint.priority = priority
            constraint.identifier = name
            made.append(constraint)
        }
        // Attributes along the axis (start, end, centre, length) and across it.
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let middle: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossMiddle: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width

        let visible = arrangedSubviews.filter { !$0.isHidden }
        for hidden in arrangedSubviews where hidden.isHidden {
            constrain(hidden, length, .equal, nil, .notAnAttribute, "UISV-hiding")
            constrain(hidden, start, .equal, item, start, "UISV-hiding")
            constrain(hidden, crossStart, .equal, item, crossStart, "UISV-hiding")
            constrain(hidden, crossLength, .equal, item, crossLength, "UISV-hiding")
        }
        guard let first = visible.first, let last = visible.last else {
            constrain(self, length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
            return made
        }
        constrain(first, start, .equal, item, start, "UISV-canvas-connection")
        constrain(last, end, .equal, item, end, "UISV-canvas-connection")

        // Gaps along the axis.
        var totalSpacing: CGFloat = 0
        for (previous, next) in zip(visible, visible.dropFirst()) {
            var gap = customSpacings[ObjectIdentifier(previous)] ?? spacing
            if gap == Self.spacingUseSystem { gap = LayoutSpacing.system }
            totalSpacing += gap
            switch distribution {
            case .equalSpacing, .equalCentering:
                constrain(next, start, .greaterThanOrEqual, previous, end, constant: gap, "UISV-spacing")
                let guide = UILayoutGuide()
                guide.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-centers"
                addLayoutGuide(guide)
                gapGuides.append(guide)
                let edge: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = distribution == .equalSpacing
                    ? (end, start) : (middle, middle)
                constrain(guide, start, .equal, previous, edge.0, "UISV-distributing-edge")
                constrain(guide, end, .equal, next, edge.1, "UISV-distributing-edge")
                constrain(guide, crossStart, .equal, item, crossStart, "UISV-distributing-edge")
                constrain(guide, crossLength, .equal, nil, .notAnAttribute, "UISV-distributing-edge")
                if let firstGuide = gapGuides.first, firstGuide !== guide {
                    constrain(guide, length, .equal, firstGuide, length,
                              priority: distribution == .equalCentering ? UILayoutPriority(999) : .required,
                              "UISV-fill-equally")
                }
            default:   // .fill, .fillEqually, .fillProportionally and a distribution of a later iOS
                constrain(next, start, .equal, previous, end, constant: gap, "UISV-spacing")
            }
        }

        // Lengths along the axis.
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { constrain(view, length, .equal, first, length, "UISV-fill-equally") }
        case .fillProportionally:
            let natural = visible.map { view -> CGFloat in
                let size = view.cachedIntrinsicContentSize
                let value = horizontal ? size.width : size.height
                return value >= 0 ? value : (horizontal ? view.bounds.width : view.bounds.height)
            }
            let sum = natural.reduce(0, +)
            if sum > 0 {
                for (view, value) in zip(visible, natural) {
                    let share = value / sum
                    constrain(view, length, .equal, item, length, multiplier: share, constant: -share * totalSpacing,
                              priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        default:
            break
        }

        // Placement across the axis.
        var effective = alignment
        if !horizontal && (effective == .firstBaseline || effective == .lastBaseline) { effective = .fill }
        for view in visible {
            switch effective {
            case .leading:
                constrain(view, crossStart, .equal, item, crossStart, "UISV-alignment")
                constrain(view, crossEnd, .lessThanOrEqual, item, crossEnd, "UISV-spanning-boundary")
            case .trailing:
                constrain(view, crossEnd, .equal, item, crossEnd, "UISV-alignment")
                constrain(view, crossStart, .greaterThanOrEqual, item, crossStart, "UISV-spanning-boundary")
            case .center:
                constrain(view, crossMiddle, .equal, item, crossMiddle, "UISV-alignment")
                constrain(view, crossStart, .greaterThanOrEqual, item, crossStart, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== first { constrain(view, baseline, .equal, first, baseline, "UISV-alignment") }
                constrain(view, crossStart, .greaterThanOrEqual, item, crossStart, "UISV-spanning-boundary")
                constrain(view, crossEnd, .lessThanOrEqual, item, crossEnd, "UISV-spanning-boundary")
            default:   // .fill and an alignment of a later iOS
                constrain(view, crossStart, .equal, item, crossStart, "UISV-alignment")
                constrain(view, crossEnd, .equal, item, crossEnd, "UISV-alignment")
            }
        }
        if effective != .fill {
            // Hug the tallest (widest) view when nothing else sets the stack's breadth.
            constrain(self, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49),
                      "UISV-canvas-fit")
        }
        return made
    }
}

