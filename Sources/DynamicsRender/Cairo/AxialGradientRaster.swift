import CCairo
import CGradientRaster
import DynamicsGeometry
import Foundation

/// An axial `CAGradientLayer` drawn as iOS draws it, pixel by pixel in device space: each pixel's exact colour from
/// `GradientColorMixing` at its centre (pulled into `GradientPieces` when the axis is horizontal or vertical on
/// screen; otherwise the colour of the texel of iOS's ramp the centre falls in), dithered to 8 bits with
/// `GradientDither`, into an image the size of the part of the layer the clip shows, painted through that clip.
///
/// The colour is constant along the lines perpendicular to the axis in the layer's unit square (the space of
/// `startPoint` and `endPoint`), as on iOS: on a layer that is not square, a corner-to-corner gradient's middle colour
/// runs through the other two corners, not at right angles to the axis on screen (DECISIONS.md). So a vertical gradient
/// computes one colour a row, a horizontal one a colour a column and an oblique one a colour a texel of its ramp.
@MainActor enum AxialGradientRaster {
    static func draw(_ ramp: GradientColorMixing.Ramp, from start: CGPoint, to end: CGPoint, in bounds: CGRect,
                     on cr: OpaquePointer) {
        var sx = Double(start.x), sy = Double(start.y)
        cairo_user_to_device(cr, &sx, &sy)
        guard let slope = positionSlope(from: start, to: end, in: bounds, on: cr),
              let drawn = drawnArea(of: bounds, on: cr) else { return }
        let x0 = Int(drawn.minX.rounded(.down)), y0 = Int(drawn.minY.rounded(.down))
        let width = Int(drawn.maxX.rounded(.up)) - x0, height = Int(drawn.maxY.rounded(.up)) - y0
        guard width > 0, height > 0,
              let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image)
        else { return }
        cairo_surface_flush(image)
        let canvas = Canvas(pixels: UnsafeMutableRawPointer(data), stride: Int(cairo_image_surface_get_stride(image)),
                            x0: x0, y0: y0, width: width, height: height)
        if abs(slope.x) <= abs(slope.y) * 1e-9 {
            let pieces = GradientPieces(start: Double(drawn.minY), length: Double(drawn.height))
            fillVertical(canvas, ramp) { y in (pieces.pulled(y) - sy) * slope.y }
        } else if abs(slope.y) <= abs(slope.x) * 1e-9 {
            let pieces = GradientPieces(start: Double(drawn.minX), length: Double(drawn.width))
            fillHorizontal(canvas, ramp) { x in (pieces.pulled(x) - sx) * slope.x }
        } else {
            var ex = Double(end.x), ey = Double(end.y)
            cairo_user_to_device(cr, &ex, &ey)
            let axisLength = ((ex - sx) * (ex - sx) + (ey - sy) * (ey - sy)).squareRoot()
            fillOblique(canvas, ramp, start: (sx, sy), axis: slope, texels: obliqueTexels(axisLength: axisLength))
        }
        cairo_surface_mark_dirty(image)
        var userToDevice = cairo_matrix_t()
        cairo_save(cr)
        cairo_get_matrix(cr, &userToDevice)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image, Double(x0), Double(y0))
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_set_matrix(cr, &userToDevice)
        cairo_new_path(cr)
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// How far along the gradient (0 at `start`, 1 at `end`) a device pixel's position moves per device pixel in x
    /// and in y. The position is the projection on the axis in the layer's unit square, t = ((u, v) − s) · a / |a|²
    /// with a = e − s in unit coordinates, taken to device space through the inverse of the map from the unit square
    /// to the device. Nil when the axis or that map is degenerate.
    private static func positionSlope(from start: CGPoint, to end: CGPoint, in bounds: CGRect,
                                      on cr: OpaquePointer) -> (x: Double, y: Double)? {
        let du = Double((end.x - start.x) / bounds.width), dv = Double((end.y - start.y) / bounds.height)
        let unitLengthSquared = du * du + dv * dv
        // The device vectors of the unit square's sides: its columns of the map from unit to device coordinates.
        var ux = Double(bounds.width), uy = 0.0, vx = 0.0, vy = Double(bounds.height)
        cairo_user_to_device_distance(cr, &ux, &uy)
        cairo_user_to_device_distance(cr, &vx, &vy)
        let determinant = ux * vy - vx * uy
        guard unitLengthSquared > 0, unitLengthSquared.isFinite, determinant != 0, determinant.isFinite else {
            return nil
        }
        let gu = du / unitLengthSquared, gv = dv / unitLengthSquared
        let slope = ((vy * gu - uy * gv) / determinant, (ux * gv - vx * gu) / determinant)
        guard slope.0.isFinite, slope.1.isFinite, slope != (0, 0) else { return nil }
        return slope
    }

    /// The part of `bounds` the clip lets through, in device space (its bounding box): what the picture shows of the
    /// layer, whose extent along the axis sets the pieces. Nil when nothing shows.
    private static func drawnArea(of bounds: CGRect, on cr: OpaquePointer) -> CGRect? {
        var xs = [Double](), ys = [Double]()
        for (ux, uy) in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY),
                         (bounds.maxX, bounds.maxY)] {
            var x = Double(ux), y = Double(uy)
            cairo_user_to_device(cr, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        cairo_set_matrix(cr, &userToDevice)
        let layer = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let area = layer.intersection(CGRect(x: cx0, y: cy0, width: cx1 - cx0, height: cy1 - cy0))
        guard !area.isNull, area.width > 0, area.height > 0, area.width.isFinite, area.height.isFinite else { return nil }
        return area
    }

    /// The image being filled: ARGB32 rows `stride` bytes apart, whose pixel (0, 0) is device pixel (x0, y0).
    private struct Canvas {
        let pixels: UnsafeMutableRawPointer
        let stride: Int
        let x0: Int, y0: Int, width: Int, height: Int

        func row(_ j: Int) -> UnsafeMutablePointer<UInt32> {
            (pixels + j * stride).bindMemory(to: UInt32.self, capacity: width)
        }

        /// Rows 16 or more apart read the same matrix row: a gradient whose rows differ only by the dither (a
        /// horizontal one) fills its first 16 and copies the rest.
        func repeatFirstSixteenRows() {
            for j in 16..<max(height, 16) {
                (pixels + j * stride).copyMemory(from: pixels + (j - 16) * stride, byteCount: width * 4)
            }
        }
    }

    /// Exact premultiplied values in 8-bit units of an sRGB-encoded colour with alpha, its channels within 0...1 (a
    /// clamped mix of an out-of-gamut stop may reach past 255, which 8 bits show as 255).
    @inline(__always) private static func premultiplied(_ c: SIMD4<Double>) -> SIMD4<Double> {
        let clamped = c.clamped(lowerBound: .zero, upperBound: .one)
        return SIMD4(clamped.x * clamped.w, clamped.y * clamped.w, clamped.z * clamped.w, clamped.w) * 255
    }

    /// One colour a row (`position` gives the pixel centre's fraction along the gradient); each row's pixels take the
    /// 16 dithered versions of it in the vertical column order.
    private static func fillVertical(_ canvas: Canvas, _ ramp: GradientColorMixing.Ramp,
                                     position: (Double) -> Double) {
        let columns = (0..<canvas.width).map { GradientDither.column(canvas.x0 + $0, vertical: true) }
        var dithered = [UInt32](repeating: 0, count: 16)
        GradientDither.thresholds.withUnsafeBufferPointer { thresholds in
            for j in 0..<canvas.height {
                let y = canvas.y0 + j, matrixRow = (y & 15) * 16
                let colour = premultiplied(ramp.color(at: position(Double(y) + 0.5)))
                for k in 0..<16 { dithered[k] = GradientDither.pixel(colour, threshold: thresholds[matrixRow + k]) }
                let row = canvas.row(j)
                for i in 0..<canvas.width { row[i] = dithered[columns[i]] }
            }
        }
    }

    /// One colour a column, kept in a row buffer; 16 rows dithered from it, the rest copies.
    private static func fillHorizontal(_ canvas: Canvas, _ ramp: GradientColorMixing.Ramp,
                                       position: (Double) -> Double) {
        let colours = (0..<canvas.width).map { premultiplied(ramp.color(at: position(Double(canvas.x0 + $0) + 0.5))) }
        GradientDither.thresholds.withUnsafeBufferPointer { thresholds in
            for j in 0..<min(canvas.height, 16) {
                let matrixRow = ((canvas.y0 + j) & 15) * 16, row = canvas.row(j)
                for i in 0..<canvas.width {
                    let threshold = thresholds[matrixRow + GradientDither.column(canvas.x0 + i, vertical: false)]
                    row[i] = GradientDither.pixel(colours[i], threshold: threshold)
                }
            }
        }
        canvas.repeatFirstSixteenRows()
    }

    /// How many texels iOS's ramp of an oblique gradient has over the axis, from `startPoint` to `endPoint`, for an
    /// axis `axisLength` device pixels long on screen: 16 ⌊L / 16⌋ + 14, read off five iOS references of three sizes
    /// and two angles (DECISIONS.md, "Oblique gradients read a ramp of N texels"), which a ramp one texel longer or
    /// shorter leaves 22 % off. Our reading: a texture of whole 16-texel blocks whose end texels are not the ramp's.
    static func obliqueTexels(axisLength: Double) -> Int {
        16 * Int((axisLength / 16).rounded(.down)) + 14
    }

    /// A colour per pixel from iOS's ramp: the colour at the centre of the texel the pixel's centre falls in along the
    /// gradient (`axis`: how far the position moves per device pixel in x and y, `positionSlope`), the colour at
    /// (⌊t N⌋ + ½) / N for the ramp's N texels. The position moves by a constant per column and per row, and the loop
    /// over the pixels is C (`CGradientRaster`): in debug builds Swift's generic arithmetic and pointer reads made it
    /// 30 times slower than a vertical gradient's.
    private static func fillOblique(_ canvas: Canvas, _ ramp: GradientColorMixing.Ramp, start: (x: Double, y: Double),
                                    axis: (x: Double, y: Double), texels: Int) {
        let perTexel = Double(texels)
        func position(_ x: Int, _ y: Int) -> Double {
            ((Double(x) + 0.5 - start.x) * axis.x + (Double(y) + 0.5 - start.y) * axis.y) * perTexel
        }
        let x1 = canvas.x0 + canvas.width - 1, y1 = canvas.y0 + canvas.height - 1
        let corners = [position(canvas.x0, canvas.y0), position(x1, canvas.y0), position(canvas.x0, y1), position(x1, y1)]
        // Texels before the first and past the last hold the end colours: one of each is enough, however short the
        // axis is against the picture.
        let first = min(max(corners.min()!.rounded(.down), -1), perTexel)
        let last = max(min(corners.max()!.rounded(.down), perTexel), first)
        let count = Int(last - first) + 1
        let colours = (0..<count).flatMap { index -> [Double] in
            let c = premultiplied(ramp.color(at: (first + Double(index) + 0.5) / perTexel))
            return [c.x, c.y, c.z, c.w]
        }
        colours.withUnsafeBufferPointer { values in
            GradientDither.thresholds.withUnsafeBufferPointer { thresholds in
                dynamics_gradient_fill_oblique(canvas.pixels.assumingMemoryBound(to: UInt8.self), canvas.stride,
                                               Int32(canvas.x0), Int32(canvas.y0), Int32(canvas.width),
                                               Int32(canvas.height), values.baseAddress, Int32(count),
                                               position(canvas.x0, canvas.y0) - first, axis.x * perTexel,
                                               axis.y * perTexel, thresholds.baseAddress)
            }
        }
    }
}
