import Dynamics
@testable import DynamicsRender
import Foundation
import Testing

/// Which pixels share a colour in an oblique `CAGradientLayer`. LooseMarek/ViewFactory's snapshot test
/// `testCustom_WhenTypeAxial_ShouldAddAxialGradientLayer` (re-recorded in 2024) draws a 375 × 100-point layer from
/// `UIColor.red` at `startPoint` (0, 0) to `UIColor.blue` at `endPoint` (1, 1), at 3× (1125 × 300 pixels). On iOS its
/// colours are constant along the lines perpendicular to the axis in the layer's unit square, so its top-right and
/// bottom-left corners show the middle colour; at right angles to the axis on screen they would be nearly blue and
/// nearly red (Sources/DynamicsUIKit/DECISIONS.md, "CAGradientLayer's colours").
@Suite struct AxialGradientRasterTests {
    /// The means of 16 × 16-pixel blocks (each covers the dither matrix once) of the iOS picture, keyed by the block's
    /// top-left pixel. Measured with the colour model and the dither in Python: within 0.05 of a level of iOS's.
    @Test func obliqueColoursAreConstantAlongTheUnitSquaresPerpendiculars() throws {
        let base = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let gradient = CAGradientLayer()
        gradient.frame = base.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = .zero
        gradient.endPoint = CGPoint(x: 1, y: 1)
        base.layer.addSublayer(gradient)
        let image = try Renderer().render(base, scale: 3)
        #expect(image.width == 1125 && image.height == 300)
        let blocks: [(x: Int, y: Int, iOS: (Double, Double, Double))] = [
            (0, 0, (251.55, 36.95, 6.39)), (1109, 0, (143.65, 33.18, 151.29)), (0, 284, (148.29, 32.83, 146.76)),
            (1109, 284, (7.66, 49.70, 251.67)), (555, 142, (145.92, 33.03, 149.08)), (832, 0, (172.41, 31.65, 121.89)),
            (272, 284, (118.57, 35.55, 174.25)), (272, 70, (201.81, 31.84, 87.57)), (832, 214, (83.34, 39.77, 202.82)),
        ]
        for block in blocks {
            let pixels = (0..<256).map { image.pixel(x: block.x + $0 % 16, y: block.y + $0 / 16) }
            expectMean(of: pixels, near: block.iOS, within: 0.25, "block at (\(block.x), \(block.y))")
        }
    }
}
