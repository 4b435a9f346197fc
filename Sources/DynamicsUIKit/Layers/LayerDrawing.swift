import Foundation

/// How a layer class tells the renderer what it draws of itself, so the renderer switches over a declared need and
/// never tests layer classes.
///
/// `CALayer` adopts it and every layer subclass answers through it: a layer that draws with the drawing context
/// overrides `drawContent(_:)` and declares `.graphicsContext`; a layer whose look the renderer must make itself
/// (Cairo gradients, particles, copies of its sublayers, sublayers kept in 3D) declares that need and nothing else.
/// A new layer class picks one of the needs, or adds a case here and its branch in the renderer's switch.
@MainActor package protocol LayerDrawing: AnyObject {
    /// What the renderer does for the layer beyond its background, border, contents image and shadow.
    var renderNeed: LayerRenderNeed { get }
    /// Draws what the layer itself shows over its background every frame through the current `UIGraphicsContext`,
    /// as `state`, its presentation, shows it; called in the layer's bounds coordinates when `renderNeed` is
    /// `.graphicsContext`.
    func drawContent(_ state: LayerPresentation)
}

/// What a layer draws of itself every frame, as its class declares it (`LayerDrawing.renderNeed`).
package enum LayerRenderNeed {
    /// Nothing of its own: its background, border, contents image and its view's `draw(_:)` are all there is.
    case nothing
    /// `drawContent(_:)` draws it through `UIGraphicsContext` from the layer's properties (shape and text layers).
    /// Clipped to the bounds, or reaching wherever its drawing goes (a shape layer's path may lie anywhere).
    case graphicsContext(clippedToBounds: Bool)
    /// A gradient the renderer makes with Cairo's patterns (conic ones as a mesh).
    case gradient(CAGradientLayer)
    /// Particles the renderer draws from the emitter's simulation, with its tinted sprites; they fly past the bounds.
    case particles(CAEmitterLayer)
    /// Copies of the sublayers under the replicator's instance transform, delay and colour.
    case replicas(CAReplicatorLayer)
    /// No look at all: the sublayers are projected in 3D straight into the superlayer (`CATransformLayer`).
    case sublayersIn3D

    /// Whether the drawing may reach past the bounds, so the layer's extent is not known from its bounds.
    package var drawsOutsideBounds: Bool {
        switch self {
        case .graphicsContext(let clipped): !clipped
        case .particles: true
        case .nothing, .gradient, .replicas, .sublayersIn3D: false
        }
    }

    /// Whether the layer is drawn anew from its properties every frame, so a rasterised bitmap of it is never
    /// reused (plain layers and transform layers draw nothing that could go stale unseen).
    package var drawsEveryFrame: Bool {
        switch self {
        case .graphicsContext, .gradient, .particles, .replicas: true
        case .nothing, .sublayersIn3D: false
        }
    }
}
