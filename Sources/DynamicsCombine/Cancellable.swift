import Foundation

/// Something that can be stopped: a subscription, or what `sink` returns.
public protocol Cancellable {
    /// Stops it; resources it holds are freed.
    func cancel()
}

/// A type-erased cancellable that cancels itself when it is deallocated, so keeping it in a property (or a set) is
/// what keeps a subscription alive, as on iOS.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    /// A cancellable that runs `cancel` once, when cancelled or deallocated.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// A cancellable that cancels `canceller`.
    public init<C: Cancellable>(_ canceller: C) {
        cancelAction = canceller.cancel
    }

    deinit { cancel() }

    /// Cancels once; later calls do nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
