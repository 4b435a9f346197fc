import CCairo
import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// A particle image as a Cairo surface at its pixel size.
final class ParticleSprite {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    /// True when every pixel is white at some alpha: the particle colour then tints it exactly as a fill of that
    /// colour through the image's alpha, with no tinted copy.
    let isWhite: Bool
    /// Keeps the image alive so its identity, the cache key, is not reused.
    let image: UIImage

    init(surface: OpaquePointer, width: Int, height: Int, isWhite: Bool, image: UIImage) {
        self.surface = surface
        self.width = width
        self.height = height
        self.isWhite = isWhite
        self.image = image
    }

    deinit { RecordedSurfaces.release(surface) }
}

/// The images emitter cells draw, each made into a surface once, and their colour-multiplied copies for images
/// that are not white (Cairo has no per-channel multiply by a colour).
final class ParticleSprites {
    private struct TintKey: Hashable {
        let image: ObjectIdentifier
        let r, g, b, a: UInt8
    }

    private var sprites: [ObjectIdentifier: ParticleSprite] = [:]
    private var tinted: [TintKey: ParticleSprite] = [:]
    /// Tinted copies kept at most (particles whose colours drift make new ones every frame).
    private static let tintLimit = 512

    /// The sprite of `image`, drawn at its pixel size on first use; nil for an empty image.
    func sprite(for image: UIImage, images: ImageSurfaceCache) -> ParticleSprite? {
        let key = ObjectIdentifier(image)
        if let sprite = sprites[key] { return sprite }
        let width = Int((image.size.width * image.scale).rounded()), height = Int((image.size.height * image.scale).rounded())
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        cairo_scale(cr, image.scale, image.scale)
        let graphics = CairoGraphicsContext(cr: cr, images: images)
        UIGraphicsWithContext(graphics) { graphics.draw(image, in: CGRect(origin: .zero, size: image.size)) }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let sprite = ParticleSprite(surface: surface, width: width, height: height,
                                    isWhite: ParticleSprites.isWhite(surface, width: width, height: height), image: image)
        sprites[key] = sprite
        return sprite
    }

    /// `sprite` with every pixel's colour multiplied by `color` (premultiplied: colour channels by red/green/blue
    /// times alpha, alpha by alpha), colours rounded to 8 bits.
    func tinted(_ sprite: ParticleSprite, by color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)) -> ParticleSprite? {
        func byte(_ value: CGFloat) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let key = TintKey(image: ObjectIdentifier(sprite.image), r: byte(color.r), g: byte(color.g), b: byte(color.b),
                          a: byte(color.a))
        if let copy = tinted[key] { return copy }
        if tinted.count >= ParticleSprites.tintLimit { tinted.removeAll() }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sprite.width), Int32(sprite.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let target = cairo_image_surface_get_data(surface),
              let source = cairo_image_surface_get_data(sprite.surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let alpha = UInt32(key.a)
        // ARGB32 in native (little-endian) order: bytes B, G, R, A.
        let factors = [UInt32(key.b) * alpha, UInt32(key.g) * alpha, UInt32(key.r) * alpha, alpha * 255]
        for y in 0..<sprite.height {
            for x in 0..<sprite.width * 4 {
                let index = y * stride + x
                target[index] = UInt8((UInt32(source[index]) * factors[x & 3] + 32512) / 65025)
            }
        }
        cairo_surface_mark_dirty(surface)
        let copy = ParticleSprite(surface: surface, width: sprite.width, height: sprite.height, isWhite: false,
                                  image: sprite.image)
        tinted[key] = copy
        return copy
    }

    private static func isWhite(_ surface: OpaquePointer, width: Int, height: Int) -> Bool {
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                let p = data + y * stride + x * 4
                let a = Int(p[3])
                if abs(Int(p[0]) - a) > 1 || abs(Int(p[1]) - a) > 1 || abs(Int(p[2]) - a) > 1 { return false }
            }
        }
        return true
    }
}

extension Renderer {
    /// The living particles of an emitter layer, each its cell's image centred on the particle, turned, scaled and
    /// multiplied by its colour; in additive mode they are summed in a group first, then laid over what is beneath.
    func drawEmitter(_ layer: CAEmitterLayer, on cr: OpaquePointer) {
        let states = layer.particleStates
        guard !states.isEmpty else { return }
        let additive = layer.renderMode == .additive
        if additive {
            cairo_push_group(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        }
        for state in states {
            // A negative scale mirrors the image, as a negative scale transform does.
            guard state.scale != 0, state.color.a > 0 else { continue }
            let cell = state.cell
            guard let image = cell.contentsImage, let sprite = sprites.sprite(for: image, images: images) else { continue }
            let pixelsPerPoint = cell.contentsScale > 0 && cell.contentsScale.isFinite ? cell.contentsScale : 1
            cairo_save(cr)
            cairo_translate(cr, state.position.x, state.position.y)
            cairo_rotate(cr, state.angle)
            cairo_scale(cr, state.scale / pixelsPerPoint, state.scale / pixelsPerPoint)
            cairo_translate(cr, -CGFloat(sprite.width) / 2, -CGFloat(sprite.height) / 2)
            if sprite.isWhite {
                cairo_set_source_rgba(cr, state.color.r, state.color.g, state.color.b, state.color.a)
                let mask = cairo_pattern_create_for_surface(sprite.surface)
                cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else if let copy = sprites.tinted(sprite, by: state.color) {
                cairo_set_source_surface(cr, copy.surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
            }
            cairo_restore(cr)
        }
        if additive {
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_paint(cr)
        }
    }
}
