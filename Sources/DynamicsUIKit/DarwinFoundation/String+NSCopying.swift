import Foundation

/// A Swift string stands wherever UIKit takes an `NSCopying` identifier — a collision boundary's, a context menu's —
/// as it does on Darwin, where the compiler bridges it to `NSString` there and back.
///
/// On Linux the runtime casts a string held as `any NSCopying` back to `String` (or `NSString`) as Darwin does, but
/// the compiler does not know the bridge: `identifier as? String` in a collision delegate, the most common way iOS code
/// reads a boundary's name, draws "cast from '(any NSCopying)?' to unrelated type 'String' always fails", a warning
/// iOS never gives, although the cast succeeds. Declaring the conformance the bridge stands for removes the warning
/// and changes no cast: `"floor" as NSCopying` still compares equal to `NSString(string: "floor")` as a boundary
/// identifier, and casts to both `String` and `NSString`.
extension String: @retroactive NSCopying {
    /// The string itself: a Swift string is a value, so its copy is itself, as `NSString`'s immutable copy is.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
