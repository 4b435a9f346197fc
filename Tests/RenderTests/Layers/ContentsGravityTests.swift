import Dynamics
import Foundation
import Testing

/// Layer contents placed by contentsGravity, cut by contentsRect, sized by contentsScale and stretched in nine parts
/// by contentsCenter, read from pixels.
@Suite("CALayer contentsGravity, contentsRect, contentsCenter, contentsScale")
struct ContentsGravityTests {
    private let red = (255, 0, 0), green = (0, 255, 0), blue = (0, 0, 255), white = (255, 255, 255)

    /// A 20 × 10 pt image (scale 1: 20 × 10 px): the left half red, the right half blue.
    private let halves = UIImage(size: CGSize(width: 20, height: 10)) { _ in
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))
    }

    /// A 100 × 100 white canvas holding a layer of `frame` showing `image`.
    private func scene(_ image: UIImage, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100),
                       canvas: CGSize = CGSize(width: 100, height: 100)) -> (UIView, CALayer) {
        let root = makeCanvas(width: canvas.width, height: canvas.height)
        let layer = CALayer()
        layer.frame = frame
        layer.contents = image.cgImage
        root.layer.addSublayer(layer)
        return (root, layer)
    }

    /// The pixels of `root` rendered now, as a lookup by point.
    private func look(_ root: UIView) throws -> (CGFloat, CGFloat) -> (r: Int, g: Int, b: Int, a: Int) {
        let image = try render(root, scale: 1)
        return { x, y in pixel(image, atPoint: x, y, scale: 1) }
    }

    @Test("resize stretches; center, left and right keep the size; the vertical names follow the y-up axis")
    func placements() throws {
        let (root, layer) = scene(halves)
        var p = try look(root)
        p = try look(root)
        #expect(matches(p(25, 50), red) && matches(p(75, 50), blue))
        layer.contentsGravity = .center
        p = try look(root)
        #expect(matches(p(45, 50), red) && matches(p(55, 50), blue))
        p = try look(root)
        #expect(matches(p(35, 50), white) && matches(p(50, 40), white))
        layer.contentsGravity = .top
        p = try look(root)
        #expect(matches(p(45, 95), red) && matches(p(45, 5), white), "top is the bottom on iOS")
        layer.contentsGravity = .bottom
        p = try look(root)
        #expect(matches(p(45, 5), red) && matches(p(45, 95), white))
        layer.contentsGravity = .left
        p = try look(root)
        #expect(matches(p(5, 50), red) && matches(p(15, 50), blue) && matches(p(45, 50), white))
        layer.contentsGravity = .right
        p = try look(root)
        #expect(matches(p(85, 50), red) && matches(p(95, 50), blue))
        layer.contentsGravity = .topLeft
        p = try look(root)
        #expect(matches(p(5, 95), red) && matches(p(5, 5), white))
        layer.contentsGravity = .topRight
        p = try look(root)
        #expect(matches(p(95, 95), blue) && matches(p(95, 5), white))
        layer.contentsGravity = .bottomLeft
        p = try look(root)
        #expect(matches(p(5, 5), red) && matches(p(5, 95), white))
        layer.contentsGravity = .bottomRight
        p = try look(root)
        #expect(matches(p(95, 5), blue) && matches(p(85, 5), red))
        layer.contentsGravity = .resizeAspect
        // Scaled by min(100/20, 100/10) = 5: 100 × 50, centred.
        p = try look(root)
        #expect(matches(p(25, 50), red) && matches(p(75, 50), blue))
        p = try look(root)
        #expect(matches(p(50, 20), white) && matches(p(50, 30), red) == false)
    }

    @Test("resizeAspectFill overhangs the bounds unless masksToBounds")
    func aspectFill() throws {
        let (root, layer) = scene(halves, frame: CGRect(x: 50, y: 0, width: 100, height: 100),
                                  canvas: CGSize(width: 200, height: 100))
        var p = try look(root)
        layer.contentsGravity = .resizeAspectFill
        // Scaled by 10: 200 × 100 centred on the layer, from x = 0 to 200 on the canvas.
        p = try look(root)
        #expect(matches(p(10, 50), red) && matches(p(190, 50), blue))
        layer.masksToBounds = true
        p = try look(root)
        #expect(matches(p(10, 50), white) && matches(p(60, 50), red))
    }

    @Test("contentsScale sizes unscaled contents; contentsRect shows a part")
    func scaleAndRect() throws {
        let (root, layer) = scene(halves)
        var p = try look(root)
        layer.contentsGravity = .center
        layer.contentsScale = 2
        // 20 × 10 px at 2 px per point: 10 × 5 pt, from x = 45 to 55.
        p = try look(root)
        #expect(matches(p(47, 50), red) && matches(p(53, 50), blue))
        p = try look(root)
        #expect(matches(p(43, 50), white))
        layer.contentsScale = .nan
        #expect(layer.contentsScale == 2, "NaN is ignored")
        layer.contentsScale = 1
        layer.contentsGravity = .resize
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        p = try look(root)
        #expect(matches(p(10, 50), blue) && matches(p(90, 50), blue))
    }

    @Test("contentsCenter stretches only the middle: the outer bands keep their width")
    func ninePart() throws {
        // Bands of 5, 10 and 5 px: red, green, blue.
        let bands = UIImage(size: CGSize(width: 20, height: 10)) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 5, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 15, y: 0, width: 5, height: 10))
        }
        let (root, layer) = scene(bands)
        var p = try look(root)
        // Plainly stretched, the red band is 25 pt wide.
        p = try look(root)
        #expect(matches(p(10, 50), red) && matches(p(90, 50), blue))
        layer.contentsCenter = CGRect(x: 0.25, y: 0, width: 0.5, height: 1)
        p = try look(root)
        #expect(matches(p(2, 50), red) && matches(p(97, 50), blue))
        p = try look(root)
        #expect(matches(p(10, 50), green) && matches(p(90, 50), green))
    }
}
