import Dynamics
import Foundation
import Testing

/// `CIImage`: reading UIKit images, extents, the bottom-left origin, cropping, transforms, orientation and
/// compositing, checked pixel by pixel.
@Suite("CIImage")
struct CIImageTests {
    /// A 2 × 2 picture: red top-left, green top-right, blue bottom-left, white bottom-right.
    static func quadrants() -> UIImage {
        let bytes: [UInt8] = [0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255, 255, 255, 255, 255]
        return UIImage(bitmap: UIImage.Bitmap(width: 2, height: 2, bytes: bytes, isOpaque: true)!, scale: 1)
    }

    @Test func aUIImageRoundTripsExactlyWithEveryAlpha() throws {
        let image = CoreImageFixture.noise(width: 17, height: 9, seed: 3, opaque: false)
        let ci = try #require(CIImage(image: image))
        #expect(ci.extent == CGRect(x: 0, y: 0, width: 17, height: 9))
        let back = try CoreImageFixture.render(ci, ci.extent)
        let original = CoreImageFixture.straightRGBA(try CoreImageFixture.bitmap(image))
        #expect(back.bytes == original.bytes)
    }

    @Test func theOriginIsAtTheBottomLeft() throws {
        let ci = try #require(CIImage(image: Self.quadrants()))
        // The bottom-left pixel of the CIImage is the picture's bottom-left (blue).
        let bottomLeft = try CoreImageFixture.render(ci, CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(CoreImageFixture.pixel(bottomLeft, 0, 0) == [0, 0, 255, 255])
        let topRight = try CoreImageFixture.render(ci, CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(CoreImageFixture.pixel(topRight, 0, 0) == [0, 255, 0, 255])
    }

    @Test func croppingKeepsPixelsWhoseCentreIsInside() throws {
        let ci = try #require(CIImage(image: Self.quadrants())).cropped(to: CGRect(x: 0, y: 1, width: 2, height: 1))
        #expect(ci.extent == CGRect(x: 0, y: 1, width: 2, height: 1))
        let pixels = try CoreImageFixture.render(ci, CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(CoreImageFixture.pixel(pixels, 0, 0) == [255, 0, 0, 255])
        #expect(CoreImageFixture.pixel(pixels, 0, 1) == [0, 0, 0, 0])
    }

    @Test func aWholePixelTranslationMovesPixelsExactly() throws {
        let image = CoreImageFixture.noise(width: 6, height: 5, seed: 9)
        let ci = try #require(CIImage(image: image)).transformed(by: CGAffineTransform(translationX: 3, y: -2))
        #expect(ci.extent == CGRect(x: 3, y: -2, width: 6, height: 5))
        let moved = try CoreImageFixture.render(ci, ci.extent)
        #expect(moved.bytes == CoreImageFixture.straightRGBA(try CoreImageFixture.bitmap(image)).bytes)
    }

    @Test func halfAPixelShiftAveragesNeighbours() throws {
        let ci = try #require(CIImage(image: CoreImageFixture.solid(width: 1, height: 1, rgba: (255, 255, 255, 255))))
            .transformed(by: CGAffineTransform(translationX: 0.5, y: 0))
        let pixels = try CoreImageFixture.render(ci, CGRect(x: 0, y: 0, width: 2, height: 1))
        // Bilinear: each output pixel is half covered, alpha 0.5 (128), colour stays white.
        #expect(CoreImageFixture.pixel(pixels, 0, 0) == [255, 255, 255, 128])
        #expect(CoreImageFixture.pixel(pixels, 1, 0) == [255, 255, 255, 128])
    }

    @Test(arguments: [
        (CGImagePropertyOrientation.up, [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]),
        (.right, [[0, 0, 255], [255, 0, 0], [255, 255, 255], [0, 255, 0]]),
        (.left, [[0, 255, 0], [255, 255, 255], [255, 0, 0], [0, 0, 255]]),
        (.down, [[255, 255, 255], [0, 0, 255], [0, 255, 0], [255, 0, 0]]),
        (.upMirrored, [[0, 255, 0], [255, 0, 0], [255, 255, 255], [0, 0, 255]]),
        (.leftMirrored, [[255, 0, 0], [0, 0, 255], [0, 255, 0], [255, 255, 255]]),
    ])
    func orientationTurnsAsExifSays(orientation: CGImagePropertyOrientation, expected: [[Int]]) throws {
        let ci = try #require(CIImage(image: Self.quadrants())).oriented(orientation)
        #expect(ci.extent == CGRect(x: 0, y: 0, width: 2, height: 2))
        let pixels = try CoreImageFixture.render(ci, ci.extent)
        let seen = [(0, 0), (1, 0), (0, 1), (1, 1)].map { Array(CoreImageFixture.pixel(pixels, $0.0, $0.1).prefix(3)) }
        #expect(seen == expected)
    }

    @Test func compositingOverUsesPremultipliedSourceOver() throws {
        // 50 % red over opaque blue, with colour management off so the arithmetic is on the encoded values.
        let red = CIImage(color: CIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        let blue = CIImage(color: CIColor(red: 0, green: 0, blue: 1))
        let context = CIContext(options: [.workingColorSpace: NSNull()])
        let pixels = try CoreImageFixture.render(red.composited(over: blue), CGRect(x: 0, y: 0, width: 1, height: 1),
                                                 context: context)
        #expect(CoreImageFixture.pixel(pixels, 0, 0) == [128, 0, 128, 255])
        // In linear light (the default) the same mix is brighter once encoded: 0.5 linear is 188 in sRGB.
        let linear = try CoreImageFixture.render(red.composited(over: blue), CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(CoreImageFixture.pixel(linear, 0, 0) == [188, 0, 188, 255])
    }

    @Test func clampingRepeatsTheEdges() throws {
        let ci = try #require(CIImage(image: Self.quadrants())).clampedToExtent()
        #expect(ci.extent.isInfinite)
        let pixels = try CoreImageFixture.render(ci, CGRect(x: -2, y: 3, width: 1, height: 1))
        #expect(CoreImageFixture.pixel(pixels, 0, 0) == [255, 0, 0, 255])
    }

    @Test func infiniteOrNonFiniteRectanglesRenderNothing() {
        let context = CIContext()
        let color = CIImage(color: .red)
        #expect(context.createCGImage(color, from: color.extent) == nil)
        #expect(context.createCGImage(color, from: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4)) == nil)
        #expect(color.transformed(by: CGAffineTransform(scaleX: .infinity, y: 1)) === color)
    }

    @Test func uiImageOfACIImageKeepsItAndDrawsItsPixels() throws {
        let ci = CIImage(color: CIColor(red: 0, green: 0.5, blue: 1)).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 4))
        let image = UIImage(ciImage: ci)
        #expect(image.ciImage === ci)
        #expect(image.size == CGSize(width: 8, height: 4))
        #expect(CoreImageFixture.solid(width: 1, height: 1, rgba: (0, 0, 0, 255)).ciImage == nil)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
        let frame = try Renderer().render(view, scale: 1)
        let pixel = frame.pixel(x: 3, y: 2)
        let components: [UInt8] = [pixel.r, pixel.g, pixel.b, pixel.a]
        #expect(components == [0, 128, 255, 255])
        let back = try #require(CIImage(image: image))
        #expect(back.extent == ci.extent)
    }
}
