import Dynamics
import Foundation
import Testing

/// CAReplicatorLayer: cumulative instance transforms, instance delays and instance colours, read from pixels.
@Suite("CAReplicatorLayer")
struct ReplicatorLayerTests {
    /// The classic activity spinner on a 200 × 200 white canvas: a 10 pt black dot at (50, 10) of a 100 pt
    /// replicator at (50, 50), twelve instances 30° apart, each fading from 1 to 0 over a second, 1/12 s apart.
    private func spinner(on clock: AnimationClock) -> (UIView, CAReplicatorLayer) {
        let root = makeCanvas()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.layer.addSublayer(replicator)
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.position = CGPoint(x: 50, y: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        clock.withCurrent {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.repeatCount = .infinity
            dot.add(fade, forKey: "fade")
        }
        return (root, replicator)
    }

    @Test("the spinner's twelve dots sit 30° apart round the centre, each as faded as its delay says")
    func spinnerInstances() throws {
        let clock = AnimationClock()
        let (root, _) = spinner(on: clock)
        clock.advance(to: 1.55)
        let image = try render(root, scale: 2)
        for index in 0..<12 {
            let angle = CGFloat(index) * .pi / 6
            // (0, −40) from the centre (100, 100), turned clockwise on screen by i × 30°.
            let x = 100 + 40 * sin(angle), y = 100 - 40 * cos(angle)
            // Instance i reads the fade at 1.55 − i/12 s; the fade repeats every second.
            let local = 1.55 - Double(index) / 12
            let opacity = 1 - (local - local.rounded(.down))
            let grey = Int((255 * (1 - opacity)).rounded())
            #expect(matches(pixel(image, atPoint: x, y, scale: 2), (grey, grey, grey), tolerance: 2), "instance \(index)")
        }
        // Between two dots the canvas shows.
        let between = CGFloat.pi / 12
        #expect(matches(pixel(image, atPoint: 100 + 40 * sin(between), 100 - 40 * cos(between), scale: 2), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 100, 100, scale: 2), (255, 255, 255)))
    }

    @Test("instanceColor and the colour offsets multiply each instance; the transform accumulates")
    func colours() throws {
        let root = makeCanvas(width: 120, height: 40)
        root.backgroundColor = .black
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        root.layer.addSublayer(replicator)
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 10, width: 20, height: 20)
        square.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(square)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        replicator.instanceColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor
        replicator.instanceGreenOffset = -0.5
        replicator.instanceBlueOffset = -0.5
        replicator.instanceAlphaOffset = -0.25
        let image = try render(root, scale: 1)
        // Instance i: green and blue 1 − i/2 (clamped), alpha 1 − i/4, over black.
        #expect(matches(pixel(image, atPoint: 15, 20, scale: 1), (255, 255, 255)))
        #expect(matches(pixel(image, atPoint: 45, 20, scale: 1), (191, 96, 96)))
        #expect(matches(pixel(image, atPoint: 75, 20, scale: 1), (128, 0, 0)))
        #expect(matches(pixel(image, atPoint: 105, 20, scale: 1), (64, 0, 0)))
        #expect(matches(pixel(image, atPoint: 30, 20, scale: 1), (0, 0, 0)), "the gap between instances")
        replicator.instanceCount = 0
        #expect(matches(pixel(try render(root, scale: 1), atPoint: 15, 20, scale: 1), (0, 0, 0)), "no instances")
    }
}
