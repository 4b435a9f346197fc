import Foundation

/// A trait: one named value in a trait collection, with the value it has when nothing gives it (iOS 17). The
/// system traits (`UITraitUserInterfaceStyle`, `UITraitDisplayScale`, …) are definitions too, and an app can add its
/// own: `enum HighlightedTrait: UITraitDefinition { static let defaultValue = false }`, then
/// `view.traitOverrides[HighlightedTrait.self] = true`.
public protocol UITraitDefinition {
    /// The type of the trait's value (the definition itself unless said otherwise).
    associatedtype Value = Self
    /// The value a collection that does not give the trait has.
    static var defaultValue: Value { get }
    /// A unique string naming the trait (default: the type's name).
    static var identifier: String { get }
    /// A readable name (default: the type's name).
    static var name: String { get }
    /// Whether a change of the trait can change how dynamic colours resolve (default false).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False: an app's own traits leave colours alone unless they say otherwise.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait definition as a value: what `registerForTraitChanges(_:handler:)` takes a list of, e.g.
/// `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// The `userInterfaceStyle` trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// True: light and dark colours differ.
    public static var affectsColorAppearance: Bool { true }
}
/// The `preferredContentSizeCategory` trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIContentSizeCategory.unspecified
}
/// The `horizontalSizeClass` trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
/// The `verticalSizeClass` trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
/// The `displayScale` trait.
public enum UITraitDisplayScale: UITraitDefinition {
    /// 0, meaning not given.
    public static let defaultValue: CGFloat = 0
}
/// The `layoutDirection` trait.
public enum UITraitLayoutDirection: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}
/// The `userInterfaceIdiom` trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}
/// The `legibilityWeight` trait.
public enum UITraitLegibilityWeight: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UILegibilityWeight.unspecified
}
/// The `accessibilityContrast` trait.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// True: high-contrast colours differ.
    public static var affectsColorAppearance: Bool { true }
}
/// The `displayGamut` trait.
public enum UITraitDisplayGamut: UITraitDefinition {
    /// `.unspecified`.
    public static let defaultValue = UIDisplayGamut.unspecified
    /// True: colours may differ per gamut.
    public static var affectsColorAppearance: Bool { true }
}

/// The `forceTouchCapability` trait.
public enum UITraitForceTouchCapability: UITraitDefinition {
    /// `.unknown`.
    public static let defaultValue = UIForceTouchCapability.unknown
}

/// The traits a collection gives, by definition: only values that differ from the definition's default are kept,
/// so a collection "specifies" exactly the traits it stores.
struct TraitValues: Equatable {
    struct Entry {
        var value: Any
        var affectsColorAppearance: Bool
    }
    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        entries[ObjectIdentifier(trait)].flatMap { $0.value as? T.Value } ?? T.defaultValue
    }

    func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

    mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        if TraitValues.same(value, T.defaultValue) {
            entries[ObjectIdentifier(trait)] = nil
        } else {
            entries[ObjectIdentifier(trait)] = Entry(value: value, affectsColorAppearance: T.affectsColorAppearance)
        }
    }

    mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

    /// These values with every value `other` gives put over them.
    func merging(_ other: TraitValues) -> TraitValues {
        var merged = self
        merged.entries.merge(other.entries) { _, new in new }
        return merged
    }

    /// The traits whose values differ between the two.
    func changedTraits(from other: TraitValues) -> Set<ObjectIdentifier> {
        var changed = Set<ObjectIdentifier>()
        for key in Set(entries.keys).union(other.entries.keys) {
            switch (entries[key], other.entries[key]) {
            case let (mine?, theirs?): if !TraitValues.same(mine.value, theirs.value) { changed.insert(key) }
            default: changed.insert(key)
            }
        }
        return changed
    }

    /// Whether any trait that affects colours differs.
    func differsInColorAppearance(from other: TraitValues) -> Bool {
        changedTraits(from: other).contains { (entries[$0] ?? other.entries[$0])?.affectsColorAppearance == true }
    }

    static func == (lhs: TraitValues, rhs: TraitValues) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        for (key, entry) in lhs.entries {
            guard let other = rhs.entries[key], TraitValues.same(entry.value, other.value) else { return false }
        }
        return true
    }

    /// Value equality for `Equatable` values, identity for objects; other values never compare equal.
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let equatable = lhs as? any Equatable { return equal(equatable, rhs) }
        if let object = lhs as AnyObject?, type(of: lhs) is AnyClass { return object === (rhs as AnyObject?) }
        return false
    }

    private static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool { (rhs as? Value) == lhs }
}

