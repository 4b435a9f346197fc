import Foundation
import OrderedCollections
import DynamicsGeometry
import DynamicsLayoutSolver

/// Auto Layout for one view tree: turns the tree's active constraints, the autoresizing masks of the views it
/// reads, intrinsic content sizes and built-in guides into solver constraints, keeps the solver in step with them
/// incrementally, and hands each constrained view its frame.
///
/// Every item has four variables — `minX`, `minY`, `width`, `height` — in its superview's bounds coordinates (a
/// guide's in its owning view's). A constraint between items in different superviews is written in the coordinates
/// of their nearest common ancestor by adding up the frames (and subtracting the bounds origins) in between, so a view
/// inside a scroll view can be pinned to a view outside it, as on iOS. The tree is walked in subview order and the
/// solver walks its rows in a fixed order, so a layout is the same in every run.
@MainActor final class LayoutEngine {
    /// The solver variables of one view or guide.
    struct ItemVariables {
        let minX: SolverVariable, minY: SolverVariable, width: SolverVariable, height: SolverVariable
    }

    final class ItemRecord {
        weak var item: AnyObject?
        let variables: ItemVariables
        /// The frame the engine solved last time, to tell which views moved.
        var solved: CGRect?
        init(item: AnyObject, variables: ItemVariables) {
            self.item = item
            self.variables = variables
        }
    }

    /// What a solver constraint stands for.
    enum Key: Hashable {
        case user(ObjectIdentifier)
        case autoresizing(ObjectIdentifier, Int)
        case contentSize(ObjectIdentifier, Int)
        case guide(ObjectIdentifier, Int)
        case fitting(Int)
    }

    /// A solver constraint as installed, or as last refused.
    struct Installed {
        var id: SolverConstraintID?
        var constraint: SolverConstraint
        weak var user: NSLayoutConstraint?
        /// Describes the constraint for a report (made only when one is printed).
        var label: () -> String
        /// The `NSLayoutConstraint`'s constant that `constraint` was made with.
        var userConstant: CGFloat
    }

    /// A constraint the engine wants: key, solver form, the `NSLayoutConstraint` it comes from, and how to describe it.
    struct Wanted {
        var key: Key
        var constraint: SolverConstraint
        var user: NSLayoutConstraint?
        var label: () -> String
    }

    private weak var root: UIView?
    private var solver = LinearSolver()
    /// Item records in creation order: the one order the engine walks them in.
    private var records: OrderedDictionary<ObjectIdentifier, ItemRecord> = [:]
    /// The installed constraints, in the order the engine last wanted them (removals of unwanted ones follow it).
    private var installed: OrderedDictionary<Key, Installed> = [:]
    private var keyOfSolverIndex: [Int32: Key] = [:]
    /// Fixed sizes for the root (or for a fitting-size measurement).
    let sizing: RootSizing

    /// The views that do not translate their masks and that a constraint names: the ones whose frames the engine sets.
    var constrainedViews = Set<ObjectIdentifier>()
    /// Views whose intrinsic size was measured at their last solved width (wrapping labels).
    var wrappingViews: [UIView] = []
    /// Set by anything that changes what the engine wants; the next `syncIfNeeded()` looks again.
    var needsSync = true
    /// True while frames are being applied, so those changes do not mark the engine for another sync.
    private(set) var isApplying = false
    /// How many syncs have run (tests use it to see that a quiet tick does no work).
    private(set) var syncCount = 0
    /// Where UIKit's "Unable to simultaneously satisfy constraints" reports go (standard error by default).
    var report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// How the root's own size enters the layout.
    enum RootSizing {
        /// The root keeps its bounds size (a window, or a tree laid out in place).
        case fixed
        /// `systemLayoutSizeFitting`: the root's size is a variable, pulled towards a target at given priorities.
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    init(root: UIView, sizing: RootSizing = .fixed) {
        self.root = root
        self.sizing = sizing
    }

    // MARK: Variables

    func record(for item: AnyObject) -> ItemRecord {
        let identifier = ObjectIdentifier(item)
        if let record = records[identifier], record.item === item { return record }
        let variables = ItemVariables(minX: solver.makeVariable(), minY: solver.makeVariable(),
                                      width: solver.makeVariable(), height: solver.makeVariable())
        let record = ItemRecord(item: item, variables: variables)
        records[identifier] = record
        return record
    }

    func frame(of item: AnyObject) -> CGRect? {
        guard let record = records[ObjectIdentifier(item)], record.item === item else { return nil }
        return record.solved
    }

