import Dynamics
import Foundation
import Testing

/// `Renderer.pixelSize`: a canvas at a scale either has a pixel size within `PixelLimits` or a one-line refusal.
@Suite struct RendererPixelSizeTests {
    @Test func aCanvasIsItsSizeTimesTheScaleRounded() throws {
        let size = try Renderer.pixelSize(of: CGSize(width: 390, height: 844.25), scale: 3)
        #expect(size.width == 1170 && size.height == 2533)
    }

    /// Before, the refusal wrote the size as `Int`s and trapped for a size beyond `Int`: a studio whose reference
    /// manifest said `"scale": 1e300` (a manifest the reader accepts) died drawing the frame to compare with.
    @Test func aSizeBeyondIntIsRefusedInOneLine() {
        for (scale, size) in [(1e300, "3.9e+302×8.440000000000001e+302"), (1e5, "39000000×84400000")] {
            do {
                let pixels = try Renderer.pixelSize(of: CGSize(width: 390, height: 844), scale: scale)
                Issue.record("scale \(scale) gave \(pixels)")
            } catch {
                #expect(error.description == "the canvas 390.0×844.0 pt at \(CGFloat(scale))× is \(size) px; " + PixelLimits.description)
            }
        }
    }
}
