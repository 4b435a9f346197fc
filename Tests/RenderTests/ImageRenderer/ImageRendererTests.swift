import Dynamics
import Foundation
import Testing

/// The pixels of a UIImage, through its PNG bytes (straight RGBA per pixel).
private func pixels(of image: UIImage) throws -> Image {
    let data = try #require(image.pngData())
    return try PNGReader.read(data: data)
}

/// A format of `scale` pixels per point.
private func makeFormat(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return format
}

private func rgba(_ image: Image, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}

/// UIGraphicsImageRenderer, its format and context, the image-context functions and the image encoders.
@Suite("UIGraphicsImageRenderer")
struct ImageRendererTests {
    @Test("an image is bounds × scale pixels; the left half filled red ends on the pixel its edge says", arguments: [1, 2, 3])
    func scales(scale: Int) throws {
        let format = makeFormat(scale: CGFloat(scale))
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8), format: format)
        let image = renderer.image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 8))
        }
        #expect(image.size == CGSize(width: 10, height: 8))
        #expect(image.scale == CGFloat(scale))
        #expect(image.cgImage?.width == 10 * scale && image.cgImage?.height == 8 * scale)
        let bitmap = try pixels(of: image)
        #expect(bitmap.width == 10 * scale && bitmap.height == 8 * scale)
        #expect(rgba(bitmap, 5 * scale - 1, 4 * scale) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 5 * scale, 4 * scale)[3] == 0)
        #expect(rgba(bitmap, 0, 0) == [255, 0, 0, 255])
    }

    @Test("the default format takes the main screen's scale and is transparent")
    func defaultFormat() {
        let format = UIGraphicsImageRendererFormat.default()
        #expect(format.scale == UIScreen.main.scale)
        #expect(format.opaque == false)
        #expect(format.preferredRange == .automatic)
        let screen = UIScreen(size: CGSize(width: 100, height: 100), scale: 3)
        let image = screen.withCurrent { UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in } }
        #expect(image.scale == 3)
        format.scale = .nan
        #expect(format.scale == UIScreen.main.scale)
    }

    @Test("UIBezierPath.fill(), stroke and the context's fill(_:) draw into the image; bounds' origin is its corner")
    func pathsAndBounds() throws {
        let format = makeFormat(scale: 2)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 20, height: 20), format: format)
        let image = renderer.image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 5, height: 5))
            UIColor.green.setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 30, width: 10, height: 10)).fill()
        }
        let bitmap = try pixels(of: image)
        #expect(rgba(bitmap, 0, 0) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 9, 9) == [0, 0, 255, 255])
        #expect(rgba(bitmap, 10, 10)[3] == 0)
        // The oval's centre (25, 35) is pixel (30, 30); its bounding box corner (20, 30) is outside the oval.
        #expect(rgba(bitmap, 30, 30) == [0, 255, 0, 255])
        #expect(rgba(bitmap, 20, 20)[3] == 0)
    }

    @Test("stroke(_:) draws a 1 pt outline; clip(to:) limits later fills")
    func strokeAndClip() throws {
        let format = makeFormat(scale: 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.black.setStroke()
            context.stroke(CGRect(x: 2.5, y: 2.5, width: 10, height: 10))
            context.clip(to: CGRect(x: 15, y: 15, width: 5, height: 5))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let bitmap = try pixels(of: image)
        #expect(rgba(bitmap, 2, 7) == [0, 0, 0, 255])
        #expect(rgba(bitmap, 7, 7)[3] == 0)
        #expect(rgba(bitmap, 16, 16) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 14, 16)[3] == 0)
    }

    @Test("fill(_:blendMode:): .clear erases, .multiply multiplies, and the mode ends with the call")
    func blendModes() throws {
        let format = makeFormat(scale: 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format).image { context in
            UIColor(red: 1, green: 1, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .clear)
            UIColor(red: 0.5, green: 1, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10), blendMode: .multiply)
            UIColor.blue.setFill()
            context.fill(CGRect(x: 25, y: 0, width: 5, height: 10))
        }
        let bitmap = try pixels(of: image)
        #expect(rgba(bitmap, 5, 5)[3] == 0)
        #expect(rgba(bitmap, 15, 5) == [128, 255, 0, 255])
        #expect(rgba(bitmap, 22, 5) == [255, 255, 0, 255])
        #expect(rgba(bitmap, 27, 5) == [0, 0, 255, 255])
    }

    @Test("an opaque format starts black and gives opaque pixels")
    func opaqueFormat() throws {
        let format = makeFormat(scale: 1, opaque: true)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            UIColor(white: 1, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let bitmap = try pixels(of: image)
        #expect(rgba(bitmap, 3, 1) == [0, 0, 0, 255])
        #expect(rgba(bitmap, 0, 1) == [128, 128, 128, 255])
    }

    @Test("currentImage is a copy of what was drawn so far")
    func currentImage() throws {
        let format = makeFormat(scale: 1)
        var early: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            early = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let before = try pixels(of: try #require(early)), after = try pixels(of: final)
        #expect(rgba(before, 0, 0) == [255, 0, 0, 255])
        #expect(rgba(before, 3, 0)[3] == 0)
        #expect(rgba(after, 0, 0) == [0, 0, 255, 255])
    }

    @Test("string drawing and image drawing inside the actions reach the image")
    func textAndImages() throws {
        let format = makeFormat(scale: 2)
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30), format: format).image { _ in
            "WW".draw(at: CGPoint(x: 0, y: 0), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
            red.draw(in: CGRect(x: 40, y: 10, width: 20, height: 20))
        }
        let bitmap = try pixels(of: image)
        var inked = 0
        for y in 0..<bitmap.height / 2 where y < 50 {
            for x in 0..<60 where bitmap.pixel(x: x, y: y).a > 200 { inked += 1 }
        }
        #expect(inked > 100)
        #expect(rgba(bitmap, 100, 40) == [255, 0, 0, 255])
        #expect(rgba(bitmap, 79, 56)[3] == 0)
    }

    @Test("pngData round trip: the bytes load back as an image of the same pixels")
    func pngRoundTrip() throws {
        let format = makeFormat(scale: 2)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 3), format: format)
        let data = renderer.pngData { _ in
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let loaded = try #require(UIImage(data: data, scale: 2))
        #expect(loaded.size == CGSize(width: 6, height: 3))
        let direct = try pixels(of: loaded)
        #expect(rgba(direct, 0, 0) == [51, 102, 153, 255])
        #expect(rgba(direct, 6, 0)[3] == 0)
        #expect(try PNGReader.read(data: data) == direct)
        // The encoder of UIImage itself gives the same pixels as the renderer's.
        let image = renderer.image { _ in
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        #expect(try pixels(of: image) == direct)
    }

    @Test("jpegData decodes to the colours drawn, without alpha")
    func jpeg() throws {
        let format = makeFormat(scale: 1)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 16), format: format)
        let data = renderer.jpegData(withCompressionQuality: 0.9) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        let decoded = try JPEGReader.read(data: data)
        #expect(decoded.width == 32 && decoded.height == 16)
        let red = rgba(decoded, 8, 8), black = rgba(decoded, 24, 8)
        #expect(red[0] > 240 && red[1] < 15 && red[2] < 15)
        #expect(black[0] < 15 && black[1] < 15 && black[2] < 15)
        let small = try #require(UIImage(data: data)?.jpegData(compressionQuality: 0.1))
        #expect(small.count < data.count)
    }

    @Test("UIGraphicsBeginImageContextWithOptions: drawing lands in the image; End restores the previous context")
    func imageContextFunctions() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 2)
        let outer = UIGraphicsGetCurrentContext()
        #expect(outer != nil)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 1)
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        #expect(inner.size == CGSize(width: 2, height: 2) && inner.scale == 1)
        #expect(rgba(try pixels(of: inner), 1, 1) == [0, 0, 0, 255])
        #expect(image.scale == 2 && image.size == CGSize(width: 5, height: 5))
        #expect(rgba(try pixels(of: image), 9, 9) == [0, 255, 0, 255])
    }

    @Test("a renderer's image shown by an image view is drawn in a rendered frame")
    func shownInFrame() throws {
        let format = makeFormat(scale: 2)
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let canvas = makeCanvas(width: 40, height: 40)
        let imageView = UIImageView(image: picture)
        imageView.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        canvas.addSubview(imageView)
        let frame = try render(canvas, scale: 2)
        #expect(matches(pixel(frame, atPoint: 15, 20, scale: 2), (0, 0, 255), tolerance: 0))
        #expect(matches(pixel(frame, atPoint: 25, 20, scale: 2), (255, 255, 255), tolerance: 0))
    }
}
