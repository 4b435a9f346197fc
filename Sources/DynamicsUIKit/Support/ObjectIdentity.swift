import Foundation

/// Equality and hashing by identity, what every `NSObject` subclass has in UIKit: two references are equal when they
/// are the same object. Views, controllers and recognisers then work as dictionary keys and set members, as iOS code
/// uses them (`[UIView: UISnapBehavior]`).
public protocol ObjectIdentity: AnyObject, Hashable {}

extension ObjectIdentity {
    /// The same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

