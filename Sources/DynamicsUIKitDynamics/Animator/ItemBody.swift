import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// The physics body of one item in one animator.
@MainActor final class ItemBody {
    let item: any UIDynamicItem
    let body: BodyID
    /// One shape per member for a group, else one.
    let shapes: [ShapeID]
    /// `bounds.size`, read once at creation.
    let size: CGSize
    /// Views are written back on the pixel grid.
    let isView: Bool
    /// The properties currently on the body.
    var properties = ItemProperties.defaults
    /// The centre last written to the item (after rounding), for the `updateItem` quirk.
    var lastWrittenCenter: CGPoint

    init(item: any UIDynamicItem, body: BodyID, shapes: [ShapeID], size: CGSize, isView: Bool, center: CGPoint) {
        self.item = item
        self.body = body
        self.shapes = shapes
        self.size = size
        self.isView = isView
        lastWrittenCenter = center
    }
}
