import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// The flip transitions (`.transitionFlipFromLeft/Right/Top/Bottom`, `UIView.transition(from:to:…)`) as UIKit
/// draws them: the picture turns half a turn about the view's vertical (horizontal) centre line in perspective,
/// the old look in front until it is edge-on and the new look, turned the other way, behind it; the back of each
/// face is never shown. While it turns, the whole is scaled so its nearest edge keeps the view's height (width):
/// UIKit's flip "dollies back" so the near corners are not cut, unlike a bare `CATransform3DRotate`.
/// docs/animation.md gives the sources and the eye distance chosen.
extension Renderer {
    /// The eye distance of the flips, in points: m34 = −1/800. UIKit publishes none; this is the value of a
    /// published replica of the flip (docs/animation.md).
    static let flipEyeDistance: CGFloat = 800

    /// The matrix from the bounds to the bounds for a flip `progress` (0…1) of the way: rotation by π·progress
    /// (minus π for the new face, past half-way) about the centre line, perspective, then the scale that keeps the
    /// near edge its size.
    static func flipMatrix(for kind: LayerTransition.Kind, progress: CGFloat, in bounds: CGRect) -> CATransform3D {
        let angle: CGFloat, axis: (x: CGFloat, y: CGFloat)
        switch kind {
        // About y, a positive angle brings the left edge (x < 0) towards the viewer; about x, the bottom edge.
        case .flipHorizontal(let fromLeft): angle = (fromLeft ? 1 : -1) * .pi * progress; axis = (0, 1)
        case .flipVertical(let fromTop): angle = (fromTop ? -1 : 1) * .pi * progress; axis = (1, 0)
        default: return CATransform3DIdentity
        }
        let turn = progress < 0.5 ? angle : angle - (angle > 0 ? .pi : -.pi)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / flipEyeDistance
        var matrix = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        matrix = CATransform3DConcat(matrix, CATransform3DMakeRotation(turn, axis.x, axis.y, 0))
        matrix = CATransform3DConcat(matrix, perspective)
        // The near edge's w: 1 − (half the extent across the axis)·|sin|/d.
        let half = axis.y == 1 ? bounds.width / 2 : bounds.height / 2
        let near = max(1 - half * abs(sin(turn)) / flipEyeDistance, 0.05)
        matrix = CATransform3DConcat(matrix, CATransform3DMakeScale(near, near, 1))
        return CATransform3DConcat(matrix, CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0))
    }

    /// How dark a flipping face gets when edge-on: black at this opacity times |sin| of its turn over its own
    /// pixels. UIKit dims the face as it turns (docs/animation.md); the amount is not published.
    static let flipEdgeDimming: CGFloat = 0.4

    /// The black laid over a face `progress` (0…1) of the way through a flip: 0 when it faces the viewer, the most
    /// when edge-on.
    static func flipDimming(progress: CGFloat) -> CGFloat {
        flipEdgeDimming * abs(sin(CGFloat.pi * min(max(progress, 0), 1)))
    }

    /// Draws one face of a flip: `drawFace` paints it in the bounds' coordinates on the context it is given, which
    /// is then dimmed as it turns, turned and projected; nothing shows while the face is edge-on.
    func drawFlip(_ kind: LayerTransition.Kind, progress: CGFloat, in bounds: CGRect, on cr: OpaquePointer,
                  drawFace: (OpaquePointer) -> Void) {
        guard abs(cos(CGFloat.pi * progress)) > 1e-3 else { return }
        let matrix = Renderer.flipMatrix(for: kind, progress: progress, in: bounds)
        let dimming = Renderer.flipDimming(progress: progress)
        drawProjected(source: bounds, matrix: matrix, on: cr) { offscreen in
            drawFace(offscreen)
            guard dimming > 0 else { return }
            // Over the face's own pixels only (ATOP keeps their coverage): a transparent face stays transparent.
            cairo_save(offscreen)
            cairo_set_operator(offscreen, CAIRO_OPERATOR_ATOP)
            cairo_set_source_rgba(offscreen, 0, 0, 0, dimming)
            cairo_paint(offscreen)
            cairo_restore(offscreen)
        }
    }
}
