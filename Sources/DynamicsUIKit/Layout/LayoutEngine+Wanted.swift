import Foundation
import DynamicsGeometry
import DynamicsLayoutSolver

extension LayoutEngine {
    /// Walks the tree once and lists, in a fixed order, every solver constraint the engine should hold: the frames
    /// and autoresizing masks of the views it reads, built-in guides, intrinsic content sizes, the root's size, then
    /// the active `NSLayoutConstraint`s (so a constraint that contradicts a view's autoresizing constraints is the
    /// one broken, as UIKit reports it).
    @MainActor struct WantedBuilder {
        let engine: LayoutEngine
        let root: UIView
        private(set) var wanted: [Wanted] = []
        private var userWanted: [Wanted] = []
        /// Views whose frames constraints read, in the order they were first read.
        private var readViews: [UIView] = []
        private var readSet = Set<ObjectIdentifier>()
        /// Views an active constraint names as one of its items.
        private var namedSet = Set<ObjectIdentifier>()
        /// The layout direction of the views that hold directional constraints, as read in this pass.
        private var rightToLeft: [ObjectIdentifier: Bool] = [:]

        init(engine: LayoutEngine, root: UIView) {
            self.engine = engine
            self.root = root
        }

        mutating func collect() {
            var views: [UIView] = []
            root.forEachInSubtree { views.append($0) }
            // The flags belong to the tree's own engine; a fitting-size measurement must not clear or set them.
            if !engine.sizing.isFitting { for view in views { view.layoutState?.isReadByEngine = false } }
            for view in views {
                for constraint in view.layoutState?.constraints ?? [] { addUserConstraint(constraint) }
            }
            // A view that does not translate its mask joins the layout only when a constraint names it; UIKit leaves
            // the frame of one that no constraint mentions alone.
            let constrained = views.filter {
                $0 !== root && !$0.keepsFrameInLayout && namedSet.contains(ObjectIdentifier($0))
            }
            engine.constrainedViews = Set(constrained.map(ObjectIdentifier.init))
            var guides: [UILayoutGuide] = []
            for view in views {
                for guide in view.layoutState?.layoutGuides ?? [] { guides.append(guide) }
            }
            for guide in guides where guide.role != .custom { pinBuiltInGuide(guide) }
            for guide in guides where guide.role == .custom { _ = engine.record(for: guide) }
            rootSize()
            var index = 0
            while index < readViews.count {
                // Pinning a read view may read its superview's size, so the list can grow while it is walked.
                let view = readViews[index]
                index += 1
                if view !== root { autoresizingConstraints(for: view) }
            }
            for view in constrained { contentSizeConstraints(for: view) }
            wanted += userWanted
        }

        // MARK: Expressions

        /// `item.attribute` as an expression in `ancestor`'s bounds coordinates.
        private mutating func expression(for item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                                         in ancestor: UIView) -> LinearExpression {
            var expression = LinearExpression()
            let horizontal = attribute.isHorizontal
            let variables: ItemVariables
            var margins = UIEdgeInsets.zero
            var baseline: (scale: CGFloat, offset: CGFloat) = (1, 0)
            if let view = item as? UIView {
                variables = engine.record(for: view).variables
                if view !== ancestor {
                    addPosition(of: view, below: ancestor, horizontal: horizontal, to: &expression)
                } else {
                    read(view)
                }
                if attribute.usesMargins { margins = engine.readInsets(of: view, safeArea: false) }
                if attribute == .firstBaseline || attribute == .lastBaseline {
                    baseline = view.baselineOffset(last: attribute == .lastBaseline)
                }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                variables = engine.record(for: guide).variables
                expression.add(horizontal ? variables.minX : variables.minY)
                if owner !== ancestor {
                    expression.constant -= horizontal ? owner.bounds.origin.x : owner.bounds.origin.y
                    markRead(owner)
                    addPosition(of: owner, below: ancestor, horizontal: horizontal, to: &expression)
                }
            } else {
                return expression
            }
            let size = horizontal ? variables.width : variables.height
            switch attribute {
            case .left, .leading, .top:
                break
            case .right, .trailing, .bottom:
                expression.add(size)
            case .centerX, .centerY:
                expression.add(size, 0.5)
            case .width, .height:
                expression = LinearExpression([(size, 1)])
            case .leftMargin, .leadingMargin:
                expression.constant += margins.left
            case .topMargin:
                expression.constant += margins.top
            case .rightMargin, .trailingMargin:
                expression.add(size)
                expression.constant -= margins.right
            case .bottomMargin:
                expression.add(size)
                expression.constant -= margins.bottom
            case .centerXWithinMargins:
                expression.add(size, 0.5)
                expression.constant += (margins.left - margins.right) / 2
            case .centerYWithinMargins:
                expression.add(size, 0.5)
                expression.constant += (margins.top - margins.bottom) / 2
            case .firstBaseline, .lastBaseline:
                expression.add(size, Double(baseline.scale))
                expression.constant += baseline.offset
            case .notAnAttribute:
                break
            @unknown default: break
            }
            return expression
        }

