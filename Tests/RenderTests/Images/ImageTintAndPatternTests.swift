import Dynamics
import Foundation
import Testing

@Suite("Template images, pattern colours and rounded-rect buttons")
struct ImageTintAndPatternTests {
    /// A 10×10-point image: an opaque black square in the top-left 5×5, transparent elsewhere.
    private func corner() throws -> UIImage {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        dot.backgroundColor = .black
        view.addSubview(dot)
        let data = try PNGWriter.encode(try Renderer().render(view, scale: 1, transparent: true))
        return try #require(UIImage(data: data))
    }

    @Test("a template image is drawn in the tint colour where it is opaque; the original keeps its colours")
    func template() throws {
        let image = try corner()
        #expect(image.renderingMode == .automatic && image.withRenderingMode(.alwaysTemplate).renderingMode == .alwaysTemplate)
        let canvas = makeCanvas(width: 40, height: 20)
        let tinted = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
        tinted.tintColor = .red
        let original = UIImageView(image: image)
        original.frame.origin.x = 20
        canvas.addSubview(tinted)
        canvas.addSubview(original)
        let rendered = try render(canvas, scale: 1)
        #expect(matches(pixel(rendered, atPoint: 2, 2, scale: 1), (255, 0, 0)), "tinted")
        #expect(matches(pixel(rendered, atPoint: 7, 7, scale: 1), (255, 255, 255)), "transparent stays clear")
        #expect(matches(pixel(rendered, atPoint: 22, 2, scale: 1), (0, 0, 0)), "original colours")
    }

    @Test("system and rounded-rect buttons draw automatic images in the tint; custom buttons as they are")
    func buttons() throws {
        let image = try corner()
        let canvas = makeCanvas(width: 60, height: 20)
        for (index, type) in [UIButton.ButtonType.system, .roundedRect, .custom].enumerated() {
            let button = UIButton(type: type)
            button.frame = CGRect(x: CGFloat(index) * 20, y: 0, width: 10, height: 10)
            button.setImage(image, for: .normal)
            button.tintColor = .blue
            canvas.addSubview(button)
        }
        let rendered = try render(canvas, scale: 1)
        #expect(matches(pixel(rendered, atPoint: 2, 2, scale: 1), (0, 0, 255)))
        #expect(matches(pixel(rendered, atPoint: 22, 2, scale: 1), (0, 0, 255)))
        #expect(matches(pixel(rendered, atPoint: 42, 2, scale: 1), (0, 0, 0)))
        #expect(UIButton(type: .roundedRect).titleColor(for: .normal) == UIButton(type: .system).titleColor(for: .normal))
    }

    @Test("a pattern colour tiles its image from the view's origin, one image point per point")
    func pattern() throws {
        let tile = try corner()
        let canvas = makeCanvas(width: 40, height: 40)
        let patterned = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        patterned.backgroundColor = UIColor(patternImage: tile)
        canvas.addSubview(patterned)
        let rendered = try render(canvas, scale: 2)
        for (x, y, dark) in [(12.0, 12.0, true), (22.0, 12.0, true), (22.0, 22.0, true), (17.0, 12.0, false),
                             (12.0, 17.0, false), (5.0, 5.0, false)] {
            let expected: (Int, Int, Int) = dark ? (0, 0, 0) : (255, 255, 255)
            #expect(matches(pixel(rendered, atPoint: x, y, scale: 2), expected), "(\(x), \(y))")
        }
        #expect(UIColor(patternImage: tile) != UIColor(patternImage: tile.withRenderingMode(.alwaysOriginal)))
        #expect(UIColor(patternImage: tile).patternImage === tile && UIColor.red.patternImage == nil)
    }
}
