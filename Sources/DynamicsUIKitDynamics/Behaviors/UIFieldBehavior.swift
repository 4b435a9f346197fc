import Foundation
import DynamicsPhysics
import DynamicsGeometry
import DynamicsUIKit

/// A force field acting on its own items, evaluated once per physics sub-step (UIKit, iOS 9). Create one with a
/// factory such as `radialGravityField(position:)`.
open class UIFieldBehavior: UIDynamicBehavior {
    /// The signature of a custom field: (field, position relative to the field in points, velocity in m/s, mass in
    /// kg, charge, time) → force in newtons.
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Evaluator {
        case builtIn(FieldKind)
        case custom(EvaluationBlock)
    }

    /// What a factory makes: a field of one kind (opaque; the class factories create it).
    public struct Recipe {
        let evaluator: Evaluator
    }

    let evaluator: Evaluator

    /// The initializer the class factories call on `Self`, so that `MyField.dragField()` makes a `MyField`. A
    /// subclass that declares no initializers of its own inherits it; one that does must repeat it, calling super.
    public required init(recipe: Recipe) {
        evaluator = recipe.evaluator
        if case .builtIn(let kind) = evaluator { falloff = CGFloat(kind.defaultFalloff) } else { falloff = 0 }
        super.init()
    }

    /// A field of `evaluator`, of the class the factory was called on.
    private static func make(_ evaluator: Evaluator) -> Self { Self(recipe: Recipe(evaluator: evaluator)) }

    /// Unavailable, as in UIKit: use a factory.
    @available(*, unavailable, message: "use a UIFieldBehavior factory")
    public override init() {
        raiseUIKitException(.invalidInitialization, "Invalid initialization")
    }

    override var acceptsChildBehaviors: Bool { false }

    /// The items the field acts on.
    open var items: [any UIDynamicItem] { itemList.items }

    /// Adds an item.
    open func addItem(_ item: any UIDynamicItem) { addListedItem(item) }

    /// Removes an item.
    open func removeItem(_ item: any UIDynamicItem) { removeListedItem(item) }

    /// The field's origin, in the animator's coordinates; (0,0) unless the factory sets it.
    open var position: CGPoint = .zero {
        didSet {
            guard acceptsFinite(position.x, position.y, for: "UIFieldBehavior.position") else { position = oldValue; return }
            parametersDidChange()
        }
    }

    /// Where the field acts, centred on `position`; everywhere by default.
    open var region: UIRegion = .infinite { didSet { parametersDidChange() } }

    /// Scales the field; 1 by default. Negative values reverse attraction or spin.
    open var strength: CGFloat = 1 {
        didSet {
            guard acceptsFinite(strength, for: "UIFieldBehavior.strength") else { strength = oldValue; return }
            parametersDidChange()
        }
    }

    /// Exponent of the distance falloff (force ∝ r^−falloff beyond `minimumRadius`); the factory's default.
    open var falloff: CGFloat {
        didSet {
            guard acceptsFinite(falloff, for: "UIFieldBehavior.falloff") else { falloff = oldValue; return }
            parametersDidChange()
        }
    }

    /// Distances below this are treated as this: 2⁻¹⁵ m = 0.00305 pt by default.
    open var minimumRadius: CGFloat = pow(2, -15) * pointsPerMeter {
        didSet {
            guard acceptsFinite(minimumRadius, for: "UIFieldBehavior.minimumRadius") else { minimumRadius = oldValue; return }
            parametersDidChange()
        }
    }

    /// Direction of a linear-gravity or velocity field, in m/s² or m/s (1 = 100 points/s); (0,0) otherwise.
    open var direction: CGVector = .zero {
        didSet {
            guard acceptsFinite(direction.dx, direction.dy, for: "UIFieldBehavior.direction") else { direction = oldValue; return }
            parametersDidChange()
        }
    }

    private var storedSmoothness: CGFloat = 0
    private var storedAnimationSpeed: CGFloat = 0

    private var isNoise: Bool {
        if case .builtIn(let kind) = evaluator { return kind.isNoise }
        return false
    }

    /// Noise and turbulence: 0 is as noisy as possible, 1 as smooth. Always 0 for other kinds.
    open var smoothness: CGFloat {
        get { isNoise ? storedSmoothness : 0 }
        set {
            guard acceptsFinite(newValue, for: "UIFieldBehavior.smoothness") else { return }
            storedSmoothness = newValue
            parametersDidChange()
        }
    }

    /// Noise and turbulence: rate of change in hertz; 0 freezes the noise. Always 0 for other kinds.
    open var animationSpeed: CGFloat {
        get { isNoise ? storedAnimationSpeed : 0 }
        set {
            guard acceptsFinite(newValue, for: "UIFieldBehavior.animationSpeed") else { return }
            storedAnimationSpeed = newValue
            parametersDidChange()
        }
    }

    /// Slows items in proportion to the square of their velocity, like air.
    open class func dragField() -> Self { make(.builtIn(.drag)) }

    /// A tangential force around `position`: clockwise on screen for positive strength.
    open class func vortexField() -> Self { make(.builtIn(.vortex)) }

    /// Pulls items toward `position` (inverse square by default); negative strength repels.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.builtIn(.radialGravity))
        field.position = position
        return field
    }

    /// A uniform acceleration along `direction` × strength, in m/s² (1 = 100 points/s²).
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.builtIn(.linearGravity))
        field.direction = direction
        return field
    }

    /// Sets the velocity of items in the region to `direction`, in m/s (1 = 100 points/s).
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.builtIn(.velocity))
        field.direction = direction
        return field
    }

    /// Deterministic, time-varying simplex noise forces.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.builtIn(.noise))
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Noise forces scaled by mass and the square of the item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.builtIn(.turbulence))
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Hooke's law toward `position`.
    open class func springField() -> Self { make(.builtIn(.spring)) }

    /// Pushes charged items away from `position` (attracts for opposite signs of charge and strength).
    open class func electricField() -> Self { make(.builtIn(.electric)) }

    /// A force perpendicular to the velocity, turning moving items.
    open class func magneticField() -> Self { make(.builtIn(.magnetic)) }

    /// A field computed by your block, which returns a force in newtons (not scaled by strength; strength 0 turns
    /// the field off).
    open class func field(evaluationBlock block: @escaping EvaluationBlock) -> Self {
        make(.custom(block))
    }

    /// The field's parameters in SI units.
    var physicsParameters: FieldParameters {
        FieldParameters(strength: Double(strength), falloff: Double(falloff),
                        minimumRadius: Double(minimumRadius) / pointsPerMeter,
                        direction: Vec2(Double(direction.dx), Double(direction.dy)),
                        smoothness: Double(storedSmoothness), animationSpeed: Double(storedAnimationSpeed))
    }

    /// The field's effect on a body whose centre is at `center` (points), or nil outside the region.
    func effect(atCenter center: CGPoint, probe: FieldProbe) -> FieldEffect? {
        let local = CGPoint(x: center.x - position.x, y: center.y - position.y)
        guard region.contains(local) else { return nil }
        switch evaluator {
        case .builtIn(let kind):
            return kind.effect(physicsParameters, on: probe)
        case .custom(let block):
            guard strength != 0 else { return nil }
            let force = block(self, local, CGVector(dx: probe.velocity.x, dy: probe.velocity.y),
                              CGFloat(probe.mass), CGFloat(probe.charge), probe.time)
            return .force(Vec2(Double(force.dx), Double(force.dy)))
        }
    }
}
