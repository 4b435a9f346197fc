import Foundation

/// What a shape of the world stands for.
enum ShapeOwner {
    /// An item's body shape.
    case item(ObjectIdentifier)
    /// A boundary of a collision behaviour; nil identifier for the reference bounds.
    case boundary(behavior: ObjectIdentifier, identifier: AnyHashable?)
}
