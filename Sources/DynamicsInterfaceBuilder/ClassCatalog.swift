import Foundation

/// What the compiler knows of the app's own classes (from its Swift sources): so outlets are set only on properties
/// that exist, actions call methods with their Swift labels, and custom classes from elsewhere fall back to the
/// UIKit class Interface Builder drew.
public struct ClassCatalog: Sendable {
    /// A method of a class, as declared.
    public struct Method: Equatable, Sendable {
        /// The base name (`buttonTapped`).
        public var name: String
        /// The argument labels, `_` for none.
        public var labels: [String]

        /// A method `name(labels…)`.
        public init(name: String, labels: [String]) {
            self.name = name
            self.labels = labels
        }

        /// The Objective-C selectors Swift may give it: `tapped(_:)` → `tapped:`, `tapped(sender:)` →
        /// `tappedWithSender:`, and for a preposition label (`tapped(for:)`) the form without `With`, `tappedFor:`.
        var selectors: [String] {
            guard let first = labels.first else { return [name] }
            var rest = ""
            for label in labels.dropFirst() { rest += (label == "_" ? "" : label) + ":" }
            if first == "_" { return [name + ":" + rest] }
            let capitalized = first.prefix(1).uppercased() + first.dropFirst()
            return [name + "With" + capitalized + ":" + rest, name + capitalized + ":" + rest]
        }
    }

    /// A class of the app.
    public struct Class: Equatable, Sendable {
        /// Its name.
        public var name: String
        /// Its inheritance clause: superclass first, then protocols.
        public var inherited: [String]
        /// The names of its stored and computed properties.
        public var properties: Set<String>
        /// Its methods.
        public var methods: [Method]
        /// The declared types of the properties that have a type annotation, as written (`UIImageView!`).
        public var propertyTypes: [String: String]

        /// A class `name: inherited…` with `properties` (of `propertyTypes` where declared) and `methods`.
        public init(name: String, inherited: [String], properties: Set<String>, methods: [Method],
                    propertyTypes: [String: String] = [:]) {
            self.name = name
            self.inherited = inherited
            self.properties = properties
            self.methods = methods
            self.propertyTypes = propertyTypes
        }
    }

    private var classes: [String: Class] = [:]
    /// Properties the app adds to UIKit classes in extensions (`extension UIView { @IBInspectable var … }`).
    private var extensionProperties: [String: Set<String>] = [:]

    /// A catalog of `classes` (a later class of the same name replaces an earlier one) and of the properties the
    /// app's extensions add to UIKit classes, by class.
    public init(_ classes: [Class] = [], extensionProperties: [String: Set<String>] = [:]) {
        for info in classes { self.classes[info.name] = info }
        self.extensionProperties = extensionProperties
    }

    /// Whether the app declares a class `name`.
    func contains(_ name: String) -> Bool { classes[name] != nil }

    /// `name` and its superclasses that the app declares, nearest first.
    private func lineage(_ name: String) -> [Class] {
        var result: [Class] = []
        var current: String? = name
        while let next = current, let info = classes[next], !result.contains(where: { $0.name == next }) {
            result.append(info)
            current = info.inherited.first
        }
        return result
    }

    /// Whether the app's class `name` (or one of its app superclasses, or an app extension of its UIKit base or of
    /// the UIKit classes every view and controller derives from) declares the property `property`.
    func hasProperty(_ property: String, in name: String) -> Bool {
        if lineage(name).contains(where: { $0.properties.contains(property) }) { return true }
        return [uikitBase(of: name), "UIView", "UIResponder", "NSObject"].contains { extensionProperties[$0]?.contains(property) == true }
    }

    /// The declared type of `property` of the app's class `name` (or an app superclass), without `!` or `?`.
    func propertyType(_ property: String, in name: String) -> String? {
        for info in lineage(name) {
            if let type = info.propertyTypes[property] {
                return type.trimmingCharacters(in: CharacterSet(charactersIn: "!? "))
            }
        }
        return nil
    }

    /// The method of the app's class `name` (or its app superclasses) whose selector is `selector`.
    func method(selector: String, in name: String) -> Method? {
        for info in lineage(name) {
            if let method = info.methods.first(where: { $0.selectors.contains(selector) }) { return method }
        }
        return nil
    }

    /// The first UIKit class (not the app's) `name` derives from, or `name` itself when it is not the app's.
    func uikitBase(of name: String) -> String {
        lineage(name).last?.inherited.first ?? name
    }

    /// Whether the app's class `name` adopts `protocolName` in its own or an app superclass's inheritance clause.
    func adopts(_ protocolName: String, _ name: String) -> Bool {
        lineage(name).contains { $0.inherited.contains(protocolName) }
    }
}
