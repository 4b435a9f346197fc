import Foundation

/// Something with traits: the screen, windows, view controllers and views. Each inherits its traits from the one
/// above it — screen → window → root view controller → its view → subviews, a child controller from its parent —
/// and puts its own overrides (`traitOverrides`, `overrideUserInterfaceStyle`) over them.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits now in force here.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed (see `UIView.traitCollectionDidChange(_:)` for when).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration `registerForTraitChanges(_:handler:)` returns: pass it to `unregisterForTraitChanges(_:)` to stop
/// hearing.
public protocol UITraitChangeRegistration: AnyObject {}

/// An environment that can be asked to call a closure when some of its traits change (iOS 17).
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// Calls `handler` with the environment and its previous traits in the layout pass whenever one of `traits`
    /// changed there, after `traitCollectionDidChange(_:)`.
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration
    /// Stops the calls of a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// Counts changes that can change some environment's traits (overrides, the hierarchy, containment, the screen):
/// the layout pass only recomputes an environment's traits when the count moved since it last looked.
@MainActor enum TraitGeneration {
    private(set) static var value = 0
    static func bump() { value &+= 1 }
}

/// One registration: the traits it watches and what it calls.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: Set<ObjectIdentifier>
    let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = Set(traits.map { ObjectIdentifier($0) })
        self.handler = handler
    }
}

/// What every environment keeps: its overrides, the traits it last heard about, its registrations and, for
/// controllers, the collections it gives its children.
struct TraitEnvironmentState {
    var overrides: MutableTraitValues?
    var delivered: UITraitCollection?
    var generation = -1
    var registrations: [TraitChangeRegistration] = []
    var childOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// The traits recorded in the layout pass, while nothing that can change traits has happened since (a parent
    /// visited before its children makes each child's look-up one step).
    @MainActor var current: UITraitCollection? {
        generation == TraitGeneration.value ? delivered : nil
    }

    /// `base` with the overrides put over it (`base` itself when nothing is overridden).
    func applying(to base: UITraitCollection) -> UITraitCollection {
        guard let overrides, !overrides.values.entries.isEmpty else { return base }
        return UITraitCollection(values: base.values.merging(overrides.values))
    }

    /// The overrides, made on first use; a change of them asks for a trait update and a layout of `owner`.
    mutating func overrides(changing owner: @escaping () -> Void) -> MutableTraitValues {
        if let overrides { return overrides }
        let made = MutableTraitValues(didChange: owner)
        overrides = made
        return made
    }

    /// Records `now` as heard. Returns the previous traits when they differ from `now` and the environment had
    /// heard of some before (the first traits an environment gets are not a change, as on iOS 17).
    @MainActor mutating func record(_ now: UITraitCollection) -> UITraitCollection? {
        generation = TraitGeneration.value
        let previous = delivered
        delivered = now
        guard let previous, previous !== now, previous.values != now.values else { return nil }
        return previous
    }

    /// Runs the registrations that watch one of the traits that changed between `previous` and `now`.
    @MainActor func notifyRegistrations(of environment: AnyObject, from previous: UITraitCollection, to now: UITraitCollection) {
        guard !registrations.isEmpty else { return }
        let changed = now.values.changedTraits(from: previous.values)
        for registration in registrations where !registration.traits.isDisjoint(with: changed) {
            registration.handler(environment, previous)
        }
    }
}

// MARK: Views

extension UIView: UITraitEnvironment, UITraitChangeObservable {
    /// The view's traits: its controller's when it is a controller's view, else its superview's (a window's: its
    /// screen's), else the screen's — with the view's own `traitOverrides` over them.
    public var traitCollection: UITraitCollection {
        traitState.current ?? traitState.applying(to: inheritedTraits)
    }

    private var inheritedTraits: UITraitCollection {
        if let window = self as? UIWindow {
            return (window.traitScreen ?? window.windowScene?.screen ?? UIScreen.main).traitCollection
        }
        if let owningViewController { return owningViewController.traitCollection }
        if let superview { return superview.traitCollection }
        return UIScreen.main.traitCollection
    }

    /// The traits the renderer draws the view with (`traitCollection`).
    package var drawingTraitCollection: UITraitCollection { traitCollection }

    /// Traits this view gives itself and its subviews over what it inherits (iOS 17):
    /// `view.traitOverrides.userInterfaceStyle = .dark`. Changing them updates the subtree's traits in the next
    /// layout pass.
    public var traitOverrides: any UITraitOverrides {
        get { traitState.overrides { [weak self] in self?.traitOverridesDidChange() } }
        set {
            let values = (newValue as? MutableTraitValues)?.values ?? TraitValues()
            let overrides = traitState.overrides { [weak self] in self?.traitOverridesDidChange() }
            if overrides.values != values {
                overrides.values = values
                traitOverridesDidChange()
            }
        }
    }

