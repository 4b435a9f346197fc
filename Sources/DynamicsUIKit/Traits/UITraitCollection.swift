import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The environment an interface is shown in — light or dark, text size, size classes, scale, layout direction,
/// idiom, bold text, contrast and gamut — as UIKit's `UITraitCollection` (iOS 17 API).
///
/// A collection is immutable and usable from any thread. A trait it does not give is "unspecified" (the
/// trait's `defaultValue`); `init(traitsFrom:)` puts the specified traits of later collections over earlier ones.
/// Views, controllers, windows and the screen each have one (`UITraitEnvironment.traitCollection`), inherited
/// down the hierarchy: screen → window → root view controller → its view → subviews (see docs/traits.md).
public final class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    init(values: TraitValues) { self.values = values }

    /// A collection that specifies no trait.
    public override convenience init() { self.init(values: TraitValues()) }

    /// The traits of `traitCollections` combined: each later collection's specified traits replace earlier ones.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.merging($1.values) })
    }

    /// A collection made by `mutations`, which sets traits on the mutable traits it is handed (iOS 17):
    /// `UITraitCollection { $0.userInterfaceStyle = .dark }`.
    public convenience init(mutations: (any UIMutableTraits) -> Void) {
        let traits = MutableTraitValues()
        mutations(traits)
        self.init(values: traits.values)
    }

    private convenience init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        var values = TraitValues()
        values.set(trait, value)
        self.init(values: values)
    }

    /// A collection that gives only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitUserInterfaceStyle.self, userInterfaceStyle)
    }
    /// A collection that gives only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
    }
    /// A collection that gives only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitHorizontalSizeClass.self, horizontalSizeClass)
    }
    /// A collection that gives only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitVerticalSizeClass.self, verticalSizeClass)
    }
    /// A collection that gives only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(UITraitDisplayScale.self, displayScale)
    }
    /// A collection that gives only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(UITraitLayoutDirection.self, layoutDirection)
    }
    /// A collection that gives only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(UITraitUserInterfaceIdiom.self, userInterfaceIdiom)
    }
    /// A collection that gives only the legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(UITraitLegibilityWeight.self, legibilityWeight)
    }
    /// A collection that gives only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, accessibilityContrast)
    }
    /// A collection that gives only the display gamut.
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(UITraitDisplayGamut.self, displayGamut)
    }

    /// A collection that gives only whether the screen senses pressure.
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(UITraitForceTouchCapability.self, capability)
    }

    /// A copy of this collection with `mutations` applied (iOS 17).
    public func modifyingTraits(_ mutations: (any UIMutableTraits) -> Void) -> UITraitCollection {
        let traits = MutableTraitValues(values)
        mutations(traits)
        return traits.values == values ? self : UITraitCollection(values: traits.values)
    }

    /// Light or dark (`.unspecified` when not given).
    public var userInterfaceStyle: UIUserInterfaceStyle { values.value(UITraitUserInterfaceStyle.self) }
    /// The user's text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        values.value(UITraitPreferredContentSizeCategory.self)
    }
    /// The width's size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.value(UITraitHorizontalSizeClass.self) }
    /// The height's size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.value(UITraitVerticalSizeClass.self) }
    /// Pixels per point (0 when not given).
    public var displayScale: CGFloat { values.value(UITraitDisplayScale.self) }
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.value(UITraitLayoutDirection.self) }
    /// Phone, pad, …
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.value(UITraitUserInterfaceIdiom.self) }
    /// Whether bold text is on.
    public var legibilityWeight: UILegibilityWeight { values.value(UITraitLegibilityWeight.self) }
    /// Whether increased contrast is on.
    public var accessibilityContrast: UIAccessibilityContrast { values.value(UITraitAccessibilityContrast.self) }
    /// Whether the screen senses pressure (`.unknown` when not given).
    public var forceTouchCapability: UIForceTouchCapability { values.value(UITraitForceTouchCapability.self) }
    /// sRGB or P3.
    public var displayGamut: UIDisplayGamut { values.value(UITraitDisplayGamut.self) }

    /// Any trait's value, including an app's own (`traitCollection[MyTrait.self]`); the definition's default when
    /// the collection does not give it.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values.value(trait) }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.merging(trait.values) == values
    }

    /// Whether a dynamic colour can resolve differently in the two collections (appearance, contrast or gamut, or
    /// an app trait that affects colours, differs).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        if traitCollection === self { return false }
        return values.differsInColorAppearance(from: traitCollection?.values ?? TraitValues())
    }

    /// Whether the two collections give the same traits with the same values.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.values == values
    }

    /// A hash that equal collections share (the number of traits given).
    public override var hash: Int { values.entries.count }

    /// The traits given, as UIKit prints a collection: its address, then each specified trait with UIKit's name
    /// for its value (`UserInterfaceIdiom = Phone, DisplayScale = 3, …`; `UITraitCollection+Description.swift`).
    public override var description: String {
        "<UITraitCollection: \(addressText(self)); \(TraitDescription(self).parts.joined(separator: ", "))>"
    }

    // MARK: The current collection

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "cannot create a thread-specific key (error \(status))")
        return key
    }()

    /// The collection dynamic colours resolve with when nothing names one: set by UIKit to a view's (or
    /// controller's) traits while it lays out, draws or hears of a trait change, as on iOS; otherwise the scene
    /// screen's traits. Per thread.
    public class var current: UITraitCollection {
        get {
            if let pointer = pthread_getspecific(currentKey) {
                return Unmanaged<UITraitCollection>.fromOpaque(pointer).takeUnretainedValue()
            }
            return UIScreen.mainTraits
        }
        set {
            let old = pthread_getspecific(currentKey)
            pthread_setspecific(currentKey, Unmanaged.passRetained(newValue).toOpaque())
            if let old { Unmanaged<UITraitCollection>.fromOpaque(old).release() }
        }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try UITraitCollection.withCurrent(self, actions)
    }

    /// Runs `body` with `traits` current (nil leaves the current one), restoring the previous one after.
    package static func withCurrent<Result>(_ traits: UITraitCollection?, _ body: () throws -> Result) rethrows -> Result {
        guard let traits else { return try body() }
        let previous = pthread_getspecific(currentKey)
        pthread_setspecific(currentKey, Unmanaged.passRetained(traits).toOpaque())
        defer {
            if let installed = pthread_getspecific(currentKey) {
                Unmanaged<UITraitCollection>.fromOpaque(installed).release()
            }
            pthread_setspecific(currentKey, previous)
        }
        return try body()
    }
}
