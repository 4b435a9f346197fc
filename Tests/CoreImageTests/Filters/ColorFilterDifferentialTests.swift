import Dynamics
import Foundation
import Testing

/// The colour filters against `Fixtures/ci_reference.py` (numpy in float64, Pillow's integer code where Pillow has
/// the operation) on seeded noise: every component within 1/255.
@Suite("Core Image colour filters against numpy and Pillow")
struct ColorFilterDifferentialTests {
    static let input = CoreImageFixture.noise(width: 24, height: 16, seed: 11)

    func compare(_ name: String, parameters: [String: Any] = [:], reference: String? = nil,
                 referenceParams: [String: Any] = [:], space: String = "linear") throws {
        let ci = try #require(CIImage(image: Self.input))
        let filter = try #require(CIFilter(name: name))
        filter.setValue(ci, forKey: kCIInputImageKey)
        for (key, value) in parameters { filter.setValue(value, forKey: key) }
        let output = try #require(filter.outputImage)
        let context = space == "linear" ? CIContext() : CIContext(options: [.workingColorSpace: NSNull()])
        let ours = try CoreImageFixture.render(output, ci.extent, context: context)
        let inputPixels = CoreImageFixture.straightRGBA(try CoreImageFixture.bitmap(Self.input))
        let theirs = try CoreImageFixture.reference(reference ?? name, params: referenceParams, space: space,
                                                    input: inputPixels)
        #expect(CoreImageFixture.maximumDifference(ours.bytes, theirs) <= 1, "\(name)")
        // The filter must have changed something, or the comparison proves nothing.
        #expect(ours.bytes != inputPixels.bytes, "\(name) left the image unchanged")
    }

    @Test(arguments: ["CIPhotoEffectMono", "CIPhotoEffectNoir", "CIPhotoEffectTonal", "CIPhotoEffectChrome",
                      "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectProcess", "CIPhotoEffectTransfer"])
    func photoEffects(name: String) throws {
        try compare(name)
    }

    @Test func monoIsPillowsGrayscale() throws {
        try compare("CIPhotoEffectMono", reference: "PillowGrayscale")
    }

    @Test func sepiaTone() throws {
        try compare("CISepiaTone", parameters: [kCIInputIntensityKey: 0.8], referenceParams: ["inputIntensity": 0.8])
    }

    @Test(arguments: ["linear", "none"])
    func colorInvert(space: String) throws {
        try compare("CIColorInvert", space: space)
    }

    @Test(arguments: ["linear", "none"])
    func colorControls(space: String) throws {
        try compare("CIColorControls", parameters: [kCIInputSaturationKey: 0.4, kCIInputBrightnessKey: 0.05,
                                                    kCIInputContrastKey: 1.3],
                    referenceParams: ["inputSaturation": 0.4, "inputBrightness": 0.05, "inputContrast": 1.3], space: space)
    }

    @Test(arguments: ["linear", "none"])
    func colorMatrix(space: String) throws {
        let rows: [String: [Double]] = ["inputRVector": [0.5, 0.3, 0.1, 0], "inputGVector": [0.1, 0.8, 0.05, 0],
                                        "inputBVector": [0.2, 0.1, 0.6, 0], "inputBiasVector": [0.05, 0, 0.1, 0]]
        var parameters: [String: Any] = [:]
        for (key, v) in rows { parameters[key] = CIVector(x: v[0], y: v[1], z: v[2], w: v[3]) }
        try compare("CIColorMatrix", parameters: parameters, referenceParams: rows, space: space)
    }

    @Test func colorMonochrome() throws {
        try compare("CIColorMonochrome", parameters: [kCIInputColorKey: CIColor(red: 0.2, green: 0.5, blue: 0.8),
                                                      kCIInputIntensityKey: 0.9],
                    referenceParams: ["inputColor": [0.2, 0.5, 0.8], "inputIntensity": 0.9])
    }

    @Test func translucentPixelsKeepTheirAlpha() throws {
        let image = CoreImageFixture.noise(width: 8, height: 8, seed: 5, opaque: false)
        let ci = try #require(CIImage(image: image))
        let output = ci.applyingFilter("CIPhotoEffectMono")
        let ours = try CoreImageFixture.render(output, ci.extent)
        let input = CoreImageFixture.straightRGBA(try CoreImageFixture.bitmap(image))
        for i in stride(from: 0, to: input.bytes.count, by: 4) {
            #expect(ours.bytes[i + 3] == input.bytes[i + 3])
            // A grey is grey whatever the alpha (within the premultiplied bytes' rounding).
            if input.bytes[i + 3] > 32 {
                #expect(abs(Int(ours.bytes[i]) - Int(ours.bytes[i + 2])) <= 255 / Int(input.bytes[i + 3]) + 1)
            }
        }
    }
}
