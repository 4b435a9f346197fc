import Foundation
import DynamicsGeometry
import DynamicsUIKit

/// Several items that move as one rigid body, each keeping its own collision shape (UIKit, iOS 9).
///
/// Add the group, not its members, to behaviours. As measured on UIKit, `center` is fixed at creation (the middle
/// of the members' enclosing rectangle) and then written by the animator; `bounds` is recomputed on every call.
@preconcurrency @MainActor public final class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The members.
    public let items: [any UIDynamicItem]
    /// Each member's centre relative to the group's centre at creation, in the group's unrotated frame.
    let memberOffsets: [CGPoint]

    /// Groups `items`. A group inside a group is a programmer error, as in UIKit.
    public init(items: [any UIDynamicItem]) {
        if items.contains(where: { $0 is UIDynamicItemGroup }) {
            raiseUIKitException(.invalidArgumentPlain, "UIDynamicItemGroup cannot contain another UIDynamicItemGroup")
        }
        self.items = items
        let union = Self.enclosingRect(of: items)
        center = CGPoint(x: union.midX, y: union.midY)
        memberOffsets = items.map { CGPoint(x: $0.center.x - union.midX, y: $0.center.y - union.midY) }
        super.init()
    }

    private static func enclosingRect(of items: [any UIDynamicItem]) -> CGRect {
        items.map { item in
            let size = item.bounds.size
            return CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
                          width: size.width, height: size.height)
        }.reduce(CGRect.null) { $0.union($1) }.standardizedOrZero
    }

    /// The centre of the group.
    public var center: CGPoint

    /// The rectangle enclosing all members, recomputed on every call; zero for an empty group.
    public var bounds: CGRect {
        let union = Self.enclosingRect(of: items)
        return CGRect(origin: .zero, size: union.size)
    }

    /// The group's rotation. Starts all zeros, as in UIKit, until the first step; setting it places the members at
    /// `center + transform · offset` with the same rotation.
    public var transform = CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) {
        didSet {
            for (member, offset) in zip(items, memberOffsets) {
                member.center = CGPoint(x: center.x + transform.a * offset.x + transform.c * offset.y,
                                        y: center.y + transform.b * offset.x + transform.d * offset.y)
                member.transform = transform
            }
        }
    }

    /// The member count. `NSObject` declares `description` nonisolated; groups live on the main actor, so it is read
    /// there (and traps elsewhere).
    public override var description: String {
        MainActor.assumeIsolated { "<UIDynamicItemGroup: \(items.count) items>" }
    }
}

private extension CGRect {
    /// The null rectangle (no members) becomes the zero rectangle.
    var standardizedOrZero: CGRect { isNull ? .zero : self }
}
