import Foundation

extension Subscribers {
    /// A subscriber that asks for every value and hands each, and the completion, to closures.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called once with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var isDone = false

        /// A sink calling `receiveCompletion` and `receiveValue`.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// "Sink".
        public var description: String { "Sink" }

        /// Keeps the first subscription and asks it for every value; any later one is cancelled.
        public func receive(subscription: any Subscription) {
            guard self.subscription == nil, !isDone else {
                subscription.cancel()
                return
            }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Hands `value` on.
        public func receive(_ value: Input) -> Subscribers.Demand {
            if !isDone { receiveValue(value) }
            return .none
        }

        /// Hands the completion on and lets the subscription go.
        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !isDone else { return }
            isDone = true
            subscription = nil
            receiveCompletion(completion)
        }

        /// Cancels the subscription: no more values arrive.
        public func cancel() {
            isDone = true
            let held = subscription
            subscription = nil
            held?.cancel()
        }
    }
}

extension Publisher {
    /// Subscribes with closures for the values and the completion; the subscription lasts as long as the returned
    /// cancellable.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values; the subscription lasts as long as the returned cancellable.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
