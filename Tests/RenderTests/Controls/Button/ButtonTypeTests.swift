import Dynamics
import Foundation
import Testing

/// The symbol button types: `.infoLight`, `.infoDark`, `.detailDisclosure` and `.contactAdd`, drawn as iOS 13 and
/// later draws them (the `info.circle` and `plus.circle` symbols in the tint colour, 22 × 22 points).
@MainActor @Suite struct ButtonTypeTests {
    /// True for a pixel mostly of system blue (0, 122, 255) over white.
    private func isBlue(_ p: (r: Int, g: Int, b: Int, a: Int)) -> Bool { p.b > 200 && p.r < 140 }

    @Test(arguments: [UIButton.ButtonType.infoLight, .infoDark, .detailDisclosure])
    func infoButtonsShowTheInfoCircle(type: UIButton.ButtonType) throws {
        let button = UIButton(type: type)
        #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
        #expect(button.currentImage?.size == CGSize(width: 22, height: 22))
        #expect(button.currentImage?.isSymbolImage == true && button.buttonType == type)
        let canvas = makeCanvas(width: 40, height: 40)
        button.frame = CGRect(x: 9, y: 9, width: 22, height: 22)
        canvas.addSubview(button)
        let image = try render(canvas, scale: 2)
        // The ring, radius 8.25 around (20, 20): its top at y 11.75; the stem of the "i" at x 20 from y 19 to 24.6.
        #expect(isBlue(pixel(image, atPoint: 20, 11.75, scale: 2)))
        #expect(isBlue(pixel(image, atPoint: 20, 22, scale: 2)))
        #expect(matches(pixel(image, atPoint: 15, 20, scale: 2), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 5, 5, scale: 2), (255, 255, 255)))
    }

    @Test func contactAddShowsAPlusInACircleAndNumbersAreIOSs() throws {
        let button = UIButton(type: .contactAdd)
        #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
        let canvas = makeCanvas(width: 40, height: 40)
        button.frame = CGRect(x: 9, y: 9, width: 22, height: 22)
        canvas.addSubview(button)
        let image = try render(canvas, scale: 2)
        #expect(isBlue(pixel(image, atPoint: 20, 20, scale: 2)))
        #expect(isBlue(pixel(image, atPoint: 16, 20, scale: 2)), "the bar of the plus")
        #expect(matches(pixel(image, atPoint: 16, 16, scale: 2), (255, 255, 255)))
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5 && UIButton.ButtonType.infoLight.rawValue == 3)
        #expect(UIButton.ButtonType.roundedRect == .system && UIButton.ButtonType(rawValue: 2) == .detailDisclosure)
        #expect(UIButton(type: .system).currentImage == nil)
    }
}
