import Foundation

/// A unique identity for a publisher or subscriber, for debugging.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private let value: UInt64

    /// A new identity, different from every other made in this process.
    public init() {
        value = CombineIdentifier.counter.next()
    }

    /// The identity of `obj`.
    public init(_ obj: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    /// The identity as hexadecimal.
    public var description: String { "0x" + String(value, radix: 16) }

    private static let counter = IdentifierCounter()
}

/// Hands out identities under a lock: subscribers can be made on any thread.
private final class IdentifierCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// Something that has a `CombineIdentifier`; classes get their object's identity.
public protocol CustomCombineIdentifierConvertible {
    /// This instance's identity.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
