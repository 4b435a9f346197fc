import Dynamics
import Foundation
import Testing

/// Generators, `CIVignette`, `CIPixellate`, `CICrop` and `CIAffineTransform`, pixel by pixel against their formulas.
@Suite("Core Image generators and stylize filters")
struct GeneratorAndStylizeFilterTests {
    static let unmanaged = CIContext(options: [.workingColorSpace: NSNull()])

    @Test func constantColorIsInfiniteAndExact() throws {
        let filter = CIFilter.constantColorGenerator()
        filter.color = CIColor(red: 0.2, green: 0.4, blue: 0.6)
        let output = try #require(filter.outputImage)
        #expect(output.extent.isInfinite)
        let pixels = try CoreImageFixture.render(output, CGRect(x: -1000, y: 500, width: 2, height: 2))
        #expect(CoreImageFixture.pixel(pixels, 1, 1) == [51, 102, 153, 255])
    }

    @Test func linearGradientInterpolatesAlongItsAxisAndClamps() throws {
        let filter = CIFilter.linearGradient()
        filter.point0 = CGPoint(x: 0, y: 0)
        filter.point1 = CGPoint(x: 100, y: 0)
        filter.color0 = .black
        filter.color1 = .white
        let pixels = try CoreImageFixture.render(try #require(filter.outputImage), CGRect(x: -10, y: 0, width: 120, height: 1),
                                                 context: Self.unmanaged)
        // Pixel x has its centre at x + 0.5: t = (x + 0.5) / 100.
        for x in [0, 25, 49, 99] {
            #expect(CoreImageFixture.pixel(pixels, x + 10, 0)[0] == Int(((Double(x) + 0.5) / 100 * 255).rounded()))
        }
        #expect(CoreImageFixture.pixel(pixels, 0, 0)[0] == 0)
        #expect(CoreImageFixture.pixel(pixels, 119, 0)[0] == 255)
        // In linear light the middle is 0.5 linear, 188 once encoded.
        let linear = try CoreImageFixture.render(try #require(filter.outputImage), CGRect(x: 50, y: 0, width: 1, height: 1))
        #expect(abs(CoreImageFixture.pixel(linear, 0, 0)[0] - 188) <= 1)
    }

    @Test func radialGradientRunsFromRadius0ToRadius1() throws {
        let filter = CIFilter.radialGradient()
        filter.center = CGPoint(x: 50, y: 50)
        filter.radius0 = 10
        filter.radius1 = 30
        filter.color0 = .white
        filter.color1 = .black
        let output = try #require(filter.outputImage)
        let pixels = try CoreImageFixture.render(output, CGRect(x: 0, y: 0, width: 100, height: 100), context: Self.unmanaged)
        // Pixel (69, 49) from the top is CI (69, 50): distance 19.5 from the centre, t = 0.475.
        #expect(CoreImageFixture.pixel(pixels, 69, 49)[0] == Int(((1 - 0.475) * 255).rounded()))
        #expect(CoreImageFixture.pixel(pixels, 50, 49)[0] == 255)
        #expect(CoreImageFixture.pixel(pixels, 0, 0)[0] == 0)
    }

    @Test func vignetteDarkensByDistanceSquared() throws {
        let white = try #require(CIImage(image: CoreImageFixture.solid(width: 40, height: 30, rgba: (255, 255, 255, 255))))
        let filter = CIFilter.vignette()
        filter.inputImage = white
        filter.intensity = 0.8
        filter.radius = 1
        let pixels = try CoreImageFixture.render(try #require(filter.outputImage), white.extent, context: Self.unmanaged)
        // factor = 1 − intensity · (d / half-diagonal)², half-diagonal 25.
        for (x, y) in [(0, 0), (10, 5), (20, 15), (39, 29)] {
            let cx = Double(x) + 0.5 - 20, cy = (29.5 - Double(y)) - 15
            let t = min(1, (cx * cx + cy * cy).squareRoot() / 25)
            #expect(abs(CoreImageFixture.pixel(pixels, x, y)[0] - Int(((1 - 0.8 * t * t) * 255).rounded())) <= 1)
        }
    }

    @Test func pixellateFillsSquaresFromTheirMiddle() throws {
        let ci = try #require(CIImage(image: CoreImageFixture.noise(width: 16, height: 16, seed: 2)))
        let filter = CIFilter.pixellate()
        filter.inputImage = ci
        filter.center = .zero
        filter.scale = 4
        let pixels = try CoreImageFixture.render(try #require(filter.outputImage), ci.extent)
        let source = try CoreImageFixture.render(ci, ci.extent)
        // A 4-pixel cell's middle falls between pixels 1 and 2: the cell is their bilinear average in linear light.
        for (cellX, cellY) in [(0, 0), (1, 2), (3, 3)] {
            let cell = (0..<4).flatMap { dy in (0..<4).map { dx in CoreImageFixture.pixel(pixels, cellX * 4 + dx, cellY * 4 + dy) } }
            #expect(Set(cell).count == 1)
            let middle = [(1, 1), (2, 1), (1, 2), (2, 2)].map { CoreImageFixture.pixel(source, cellX * 4 + $0.0, cellY * 4 + $0.1) }
            for channel in 0..<3 {
                let linear = middle.map { SRGB.decode(Double($0[channel]) / 255) }.reduce(0, +) / 4
                #expect(abs(cell[0][channel] - Int((SRGB.encode(linear) * 255).rounded())) <= 1)
            }
        }
    }

    @Test func cropAndAffineTransformFilters() throws {
        let ci = try #require(CIImage(image: CoreImageFixture.noise(width: 8, height: 8, seed: 4)))
        let cropped = ci.applyingFilter("CICrop", parameters: ["inputRectangle": CIVector(cgRect: CGRect(x: 2, y: 2, width: 3, height: 4))])
        #expect(cropped.extent == CGRect(x: 2, y: 2, width: 3, height: 4))
        let moved = ci.applyingFilter("CIAffineTransform",
                                      parameters: [kCIInputTransformKey: NSValue(cgAffineTransform: CGAffineTransform(translationX: 4, y: 1))])
        #expect(moved.extent == CGRect(x: 4, y: 1, width: 8, height: 8))
        #expect(try CoreImageFixture.render(moved, moved.extent).bytes == CoreImageFixture.render(ci, ci.extent).bytes)
    }
}

/// The sRGB transfer function in Double, for expectations.
enum SRGB {
    static func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func encode(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
}
