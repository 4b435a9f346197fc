import Foundation
import Testing
@testable import DynamicsUIKitDynamics
import Dynamics
import DynamicsPhysics

@Suite struct GravityPropertyTests {
    @Test func defaultsPointDownAtOneUIKitGravity() {
        let gravity = UIGravityBehavior()
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(gravity.angle == .pi / 2)
        #expect(gravity.magnitude == 1)
        #expect(gravity.items.isEmpty)
    }

    @Test func directionIsNotNormalised() {
        let gravity = UIGravityBehavior()
        gravity.gravityDirection = CGVector(dx: 3, dy: 4)
        #expect(gravity.magnitude == 5)
        #expect(abs(gravity.angle - 0.927295) < 1e-6)
    }

    @Test func zeroMagnitudeResetsTheAngleAndLaterAnglesKeepTheZeroVector() {
        let gravity = UIGravityBehavior()
        gravity.magnitude = 0
        #expect(gravity.gravityDirection == .zero)
        #expect(gravity.angle == 0)
        gravity.angle = 1.2
        #expect(gravity.gravityDirection == .zero)
    }

    @Test func setAngleUsesSinglePrecisionTrigonometry() {
        let gravity = UIGravityBehavior()
        gravity.setAngle(.pi, magnitude: 2)
        #expect(gravity.gravityDirection.dx == -2)
        #expect(abs(gravity.gravityDirection.dy - (-1.7484555e-7)) < 1e-12)
        gravity.setAngle(0, magnitude: 0.5)
        #expect(gravity.gravityDirection == CGVector(dx: 0.5, dy: 0))
    }
}

@Suite struct PushPropertyTests {
    @Test func defaults() {
        let push = UIPushBehavior()
        #expect(push.mode == .continuous)
        #expect(push.active)
        #expect(push.angle == 0)
        #expect(push.magnitude == 0)
        #expect(push.pushDirection == .zero)
        #expect(UIPushBehavior(items: [], mode: .instantaneous).mode == .instantaneous)
    }

    @Test func zeroMagnitudeKeepsTheAngle() {
        let push = UIPushBehavior()
        push.setAngle(1, magnitude: 3)
        push.magnitude = 0
        #expect(push.angle == 1)
        #expect(push.pushDirection == .zero)
        push.magnitude = 2
        #expect(abs(push.pushDirection.dx - 2 * cos(1)) < 1e-6)
        #expect(abs(push.pushDirection.dy - 2 * sin(1)) < 1e-6)
    }

    @Test func angleAndMagnitudeFollowTheVector() {
        let push = UIPushBehavior()
        push.pushDirection = CGVector(dx: 0, dy: -2)
        #expect(push.magnitude == 2)
        #expect(push.angle == -.pi / 2)
        push.setAngle(.pi, magnitude: 2)
        #expect(push.pushDirection.dx == -2)
        #expect(abs(push.pushDirection.dy + 1.7484555e-7) < 1e-12)
    }

    @Test func targetOffsetsArePerItem() {
        let a = TestItem(center: .zero), b = TestItem(center: .zero)
        let push = UIPushBehavior(items: [a, b], mode: .continuous)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 5, vertical: -3), for: a)
        #expect(push.targetOffsetFromCenter(for: a) == UIOffset(horizontal: 5, vertical: -3))
        #expect(push.targetOffsetFromCenter(for: b) == .zero)
    }
}

@Suite struct ItemBehaviorPropertyTests {
    @Test func observedDefaults() {
        let behavior = UIDynamicItemBehavior()
        #expect(behavior.elasticity == 0.2)
        #expect(behavior.friction == 0.2)
        #expect(behavior.density == 1)
        #expect(behavior.resistance == 0.1)
        #expect(behavior.angularResistance == 0.1)
        #expect(behavior.allowsRotation)
        #expect(!behavior.isAnchored)
        #expect(behavior.charge == 0)
    }

