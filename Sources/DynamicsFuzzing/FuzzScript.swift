import DynamicsGeometry
import DynamicsUIKitDynamics
import DynamicsUIKit
import Foundation

/// The behaviours of a fuzz scene: the initial mix, and the changes made while it runs.
@MainActor struct FuzzScript {
    let stage: FuzzStage
    let animator: UIDynamicAnimator
    private var boundaryCount = 0

    init(stage: FuzzStage, animator: UIDynamicAnimator) {
        self.stage = stage
        self.animator = animator
    }

    private var bounds: CGRect { stage.reference.bounds }

    mutating func addInitialBehaviors(random: inout FuzzRandom) {
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let behavior = makeBehavior(random: &random)
            if random.chance(0.03) { Self.setHostileParameter(of: behavior, random: &random) }
            animator.addBehavior(behavior)
        }
    }

    /// Sets one parameter of `behavior` to a hostile value (NaN, an infinity, 1e13, 1e300): the setter must ignore
    /// it, so the scene runs on as if it had not been set.
    static func setHostileParameter(of behavior: UIDynamicBehavior, random: inout FuzzRandom) {
        let value = random.hostile()
        let either = Int.random(in: 0..<4, using: &random)
        switch behavior {
        case let gravity as UIGravityBehavior:
            switch either {
            case 0: gravity.magnitude = value
            case 1: gravity.angle = value
            default: gravity.gravityDirection = CGVector(dx: value, dy: 1)
            }
        case let collision as UICollisionBehavior:
            if either == 0 {
                collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: value, left: 0, bottom: 0, right: 0))
            } else {
                collision.addBoundary(withIdentifier: "hostile" as NSString, from: .zero, to: CGPoint(x: value, y: 10))
            }
        case let attachment as UIAttachmentBehavior:
            switch either {
            case 0: attachment.length = value
            case 1: attachment.frequency = value
            case 2: attachment.anchorPoint = CGPoint(x: value, y: 0)
            default: attachment.damping = value
            }
        case let snap as UISnapBehavior:
            if either < 2 { snap.snapPoint = CGPoint(x: 0, y: value) } else { snap.damping = value }
        case let push as UIPushBehavior:
            switch either {
            case 0: push.magnitude = value
            case 1: push.pushDirection = CGVector(dx: value, dy: 0)
            default: push.setAngle(value, magnitude: 1)
            }
        case let properties as UIDynamicItemBehavior:
            switch either {
            case 0: properties.density = value
            case 1: properties.elasticity = value
            case 2: if let item = properties.items.first { properties.addLinearVelocity(CGPoint(x: value, y: 0), for: item) }
            default: if let item = properties.items.first { properties.addAngularVelocity(value, for: item) }
            }
        case let field as UIFieldBehavior:
            switch either {
            case 0: field.strength = value
            case 1: field.position = CGPoint(x: value, y: 0)
            case 2: field.falloff = value
            default: field.direction = CGVector(dx: 0, dy: value)
            }
        default:
            break
        }
    }

    /// One change while running: a new behaviour, a removed one, an item taken out of or put back into a
    /// behaviour, a parameter changed (rarely to a hostile value), or an item moved by hand.
    mutating func mutate(random: inout FuzzRandom) {
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            animator.addBehavior(makeBehavior(random: &random))
        case 1:
            if !animator.behaviors.isEmpty { animator.removeBehavior(random.pick(animator.behaviors)) }
        case 2:
            // The drag pattern: an item leaves every behaviour that holds it.
            let item = random.pick(stage.items)
            for behavior in animator.behaviors { remove(item, from: behavior) }
        case 3:
            if let gravity = animator.behaviors.compactMap({ $0 as? UIGravityBehavior }).first {
                gravity.setAngle(random.uniform(-10...10), magnitude: random.wild(typical: 1))
            }
        case 4:
            if let view = stage.views.first(where: { $0.superview != nil }) {
                view.center = random.point(in: bounds, margin: 100)
                animator.updateItem(usingCurrentState: view)
            }
        case 5:
            if !animator.behaviors.isEmpty, random.chance(0.2) {
                Self.setHostileParameter(of: random.pick(animator.behaviors), random: &random)
            }
        default:
            animator.removeAllBehaviors()
            animator.addBehavior(makeBehavior(random: &random))
        }
    }

    private func remove(_ item: any UIDynamicItem, from behavior: UIDynamicBehavior) {
        switch behavior {
        case let gravity as UIGravityBehavior: gravity.removeItem(item)
        case let collision as UICollisionBehavior: collision.removeItem(item)
        case let properties as UIDynamicItemBehavior: properties.removeItem(item)
        case let push as UIPushBehavior: push.removeItem(item)
        case let field as UIFieldBehavior: field.removeItem(item)
        default: break
        }
    }

    private func someItems(random: inout FuzzRandom) -> [any UIDynamicItem] {
        let items = stage.items.filter { _ in random.chance(0.7) }
        return items.isEmpty ? [random.pick(stage.items)] : items
    }

    private mutating func makeBehavior(random: inout FuzzRandom) -> UIDynamicBehavior {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return gravity(random: &random)
        case 1, 2: return collision(random: &random)
        case 3: return attachment(random: &random)
        case 4: return snap(random: &random)
        case 5: return push(random: &random)
        case 6: return itemProperties(random: &random)
        default: return field(random: &random)
        }
    }

    private func gravity(random: inout FuzzRandom) -> UIGravityBehavior {
        let gravity = UIGravityBehavior(items: someItems(random: &random))
        if random.chance(0.6) { gravity.setAngle(random.uniform(-7...7), magnitude: random.wild(typical: 1)) }
        return gravity
    }

    private mutating func collision(random: inout FuzzRandom) -> UICollisionBehavior {
        let collision = UICollisionBehavior(items: someItems(random: &random))
        collision.collisionMode = random.pick([.everything, .everything, .items, .boundaries])
        if random.chance(0.7) {
            if random.chance(0.3) {
                let largest = Double(min(bounds.width, 200))
                let inset = { (random: inout FuzzRandom) in random.uniform(-50...largest) }
                collision.setTranslatesReferenceBoundsIntoBoundary(
                    with: UIEdgeInsets(top: inset(&random), left: inset(&random), bottom: inset(&random), right: inset(&random)))
            } else {
                collision.translatesReferenceBoundsIntoBoundary = true
            }
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            boundaryCount += 1
            let identifier = "boundary-\(boundaryCount)" as NSString
            if random.chance(0.4) {
                collision.addBoundary(withIdentifier: identifier, from: random.point(in: bounds, margin: 200),
                                      to: random.point(in: bounds, margin: 200))
            } else {
                let path = FuzzPaths.boundary(around: bounds, random: &random)
                // UIKit raises for a path without two distinct points; a scene that wants to stay alive avoids it.
                if Set(path.elements.compactMap(\.endPoint).map { "\($0)" }).count >= 2 || random.chance(0.02) {
                    collision.addBoundary(withIdentifier: identifier, for: path)
                }
            }
        }
        return collision
    }

    private func attachment(random: inout FuzzRandom) -> UIAttachmentBehavior {
        let first = random.pick(stage.items)
        let others = stage.items.filter { $0 !== first }
        let anchor = random.chance(0.1) ? CGPoint(x: random.wild(typical: 1e6), y: random.wild(typical: 1e6))
                                        : random.point(in: bounds, margin: 100)
        let offset = { (random: inout FuzzRandom) in
            UIOffset(horizontal: random.wild(typical: 30), vertical: random.wild(typical: 30))
        }
        let attachment: UIAttachmentBehavior
        if let second = others.isEmpty ? nil : random.pick(others) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: attachment = UIAttachmentBehavior(item: first, attachedTo: second)
            case 1: attachment = UIAttachmentBehavior(item: first, offsetFromCenter: offset(&random), attachedTo: second,
                                                      offsetFromCenter: offset(&random))
            case 2: attachment = .fixedAttachment(with: first, attachedTo: second, attachmentAnchor: anchor)
            case 3: attachment = .pinAttachment(with: first, attachedTo: second, attachmentAnchor: anchor)
            case 4: attachment = .limitAttachment(with: first, offsetFromCenter: offset(&random), attachedTo: second,
                                                  offsetFromCenter: offset(&random))
            default: attachment = .slidingAttachment(with: first, attachedTo: second, attachmentAnchor: anchor,
                                                     axisOfTranslation: CGVector(dx: random.wild(typical: 1), dy: random.wild(typical: 1)))
            }
        } else if random.chance(0.5) {
            attachment = .slidingAttachment(with: first, attachmentAnchor: anchor,
                                            axisOfTranslation: CGVector(dx: random.wild(typical: 1), dy: random.wild(typical: 1)))
        } else {
            attachment = UIAttachmentBehavior(item: first, offsetFromCenter: offset(&random), attachedToAnchor: anchor)
        }
        if random.chance(0.5) { attachment.frequency = abs(random.wild(typical: 3)) }
        if random.chance(0.5) { attachment.damping = abs(random.wild(typical: 1)) }
        if random.chance(0.3) { attachment.length = abs(random.wild(typical: 100)) }
        if random.chance(0.2) { attachment.frictionTorque = abs(random.wild(typical: 10)) }
        if random.chance(0.2) {
            let low = -abs(random.wild(typical: 50)), high = abs(random.wild(typical: 50))
            attachment.attachmentRange = UIFloatRange(minimum: low, maximum: high)
        }
        return attachment
    }

    private func snap(random: inout FuzzRandom) -> UISnapBehavior {
        let snap = UISnapBehavior(item: random.pick(stage.items), snapTo: random.point(in: bounds, margin: 500))
        if random.chance(0.5) { snap.damping = random.wild(typical: 0.5) }
        return snap
    }

    private func push(random: inout FuzzRandom) -> UIPushBehavior {
        let push = UIPushBehavior(items: someItems(random: &random),
                                  mode: random.chance(0.5) ? .continuous : .instantaneous)
        push.setAngle(random.uniform(-7...7), magnitude: random.wild(typical: 1))
        if random.chance(0.3), let item = push.items.first {
            push.setTargetOffsetFromCenter(UIOffset(horizontal: random.wild(typical: 40), vertical: random.wild(typical: 40)), for: item)
        }
        return push
    }

    private func itemProperties(random: inout FuzzRandom) -> UIDynamicItemBehavior {
        let items = someItems(random: &random)
        let properties = UIDynamicItemBehavior(items: items)
        let extreme = { (random: inout FuzzRandom) in random.pick([0, 1e-9, 1, 1e9, random.uniform(0...2)]) }
        if random.chance(0.5) { properties.elasticity = extreme(&random) }
        if random.chance(0.5) { properties.friction = extreme(&random) }
        if random.chance(0.5) { properties.density = extreme(&random) }
        if random.chance(0.5) { properties.resistance = extreme(&random) }
        if random.chance(0.5) { properties.angularResistance = extreme(&random) }
        if random.chance(0.3) { properties.allowsRotation = false }
        if random.chance(0.1) { properties.isAnchored = true }
        if random.chance(0.3) { properties.charge = random.wild(typical: 1) }
        if random.chance(0.5), let item = items.first {
            properties.addLinearVelocity(CGPoint(x: random.wild(typical: 500), y: random.wild(typical: 500)), for: item)
            properties.addAngularVelocity(random.wild(typical: 10), for: item)
        }
        return properties
    }

    private func field(random: inout FuzzRandom) -> UIFieldBehavior {
        let direction = CGVector(dx: random.wild(typical: 5), dy: random.wild(typical: 5))
        let field: UIFieldBehavior
        switch Int.random(in: 0..<11, using: &random) {
        case 0: field = .dragField()
        case 1: field = .vortexField()
        case 2: field = .radialGravityField(position: random.point(in: bounds, margin: 100))
        case 3: field = .linearGravityField(direction: direction)
        case 4: field = .velocityField(direction: direction)
        case 5: field = .noiseField(smoothness: random.uniform(0...1), animationSpeed: random.wild(typical: 1))
        case 6: field = .turbulenceField(smoothness: random.uniform(0...1), animationSpeed: random.wild(typical: 1))
        case 7: field = .springField()
        case 8: field = .electricField()
        case 9: field = .magneticField()
        default:
            let scale = random.wild(typical: 10)
            field = .field { _, position, velocity, _, _, _ in
                CGVector(dx: scale * (position.y - velocity.dx), dy: -scale * position.x)
            }
        }
        field.strength = random.wild(typical: 1)
        if random.chance(0.3) { field.falloff = random.wild(typical: 2) }
        if random.chance(0.2) { field.minimumRadius = abs(random.wild(typical: 10)) }
        if random.chance(0.5) { field.position = random.point(in: bounds, margin: 100) }
        if random.chance(0.3) {
            field.region = random.chance(0.5) ? UIRegion(radius: random.wild(typical: 200))
                                              : UIRegion(size: CGSize(width: random.wild(typical: 200), height: random.wild(typical: 200)))
        }
        for item in someItems(random: &random) { field.addItem(item) }
        return field
    }
}
