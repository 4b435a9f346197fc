import Dynamics
import Foundation
import Testing

/// A 30 × 30 pt image at 1×: a 10 pt red frame round a 10 × 10 pt middle whose left half is green, right half blue.
private func framedImage() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        UIColor.green.setFill()
        context.fill(CGRect(x: 10, y: 10, width: 5, height: 10))
        UIColor.blue.setFill()
        context.fill(CGRect(x: 15, y: 10, width: 5, height: 10))
    }
}

/// UIImage.resizableImage(withCapInsets:resizingMode:) drawn by an image view: nine parts, tiled or stretched.
@Suite("Resizable images")
struct ResizableImageTests {
    private func frame(_ image: UIImage, width: CGFloat, height: CGFloat = 30) throws -> Image {
        let canvas = makeCanvas(width: width + 20, height: height + 20)
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 10, y: 10, width: width, height: height)
        canvas.addSubview(imageView)
        return try render(canvas, scale: 1)
    }

    @Test("stretch: the corners keep 10 pt, the middle's two halves stretch over what is left")
    func stretch() throws {
        let image = framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                                                 resizingMode: .stretch)
        #expect(image.capInsets.left == 10 && image.resizingMode == .stretch && image.size.width == 30)
        let f = try frame(image, width: 90)
        // The middle runs from x = 20 to 90 on the canvas (70 pt for the image's 10): green to 55, blue after.
        #expect(matches(pixel(f, atPoint: 15, 25, scale: 1), (255, 0, 0), tolerance: 0))
        #expect(matches(pixel(f, atPoint: 30, 25, scale: 1), (0, 255, 0), tolerance: 0))
        #expect(matches(pixel(f, atPoint: 50, 25, scale: 1), (0, 255, 0), tolerance: 0))
        #expect(matches(pixel(f, atPoint: 60, 25, scale: 1), (0, 0, 255), tolerance: 0))
        #expect(matches(pixel(f, atPoint: 85, 25, scale: 1), (0, 0, 255), tolerance: 0))
        #expect(matches(pixel(f, atPoint: 95, 25, scale: 1), (255, 0, 0), tolerance: 0))
    }

    @Test("tile (the default): the middle repeats at its size, green and blue every 10 pt")
    func tile() throws {
        let image = framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(image.resizingMode == .tile)
        let f = try frame(image, width: 90)
        for (x, green) in [(22.5, true), (27.5, false), (32.5, true), (37.5, false), (82.5, true), (87.5, false)] {
            let expected = green ? (0, 255, 0) : (0, 0, 255)
            #expect(matches(pixel(f, atPoint: x, 25, scale: 1), expected, tolerance: 0), "x \(x)")
        }
        #expect(matches(pixel(f, atPoint: 95, 25, scale: 1), (255, 0, 0), tolerance: 0))
    }

    @Test("smaller than its caps, the caps shrink in proportion; invalid insets leave the image unchanged")
    func shrinking() throws {
        let image = framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                                                 resizingMode: .stretch)
        let f = try frame(image, width: 10, height: 10)
        #expect(matches(pixel(f, atPoint: 12, 12, scale: 1), (255, 0, 0), tolerance: 0))
        #expect(matches(pixel(f, atPoint: 18, 18, scale: 1), (255, 0, 0), tolerance: 0))
        let same = framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: -1, left: 0, bottom: 0, right: 0))
        #expect(same.capInsets == .zero)
        // A template copy keeps the caps.
        #expect(image.withRenderingMode(.alwaysTemplate).capInsets.left == 10)
    }
}