/// Settable traits: what `UITraitCollection { mutableTraits in … }`, `modifyingTraits(_:)` and `traitOverrides` hand
/// you (iOS 17). Setting a trait to its default value leaves it unspecified.
public protocol UIMutableTraits: AnyObject {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The width's size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The height's size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// Left to right or right to left.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Phone, pad, …
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Bold text or not.
    var legibilityWeight: UILegibilityWeight { get set }
    /// Increased contrast or not.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// sRGB or P3.
    var displayGamut: UIDisplayGamut { get set }
    /// Any trait, including an app's own.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

/// A view's or controller's `traitOverrides` (iOS 17): mutable traits that also say which traits they override.
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`: it is inherited again.
    func remove(_ trait: UITrait)
}

/// The mutable traits handed to a collection's mutation closure and used by `traitOverrides`; `didChange` runs
/// after every change (an environment's overrides ask for a trait update there).
final class MutableTraitValues: UITraitOverrides, @unchecked Sendable {
    var values: TraitValues
    var didChange: (() -> Void)?

    init(_ values: TraitValues = TraitValues(), didChange: (() -> Void)? = nil) {
        self.values = values
        self.didChange = didChange
    }

    private func update(_ body: (inout TraitValues) -> Void) {
        let before = values
        body(&values)
        if values != before { didChange?() }
    }

    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.value(UITraitUserInterfaceStyle.self) }
        set { update { $0.set(UITraitUserInterfaceStyle.self, newValue) } }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.value(UITraitPreferredContentSizeCategory.self) }
        set { update { $0.set(UITraitPreferredContentSizeCategory.self, newValue) } }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.value(UITraitHorizontalSizeClass.self) }
        set { update { $0.set(UITraitHorizontalSizeClass.self, newValue) } }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.value(UITraitVerticalSizeClass.self) }
        set { update { $0.set(UITraitVerticalSizeClass.self, newValue) } }
    }
    var displayScale: CGFloat {
        get { values.value(UITraitDisplayScale.self) }
        set { update { $0.set(UITraitDisplayScale.self, newValue) } }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.value(UITraitLayoutDirection.self) }
        set { update { $0.set(UITraitLayoutDirection.self, newValue) } }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.value(UITraitUserInterfaceIdiom.self) }
        set { update { $0.set(UITraitUserInterfaceIdiom.self, newValue) } }
    }
    var legibilityWeight: UILegibilityWeight {
        get { values.value(UITraitLegibilityWeight.self) }
        set { update { $0.set(UITraitLegibilityWeight.self, newValue) } }
    }
    var accessibilityContrast: UIAccessibilityContrast {
        get { values.value(UITraitAccessibilityContrast.self) }
        set { update { $0.set(UITraitAccessibilityContrast.self, newValue) } }
    }
    var displayGamut: UIDisplayGamut {
        get { values.value(UITraitDisplayGamut.self) }
        set { update { $0.set(UITraitDisplayGamut.self, newValue) } }
    }
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values.value(trait) }
        set { update { $0.set(trait, newValue) } }
    }
    func contains(_ trait: UITrait) -> Bool { values.contains(trait) }
    func remove(_ trait: UITrait) { update { $0.remove(trait) } }
}
