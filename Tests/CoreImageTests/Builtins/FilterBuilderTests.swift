import Dynamics
import Foundation
import Testing

/// `CIFilter(name:)`, key-value coding and the typed builders of CoreImage.CIFilterBuiltins: one filter seen two ways.
@Suite("CIFilter and the typed builders")
struct FilterBuilderTests {
    @Test func unknownNamesGiveNil() {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        #expect(CIFilter(name: "CIGaussianBlur") != nil)
    }

    @Test func namedFiltersStartAtTheirDefaults() throws {
        let blur = try #require(CIFilter(name: "CIGaussianBlur"))
        #expect(blur.inputKeys == [kCIInputImageKey, kCIInputRadiusKey])
        #expect((blur.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue == 10)
        let controls = try #require(CIFilter(name: "CIColorControls"))
        #expect((controls.value(forKey: kCIInputSaturationKey) as? NSNumber)?.doubleValue == 1)
        #expect(controls.outputImage == nil)
        let attributes = try #require(blur.attributes[kCIInputRadiusKey] as? [String: Any])
        #expect(attributes[kCIAttributeClass] as? String == "NSNumber")
        #expect(blur.attributes[kCIAttributeFilterDisplayName] as? String == "Gaussian Blur")
    }

    @Test func typedPropertiesAreTheKeyedInputs() throws {
        let blur = CIFilter.gaussianBlur()
        blur.radius = 4
        #expect((blur.value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue == 4)
        blur.setValue(7.5, forKey: kCIInputRadiusKey)
        #expect(blur.radius == 7.5)
        let pixellate = CIFilter.pixellate()
        pixellate.center = CGPoint(x: 3, y: 9)
        #expect(pixellate.value(forKey: kCIInputCenterKey) as? CIVector == CIVector(x: 3, y: 9))
        #expect(CIFilter.sepiaTone().name == "CISepiaTone")
        #expect(CIFilter.multiplyBlendMode().name == "CIMultiplyBlendMode")
        let qr = CIFilter.qrCodeGenerator()
        #expect(qr.correctionLevel == "M")
    }

    @Test func nonFiniteAndWrongValuesAreRefused() throws {
        let blur = CIFilter.gaussianBlur()
        blur.radius = 3
        blur.radius = .nan
        #expect(blur.radius == 3)
        blur.setValue(Double.infinity, forKey: kCIInputRadiusKey)
        #expect(blur.radius == 3)
        blur.setValue("wide", forKey: kCIInputRadiusKey)
        #expect(blur.radius == 3)
        blur.setValue(1, forKey: "inputNoSuchKey")
        #expect(blur.value(forKey: "inputNoSuchKey") == nil)
        let pixellate = CIFilter.pixellate()
        pixellate.center = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(pixellate.center == CGPoint(x: 150, y: 150))
        let gradient = CIFilter.linearGradient()
        gradient.color0 = CIColor(red: .nan, green: 1, blue: 0)
        #expect(gradient.color0.red == 0)
    }

    @Test func theOutputIsALazyRecipeOverTheCurrentInputs() throws {
        let image = try #require(CIImage(image: CoreImageFixture.solid(width: 4, height: 4, rgba: (200, 100, 50, 255))))
        let invert = CIFilter.colorInvert()
        invert.inputImage = image
        let first = try #require(invert.outputImage)
        let controls = CIFilter.colorControls()
        controls.inputImage = first
        controls.saturation = 0
        let grey = try CoreImageFixture.render(try #require(controls.outputImage), image.extent)
        let pixel = CoreImageFixture.pixel(grey, 1, 1)
        #expect(pixel[0] == pixel[1] && pixel[1] == pixel[2])
        // value(forKey: "outputImage") is the output too.
        #expect((invert.value(forKey: kCIOutputImageKey) as? CIImage)?.extent == image.extent)
    }

    @Test func filterNamesByCategory() {
        let blurs = CIFilter.filterNames(inCategory: kCICategoryBlur)
        #expect(blurs == ["CIBoxBlur", "CIGaussianBlur", "CIMotionBlur"])
        #expect(CIFilter.filterNames(inCategory: nil).count == CIFilter.filterNames(inCategory: kCICategoryBuiltIn).count)
        #expect(CIFilter.filterNames(inCategory: kCICategoryColorEffect).contains("CIPhotoEffectNoir"))
    }

    /// An app's own filter: a subclass overriding `outputImage`, as iOS code writes one.
    nonisolated final class Tinted: CIFilter {
        var inputImage: CIImage?
        override var outputImage: CIImage? { inputImage?.applyingFilter("CIColorInvert") }
    }

    @Test func subclassesMakeTheirOwnOutput() throws {
        let filter = Tinted()
        filter.inputImage = CIImage(image: CoreImageFixture.solid(width: 1, height: 1, rgba: (0, 0, 0, 255)))
        let pixels = try CoreImageFixture.render(try #require(filter.outputImage), CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(CoreImageFixture.pixel(pixels, 0, 0) == [255, 255, 255, 255])
    }
}
