import Dynamics
import Foundation
import Testing

/// `UIImage.animatedImage(with:duration:)`, as the road of SpeedRacerV2 (2018) uses it: an image view shows the
/// frames in turn, each for `duration / count`, looping on the scene clock from when the image is set.
@Suite("Animated and highlighted images")
struct AnimatedImageTests {
    /// A 4×4-point image of one colour.
    private func swatch(_ color: UIColor) throws -> UIImage {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = color
        return try #require(UIImage(data: try PNGWriter.encode(try Renderer().render(view, scale: 1))))
    }

    @Test("the frames, the duration and the first frame's size; no frames give nil")
    func properties() throws {
        let frames = [try swatch(.red), try swatch(.green)]
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.6))
        #expect(animated.images?.count == 2)
        #expect(animated.duration == 0.6)
        #expect(animated.size == CGSize(width: 4, height: 4))
        #expect(frames[0].images == nil && frames[0].duration == 0)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage.animatedImage(with: frames, duration: .nan) == nil)
    }

    @Test("an image view shows frame ⌊t·count/duration⌋ mod count, t counted from when the image was set")
    func frames() throws {
        let clock = AnimationClock(now: 10)
        let canvas = makeCanvas(width: 4, height: 4)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        canvas.addSubview(view)
        let frames = [try swatch(.red), try swatch(.green), try swatch(.blue)]
        clock.withCurrent { view.image = UIImage.animatedImage(with: frames, duration: 0.3) }
        let expected: [(TimeInterval, (Int, Int, Int))] = [
            (10.05, (255, 0, 0)), (10.15, (0, 255, 0)), (10.25, (0, 0, 255)), (10.35, (255, 0, 0)), (10.55, (0, 0, 255)),
        ]
        for (time, colour) in expected {
            clock.advance(to: time)
            let rendered = try clock.withCurrent { try render(canvas, scale: 1) }
            #expect(matches(pixel(rendered, atPoint: 2, 2, scale: 1), colour), "t = \(time)")
        }
    }

    @Test("a highlighted image view shows its highlighted image, and its image again when no longer highlighted")
    func highlighted() throws {
        let canvas = makeCanvas(width: 4, height: 4)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.image = try swatch(.red)
        view.highlightedImage = try swatch(.green)
        canvas.addSubview(view)
        #expect(matches(pixel(try render(canvas, scale: 1), atPoint: 2, 2, scale: 1), (255, 0, 0)))
        view.isHighlighted = true
        #expect(matches(pixel(try render(canvas, scale: 1), atPoint: 2, 2, scale: 1), (0, 255, 0)))
        view.highlightedImage = nil
        #expect(matches(pixel(try render(canvas, scale: 1), atPoint: 2, 2, scale: 1), (255, 0, 0)))
    }
}
