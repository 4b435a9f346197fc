import DynamicsGeometry
import Foundation

/// The Swift key-path form of KVO, which Foundation gives every `NSObject` on iOS through this protocol (Linux
/// Foundation has no KVO, so it lives here); views adopt it, so `view.observe(\.center) { view, change in … }`
/// compiles and runs as on iOS.
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

/// A change told to a key-path observer (Foundation's type): the new and old values as the options asked.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change: views only ever report `.setting`.
    public typealias Kind = NSKeyValueChange
    /// The kind of change.
    public let kind: Kind
    /// The value after the change, when the options asked for `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when the options asked for `.old`.
    public let oldValue: Value?
    /// Indexes of a to-many change; always nil here (views have single-valued keys).
    public let indexes: IndexSet?
    /// True in the notification sent before the change to a `.prior` observer.
    public let isPrior: Bool
}

/// What `observe(_:options:changeHandler:)` returns: the observation lasts until `invalidate()` or until this object
/// goes away, as on iOS, so the caller keeps it in a property.
public final class NSKeyValueObservation: NSObject {
    private nonisolated(unsafe) var relay: (any KeyValueObserver)?
    private nonisolated(unsafe) weak var view: UIView?
    private let keyPath: String

    init(relay: any KeyValueObserver, view: UIView, keyPath: String) {
        self.relay = relay
        self.view = view
        self.keyPath = keyPath
    }

    /// Ends the observation: the handler is not called again. Not isolated, as on iOS; it must run on the main
    /// actor, where views live.
    public func invalidate() {
        guard let relay else { return }
        self.relay = nil
        view?.removeObservation(relay, keyPath: keyPath, context: nil, anyContext: true, onLayer: false)
    }

    deinit { invalidate() }
}

/// Turns the change dictionaries of a view's observers into typed changes for one handler.
@MainActor private final class KeyPathObservationRelay<Root: UIView, Value>: KeyValueObserver {
    private let handler: (Root, NSKeyValueObservedChange<Value>) -> Void

    init(handler: @escaping (Root, NSKeyValueObservedChange<Value>) -> Void) { self.handler = handler }

    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard let root = object as? Root, let change else { return }
        let kind = (change[.kindKey] as? UInt).flatMap(NSKeyValueChange.init(rawValue:)) ?? .setting
        handler(root, NSKeyValueObservedChange(
            kind: kind, newValue: change[.newKey] as? Value, oldValue: change[.oldKey] as? Value, indexes: nil,
            isPrior: change[.notificationIsPriorKey] as? Bool ?? false))
    }
}

@MainActor extension _KeyValueCodingAndObserving where Self: UIView {
    /// Calls `changeHandler` whenever `keyPath` — `\.center`, `\.bounds`, `\.frame` or `\.transform` — is set, with
    /// the values `options` asks for (`.initial` calls it once at once), until the returned observation is
    /// invalidated or released. Observers hear the setter of the key they observe, as with
    /// `addObserver(_:forKeyPath:options:context:)`: moving a view by `center` is not a `frame` change. Any other
    /// key path is registered but never told (a warning on standard error says so).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let name = Self.observableName(of: keyPath)
        let relay = KeyPathObservationRelay<Self, Value>(handler: changeHandler)
        register(relay, keyPath: name, options: options, context: nil, onLayer: false)
        return NSKeyValueObservation(relay: relay, view: self, keyPath: name)
    }

    private static func observableName<Value>(of keyPath: KeyPath<Self, Value>) -> String {
        let center: KeyPath<Self, CGPoint> = \.center, bounds: KeyPath<Self, CGRect> = \.bounds
        let frame: KeyPath<Self, CGRect> = \.frame, transform: KeyPath<Self, CGAffineTransform> = \.transform
        let path = keyPath as AnyKeyPath
        if path == center { return "center" }
        if path == bounds { return "bounds" }
        if path == frame { return "frame" }
        if path == transform { return "transform" }
        logUIKitWarning("observe(\\\(Self.self)…): only center, bounds, frame and transform are observed here; "
                        + "this handler is never called")
        return "\(keyPath)"
    }
}
