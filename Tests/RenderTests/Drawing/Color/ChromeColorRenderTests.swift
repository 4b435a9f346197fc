import Dynamics
import Foundation
import Testing

/// UIKit's own chrome in both appearances: the light values it always drew and iOS's dark ones (docs/traits.md,
/// "Chrome in dark mode").
@Suite struct ChromeColorRenderTests {
    /// A window in `style` with a toolbar, a segmented control, a rounded text field and a text view.
    private func chrome(_ style: UIUserInterfaceStyle) throws -> Image {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 260))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.isTranslucent = false
        window.addSubview(toolbar)
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 10, y: 60, width: 200, height: 32)
        segments.selectedSegmentIndex = 0
        window.addSubview(segments)
        let field = UITextField(frame: CGRect(x: 10, y: 110, width: 200, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        let text = UITextView(frame: CGRect(x: 10, y: 160, width: 200, height: 80))
        window.addSubview(text)
        window.layoutIfNeeded()
        return try render(window, scale: 1)
    }

    @Test func lightChromeKeepsItsColours() throws {
        let image = try chrome(.light)
        #expect(matches(pixel(image, atPoint: 160, 30, scale: 1), (247, 247, 247), tolerance: 1))   // toolbar
        #expect(matches(pixel(image, atPoint: 16, 76, scale: 1), (255, 255, 255), tolerance: 1))    // plate
        #expect(matches(pixel(image, atPoint: 200, 127, scale: 1), (255, 255, 255), tolerance: 0))  // field
        #expect(matches(pixel(image, atPoint: 100, 230, scale: 1), (255, 255, 255), tolerance: 0))  // text view
    }

    @Test func darkChromeUsesIOSDarkValues() throws {
        let image = try chrome(.dark)
        #expect(matches(pixel(image, atPoint: 160, 30, scale: 1), (22, 22, 22), tolerance: 1))      // #161616
        #expect(matches(pixel(image, atPoint: 16, 76, scale: 1), (99, 99, 102), tolerance: 1))      // #636366
        #expect(matches(pixel(image, atPoint: 200, 127, scale: 1), (28, 28, 30), tolerance: 0))     // #1C1C1E
        #expect(matches(pixel(image, atPoint: 100, 230, scale: 1), (0, 0, 0), tolerance: 0))        // black
        #expect(matches(pixel(image, atPoint: 300, 150, scale: 1), (0, 0, 0), tolerance: 0))        // window
    }
}
