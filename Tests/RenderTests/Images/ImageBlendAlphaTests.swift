import Dynamics
import Foundation
import Testing

/// `UIImage.draw(at:blendMode:alpha:)` and `draw(in:blendMode:alpha:)`: DiSCO CLiCKeR fades its pictures with them.
@MainActor @Suite struct ImageBlendAlphaTests {
    /// A 4 × 4 point image of one colour.
    private func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    /// The pixels of `image` through its PNG bytes.
    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) throws -> [Int] {
        let p = try PNGReader.read(data: try #require(image.pngData())).pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func alphaScalesTheImageOverWhatIsThere() throws {
        let red = swatch(.red)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), true, 1)
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 4))
        red.draw(at: .zero, blendMode: .normal, alpha: 0.25)
        red.draw(in: CGRect(x: 4, y: 0, width: 4, height: 4), blendMode: .normal, alpha: 1)
        // The alpha is the call's alone: a fill after it is opaque again.
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 7, y: 3, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        // 0.25 red over white: (255, 191, 191) within rounding.
        let faded = try rgba(image, 1, 1)
        #expect(faded[0] == 255 && abs(faded[1] - 191) <= 1 && abs(faded[2] - 191) <= 1, "\(faded)")
        #expect(try rgba(image, 5, 1) == [255, 0, 0, 255])
        #expect(try rgba(image, 7, 3) == [0, 0, 255, 255])
    }

    @Test func theAlphaVariantOfAnImageIsTransparentWhereItWasOpaque() throws {
        // DiSCO CLiCKeR's `alpha(value:)`: a new transparent context at the image's size and scale, the image drawn
        // into it at an alpha.
        let image = swatch(.green)
        UIGraphicsBeginImageContextWithOptions(image.size, false, image.scale)
        image.draw(at: .zero, blendMode: .normal, alpha: 0.5)
        let faded = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let pixel = try rgba(faded, 2, 2)
        #expect(pixel[1] == 255 && abs(pixel[3] - 128) <= 1, "\(pixel)")
    }

    @Test func aBlendModeAppliesAndANonFiniteAlphaDrawsNothing() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
        UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        swatch(.red).draw(at: .zero, blendMode: .multiply, alpha: 1)
        swatch(.blue).draw(at: .zero, blendMode: .normal, alpha: .nan)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        // Red multiplied into grey keeps the grey's red channel and zeroes the others.
        let pixel = try rgba(image, 1, 1)
        #expect(abs(pixel[0] - 128) <= 1 && pixel[1] == 0 && pixel[2] == 0, "\(pixel)")
    }
}
