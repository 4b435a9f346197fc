import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

extension Renderer {
    /// What a layer draws of itself every frame, over its background, as its class declares (`need`, its
    /// `renderNeed`): a shape or text layer through the drawing context, a gradient layer's gradient, an emitter's
    /// particles. A replicator's copies and a transform layer's sublayers are drawn with the subviews.
    func drawLayerContent(of layer: CALayer, need: LayerRenderNeed, state: LayerPresentation, on cr: OpaquePointer) {
        switch need {
        case .graphicsContext: layer.drawContent(state)
        case .gradient(let gradient):
            // The gradient fills the layer as its background colour would: inside its rounded corners, whether or
            // not it masks to bounds (a round button's gradient sublayer needs only its own cornerRadius on iOS).
            cairo_save(cr)
            CairoPath.setRoundedRect(state.bounds, radius: state.cornerRadius, curve: layer.cornerCurve, on: cr)
            cairo_clip(cr)
            GradientDrawing.draw(gradient, in: state.bounds, on: cr)
            cairo_restore(cr)
        case .particles(let emitter): drawEmitter(emitter, on: cr)
        case .nothing, .replicas, .sublayersIn3D: break
        }
    }
}

/// `CAGradientLayer` drawn with Cairo, its colours mixed as Core Animation mixes them (`GradientColorMixing`), which
/// Cairo's own stops (a mix of sRGB values) cannot do: axial pixel by pixel with iOS's pieces and dither
/// (`AxialGradientRaster`); radial as Cairo's (elliptical, through the pattern matrix) radial pattern with a stop
/// per device pixel of radius; conic, which Cairo lacks, as a mesh of thin triangular patches around the centre, each
/// shading from its first edge's colour to its second's.
@MainActor enum GradientDrawing {
    /// Patches of a conic gradient: 2° each, finer than the colour steps 8-bit output can show between them for a
    /// gradient spanning fewer than 180 levels per channel over the turn.
    static let conicPatches = 180

    static func draw(_ layer: CAGradientLayer, in bounds: CGRect, on cr: OpaquePointer) {
        let stops = layer.stops
        guard let last = stops.last, bounds.width > 0, bounds.height > 0, bounds.width.isFinite,
              bounds.height.isFinite else { return }
        func place(_ unit: CGPoint) -> CGPoint {
            CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
        }
        let start = place(layer.startPoint), end = place(layer.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let pattern: OpaquePointer?
        switch layer.type {
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            // A zero radius on one axis takes the other's (a circle); with both zero only the last colour shows.
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else {
                pattern = cairo_pattern_create_rgba(last.color.red, last.color.green, last.color.blue, last.color.alpha)
                break
            }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
            cairo_matrix_translate(&matrix, -start.x, -start.y)
            cairo_pattern_set_matrix(pattern, &matrix)
            addMixedStops(stops, to: pattern, pixels: devicePixels(CGSize(width: max(rx, ry), height: 0), on: cr))
        case .conic:
            pattern = conicMesh(stops, centre: start, towards: end, bounds: bounds)
        default:
            if start == end {
                let c = parts(last.color)
                pattern = cairo_pattern_create_rgba(c.red, c.green, c.blue, c.alpha)
            } else {
                AxialGradientRaster.draw(GradientColorMixing.Ramp(stops), from: start, to: end, in: bounds, on: cr)
                return
            }
        }
        guard let pattern else { return }
        if layer.type != .conic { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_new_path(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }

    /// The conic gradient as a mesh: patch i covers the angles [i, i + 1] / n of the turn, starting at the direction
    /// from `centre` to `towards` and going clockwise on screen, out past the farthest corner of the bounds.
    private static func conicMesh(_ stops: [(location: CGFloat, color: UIColor)], centre: CGPoint, towards: CGPoint,
                                  bounds: CGRect) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = corners.map { hypot($0.x - centre.x, $0.y - centre.y) }.max()! * 1.1 + 1
        let startAngle = towards == centre ? 0 : atan2(towards.y - centre.y, towards.x - centre.x)
        let n = conicPatches, ramp = GradientColorMixing.Ramp(stops)
        for i in 0..<n {
            let t0 = CGFloat(i) / CGFloat(n), t1 = CGFloat(i + 1) / CGFloat(n)
            let a0 = startAngle + 2 * .pi * t0, a1 = startAngle + 2 * .pi * t1
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, centre.x, centre.y)
            cairo_mesh_pattern_line_to(mesh, centre.x + reach * cos(a0), centre.y + reach * sin(a0))
            cairo_mesh_pattern_line_to(mesh, centre.x + reach * cos(a1), centre.y + reach * sin(a1))
            cairo_mesh_pattern_line_to(mesh, centre.x, centre.y)
            let c0 = ramp.color(at: Double(t0)), c1 = ramp.color(at: Double(t1))
            for (corner, c) in [c0, c0, c1, c1].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.x, c.y, c.z, c.w)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    private static func parts(_ c: UIColor) -> GradientColorMixing.RGBA { (c.red, c.green, c.blue, c.alpha) }

    /// How many device pixels `distance` (in user space) spans on `cr`, at least 1.
    private static func devicePixels(_ distance: CGSize, on cr: OpaquePointer) -> Int {
        var dx = Double(distance.width), dy = Double(distance.height)
        cairo_user_to_device_distance(cr, &dx, &dy)
        let length = hypot(dx, dy)
        return length.isFinite ? max(1, Int(length.rounded(.up))) : 1
    }

    /// The most stops a radial gradient gets per pair of the layer's stops.
    static let maximumStopsPerSegment = 256

    /// The layer's stops on a Cairo gradient, each pair of neighbours with stops between them a device pixel apart
    /// (`pixels` spans the whole gradient), so Cairo's mixing of sRGB values between them stays within a level of
    /// Core Animation's.
    private static func addMixedStops(_ stops: [(location: CGFloat, color: UIColor)], to pattern: OpaquePointer?,
                                      pixels: Int) {
        func add(_ location: CGFloat, _ c: GradientColorMixing.RGBA) {
            cairo_pattern_add_color_stop_rgba(pattern, min(max(location, 0), 1), c.red, c.green, c.blue, c.alpha)
        }
        guard let first = stops.first else { return }
        add(first.location, GradientColorMixing.held(parts(first.color)))
        for (a, b) in zip(stops, stops.dropFirst()) {
            let from = parts(a.color), to = parts(b.color)
            let span = abs(b.location - a.location)
            let steps = from == to ? 1
                : min(max(Int((span * CGFloat(pixels)).rounded(.up)), 1), maximumStopsPerSegment)
            for k in 1...steps {
                let f = CGFloat(k) / CGFloat(steps)
                add(a.location + (b.location - a.location) * f, GradientColorMixing.mix(from, to, f))
            }
        }
    }
}