        /// Adds the position of `view`'s frame origin in `ancestor`'s coordinates: the frames' origins up the chain,
        /// less the bounds origins of the views in between.
        private mutating func addPosition(of view: UIView, below ancestor: UIView, horizontal: Bool,
                                          to expression: inout LinearExpression) {
            var current = view
            while current !== ancestor {
                let variables = engine.record(for: current).variables
                expression.add(horizontal ? variables.minX : variables.minY)
                read(current)
                guard let parent = current.superview else { return }
                if parent !== ancestor {
                    expression.constant -= horizontal ? parent.bounds.origin.x : parent.bounds.origin.y
                    markRead(parent)
                }
                current = parent
            }
        }

        /// Notes that a view's frame is read: a view that translates its autoresizing mask then gets constraints
        /// fixing its frame.
        private mutating func read(_ view: UIView) {
            markRead(view)
            guard view.keepsFrameInLayout || view === root else { return }
            if readSet.insert(ObjectIdentifier(view)).inserted { readViews.append(view) }
        }

        private func markRead(_ view: UIView) {
            guard !engine.sizing.isFitting else { return }
            view.ensuredLayoutState.isReadByEngine = true
        }

        // MARK: Constraints

        private mutating func addUserConstraint(_ constraint: NSLayoutConstraint) {
            guard let first = constraint.firstItem, let ancestor = constraint.commonAncestor(),
                  ancestor === root || ancestor.isDescendant(of: root) else { return }
            for item in [constraint.firstItem, constraint.secondItem] {
                if let view = item as? UIView { namedSet.insert(ObjectIdentifier(view)) }
            }
            // Right to left, a constraint on leading or trailing edges is the mirror image of itself left to right:
            // the edges swap sides and every horizontal position in it is measured leftwards (negated), so
            // `a.leading == b.leading + 8` puts a 8 points left of b's right edge.
            let mirrored = constraint.isDirectional && isRightToLeft(ancestor)
            var expression = self.expression(for: first, constraint.firstAttribute.resolved(mirrored: mirrored),
                                              in: ancestor)
            if let second = constraint.secondItem {
                let other = self.expression(for: second, constraint.secondAttribute.resolved(mirrored: mirrored),
                                            in: ancestor)
                for term in other.terms { expression.add(term.variable, -term.coefficient * Double(constraint.multiplier)) }
                expression.constant -= other.constant * Double(constraint.multiplier)
            }
            if mirrored {
                expression.terms = expression.terms.map { (variable: $0.variable, coefficient: -$0.coefficient) }
                expression.constant = -expression.constant
            }
            expression.constant -= Double(constraint.constant)
            let relation: SolverRelation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            @unknown default: .equal
            }
            userWanted.append(Wanted(key: .user(ObjectIdentifier(constraint)),
                                     constraint: SolverConstraint(expression, relation,
                                                                  strength: LayoutEngine.strength(constraint.priority)),
                                     user: constraint, label: { [weak constraint] in constraint?.description ?? "" }))
        }

        /// Whether the constraints `view` holds lay out right to left: the direction of their items' nearest common
        /// ancestor, as UIKit's lowering falls back to (read once per view and pass).
        private mutating func isRightToLeft(_ view: UIView) -> Bool {
            let key = ObjectIdentifier(view)
            if let known = rightToLeft[key] { return known }
            let value = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            rightToLeft[key] = value
            return value
        }

        private mutating func append(_ key: Key, _ terms: [(SolverVariable, Double)], _ constant: Double,
                                     _ relation: SolverRelation = .equal, strength: SolverStrength = .required,
                                     label: @escaping () -> String) {
            wanted.append(Wanted(key: key, constraint: SolverConstraint(LinearExpression(terms, constant: constant),
                                                                        relation, strength: strength),
                                 user: nil, label: label))
        }

        /// The root keeps its size, or, when measuring a fitting size, is pulled towards the target.
        private mutating func rootSize() {
            let variables = engine.record(for: root).variables
            switch engine.sizing {
            case .fixed:
                guard readSet.contains(ObjectIdentifier(root)) else { return }
                let size = root.bounds.size
                append(.fitting(0), [(variables.width, 1)], -Double(size.width)) { "root width == \(size.width)" }
                append(.fitting(1), [(variables.height, 1)], -Double(size.height)) { "root height == \(size.height)" }
            case let .fitting(target, horizontal, vertical):
                append(.fitting(0), [(variables.width, 1)], -Double(target.width),
                       strength: LayoutEngine.strength(horizontal)) { "fitting width == \(target.width)" }
                append(.fitting(1), [(variables.height, 1)], -Double(target.height),
                       strength: LayoutEngine.strength(vertical)) { "fitting height == \(target.height)" }
                append(.fitting(2), [(variables.width, 1)], 0, .greaterThanOrEqual) { "fitting width >= 0" }
                append(.fitting(3), [(variables.height, 1)], 0, .greaterThanOrEqual) { "fitting height >= 0" }
            }
        }

