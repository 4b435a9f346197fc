import Dynamics
import Foundation
import Testing

/// Fills its bounds with `.label` in `draw(_:)`.
private final class LabelFillView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
}

@Suite struct DarkModeRenderTests {
    /// A canvas of system colours: a blue box, a box drawn with `.label`, a box forced light and a red border.
    private func canvas(style: UIUserInterfaceStyle) -> UIView {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        canvas.backgroundColor = .systemBackground
        canvas.overrideUserInterfaceStyle = style
        addBox(to: canvas, CGRect(x: 10, y: 10, width: 20, height: 20), color: .systemBlue)
        let drawn = LabelFillView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
        canvas.addSubview(drawn)
        let forcedLight = addBox(to: canvas, CGRect(x: 70, y: 10, width: 20, height: 20), color: .systemBackground)
        forcedLight.overrideUserInterfaceStyle = .light
        let bordered = addBox(to: canvas, CGRect(x: 10, y: 50, width: 40, height: 40), color: .secondarySystemBackground)
        bordered.layer.borderWidth = 4
        bordered.layer.borderColor = UIColor.systemRed
        return canvas
    }

    @Test func darkModeDrawsSystemColoursDark() throws {
        let image = try render(canvas(style: .dark), scale: 1)
        #expect(matches(pixel(image, atPoint: 95, 95, scale: 1), (0, 0, 0), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 20, 20, scale: 1), (10, 132, 255), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 50, 20, scale: 1), (255, 255, 255), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 80, 20, scale: 1), (255, 255, 255), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 11, 70, scale: 1), (255, 69, 58), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 30, 70, scale: 1), (28, 28, 30), tolerance: 0))
    }

    @Test func lightModeDrawsTheLightValues() throws {
        let image = try render(canvas(style: .light), scale: 1)
        #expect(matches(pixel(image, atPoint: 95, 95, scale: 1), (255, 255, 255), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 20, 20, scale: 1), (0, 122, 255), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 50, 20, scale: 1), (0, 0, 0), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 11, 70, scale: 1), (255, 59, 48), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 30, 70, scale: 1), (242, 242, 247), tolerance: 0))
    }

    @Test func aStyleChangeRedrawsDrawnContent() throws {
        let canvas = canvas(style: .light)
        let renderer = Renderer()
        let lightImage = try renderer.render(canvas, scale: 1)
        #expect(matches(pixel(lightImage, atPoint: 50, 20, scale: 1), (0, 0, 0), tolerance: 0))
        canvas.overrideUserInterfaceStyle = .dark
        let darkImage = try renderer.render(canvas, scale: 1)
        #expect(matches(pixel(darkImage, atPoint: 50, 20, scale: 1), (255, 255, 255), tolerance: 0))
    }
}