    @Test func onlyChangedValuesAreFlagged() {
        let behavior = UIDynamicItemBehavior()
        behavior.elasticity = 0.2
        #expect(behavior.flagged.isEmpty)
        behavior.elasticity = 0.7
        behavior.allowsRotation = false
        #expect(behavior.flagged == [.elasticity, .allowsRotation])
    }

    @Test func velocitiesAddedBeforeAssociationAccumulate() {
        let item = TestItem(center: .zero)
        let behavior = UIDynamicItemBehavior(items: [item])
        behavior.addLinearVelocity(CGPoint(x: 10, y: 0), for: item)
        behavior.addLinearVelocity(CGPoint(x: 5, y: 2), for: item)
        behavior.addLinearVelocity(CGPoint(x: 1, y: 1), for: TestItem(center: .zero))
        #expect(behavior.pendingLinearVelocities[ObjectIdentifier(item)] == CGPoint(x: 15, y: 2))
        #expect(behavior.linearVelocity(for: item) == .zero)
    }
}

@Suite struct SnapAttachmentCollisionPropertyTests {
    @Test func snapDefaults() {
        let item = TestItem(center: .zero)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 10, y: 20))
        #expect(snap.damping == 0.5)
        #expect(snap.snapPoint == CGPoint(x: 10, y: 20))
        #expect(UISnapBehavior.springFrequency == 4)
        #expect(UISnapBehavior.springLength == 50)
    }

    @Test func attachmentDefaults() {
        let a = TestItem(center: .zero), b = TestItem(center: CGPoint(x: 30, y: 40))
        let anchor = UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 5, y: 6))
        #expect(anchor.length == 0)
        #expect(anchor.frequency == 0)
        #expect(anchor.damping == 0)
        #expect(anchor.frictionTorque == 0)
        #expect(anchor.anchorPoint == CGPoint(x: 5, y: 6))
        #expect(anchor.attachedBehaviorType == .items)
        #expect(anchor.attachmentRange == .zero)
        #expect(anchor.items.count == 1)
        let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: .zero)
        #expect(pin.attachmentRange.isInfinite)
        let sliding = UIAttachmentBehavior.slidingAttachment(with: a, attachmentAnchor: .zero,
                                                             axisOfTranslation: CGVector(dx: 1, dy: 0))
        #expect(sliding.attachmentRange.isInfinite)
        let limit = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b,
                                                         offsetFromCenter: .zero)
        #expect(limit.length == 50)
        #expect(limit.items.count == 2)
    }

    @Test func collisionDefaultsAndBoundaries() {
        let collision = UICollisionBehavior()
        #expect(collision.collisionMode == .everything)
        #expect(!collision.translatesReferenceBoundsIntoBoundary)
        #expect(collision.boundaryIdentifiers == nil)
        #expect(UICollisionBehavior.Mode.items.rawValue == 1)
        #expect(UICollisionBehavior.Mode.boundaries.rawValue == 2)
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 100), to: CGPoint(x: 100, y: 100))
        collision.addBoundary(withIdentifier: "barrier" as NSString, for: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(collision.boundaryIdentifiers?.count == 2)
        #expect(collision.boundary(withIdentifier: "barrier" as NSString) != nil)
        #expect(collision.boundary(withIdentifier: "floor") !== collision.boundary(withIdentifier: "floor"))
        collision.removeBoundary(withIdentifier: "floor")
        #expect(collision.boundaryIdentifiers?.count == 1)
        collision.removeAllBoundaries()
        #expect(collision.boundaryIdentifiers == nil)
    }

    @Test func settingTheReferenceBoundaryFlagResetsTheInsets() {
        let collision = UICollisionBehavior()
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(collision.translatesReferenceBoundsIntoBoundary)
        #expect(collision.referenceBoundsInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        collision.translatesReferenceBoundsIntoBoundary = true
        #expect(collision.referenceBoundsInsets == .zero)
    }
}

