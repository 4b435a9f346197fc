import Foundation
import DynamicsGeometry

/// The shape particles are born on, with Core Animation's names.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A name (unknown ones emit from a point).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At `emitterPosition` (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// Along a horizontal line `emitterSize.width` long, centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// In (or on the edge of) an `emitterSize` rectangle centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box; the render is flat, so it emits as `.rectangle`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// In (or on) a circle of diameter `emitterSize.width` centred on `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A ball; the render is flat, so it emits as `.circle`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles are born, with Core Animation's names.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A name (unknown ones emit as `.volume`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From points of the shape; emits as `.surface` here (see docs/layers.md).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's edge.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Anywhere inside the shape.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape (the default; flat shapes have no more volume than surface).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited, with Core Animation's names.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A name (unknown ones draw as `.unordered`).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Over each other, oldest at the bottom (the default).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The youngest on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth; every particle is at depth 0 here, so oldest at the bottom.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Added to each other, so overlaps brighten, then composited over what lies beneath.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A particle system: every frame, each enabled cell of `emitterCells` gives birth to particles on the emitter's
/// shape and draws the living ones, in the layer's coordinates (outside its bounds too).
///
/// Particles move in closed form from their birth (position + velocity·age + ½·acceleration·age²), so a frame shows
/// the same particles whatever the frame rate. Births are counted on the scene clock, and every random draw comes
/// from a generator seeded with `seed`: the same scene renders the same particles every run. The layer's
/// `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply every cell's.
open class CAEmitterLayer: CALayer {
    /// The particle kinds, drawn in this order.
    public var emitterCells: [CAEmitterCell]? { didSet { simulation.attach(self) } }
    /// Multiplies every cell's `birthRate` (default 1); 0 stops new births while the living particles finish.
    public var birthRate: Float = 1
    /// Multiplies every particle's lifetime (default 1).
    public var lifetime: Float = 1
    /// Multiplies every particle's starting speed (default 1).
    public var velocity: Float = 1
    /// Multiplies every particle's starting scale (default 1).
    public var scale: Float = 1
    /// Multiplies every particle's spin (default 1).
    public var spin: Float = 1
    /// Seeds the random generator all ranges draw from (default 0).
    public var seed: UInt32 = 0
    /// The centre of the emitter's shape, in the layer's coordinates.
    public var emitterPosition: CGPoint = .zero
    /// Depth of the emitter; the render is flat, so it has no effect.
    public var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape.
    public var emitterSize: CGSize = .zero
    /// The shape particles are born on (default `.point`).
    public var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Where on the shape they are born (default `.volume`).
    public var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// How particles are composited (default `.unordered`).
    public var renderMode: CAEmitterLayerRenderMode = .unordered

    /// The particles and the generator; stepped by the scene clock.
    package let simulation = EmitterSimulation()

    /// An emitter layer that emits nothing until given cells.
    public required init() {
        super.init()
        simulation.attach(self)
    }

    /// An emitter layer, as `init()` makes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        simulation.attach(self)
    }

    /// The renderer draws the particles from the simulation.
    override package var renderNeed: LayerRenderNeed { .particles(self) }

    /// The living particles as they are at the emitter's clock's current time, in drawing order.
    package var particleStates: [ParticleState] { simulation.states(of: self) }
}
