import Foundation

/// Declares that a type can send a sequence of values over time to subscribers.
public protocol Publisher<Output, Failure> {
    /// The values it sends.
    associatedtype Output
    /// The error it may end with (`Never`: it never fails).
    associatedtype Failure: Error

    /// Attaches `subscriber`: the publisher calls its `receive(subscription:)`, and then values as it asks for them.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
