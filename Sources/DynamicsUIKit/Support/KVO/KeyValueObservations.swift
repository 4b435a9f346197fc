import Foundation

/// A view's observable geometry keys, each with the name a view and its layer use for it.
enum ObservedKey {
    case center, bounds, frame, transform

    var viewKeyPath: String {
        switch self {
        case .center: "center"
        case .bounds: "bounds"
        case .frame: "frame"
        case .transform: "transform"
        }
    }

    /// The layer's name for the key (the layer's position is the view's centre); nil when the layer has no such key.
    var layerKeyPath: String? {
        switch self {
        case .center: "position"
        case .bounds: "bounds"
        case .frame: "frame"
        case .transform: nil
        }
    }
}

/// The observers registered on one view and its layer. A view creates it on the first `addObserver`, so views nobody
/// observes pay one nil check per change.
@MainActor final class KeyValueObservations {
    private struct Registration {
        weak var observer: (any KeyValueObserver)?
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        let onLayer: Bool
    }

    private var registrations: [Registration] = []

    var isEmpty: Bool { registrations.isEmpty }

    func add(
        _ observer: any KeyValueObserver, keyPath: String, options: NSKeyValueObservingOptions,
        context: UnsafeMutableRawPointer?, onLayer: Bool
    ) {
        registrations.append(
            Registration(observer: observer, keyPath: keyPath, options: options, context: context, onLayer: onLayer))
    }

    /// Removes the most recent matching registration, as Foundation does; a `context` of nil matches any context
    /// only when `anyContext` is set (the two-argument `removeObserver`).
    func remove(
        _ observer: any KeyValueObserver, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool,
        onLayer: Bool
    ) {
        guard let index = registrations.lastIndex(where: {
            $0.observer === observer && $0.keyPath == keyPath && $0.onLayer == onLayer
                && (anyContext || $0.context == context)
        }) else { return }
        registrations.remove(at: index)
    }

    /// Sends the `.initial` notification of a registration just added.
    func sendInitial(keyPath: String, value: Any, object: AnyObject, to observer: any KeyValueObserver,
                     options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?) {
        guard options.contains(.initial) else { return }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if options.contains(.new) { change[.newKey] = value }
        observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }

    /// Tells `.prior` observers of `key` that it is about to change from `old`.
    func willChange(_ key: ObservedKey, of view: UIView, old: Any) {
        notify(key, of: view) { options in
            guard options.contains(.prior) else { return nil }
            var change: [NSKeyValueChangeKey: Any] = [
                .kindKey: NSKeyValueChange.setting.rawValue, .notificationIsPriorKey: true,
            ]
            if options.contains(.old) { change[.oldKey] = old }
            return change
        }
    }

    /// Tells every observer of `key` that it changed from `old` to `new`.
    func didChange(_ key: ObservedKey, of view: UIView, old: Any, new: Any) {
        notify(key, of: view) { options in
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.old) { change[.oldKey] = old }
            if options.contains(.new) { change[.newKey] = new }
            return change
        }
    }

    private func notify(
        _ key: ObservedKey, of view: UIView, change: (NSKeyValueObservingOptions) -> [NSKeyValueChangeKey: Any]?
    ) {
        registrations.removeAll { $0.observer == nil }
        // A snapshot: observers may add or remove registrations while they are told.
        for registration in registrations {
            let keyPath = registration.onLayer ? key.layerKeyPath : key.viewKeyPath
            guard registration.keyPath == keyPath, let observer = registration.observer,
                  let dictionary = change(registration.options) else { continue }
            let object: AnyObject = registration.onLayer ? view.layer : view
            observer.observeValue(forKeyPath: keyPath, of: object, change: dictionary, context: registration.context)
        }
    }
}
