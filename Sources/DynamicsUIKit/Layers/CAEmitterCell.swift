import Foundation
import DynamicsGeometry

/// One kind of particle an emitter layer makes: its image, how many are born per second, how long they live, how
/// they move, turn, grow and change colour. Each `…Range` makes every particle's starting value differ by up to that
/// much either way (a uniform draw from the layer's seeded generator); each `…Speed` changes the value by that much
/// per second of the particle's life. See docs/layers.md for the exact rules.
@preconcurrency @MainActor open class CAEmitterCell {
    /// A name, to find the cell by.
    public var name: String?
    /// Whether the cell emits (default true).
    public var isEnabled = true
    /// Particles born per second (default 0), multiplied by the layer's `birthRate`.
    public var birthRate: Float = 0
    /// Seconds each particle lives (default 0), multiplied by the layer's `lifetime`.
    public var lifetime: Float = 0
    /// How much `lifetime` varies, either way.
    public var lifetimeRange: Float = 0
    /// Seconds after the emitter starts before this cell emits (default 0).
    public var beginTime: TimeInterval = 0
    /// Seconds the cell emits for, from `beginTime`; 0 (the default) for ever.
    public var duration: TimeInterval = 0
    /// Starting speed in points per second (default 0), multiplied by the layer's `velocity`.
    public var velocity: CGFloat = 0
    /// How much `velocity` varies, either way.
    public var velocityRange: CGFloat = 0
    /// Constant acceleration along x, in points per second squared.
    public var xAcceleration: CGFloat = 0
    /// Constant acceleration along y, in points per second squared (positive is down the screen: gravity).
    public var yAcceleration: CGFloat = 0
    /// The direction particles leave in, in radians in the layer's plane: 0 along +x, π/2 along +y (down).
    public var emissionLongitude: CGFloat = 0
    /// Out of the 3D plane; the render is flat, so it is kept but has no effect.
    public var emissionLatitude: CGFloat = 0
    /// The full angle of the cone directions are drawn from, centred on `emissionLongitude` (2π: all round).
    public var emissionRange: CGFloat = 0
    /// Turning speed in radians per second (default 0), multiplied by the layer's `spin`.
    public var spin: CGFloat = 0
    /// How much `spin` varies, either way.
    public var spinRange: CGFloat = 0
    /// The image's starting scale (default 1), multiplied by the layer's `scale`.
    public var scale: CGFloat = 1
    /// How much `scale` varies, either way.
    public var scaleRange: CGFloat = 0
    /// Change of scale per second.
    public var scaleSpeed: CGFloat = 0
    /// The colour the image is multiplied by (default opaque white: the image as it is).
    public var color: CGColor? = .white
    /// How much the red component varies, either way.
    public var redRange: Float = 0
    /// How much the green component varies, either way.
    public var greenRange: Float = 0
    /// How much the blue component varies, either way.
    public var blueRange: Float = 0
    /// How much the alpha component varies, either way.
    public var alphaRange: Float = 0
    /// Change of red per second.
    public var redSpeed: Float = 0
    /// Change of green per second.
    public var greenSpeed: Float = 0
    /// Change of blue per second.
    public var blueSpeed: Float = 0
    /// Change of alpha per second (negative fades particles out).
    public var alphaSpeed: Float = 0
    /// The particle image: a `CGImage` (`image.cgImage`) or a `UIImage`; a cell without one draws nothing, as in
    /// Core Animation.
    public var contents: Any?
    /// Image pixels per point (default 1, as in Core Animation: a 16-pixel image is 16 points wide at scale 1).
    public var contentsScale: CGFloat = 1

    /// Cells each particle of this cell emits, as an emitter of its own: born at the particle's position, their
    /// `beginTime` and `duration` counted from the particle's birth, `birthRate` per particle per second while it
    /// lives, their colour multiplied by the particle's (fireworks: a rocket cell whose sub-cell bursts into sparks).
    public var emitterCells: [CAEmitterCell]?

    /// A cell that emits nothing until given a `birthRate`, `lifetime` and `contents`.
    public init() {}

    /// The image `contents` holds, if it holds one.
    package var contentsImage: UIImage? {
        if let bitmap = contents as? CGImage { return bitmap.image }
        return contents as? UIImage
    }
}