@Suite struct BehaviorTreeTests {
    final class Composite: UIDynamicBehavior {
        var moves: [Bool] = []
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator != nil) }
    }

    @Test func compositesHoldChildrenAndPrimitivesIgnoreThem() {
        let composite = Composite()
        let gravity = UIGravityBehavior()
        composite.addChildBehavior(gravity)
        composite.addChildBehavior(gravity)
        #expect(composite.childBehaviors.count == 1)
        gravity.addChildBehavior(UIPushBehavior())
        #expect(gravity.childBehaviors.isEmpty)
        composite.removeChildBehavior(gravity)
        #expect(composite.childBehaviors.isEmpty)
    }

    /// A composite that builds its children when it joins an animator, as tutorials' composites do.
    final class SpinningComposite: UIDynamicBehavior {
        let item: TestItem
        let properties: UIDynamicItemBehavior
        init(item: TestItem) {
            self.item = item
            properties = UIDynamicItemBehavior(items: [item])
            super.init()
        }
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
            guard dynamicAnimator != nil else { return }
            addChildBehavior(properties)
        }
    }

    @Test func childrenAddedInWillMoveJoinTheAnimatorAndKeepTheirVelocities() {
        let animator = UIDynamicAnimator()
        let item = TestItem(center: CGPoint(x: 100, y: 100))
        let composite = SpinningComposite(item: item)
        animator.addBehavior(composite)
        #expect(composite.properties.dynamicAnimator === animator)
        composite.properties.angularResistance = 0
        composite.properties.resistance = 0
        composite.properties.addAngularVelocity(2, for: item)
        composite.properties.addLinearVelocity(CGPoint(x: 30, y: 0), for: item)
        animator.advance(by: 0.5)
        #expect(abs(composite.properties.angularVelocity(for: item) - 2) < 1e-6)
        #expect(abs(composite.properties.linearVelocity(for: item).x - 30) < 0.5)
        #expect(abs(item.angle - 1) < 0.02, "turned 2 rad/s for 0.5 s: \(item.angle)")
        animator.removeBehavior(composite)
        #expect(composite.properties.dynamicAnimator == nil)
    }

    @Test func animatorAssociationAndWillMove() {
        let animator = UIDynamicAnimator()
        let composite = Composite()
        let gravity = UIGravityBehavior(items: [TestItem(center: .zero)])
        composite.addChildBehavior(gravity)
        animator.addBehavior(composite)
        animator.addBehavior(composite)
        #expect(animator.behaviors.count == 1)
        #expect(composite.dynamicAnimator === animator)
        #expect(gravity.dynamicAnimator === animator)
        animator.removeBehavior(composite)
        #expect(composite.moves == [true, false])
        #expect(gravity.dynamicAnimator == nil)
        #expect(animator.behaviors.isEmpty)
    }
}

@Suite struct RegionTests {
    @Test func primitives() {
        #expect(UIRegion(radius: 10).contains(CGPoint(x: 10, y: 0)))
        #expect(!UIRegion(radius: 10).contains(CGPoint(x: 10.01, y: 0)))
        #expect(UIRegion(radius: -10).contains(CGPoint(x: 6, y: 8)))
        let square = UIRegion(size: CGSize(width: 20, height: 10))
        #expect(square.contains(CGPoint(x: 9.9, y: 4.9)))
        #expect(!square.contains(CGPoint(x: 10, y: 0)))
        #expect(square.inverse().contains(CGPoint(x: 10, y: 0)))
        #expect(!UIRegion(size: CGSize(width: -20, height: 10)).contains(.zero))
        #expect(UIRegion.infinite.contains(CGPoint(x: 1e9, y: -1e9)))
        #expect(!UIRegion.infinite.inverse().contains(.zero))
        #expect(UIRegion.infinite === UIRegion.infinite)
        #expect(!UIRegion().contains(.zero))
    }

