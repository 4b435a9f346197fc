import Foundation
import DynamicsGeometry

/// The view a standalone `CALayer` (one made with `CALayer()`, not a view's) lives in: the tree of views is the tree
/// of layers here, so a sublayer is drawn, ordered, clipped and hit-tested (never: it takes no touches) as a subview.
///
/// The layer owns its host. While the host is in a superview it also holds its layer, as a superlayer holds its
/// sublayers; that cycle is broken when the host leaves the superview or the superview goes away.
final class LayerHostView: UIView {
    private weak var hostedLayer: CALayer?
    /// Cleared from a superview's deinitializer, which is not isolated (as UIKit's `dealloc` is not): a view is only
    /// ever released where it lives, so nothing touches this concurrently.
    nonisolated(unsafe) private var attachedLayer: CALayer?

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        // A standalone layer draws nothing of its own until `setNeedsDisplay()`.
        contentGeneration = 0
    }

    /// Never called: a host is made only by its layer.
    required init?(coder: NSCoder) { nil }

    /// Makes `layer` the one this view stands for; called once, by the layer's initializer.
    func host(_ layer: CALayer) { hostedLayer = layer }

    override var backingLayer: CALayer { hostedLayer ?? attachedLayer ?? super.backingLayer }

    /// The scene time at which the layer last joined a superlayer (nil while it has none, or outside a scene): its
    /// property changes animate implicitly only from a later tick, once it has been on screen.
    private(set) var joinedSuperlayerAt: TimeInterval?

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        attachedLayer = superview == nil ? nil : hostedLayer
        joinedSuperlayerAt = superview == nil ? nil : AnimationClock.current?.now
    }

    /// Called by a superview that is being deallocated.
    nonisolated func superlayerWillGo() { attachedLayer = nil }

    override func draw(_ rect: CGRect) {
        guard let layer = hostedLayer, let context = UIGraphicsGetCurrentContext() else { return }
        layer.draw(in: context)
    }
}
