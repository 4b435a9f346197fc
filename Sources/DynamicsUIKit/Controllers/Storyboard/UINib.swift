import Foundation

/// A nib, as UIKit's class: it instantiates the objects of an Interface Builder `.xib` file. There are no archives
/// here, so a nib is code `dynamics port` compiles from the xib, registered by name with ``register(_:instantiate:)``
/// in the running scene.
@preconcurrency @MainActor open class UINib {
    /// Options of ``instantiate(withOwner:options:)`` (UIKit's external objects); kept, not read.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// UIKit's proxied objects of a nib.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// What a registered nib makes: its top-level objects, its outlets to the owner connected.
    typealias Contents = (_ owner: Any?) -> [Any]

    private let contents: Contents
    /// The nib's name.
    let name: String

    /// The nib named `name` that the running scene registered. UIKit raises when there is no such file; this
    /// stops the program the same way.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        guard let contents = UIApplication.shared.nibs[name] else {
            raiseUIKitException(.invalidArgument, "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> "
                                + "(loaded)' with name '\(name)'")
        }
        self.name = name
        self.contents = contents
    }

    private init(name: String, contents: @escaping Contents) {
        self.name = name
        self.contents = contents
    }

    /// The registered nib named `name`, or nil.
    static func registered(named name: String) -> UINib? {
        UIApplication.shared.nibs[name].map { UINib(name: name, contents: $0) }
    }

    /// Makes the nib `name` available to ``init(nibName:bundle:)``, `Bundle.loadNibNamed(_:owner:options:)` and
    /// view controllers whose `nibName` (or class name) it is: `instantiate` makes its top-level objects, connects the
    /// outlets and actions of File's Owner to `owner`, and sends `awakeFromNib` (code `dynamics port` writes).
    public static func register(_ name: String, instantiate: @escaping (_ owner: Any?) -> [Any]) {
        UIApplication.shared.nibs[name] = instantiate
    }

    /// A new copy of the nib's top-level objects, in the file's order, File's Owner's outlets set on `ownerOrNil`.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        contents(ownerOrNil)
    }
}

extension Bundle {
    /// The top-level objects of the registered nib `name` (see `UINib.register(_:instantiate:)`), its File's Owner
    /// outlets set on `owner`. UIKit raises when there is no such nib, and so does this.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
