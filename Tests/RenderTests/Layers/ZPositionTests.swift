import Dynamics
import Foundation
import Testing

/// zPosition ordering, CATransformLayer and isDoubleSided, read from pixels and hit tests.
@Suite("zPosition and CATransformLayer")
struct ZPositionTests {
    @Test("siblings are drawn in increasing zPosition; equal values keep the sublayer order")
    func drawingOrder() throws {
        let canvas = makeCanvas(width: 60, height: 20)
        let red = addBox(to: canvas, CGRect(x: 0, y: 0, width: 40, height: 20), color: .red)
        let green = addBox(to: canvas, CGRect(x: 10, y: 0, width: 40, height: 20), color: .green)
        let blue = addBox(to: canvas, CGRect(x: 20, y: 0, width: 40, height: 20), color: .blue)
        var image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 25, 10, scale: 1), (0, 0, 255), tolerance: 0))
        red.layer.zPosition = 2
        green.layer.zPosition = 1
        image = try render(canvas, scale: 1)
        // red (z 2) over green (z 1) over blue (z 0), though red is the first subview.
        #expect(matches(pixel(image, atPoint: 25, 10, scale: 1), (255, 0, 0), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 45, 10, scale: 1), (0, 255, 0), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 55, 10, scale: 1), (0, 0, 255), tolerance: 0))
        // Equal zPosition: subviews order (green above red) decides again.
        green.layer.zPosition = 2
        image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 25, 10, scale: 1), (0, 255, 0), tolerance: 0))
        blue.layer.zPosition = -1
        #expect(canvas.subviews.map(\.layer.zPosition) == [2, 2, -1])
        blue.layer.zPosition = .nan
        #expect(blue.layer.zPosition == -1)
    }

    @Test("hit-testing keeps the subviews order whatever the zPosition, as on iOS")
    func hitTestingIgnoresZPosition() {
        let canvas = makeCanvas(width: 60, height: 20)
        let front = addBox(to: canvas, CGRect(x: 0, y: 0, width: 40, height: 20), color: .red)
        let back = addBox(to: canvas, CGRect(x: 10, y: 0, width: 40, height: 20), color: .green)
        front.layer.zPosition = 10
        #expect(canvas.hitTest(CGPoint(x: 25, y: 10), with: nil) === back)
        #expect(canvas.hitTest(CGPoint(x: 5, y: 10), with: nil) === front)
    }

    /// A 100 × 100 standalone layer at (50, 50) of a 200 × 200 canvas holding one 100 × 100 face turned `angle`
    /// about y, the face's left half red, right half blue.
    private func face(in container: CALayer, angle: CGFloat) -> CALayer {
        let face = CALayer()
        face.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        face.backgroundColor = UIColor.blue.cgColor
        let left = CALayer()
        left.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        left.backgroundColor = UIColor.red.cgColor
        face.addSublayer(left)
        face.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        container.addSublayer(face)
        return face
    }

    @Test("a transform layer draws nothing itself and passes its 3D transform on to each sublayer unflattened")
    func transformLayerComposes() throws {
        // Two equal turns of 30° about y with perspective: through a transform layer the face is turned 60° (its
        // projected width 100·cos 60° = 50 pt, shrunk further by perspective on the far side); through a plain
        // layer the inner turn is flattened first, and the outer one turns the flat picture.
        func scene(transformLayer: Bool) throws -> Image {
            let canvas = makeCanvas()
            canvas.layer.sublayerTransform.m34 = -1 / 400
            let holder: CALayer = transformLayer ? CATransformLayer() : CALayer()
            holder.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
            holder.backgroundColor = UIColor.black.cgColor
            holder.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
            canvas.layer.addSublayer(holder)
            _ = face(in: holder, angle: .pi / 6)
            return try render(canvas, scale: 1)
        }
        let composed = try scene(transformLayer: true)
        // No black anywhere: the transform layer's background is not drawn.
        for x in stride(from: 40, to: 160, by: 4) {
            let p = pixel(composed, atPoint: CGFloat(x), 100, scale: 1)
            #expect(!(p.r < 30 && p.g < 30 && p.b < 30), "x \(x)")
        }
        // Turned 60° in all, the face spans about 75…125 pt at mid-height (a half-width of 25 pt, widened or
        // narrowed by perspective on each side): red at 80, blue at 120, white at 65 and 135.
        #expect(matches(pixel(composed, atPoint: 80, 100, scale: 1), (255, 0, 0), tolerance: 8))
        #expect(matches(pixel(composed, atPoint: 120, 100, scale: 1), (0, 0, 255), tolerance: 8))
        #expect(matches(pixel(composed, atPoint: 65, 100, scale: 1), (255, 255, 255), tolerance: 0))
        #expect(matches(pixel(composed, atPoint: 135, 100, scale: 1), (255, 255, 255), tolerance: 0))
        let flattened = try scene(transformLayer: false)
        // The plain holder draws its black background, wider than the face flattened into it (its left 6.7 pt).
        let black = (50..<70).filter { x in matches(pixel(flattened, atPoint: CGFloat(x), 100, scale: 1), (0, 0, 0), tolerance: 8) }
        #expect(black.count >= 3)
    }

    @Test("isDoubleSided = false culls a layer turned past 90°; the default shows its mirrored back")
    func backFaceCulling() throws {
        let canvas = makeCanvas()
        let holder = CATransformLayer()
        holder.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        canvas.layer.addSublayer(holder)
        let back = face(in: holder, angle: .pi * 0.8)
        var image = try render(canvas, scale: 1)
        // Mirrored: the red half is now on the right.
        #expect(matches(pixel(image, atPoint: 120, 100, scale: 1), (255, 0, 0), tolerance: 8))
        back.isDoubleSided = false
        image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 120, 100, scale: 1), (255, 255, 255), tolerance: 0))
        #expect(matches(pixel(image, atPoint: 80, 100, scale: 1), (255, 255, 255), tolerance: 0))
        back.transform = CATransform3DMakeRotation(.pi * 0.2, 0, 1, 0)
        image = try render(canvas, scale: 1)
        #expect(matches(pixel(image, atPoint: 80, 100, scale: 1), (255, 0, 0), tolerance: 8))
    }
}