        /// UIKit's `NSAutoresizingMaskLayoutConstraint`s: a view that translates its mask keeps its frame, or, under
        /// a superview that Auto Layout sizes, follows that superview's size as its mask says.
        private mutating func autoresizingConstraints(for view: UIView) {
            guard let superview = view.superview else { return }
            let variables = engine.record(for: view).variables
            let size = view.bounds.size
            let origin = CGPoint(x: view.center.x - view.anchorPoint.x * size.width,
                                 y: view.center.y - view.anchorPoint.y * size.height)
            let mask = view.autoresizingMask
            let superviewSized = superview === root ? engine.sizing.isFitting
                : !superview.keepsFrameInLayout
            let identifier = ObjectIdentifier(view)
            let name = "\(type(of: view)):\(addressText(view))"
            let maskText = "h=\(mask.symbols(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
                + "v=\(mask.symbols(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
            for horizontal in [true, false] {
                let start = horizontal ? origin.x : origin.y
                let length = horizontal ? size.width : size.height
                let position = horizontal ? variables.minX : variables.minY
                let extent = horizontal ? variables.width : variables.height
                var shares: (start: CGFloat, length: CGFloat) = (0, 0)
                var parentExtent: SolverVariable?
                var parentLength: CGFloat = 0
                if superviewSized && view.autoresizesWithSuperview {
                    parentLength = horizontal ? superview.bounds.width : superview.bounds.height
                    let flexible = horizontal
                        ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                        : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
                    shares = UIView.autoresizingShares(start: start, length: length,
                                                       end: parentLength - start - length, flexible: flexible)
                    let parentVariables = engine.record(for: superview).variables
                    parentExtent = horizontal ? parentVariables.width : parentVariables.height
                }
                let axis = horizontal ? 0 : 2
                for (offset, variable, value, share) in [(0, position, start, shares.start),
                                                         (1, extent, length, shares.length)] {
                    var terms: [(SolverVariable, Double)] = [(variable, 1)]
                    var constant = -Double(value)
                    if share != 0, let parentExtent {
                        terms.append((parentExtent, -Double(share)))
                        constant += Double(share * parentLength)
                    }
                    let attribute = offset == 0 ? (horizontal ? "minX" : "minY") : (horizontal ? "width" : "height")
                    append(.autoresizing(identifier, axis + offset), terms, constant) {
                        "<NSAutoresizingMaskLayoutConstraint:\(maskText) \(name).\(attribute) == \(NSLayoutConstraint.number(value))   (active)>"
                    }
                }
            }
        }

        /// UIKit's `NSContentSizeLayoutConstraint`s: the size may not exceed the intrinsic size at the hugging
        /// priority, nor go below it at the compression-resistance priority.
        private mutating func contentSizeConstraints(for view: UIView) {
            let intrinsic = view.cachedIntrinsicContentSize(forLayoutWidth: engine.frame(of: view)?.width)
            if view.wrapsToLayoutWidth { engine.wrappingViews.append(view) }
            let variables = engine.record(for: view).variables
            let identifier = ObjectIdentifier(view)
            let name = "\(type(of: view)):\(addressText(view))"
            for (axisIndex, axis) in [NSLayoutConstraint.Axis.horizontal, .vertical].enumerated() {
                let value = axis == .horizontal ? intrinsic.width : intrinsic.height
                guard value >= 0, value.isFinite else { continue }
                let variable = axis == .horizontal ? variables.width : variables.height
                let hugging = view.contentHuggingPriority(for: axis)
                let compression = view.contentCompressionResistancePriority(for: axis)
                let attribute = axis == .horizontal ? "width" : "height"
                let text = "<NSContentSizeLayoutConstraint: \(name).\(attribute) == \(NSLayoutConstraint.number(value)) "
                    + "Hug:\(NSLayoutConstraint.priorityText(hugging)) "
                    + "CompressionResistance:\(NSLayoutConstraint.priorityText(compression))   (active)>"
                append(.contentSize(identifier, axisIndex * 2), [(variable, 1)], -Double(value), .lessThanOrEqual,
                       strength: LayoutEngine.strength(hugging)) { text }
                append(.contentSize(identifier, axisIndex * 2 + 1), [(variable, 1)], -Double(value),
                       .greaterThanOrEqual, strength: LayoutEngine.strength(compression)) { text }
            }
        }

