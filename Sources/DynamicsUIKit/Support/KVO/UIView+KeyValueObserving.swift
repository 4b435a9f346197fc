import DynamicsGeometry
import Foundation

extension UIView {
    /// Registers `observer` for changes of `keyPath` — `center`, `bounds`, `frame` or `transform` — as KVO does on
    /// iOS. Observers hear the setter of the key they observe: moving a view by `center` tells `center` observers,
    /// not `frame` observers (iOS does the same); setting `frame` tells `frame`, `center` and `bounds` observers.
    /// The view keeps the observer weakly; call `removeObserver` when done, as on iOS.
    public func addObserver(
        _ observer: any KeyValueObserver, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        register(observer, keyPath: keyPath, options: options, context: context, onLayer: false)
    }

    /// Stops `observer` observing `keyPath` for the registration made with `context`. Not isolated, as NSObject's
    /// is not, so an observer's plain `deinit` can call it; it must run on the main actor, where views live.
    public nonisolated func removeObserver(
        _ observer: any KeyValueObserver, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        removeObservation(observer, keyPath: keyPath, context: context, anyContext: false, onLayer: false)
    }

    /// Stops `observer` observing `keyPath` (its most recent registration, whatever its context). Not isolated, as
    /// NSObject's is not; it must run on the main actor.
    public nonisolated func removeObserver(_ observer: any KeyValueObserver, forKeyPath keyPath: String) {
        removeObservation(observer, keyPath: keyPath, context: nil, anyContext: true, onLayer: false)
    }

    /// Removes a registration for the nonisolated `removeObserver` methods, on the main actor where views live.
    nonisolated func removeObservation(
        _ observer: any KeyValueObserver, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool,
        onLayer: Bool
    ) {
        // The closure runs here and now, on this thread, so the observer and context never cross to another.
        nonisolated(unsafe) let observer = observer
        nonisolated(unsafe) let context = context
        MainActor.assumeIsolated {
            keyValueObservations?.remove(observer, keyPath: keyPath, context: context, anyContext: anyContext,
                                         onLayer: onLayer)
        }
    }

    func register(
        _ observer: any KeyValueObserver, keyPath: String, options: NSKeyValueObservingOptions,
        context: UnsafeMutableRawPointer?, onLayer: Bool
    ) {
        let observations = keyValueObservations ?? KeyValueObservations()
        keyValueObservations = observations
        observations.add(observer, keyPath: keyPath, options: options, context: context, onLayer: onLayer)
        guard let value = observedValue(keyPath: keyPath, onLayer: onLayer) else { return }
        observations.sendInitial(keyPath: keyPath, value: value, object: onLayer ? layer : self, to: observer,
                                 options: options, context: context)
    }

    private func observedValue(keyPath: String, onLayer: Bool) -> Any? {
        switch (keyPath, onLayer) {
        case ("center", false), ("position", true): center
        case ("bounds", _): bounds
        case ("frame", _): frame
        case ("transform", false): transform
        default: nil
        }
    }
}

extension CALayer {
    /// Registers `observer` for changes of the layer's `position`, `bounds` or `frame` (the view's centre, bounds and
    /// frame: a view moving moves its layer, and tells the layer's observers, as on iOS).
    public func addObserver(
        _ observer: any KeyValueObserver, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        view.register(observer, keyPath: keyPath, options: options, context: context, onLayer: true)
    }

    /// Stops `observer` observing `keyPath` for the registration made with `context`. Not isolated, as NSObject's
    /// is not; it must run on the main actor.
    public nonisolated func removeObserver(
        _ observer: any KeyValueObserver, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        MainActor.assumeIsolated { view }
            .removeObservation(observer, keyPath: keyPath, context: context, anyContext: false, onLayer: true)
    }

    /// Stops `observer` observing `keyPath` (its most recent registration, whatever its context). Not isolated, as
    /// NSObject's is not; it must run on the main actor.
    public nonisolated func removeObserver(_ observer: any KeyValueObserver, forKeyPath keyPath: String) {
        MainActor.assumeIsolated { view }
            .removeObservation(observer, keyPath: keyPath, context: nil, anyContext: true, onLayer: true)
    }
}
