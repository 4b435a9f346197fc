import Foundation

/// Receives values, and a completion, from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The values it receives.
    associatedtype Input
    /// The error it may receive.
    associatedtype Failure: Error

    /// Told once that it is subscribed; it asks for values with `subscription.request(_:)`.
    func receive(subscription: any Subscription)
    /// Receives a value; returns how many more it wants on top of those it asked for.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Told that the publisher finished, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// The connection between a publisher and a subscriber.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Namespace of subscriber types.
public enum Subscribers {}

extension Subscribers {
    /// How many values a subscriber asks for: a number, or unlimited.
    public struct Demand: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The number asked for; nil when unlimited.
        public let max: Int?

        private init(max: Int?) { self.max = max }

        /// As many as the publisher sends.
        public static let unlimited = Demand(max: nil)
        /// None.
        public static let none = Demand(max: 0)

        /// At most `value` values (a negative count is none).
        public static func max(_ value: Int) -> Demand { Demand(max: Swift.max(0, value)) }

        /// The two demands together.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : .max(sum)
        }

        /// Adds `rhs` to `lhs`.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// One value fewer than `lhs` (unlimited stays unlimited).
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            return .max(left - rhs)
        }

        /// `unlimited` or `max(n)`.
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
    }

    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// It sent everything it had.
        case finished
        /// It stopped with an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