        /// The safe-area, margins and readable-content guides follow their view's bounds inset by the view's
        /// insets of that kind.
        private mutating func pinBuiltInGuide(_ guide: UILayoutGuide) {
            guard let owner = guide.owningView else { return }
            let variables = engine.record(for: guide).variables
            let ownerVariables = engine.record(for: owner).variables
            read(owner)
            let insets = engine.readInsets(of: owner, safeArea: guide.role == .safeArea)
            let identifier = ObjectIdentifier(guide)
            let name = guide.identifier, ownerName = "\(type(of: owner)):\(addressText(owner))"
            func label(_ edge: String, _ inset: CGFloat, _ relation: String = "==") -> () -> String {
                let sign = inset < 0 ? "-" : "+"
                return { "<NSLayoutConstraint:'\(name)-\(edge)' '\(name)'.\(edge) \(relation) \(ownerName).\(edge) \(sign) "
                    + "\(NSLayoutConstraint.number(abs(inset)))   (active)>" }
            }
            append(.guide(identifier, 0), [(variables.minY, 1)], -Double(insets.top), label: label("top", insets.top))
            append(.guide(identifier, 1), [(variables.height, 1), (ownerVariables.height, -1)],
                   Double(insets.top + insets.bottom), label: label("height", -insets.top - insets.bottom))
            if guide.role == .readableContent {
                // Centred in the margins, as wide as they are but no wider than a readable line.
                append(.guide(identifier, 2), [(variables.minX, 1), (variables.width, 0.5), (ownerVariables.width, -0.5)],
                       Double(-insets.left + (insets.left + insets.right) / 2),
                       label: label("centerX", (insets.left - insets.right) / 2))
                append(.guide(identifier, 3), [(variables.width, 1), (ownerVariables.width, -1)],
                       Double(insets.left + insets.right), .lessThanOrEqual,
                       label: label("width", -insets.left - insets.right, "<="))
                append(.guide(identifier, 4), [(variables.width, 1)], -Double(LayoutSpacing.readableWidth),
                       .lessThanOrEqual) { "<NSLayoutConstraint:'\(name)-width' '\(name)'.width <= 672   (active)>" }
                append(.guide(identifier, 5), [(variables.width, 1), (ownerVariables.width, -1)],
                       Double(insets.left + insets.right), strength: LayoutEngine.strength(UILayoutPriority(999)),
                       label: label("width", -insets.left - insets.right))
            } else {
                append(.guide(identifier, 2), [(variables.minX, 1)], -Double(insets.left),
                       label: label("leading", insets.left))
                append(.guide(identifier, 3), [(variables.width, 1), (ownerVariables.width, -1)],
                       Double(insets.left + insets.right), label: label("width", -insets.left - insets.right))
            }
        }
    }

    /// The solver weight of a layout priority: 1000 is required; below it, each 100 points of priority weigh about
    /// eight times more (10^(p·9/1000)), so a priority beats a lower one unless the lower one's error is thousands of
    /// times larger. See `docs/auto-layout.md`.
    static func strength(_ priority: UILayoutPriority) -> SolverStrength {
        if priority.rawValue >= 1000 { return .required }
        return SolverStrength(pow(10, Double(max(priority.rawValue, 0)) * 9 / 1000))
    }
}

extension LayoutEngine.RootSizing {
    var isFitting: Bool {
        if case .fitting = self { return true }
        return false
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint names a leading or trailing edge, the attributes that follow the layout direction.
    var isDirectional: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }
}

extension NSLayoutConstraint.Attribute {
    /// Leading and trailing, at the edge or the margin.
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The edge a leading or trailing attribute stands for: left and right, swapped when `mirrored` (right to left).
    func resolved(mirrored: Bool) -> Self {
        switch self {
        case .leading: mirrored ? .right : .left
        case .trailing: mirrored ? .left : .right
        case .leadingMargin: mirrored ? .rightMargin : .leftMargin
        case .trailingMargin: mirrored ? .leftMargin : .rightMargin
        default: self
        }
    }

    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: return true
        default: return false
        }
    }
}

extension UIView.AutoresizingMask {
    /// UIKit's `h=-&-` notation: `&` for a flexible part, `-` for a fixed one.
    func symbols(_ start: Self, _ length: Self, _ end: Self) -> String {
        [start, length, end].map { contains($0) ? "&" : "-" }.joined()
    }
}

extension UIView {
    /// Whether autoresizing applies to this view: its superview resizes its subviews.
    var autoresizesWithSuperview: Bool { superview?.autoresizesSubviews ?? false }
}