    @Test func combinationsHoldOneSecondShapeOnly() {
        let a = UIRegion(radius: 10), b = UIRegion(radius: 30), c = UIRegion(size: CGSize(width: 40, height: 40))
        #expect(a.byUnion(with: b).contains(CGPoint(x: 25, y: 0)))
        #expect(!b.byDifference(from: a).contains(CGPoint(x: 5, y: 0)))
        #expect(b.byDifference(from: a).contains(CGPoint(x: 15, y: 0)))
        // Intersection counts the second shape's edge as inside.
        #expect(b.byIntersection(with: c).contains(CGPoint(x: 20, y: 0)))
        // (a ∪ b) ∩ c behaves as a ∩ c.
        #expect(!a.byUnion(with: b).byIntersection(with: c).contains(CGPoint(x: 15, y: 0)))
    }
}

@Suite struct FieldPropertyTests {
    @Test func factoryDefaults() {
        #expect(UIFieldBehavior.radialGravityField(position: CGPoint(x: 3, y: 4)).falloff == 2)
        #expect(UIFieldBehavior.radialGravityField(position: CGPoint(x: 3, y: 4)).position == CGPoint(x: 3, y: 4))
        #expect(UIFieldBehavior.springField().falloff == -1)
        #expect(UIFieldBehavior.electricField().falloff == 1)
        #expect(UIFieldBehavior.magneticField().falloff == 1)
        for field in [UIFieldBehavior.dragField(), .vortexField(), .linearGravityField(direction: CGVector(dx: 0, dy: 1)),
                      .velocityField(direction: .zero), .noiseField(smoothness: 0.5, animationSpeed: 1)] {
            #expect(field.falloff == 0)
            #expect(field.strength == 1)
            #expect(field.region === UIRegion.infinite)
            #expect(abs(field.minimumRadius - 0.00305176) < 1e-7)
        }
        let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 2)
        #expect(noise.smoothness == 0.5 && noise.animationSpeed == 2)
        let drag = UIFieldBehavior.dragField()
        drag.smoothness = 0.7
        #expect(drag.smoothness == 0)
        #expect(UIFieldBehavior.velocityField(direction: CGVector(dx: 30, dy: 40)).direction == CGVector(dx: 30, dy: 40))
    }

    private func probe(at offset: Vec2, velocity: Vec2 = .zero, mass: Double = 1, charge: Double = 0) -> FieldProbe {
        FieldProbe(offset: offset, velocity: velocity, mass: mass, charge: charge, time: 0)
    }

    private func force(_ field: UIFieldBehavior, _ probe: FieldProbe) -> Vec2 {
        let offset = probe.offset.points
        let center = CGPoint(x: field.position.x + offset.x, y: field.position.y + offset.y)
        guard case .force(let force)? = field.effect(atCenter: center, probe: probe) else { return Vec2(.nan, .nan) }
        return force
    }

    @Test func radialGravityPullsInwardWithInverseSquare() {
        let field = UIFieldBehavior.radialGravityField(position: .zero)
        let near = force(field, probe(at: Vec2(1, 0), mass: 2))
        let far = force(field, probe(at: Vec2(2, 0), mass: 2))
        #expect(abs(near.x - (-2)) < 1e-12 && near.y == 0)
        #expect(abs(far.x - (-0.5)) < 1e-12)
    }

    @Test func vortexIsTangentialAndDividedByMassTwice() {
        let field = UIFieldBehavior.vortexField()
        let f = force(field, probe(at: Vec2(1, 0), mass: 2))
        // Positive strength at +x pushes toward +y: clockwise on a y-down screen; a = F/m ∝ 1/m².
        #expect(abs(f.x) < 1e-12 && abs(f.y - 0.5) < 1e-12)
    }

    @Test func dragOpposesVelocityQuadratically() {
        let field = UIFieldBehavior.dragField()
        let f = force(field, probe(at: Vec2(1, 1), velocity: Vec2(3, 4)))
        #expect(abs(f.x - (-15)) < 1e-12 && abs(f.y - (-20)) < 1e-12)
    }

    @Test func springElectricMagneticLinear() {
        let spring = force(UIFieldBehavior.springField(), probe(at: Vec2(0.5, 0)))
        #expect(abs(spring.x - (-0.5)) < 1e-12)
        let electric = force(UIFieldBehavior.electricField(), probe(at: Vec2(0, 2), charge: 3))
        #expect(abs(electric.y - 1.5) < 1e-12)
        let magnetic = force(UIFieldBehavior.magneticField(), probe(at: Vec2(1, 0), velocity: Vec2(2, 0), charge: -1))
        #expect(abs(magnetic.x) < 1e-12 && abs(magnetic.y - (-2)) < 1e-12)
        let linear = force(UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 2)), probe(at: Vec2(5, 5), mass: 3))
        #expect(abs(linear.y - 6) < 1e-12)
    }

    @Test func regionLimitsTheField() {
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
        field.position = CGPoint(x: 100, y: 100)
        field.region = UIRegion(radius: 50)
        #expect(field.effect(atCenter: CGPoint(x: 140, y: 100), probe: probe(at: Vec2(0.4, 0))) != nil)
        #expect(field.effect(atCenter: CGPoint(x: 160, y: 100), probe: probe(at: Vec2(0.6, 0))) == nil)
    }

    @Test func noiseIsDeterministicAndVaries() {
        let field = UIFieldBehavior.noiseField(smoothness: 0, animationSpeed: 1)
        let a = force(field, probe(at: Vec2(0.37, 0.21)))
        let b = force(UIFieldBehavior.noiseField(smoothness: 0, animationSpeed: 1), probe(at: Vec2(0.37, 0.21)))
        let c = force(field, probe(at: Vec2(0.52, 0.08)))
        #expect(a == b)
        #expect(a != c)
        #expect(a.length > 0 && a.length < 2)
    }

    @Test func customBlockIsNotScaledByStrength() {
        let field = UIFieldBehavior.field { _, position, _, mass, _, _ in CGVector(dx: position.x * mass, dy: 1) }
        field.strength = 5
        let f = force(field, probe(at: Vec2(0.1, 0), mass: 2))
        #expect(abs(f.x - 20) < 1e-9 && f.y == 1)
        field.strength = 0
        #expect(field.effect(atCenter: CGPoint(x: 10, y: 0), probe: probe(at: Vec2(0.1, 0))) == nil)
    }
}

