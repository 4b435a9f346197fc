import Foundation
import DynamicsGeometry

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and tinted a step further
/// than the one before (the classic activity spinner: one dot, twelve copies turned 30° apart, fading one after
/// another).
///
/// Instance 0 is the sublayers as they are; instance *i* is drawn under `instanceTransform` applied *i* times
/// (about the replicator's anchor point, as `sublayerTransform` is), with the sublayers' Core Animation animations
/// read `i × instanceDelay` seconds earlier, and multiplied by the colour `instanceColor` + *i* × the offsets (each
/// component clamped to 0…1). Later instances are drawn over earlier ones. The render is flat, so
/// `preservesDepth` is kept but changes nothing (each instance is flattened into the replicator's plane, as with
/// `preservesDepth == false`).
@preconcurrency @MainActor open class CAReplicatorLayer: CALayer {
    /// The renderer draws the copies of the sublayers.
    override package var renderNeed: LayerRenderNeed { .replicas(self) }

    /// How many copies of the sublayers are drawn, the original included (default 1; 0 or less draws none).
    public var instanceCount: Int = 1
    /// Seconds between the animation times of one instance and the next (default 0); a non-finite value is ignored.
    public var instanceDelay: TimeInterval = 0 {
        didSet { if !instanceDelay.isFinite { instanceDelay = oldValue } }
    }
    /// The transform from one instance to the next, applied cumulatively about the anchor point (default the
    /// identity); a transform with a non-finite entry is ignored.
    public var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { if !instanceTransform.isFinite { instanceTransform = oldValue } }
    }
    /// The colour instance 0 is multiplied by (default opaque white: unchanged).
    public var instanceColor: CGColor? = .white
    /// Added to the red component of the colour once per instance (default 0).
    public var instanceRedOffset: Float = 0
    /// Added to the green component of the colour once per instance (default 0).
    public var instanceGreenOffset: Float = 0
    /// Added to the blue component of the colour once per instance (default 0).
    public var instanceBlueOffset: Float = 0
    /// Added to the alpha of the colour once per instance (default 0).
    public var instanceAlphaOffset: Float = 0
    /// Kept for iOS code; the render is flat, so instances are always flattened into this layer's plane.
    public var preservesDepth = false

    /// A replicator with one instance.
    public required init() { super.init() }

    /// A replicator with one instance (there are no archives here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The colour instance `index` is multiplied by: red, green, blue and alpha, each clamped to 0…1.
    package func instanceTint(_ index: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let base = instanceColor ?? .white
        func component(_ start: CGFloat, _ offset: Float) -> CGFloat {
            let value = start + CGFloat(index) * CGFloat(offset)
            return value.isFinite ? min(max(value, 0), 1) : start
        }
        return (component(base.red, instanceRedOffset), component(base.green, instanceGreenOffset),
                component(base.blue, instanceBlueOffset), component(base.alpha, instanceAlphaOffset))
    }
}
