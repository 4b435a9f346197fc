import Foundation
import Testing
@testable import DynamicsUIKitDynamics
import DynamicsGeometry
import DynamicsUIKit

/// Non-finite and absurd values stop at the public API: setters keep their previous value, and the world never sees
/// them (items with such geometry raise UIKit's exception as they join; `FuzzCampaignTests` runs those in workers).
@Suite struct NonFiniteInputTests {
    static let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e13, -1e300]

    @Test func gravityAndPushKeepTheirValues() {
        for value in Self.hostile {
            let gravity = UIGravityBehavior(items: [])
            gravity.setAngle(1, magnitude: 2)
            gravity.magnitude = value
            gravity.angle = value
            gravity.gravityDirection = CGVector(dx: value, dy: 1)
            gravity.setAngle(value, magnitude: 3)
            #expect(gravity.magnitude == 2 && gravity.angle == 1, "\(value)")
            let push = UIPushBehavior(items: [], mode: .continuous)
            push.setAngle(0.5, magnitude: 4)
            push.magnitude = value
            push.pushDirection = CGVector(dx: 0, dy: value)
            #expect(push.magnitude == 4 && push.angle == 0.5, "\(value)")
        }
    }

    @Test func attachmentSnapPropertiesAndFieldsKeepTheirValues() {
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        for value in Self.hostile {
            let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 10, y: 20))
            attachment.length = 50
            attachment.frequency = 2
            attachment.damping = 0.3
            for set in [{ attachment.length = value }, { attachment.frequency = value }, { attachment.damping = value },
                        { attachment.frictionTorque = value }, { attachment.anchorPoint = CGPoint(x: value, y: 0) }] {
                set()
            }
            #expect(attachment.length == 50 && attachment.frequency == 2 && attachment.damping == 0.3, "\(value)")
            #expect(attachment.frictionTorque == 0 && attachment.anchorPoint == CGPoint(x: 10, y: 20), "\(value)")

            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 5, y: 6))
            snap.snapPoint = CGPoint(x: 0, y: value)
            snap.damping = value
            #expect(snap.snapPoint == CGPoint(x: 5, y: 6) && snap.damping == 0.5, "\(value)")

            let properties = UIDynamicItemBehavior(items: [item])
            properties.density = value
            properties.elasticity = value
            properties.charge = value
            #expect(properties.density == 1 && properties.elasticity == 0.2 && properties.charge == 0, "\(value)")

            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 7, y: 8))
            field.strength = value
            field.position = CGPoint(x: value, y: 0)
            field.falloff = value
            field.minimumRadius = value
            #expect(field.strength == 1 && field.position == CGPoint(x: 7, y: 8) && field.falloff == 2, "\(value)")
            #expect(field.minimumRadius == pow(2, -15) * 100, "\(value)")
        }
        // UIKit's infinite attachment range stays allowed; only NaN ends are refused.
        let sliding = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: .zero,
                                                             axisOfTranslation: CGVector(dx: 1, dy: 0))
        sliding.attachmentRange = UIFloatRange(minimum: -10, maximum: .infinity)
        sliding.attachmentRange = UIFloatRange(minimum: .nan, maximum: 3)
        #expect(sliding.attachmentRange == UIFloatRange(minimum: -10, maximum: .infinity))
    }

    /// A NaN velocity, boundary or inset is ignored: the item falls exactly as without it.
    @Test func ignoredValuesLeaveTheMotionUnchanged() {
        func fall(hostile value: CGFloat?) -> CGPoint {
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let item = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
            reference.addSubview(item)
            let animator = UIDynamicAnimator(referenceView: reference)
            let properties = UIDynamicItemBehavior(items: [item])
            let collision = UICollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            if let value {
                properties.addLinearVelocity(CGPoint(x: value, y: 0), for: item)
                properties.addAngularVelocity(value, for: item)
                collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0))
                collision.addBoundary(withIdentifier: "bad", from: .zero, to: CGPoint(x: value, y: 100))
            }
            for behavior in [properties, collision, UIGravityBehavior(items: [item])] { animator.addBehavior(behavior) }
            animator.run(frames: 90)
            #expect(collision.boundaryIdentifiers?.count ?? 0 == 0)
            return item.center
        }
        let plain = fall(hostile: nil)
        #expect(plain.x == 150 && abs(plain.y - 250) <= 1.5, "\(plain)")
        for value in Self.hostile {
            #expect(fall(hostile: value) == plain, "\(value)")
        }
    }

    /// An ellipse's vertex count follows its perimeter (UIKit's 244 for 1000×500) up to a bound, so a huge item
    /// neither overflows the count (as an infinite side once trapped converting to `Int`) nor builds a huge hull.
    @Test func ellipseVertexCountIsBounded() {
        #expect(ellipsePolygon(size: CGSize(width: 1000, height: 500), center: .zero).count == 244)
        #expect(ellipsePolygon(size: CGSize(width: 1e8, height: 5e7), center: .zero).count == 4096)
        #expect(ellipsePolygon(size: CGSize(width: largestItemSide, height: 1), center: .zero).count == 4096)
    }
}
