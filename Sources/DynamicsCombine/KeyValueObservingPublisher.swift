import Foundation
import DynamicsUIKit

/// The options of a key-value observation (Foundation's; Linux's Foundation has no key-value observing).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Send new values.
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    /// Send old values (accepted; the publisher sends new values).
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// Send the value at once, when subscribed.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// Send before each change as well (accepted and not followed).
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// What gives `NSObject` its `publisher(for:options:)`, as on iOS.
public protocol _KeyValueCodingAndObservingPublishing {}

extension NSObject: _KeyValueCodingAndObservingPublishing {}

extension _KeyValueCodingAndObservingPublishing where Self: NSObject {
    /// A publisher of the value at `keyPath`: with `.initial`, the value now when subscribed; then each value it
    /// changes to, looked at once per frame of the scene clock (see `DynamicsCombine/DECISIONS.md`).
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new])
        -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

extension NSObject {
    /// The publisher `publisher(for:options:)` returns: it never fails.
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher {
        /// The value at the key path.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        /// The object observed.
        public let object: Subject
        /// The key path observed.
        public let keyPath: KeyPath<Subject, Value>
        /// The options it was made with.
        public let options: NSKeyValueObservingOptions

        /// A publisher of `object`'s value at `keyPath`.
        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            subscriber.receive(subscription: KeyValueObservation(publisher: self, subscriber: subscriber))
        }
    }
}

/// One subscriber's observation: it reads the key path on every frame of the scene clock that was current when
/// values were first asked for, and sends each value that differs from the last one sent.
private final class KeyValueObservation<Subject: NSObject, Value, Downstream: Subscriber>: Subscription
where Downstream.Input == Value, Downstream.Failure == Never {
    private let publisher: NSObject.KeyValueObservingPublisher<Subject, Value>
    private var subscriber: Downstream?
    private var demand = Subscribers.Demand.none
    private var last: Value?
    private var isWatching = false

    init(publisher: NSObject.KeyValueObservingPublisher<Subject, Value>, subscriber: Downstream) {
        self.publisher = publisher
        self.subscriber = subscriber
    }

    func request(_ more: Subscribers.Demand) {
        guard subscriber != nil else { return }
        demand += more
        if !isWatching {
            isWatching = true
            last = current
            if publisher.options.contains(.initial) { send(current) }
            watch()
        }
    }

    func cancel() {
        subscriber = nil
    }

    private var current: Value { publisher.object[keyPath: publisher.keyPath] }

    private func send(_ value: Value) {
        guard let subscriber, demand != .none else { return }
        last = value
        demand = demand - 1 + subscriber.receive(value)
    }

    /// Looks at the value on every frame until cancelled (where no scene runs, there are no frames to look on).
    private func watch() {
        guard let clock = AnimationClock.current else { return }
        nonisolated(unsafe) let observation = self
        MainActor.assumeIsolated {
            clock.addFrameCallback { [weak observation] _ in
                guard let observation, observation.subscriber != nil else { return false }
                let value = observation.current
                if !(observation.last.map { differs(value, $0) } ?? true) { return true }
                observation.send(value)
                return true
            }
        }
    }
}

/// Whether two values read from the same key path differ: by `==` when the type is `Equatable`, by identity for
/// objects, and always otherwise (such a value is sent on every frame, as each set would be observed on iOS).
private func differs(_ new: Any, _ old: Any) -> Bool {
    if let equatable = new as? any Equatable { return !equatable.isEqual(to: old) }
    if Mirror(reflecting: new).displayStyle == .class { return (new as AnyObject) !== (old as AnyObject) }
    return true
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