    func isAmbiguous(_ view: UIView) -> Bool {
        guard let record = records[ObjectIdentifier(view)], record.item === view,
              constrainedViews.contains(ObjectIdentifier(view)) else { return false }
        let variables = record.variables
        return [variables.minX, variables.minY, variables.width, variables.height].contains { solver.isAmbiguous($0) }
    }

    // MARK: Insets read from views

    /// A safe area or margins the last sync read, to notice when laying out moved it.
    private struct ReadInsets {
        weak var view: UIView?
        var safeArea: Bool
        var value: UIEdgeInsets
    }
    private var insetsRead: [ReadInsets] = []

    /// A view's safe area insets or layout margins, noted so `insetsMoved()` can tell when they change.
    func readInsets(of view: UIView, safeArea: Bool) -> UIEdgeInsets {
        let value = safeArea ? view.safeAreaInsets : view.layoutMargins
        if sizing.isFitting { return value }
        insetsRead.append(ReadInsets(view: view, safeArea: safeArea, value: value))
        return value
    }

    /// Whether a safe area or margins the last sync used changed since (the views moved when their frames were
    /// applied): then the engine must look again, as UIKit lays out again after `safeAreaInsetsDidChange`.
    func insetsMoved() -> Bool {
        for read in insetsRead {
            guard let view = read.view else { continue }
            if (read.safeArea ? view.safeAreaInsets : view.layoutMargins) != read.value {
                needsSync = true
                return true
            }
        }
        return false
    }

    // MARK: Syncing

    /// Brings the solver in step with the tree when something changed, then notes which views moved.
    func syncIfNeeded() {
        if !needsSync && !pendingConstants.isEmpty { return applyPendingConstants() }
        guard needsSync, let root else { return }
        pendingConstants.removeAll()
        // A wrapping label measured at a width it did not get is measured again at the new one (UIKit's second
        // pass for multi-line labels); widths settle in a round or two.
        for _ in 0..<3 {
            needsSync = false
            syncCount += 1
            insetsRead.removeAll(keepingCapacity: true)
            wrappingViews.removeAll()
            var builder = WantedBuilder(engine: self, root: root)
            builder.collect()
            apply(builder.wanted)
            readSolution()
            guard wrappingViews.contains(where: { view in
                view.layoutState?.intrinsicSizeWidth != frame(of: view)?.width
            }) else { return }
        }
    }

    /// Constraints whose constant changed since the last sync, when nothing else did.
    private var pendingConstants: [NSLayoutConstraint] = []

    /// Notes a new constant of an installed constraint: the next sync moves the optimum by dual simplex without
    /// looking at the rest of the tree (Auto Layout's cheap path for animating a constant).
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        if !pendingConstants.contains(where: { $0 === constraint }) { pendingConstants.append(constraint) }
    }

    private func applyPendingConstants() {
        let changed = pendingConstants
        pendingConstants.removeAll()
        for constraint in changed {
            let key = Key.user(ObjectIdentifier(constraint))
            guard let existing = installed[key], existing.user === constraint, let id = existing.id else {
                needsSync = true
                continue
            }
            var updated = existing.constraint
            updated.expression.constant += Double(existing.userConstant - constraint.constant)
            if (try? solver.setConstant(updated.expression.constant, of: id)) != nil {
                installed[key]?.constraint = updated
                installed[key]?.userConstant = constraint.constant
            } else {
                needsSync = true
            }
        }
        if needsSync { return syncIfNeeded() }
        readSolution()
        if wrappingViews.contains(where: { $0.layoutState?.intrinsicSizeWidth != frame(of: $0)?.width }) {
            needsSync = true
            syncIfNeeded()
        }
    }

    private func apply(_ wanted: [Wanted]) {
        var seen = Set<Key>()
        seen.reserveCapacity(wanted.count)
        var order: [Key] = []
        order.reserveCapacity(wanted.count)
        var additions: [Wanted] = []
        var retries: [Wanted] = []
        var changed = false
        for entry in wanted {
            guard seen.insert(entry.key).inserted else { continue }
            order.append(entry.key)
            if let existing = installed[entry.key] {
                if existing.constraint == entry.constraint {
                    if existing.id == nil { retries.append(entry) }
                    continue
                }
                if let id = existing.id, sameShape(existing.constraint, entry.constraint),
                   (try? solver.setConstant(entry.constraint.expression.constant, of: id)) != nil {
                    installed[entry.key]?.constraint = entry.constraint
                    installed[entry.key]?.userConstant = entry.user?.constant ?? 0
                    changed = true
                    continue
                }
                remove(entry.key)
            }
            additions.append(entry)
        }
        changed = changed || !additions.isEmpty
        for key in installed.keys where !seen.contains(key) {
            remove(key)
            changed = true
        }
        for entry in additions { add(entry, reporting: true) }
        // A constraint broken earlier is tried again once others changed, without a second report if it still fails.
        if changed {
            for entry in retries {
                remove(entry.key)
                add(entry, reporting: false)
            }
        }
        installed = OrderedDictionary(uniqueKeysWithValues: order.lazy.compactMap { key in
            self.installed[key].map { (key, $0) }
        })
    }

