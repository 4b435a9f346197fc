import Dynamics
import Foundation
import Testing
@testable import DynamicsRender

/// Layers under perspective and out-of-plane rotations, drawn as projected quads.
@Suite("CATransform3D rendering")
struct PerspectiveTests {
    /// A 400 × 400 white canvas with a 200 × 200 red layer centred at (200, 200), turned 45° about y with the eye
    /// 500 pt away. Its corners project to x = 200 − 82.36 (left edge, y 83.53…316.47) and x = 200 + 61.95 (right
    /// edge, y 112.39…287.61).
    private func turnedScene(viaSublayerTransform: Bool = false) -> (UIView, UIView) {
        let root = makeCanvas(width: 400, height: 400)
        let card = addBox(to: root, CGRect(x: 100, y: 100, width: 200, height: 200), color: .red)
        if viaSublayerTransform {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            root.layer.sublayerTransform = perspective
            card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        } else {
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            card.layer.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        }
        return (root, card)
    }

    @Test("the placement matrix puts the corners where the closed form does")
    func corners() {
        let (_, card) = turnedScene()
        let matrix = Renderer.placement3D(of: LayerPresentation(view: card), sublayer: nil)
        let s = sin(CGFloat.pi / 4)
        for (x, y) in [(0.0, 0.0), (200.0, 0.0), (0.0, 200.0), (200.0, 200.0)] as [(CGFloat, CGFloat)] {
            let u = x - 100, v = y - 100, w = 1 + u * s / 500
            let projected = matrix.project(CGPoint(x: x, y: y))
            #expect(abs(projected.point.x - (200 + u * s / w)) < 1e-9)
            #expect(abs(projected.point.y - (200 + v / w)) < 1e-9)
        }
    }

    @Test("pixels inside the projected quad are the layer's, outside are the canvas's", arguments: [false, true])
    func pixels(viaSublayerTransform: Bool) throws {
        let (root, _) = turnedScene(viaSublayerTransform: viaSublayerTransform)
        let image = try render(root, scale: 1)
        let red = (255, 0, 0), white = (255, 255, 255)
        // Along the middle row the quad spans 117.64…261.95.
        #expect(matches(pixel(image, atPoint: 120, 200, scale: 1), red))
        #expect(matches(pixel(image, atPoint: 259, 200, scale: 1), red))
        #expect(matches(pixel(image, atPoint: 200, 200, scale: 1), red, tolerance: 0), "no seam in the middle")
        #expect(matches(pixel(image, atPoint: 115, 200, scale: 1), white))
        #expect(matches(pixel(image, atPoint: 264, 200, scale: 1), white))
        // The far edge is shorter: near the right edge the top is at y ≈ 111.0, near the left at y ≈ 85.4.
        #expect(matches(pixel(image, atPoint: 255, 113, scale: 1), red))
        #expect(matches(pixel(image, atPoint: 255, 109, scale: 1), white))
        #expect(matches(pixel(image, atPoint: 127, 88, scale: 1), red))
        #expect(matches(pixel(image, atPoint: 127, 83, scale: 1), white))
        #expect(matches(pixel(image, atPoint: 255, 286, scale: 1), red))
        #expect(matches(pixel(image, atPoint: 255, 292, scale: 1), white))
        // The flat layer's old corners are now outside the quad.
        #expect(matches(pixel(image, atPoint: 290, 110, scale: 1), white))
        // Every pixel of the interior is fully red: the triangles add up with no seams.
        for y in stride(from: 120, through: 280, by: 4) {
            for x in stride(from: 125, through: 255, by: 3) {
                #expect(matches(pixel(image, atPoint: CGFloat(x), CGFloat(y), scale: 1), red, tolerance: 0))
            }
        }
    }

    @Test("content keeps its place on the layer: a blue left half lands left of the projected centre line")
    func content() throws {
        let (root, card) = turnedScene()
        addBox(to: card, CGRect(x: 0, y: 0, width: 100, height: 200), color: .blue)
        let image = try render(root, scale: 2)
        // The layer's centre line x = 100 projects to x = 200 (the anchor does not move).
        #expect(matches(pixel(image, atPoint: 197, 200, scale: 2), (0, 0, 255)))
        #expect(matches(pixel(image, atPoint: 203, 200, scale: 2), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 125, 200, scale: 2), (0, 0, 255)))
    }

    @Test("the grid meets its error bound")
    func errorBound() {
        let (_, card) = turnedScene()
        let matrix = Renderer.placement3D(of: LayerPresentation(view: card), sublayer: nil)
        let source = CGRect(x: 0, y: 0, width: 200, height: 200)
        let grid = Renderer.projectionGrid(for: source, matrix: matrix, deviceScale: 2)
        #expect(grid > 1 && grid <= Renderer.maximumProjectionGrid)
        #expect(Renderer.projectionError(for: source, matrix: matrix, grid: grid) * 2 <= Renderer.projectionTolerance)
        #expect(Renderer.projectionError(for: source, matrix: matrix, grid: grid / 2) * 2 > Renderer.projectionTolerance)
    }

    @Test("a layer turned edge-on draws nothing; a flat 3D transform draws as its affine part")
    func edgeOnAndFlat() throws {
        let root = makeCanvas(width: 100, height: 100)
        let card = addBox(to: root, CGRect(x: 25, y: 25, width: 50, height: 50), color: .red)
        card.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        var image = try render(root, scale: 1)
        #expect(matches(pixel(image, atPoint: 40, 50, scale: 1), (255, 255, 255)))
        card.layer.transform = CATransform3DMakeTranslation(10, 0, 40)
        image = try render(root, scale: 1)
        #expect(matches(pixel(image, atPoint: 80, 50, scale: 1), (255, 0, 0)))
        #expect(matches(pixel(image, atPoint: 30, 50, scale: 1), (255, 255, 255)))
    }
}