    /// The appearance this view and its subviews use whatever they inherit (`.unspecified`, the default, inherits).
    /// The same trait as `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrides?.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    private func traitOverridesDidChange() {
        TraitGeneration.bump()
        setNeedsLayout()
    }

    /// Calls `handler` in the layout pass, before `layoutSubviews()`, whenever one of `traits` of this view
    /// changed (after `traitCollectionDidChange(_:)`), with the view and its previous traits.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? Environment { handler(environment, previous) }
        }
        traitState.registrations.append(registration)
        return registration
    }

    /// Stops the calls of `registration`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState.registrations.removeAll { $0 === registration }
    }

    /// The view (and its subtree) moved: what they recorded no longer stands, and they work their traits out again
    /// when next read or laid out. Nothing outside the subtree inherits from it, so the rest keeps its record.
    func traitsMoved() {
        forEachInSubtree { view in
            view.traitState.generation = -1
            view.owningViewController?.traitsMoved()
        }
    }

    /// The layout pass's trait step for this view: first its controller, then the view hears of a change.
    func updateTraitsIfNeeded() {
        owningViewController?.updateTraitsIfNeeded()
        guard traitState.generation != TraitGeneration.value else { return }
        let now = traitCollection
        // UIKit's own font adjustment also follows the traits a view first joins a window with (a label made at
        // Large and first shown at AX2 shows AX2's font), though they are not a change the app hears of.
        adjustFontForContentSizeCategory(now)
        guard let previous = traitState.record(now) else { return }
        setNeedsLayout()
        // Leading and trailing constraints and directional margins resolve by the layout direction.
        if previous.layoutDirection != now.layoutDirection { layoutStructureDidChange() }
        UITraitCollection.withCurrent(now) {
            traitCollectionDidChange(previous)
            traitState.notifyRegistrations(of: self, from: previous, to: now)
        }
    }

    /// UIKit's own reaction to the text size, before the app's callbacks: a view that
    /// `adjustsFontForContentSizeCategory` (or a button whose title label does) makes its preferred or scaled font
    /// again for `traits` when that font's size differs from the one it has.
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        switch self {
        case let label as UILabel where label.adjustsFontForContentSizeCategory:
            if let font = label.font.adjusted(to: traits) { label.font = font }
        case let field as UITextField where field.adjustsFontForContentSizeCategory:
            if let font = field.font?.adjusted(to: traits) { field.font = font }
        case let text as UITextView where text.adjustsFontForContentSizeCategory:
            if let font = text.font?.adjusted(to: traits) { text.font = font }
        case let button as UIButton:
            // The title label is not a subview here, so the button passes the change on.
            guard let label = button.titleLabel, label.adjustsFontForContentSizeCategory,
                  let font = label.font.adjusted(to: traits) else { return }
            label.font = font
            button.invalidateIntrinsicContentSize()
        default: break
        }
    }
}

// MARK: View controllers

extension UIViewController: UITraitEnvironment, UITraitChangeObservable {
    /// The controller's traits: its parent's (with the override the parent set for it,
    /// `setOverrideTraitCollection(_:forChild:)`), else those of where its view is shown (a root controller: the
    /// window's), else the screen's — with the controller's own `traitOverrides` over them.
    public var traitCollection: UITraitCollection {
        traitState.current ?? traitState.applying(to: inheritedTraits)
    }

    private var inheritedTraits: UITraitCollection {
        if let parent {
            let base = parent.traitCollection
            guard let given = parent.traitState.childOverrides[ObjectIdentifier(self)] else { return base }
            return UITraitCollection(traitsFrom: [base, given])
        }
        if let superview = viewIfLoaded?.superview { return superview.traitCollection }
        if let presenting = presentingViewController { return presenting.traitCollection }
        return UIScreen.main.traitCollection
    }

    /// Traits this controller gives itself, its view and its children over what it inherits (iOS 17).
    public var traitOverrides: any UITraitOverrides {
        get { traitState.overrides { [weak self] in self?.traitOverridesDidChange() } }
        set {
            let values = (newValue as? MutableTraitValues)?.values ?? TraitValues()
            let overrides = traitState.overrides { [weak self] in self?.traitOverridesDidChange() }
            if overrides.values != values {
                overrides.values = values
                traitOverridesDidChange()
            }
        }
    }

    /// The appearance this controller, its view and its children use whatever they inherit (`.unspecified`, the
    /// default, inherits). The same trait as `traitOverrides.userInterfaceStyle`.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitState.overrides?.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    private func traitOverridesDidChange() {
        TraitGeneration.bump()
        viewIfLoaded?.setNeedsLayout()
    }

    /// Gives `childViewController` (one of `children`) the traits of `collection` over what it inherits from this
    /// controller; nil stops.
    public func setOverrideTraitCollection(_ collection: UITraitCollection?,
                                           forChild childViewController: UIViewController) {
        traitState.childOverrides[ObjectIdentifier(childViewController)] = collection
        TraitGeneration.bump()
        childViewController.viewIfLoaded?.setNeedsLayout()
    }

    /// The collection set for `childViewController` with `setOverrideTraitCollection(_:forChild:)`, if any.
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        traitState.childOverrides[ObjectIdentifier(childViewController)]
    }

    /// Calls `handler` in the layout pass, before the view's `viewWillLayoutSubviews`, whenever one of `traits` of
    /// this controller changed (after `traitCollectionDidChange(_:)`), with the controller and its previous traits.
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? Environment { handler(environment, previous) }
        }
        traitState.registrations.append(registration)
        return registration
    }

    /// Stops the calls of `registration`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitState.registrations.removeAll { $0 === registration }
    }

    /// The controller's view moved: the controller and its children work their traits out again.
    func traitsMoved() {
        traitState.generation = -1
        for child in children { child.traitsMoved() }
    }

    /// The layout pass's trait step for this controller (run as its view is visited).
    func updateTraitsIfNeeded() {
        guard traitState.generation != TraitGeneration.value else { return }
        let now = traitCollection
        guard let previous = traitState.record(now) else { return }
        viewIfLoaded?.setNeedsLayout()
        UITraitCollection.withCurrent(now) {
            traitCollectionDidChange(previous)
            traitState.notifyRegistrations(of: self, from: previous, to: now)
        }
    }
}