@Suite struct FactorySubclassTests {
    final class TaggedField: UIFieldBehavior {
        var tag = "field"
    }

    final class TaggedAttachment: UIAttachmentBehavior {
        var tag = "attachment"
    }

    @Test func fieldFactoriesMakeTheSubclassTheyAreCalledOn() {
        let radial = TaggedField.radialGravityField(position: CGPoint(x: 5, y: 6))
        #expect(radial.tag == "field" && radial.position == CGPoint(x: 5, y: 6))
        let noise = TaggedField.noiseField(smoothness: 0.4, animationSpeed: 2)
        #expect(type(of: noise) == TaggedField.self && noise.smoothness == 0.4 && noise.animationSpeed == 2)
        let custom = TaggedField.field { _, _, _, _, _, _ in CGVector(dx: 1, dy: 0) }
        #expect(type(of: custom) == TaggedField.self)
        #expect(type(of: UIFieldBehavior.dragField()) == UIFieldBehavior.self)
    }

    @Test func attachmentFactoriesMakeTheSubclassTheyAreCalledOn() {
        let a = TestItem(center: CGPoint(x: 0, y: 0)), b = TestItem(center: CGPoint(x: 30, y: 40))
        let pin = TaggedAttachment.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 15, y: 20))
        #expect(pin.tag == "attachment" && pin.anchorPoint == CGPoint(x: 15, y: 20))
        let limit = TaggedAttachment.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        #expect(type(of: limit) == TaggedAttachment.self && limit.length == 50)
        #expect(type(of: TaggedAttachment.slidingAttachment(with: a, attachmentAnchor: .zero,
                                                            axisOfTranslation: CGVector(dx: 1, dy: 0))) == TaggedAttachment.self)
        #expect(type(of: TaggedAttachment.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: .zero)) == TaggedAttachment.self)
        // The iOS 7 initialisers still make the class they name.
        #expect(TaggedAttachment(item: a, attachedToAnchor: .zero).tag == "attachment")
    }
}
