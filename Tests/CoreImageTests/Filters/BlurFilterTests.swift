import Dynamics
import Foundation
import Testing

/// The blurs: box blur against Pillow's `BoxBlur`, Gaussian against numpy's exact convolution, and the extents and
/// edges Core Image gives them.
@Suite("Core Image blurs")
struct BlurFilterTests {
    static let input = CoreImageFixture.noise(width: 20, height: 14, seed: 21)

    /// The filter over the clamped image, cropped back, so the edges repeat as Pillow's and numpy's padding does.
    func blurred(_ name: String, radius: Double, context: CIContext) throws -> RGBAPixels {
        let ci = try #require(CIImage(image: Self.input))
        let output = ci.clampedToExtent().applyingFilter(name, parameters: [kCIInputRadiusKey: radius]).cropped(to: ci.extent)
        return try CoreImageFixture.render(output, ci.extent, context: context)
    }

    @Test(arguments: [1.0, 2.0, 4.0])
    func boxBlurIsPillowsBoxBlur(radius: Double) throws {
        let ours = try blurred("CIBoxBlur", radius: radius, context: CIContext(options: [.workingColorSpace: NSNull()]))
        let theirs = try CoreImageFixture.reference("CIBoxBlur", params: ["inputRadius": radius], space: "none",
                                                    input: CoreImageFixture.straightRGBA(try CoreImageFixture.bitmap(Self.input)))
        #expect(CoreImageFixture.maximumDifference(ours.bytes, theirs) <= 1)
    }

    @Test(arguments: [(1.5, "linear"), (3.0, "linear"), (2.0, "none")])
    func gaussianBlurIsAnExactGaussian(sigma: Double, space: String) throws {
        let context = space == "linear" ? CIContext() : CIContext(options: [.workingColorSpace: NSNull()])
        let ours = try blurred("CIGaussianBlur", radius: sigma, context: context)
        let theirs = try CoreImageFixture.reference("CIGaussianBlur", params: ["inputRadius": sigma], space: space,
                                                    input: CoreImageFixture.straightRGBA(try CoreImageFixture.bitmap(Self.input)))
        #expect(CoreImageFixture.maximumDifference(ours.bytes, theirs) <= 1)
    }

    @Test func blurredExtentsGrowByTheKernelsReach() throws {
        let ci = try #require(CIImage(image: Self.input))
        #expect(ci.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 10]).extent
                == CGRect(x: -30, y: -30, width: 80, height: 74))
        #expect(ci.applyingGaussianBlur(sigma: 2.2).extent == CGRect(x: -7, y: -7, width: 34, height: 28))
        #expect(ci.applyingFilter("CIBoxBlur", parameters: [kCIInputRadiusKey: 3]).extent
                == CGRect(x: -3, y: -3, width: 26, height: 20))
        #expect(ci.applyingFilter("CIMotionBlur", parameters: [kCIInputRadiusKey: 5, kCIInputAngleKey: 0]).extent
                == CGRect(x: -6, y: -1, width: 32, height: 16))
    }

    @Test func edgesFadeIntoTransparency() throws {
        // A white square box-blurred with radius 2: the corner pixel sees 3 × 3 of the 5 × 5 box.
        let ci = try #require(CIImage(image: CoreImageFixture.solid(width: 10, height: 10, rgba: (255, 255, 255, 255))))
        let output = ci.applyingFilter("CIBoxBlur", parameters: [kCIInputRadiusKey: 2])
        let pixels = try CoreImageFixture.render(output, output.extent)
        #expect(pixels.width == 14)
        let nineOf25 = Int((9.0 / 25 * 255 as Double).rounded()), oneOf25 = Int((1.0 / 25 * 255 as Double).rounded())
        #expect(CoreImageFixture.pixel(pixels, 2, 2) == [255, 255, 255, nineOf25])
        #expect(CoreImageFixture.pixel(pixels, 0, 0) == [255, 255, 255, oneOf25])
        #expect(CoreImageFixture.pixel(pixels, 7, 7) == [255, 255, 255, 255])
    }

    @Test func motionBlurAveragesAlongItsAngle() throws {
        // One white pixel on black, blurred horizontally with radius 2: five pixels of 1/5 in a row, none above.
        var ci = try #require(CIImage(image: CoreImageFixture.solid(width: 1, height: 1, rgba: (255, 255, 255, 255))))
        ci = ci.transformed(by: CGAffineTransform(translationX: 5, y: 5))
            .composited(over: CIImage(color: .black).cropped(to: CGRect(x: 0, y: 0, width: 11, height: 11)))
        let output = ci.applyingFilter("CIMotionBlur", parameters: [kCIInputRadiusKey: 2, kCIInputAngleKey: 0])
        let pixels = try CoreImageFixture.render(output, CGRect(x: 0, y: 0, width: 11, height: 11),
                                                 context: CIContext(options: [.workingColorSpace: NSNull()]))
        let row = (0..<11).map { CoreImageFixture.pixel(pixels, $0, 5)[0] }
        #expect(row == [0, 0, 0, 51, 51, 51, 51, 51, 0, 0, 0])
        #expect(CoreImageFixture.pixel(pixels, 5, 4)[0] == 0)
    }
}