    private func sameShape(_ a: SolverConstraint, _ b: SolverConstraint) -> Bool {
        a.relation == b.relation && a.strength == b.strength
            && a.expression.terms.elementsEqual(b.expression.terms) { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    private func remove(_ key: Key) {
        guard let existing = installed.removeValue(forKey: key) else { return }
        if let id = existing.id {
            try? solver.remove(id)
            keyOfSolverIndex[id.index] = nil
        }
    }

    private func add(_ entry: Wanted, reporting: Bool) {
        let label = entry.label
        do {
            let id = try solver.add(entry.constraint)
            keyOfSolverIndex[id.index] = entry.key
            installed[entry.key] = Installed(id: id, constraint: entry.constraint, user: entry.user, label: label,
                                             userConstant: entry.user?.constant ?? 0)
            entry.user?.isBroken = false
        } catch {
            installed[entry.key] = Installed(id: nil, constraint: entry.constraint, user: entry.user, label: label,
                                             userConstant: entry.user?.constant ?? 0)
            entry.user?.isBroken = true
            guard reporting else { return }
            if case let .unsatisfiable(conflicting) = error {
                let others = conflicting.compactMap { keyOfSolverIndex[$0.index] }.compactMap { installed[$0]?.label() }
                report(UnsatisfiableConstraintsReport(conflicting: others + [label()], broken: label()).text)
            } else {
                report("[LayoutConstraints] Ignoring \(label()): \(error)")
            }
        }
    }

    /// Reads every item's solved frame; a constrained view that moved or resized asks its superview for layout
    /// (UIKit's engine does the same when a variable changes), and guides take their new frames.
    private func readSolution() {
        var released: [ObjectIdentifier] = []
        for (identifier, record) in records {
            guard let item = record.item else {
                released.append(identifier)
                continue
            }
            let frame = pixelAligned(record.variables)
            guard frame != record.solved else { continue }
            record.solved = frame
            if sizing.isFitting { continue }
            if let guide = item as? UILayoutGuide {
                guide.layoutFrame = frame
                guide.owningView?.setNeedsLayout()
            } else if let view = item as? UIView, constrainedViews.contains(identifier) {
                view.superview?.setNeedsLayout()
            }
        }
        for identifier in released { records.removeValue(forKey: identifier) }
    }

    /// The solved rectangle with its edges rounded to the screen's pixel grid, as UIKit's engine rounds them (so the
    /// width is the distance between rounded edges).
    private func pixelAligned(_ variables: ItemVariables) -> CGRect {
        let scale = UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
        func round(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        let minX = solver.value(of: variables.minX), minY = solver.value(of: variables.minY)
        let left = round(minX), top = round(minY)
        let right = round(minX + solver.value(of: variables.width))
        let bottom = round(minY + solver.value(of: variables.height))
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Sets the frames of `view`'s constrained subviews from the solution: `center` and the bounds size, so a
    /// transform (a UIKit Dynamics rotation, say) is kept, as UIKit's `layoutSubviews` does.
    func applyFrames(toSubviewsOf view: UIView) {
        syncIfNeeded()
        isApplying = true
        defer { isApplying = false }
        for subview in view.subviews where constrainedViews.contains(ObjectIdentifier(subview)) {
            guard let frame = frame(of: subview) else { continue }
            let size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
            if subview.bounds.size != size {
                subview.bounds = CGRect(origin: subview.bounds.origin, size: size)
            }
            let center = CGPoint(x: frame.minX + subview.anchorPoint.x * size.width,
                                 y: frame.minY + subview.anchorPoint.y * size.height)
            if subview.center != center { subview.center = center }
        }
    }

    /// The root's solved size (for `systemLayoutSizeFitting`).
    func solvedRootSize() -> CGSize {
        guard let root, let frame = frame(of: root) else { return .zero }
        return frame.size
    }
}
