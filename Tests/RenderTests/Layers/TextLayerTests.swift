import Dynamics
import DynamicsUIKit
import Foundation
import Testing

/// The darkest red channel in the rectangle of points, sampled every half point.
private func darkest(_ image: Image, in rect: CGRect, scale: CGFloat) -> Int {
    var result = 255
    var y = rect.minY
    while y < rect.maxY {
        var x = rect.minX
        while x < rect.maxX {
            result = min(result, pixel(image, atPoint: x, y, scale: scale).r)
            x += 0.5
        }
        y += 0.5
    }
    return result
}

/// A text layer on a white canvas, in black 20-point text.
private func makeTextLayer(_ string: Any, frame: CGRect, canvas: UIView) -> CATextLayer {
    let text = CATextLayer()
    text.frame = frame
    text.string = string
    text.fontSize = 20
    text.foregroundColor = UIColor.black.cgColor
    canvas.layer.addSublayer(text)
    return text
}

@Suite("CATextLayer")
struct TextLayerTests {
    @Test("a text layer draws its string from the top of its bounds, clipped to them", arguments: [1.0, 2.0])
    func drawsFromTheTop(scale: CGFloat) throws {
        let canvas = makeCanvas()
        let text = makeTextLayer("HHHHHHHHHHHHHHHHHHHH", frame: CGRect(x: 20, y: 20, width: 100, height: 60), canvas: canvas)
        let image = try render(canvas, scale: scale)
        #expect(darkest(image, in: CGRect(x: 20, y: 20, width: 100, height: 25), scale: scale) < 60, "ink on the first line")
        #expect(darkest(image, in: CGRect(x: 20, y: 50, width: 100, height: 30), scale: scale) > 250, "nothing lower")
        #expect(darkest(image, in: CGRect(x: 121, y: 20, width: 70, height: 30), scale: scale) > 250, "clipped at the right edge")
        #expect(text.layout(in: text.bounds)?.lines.count == 1)
    }

    @Test("isWrapped wraps at the width; truncationMode ends a line with an ellipsis")
    func wrapAndTruncate() throws {
        let canvas = makeCanvas()
        let text = makeTextLayer("one two three four five six", frame: CGRect(x: 0, y: 0, width: 90, height: 200), canvas: canvas)
        text.isWrapped = true
        let wrapped = try #require(text.layout(in: text.bounds))
        #expect(wrapped.lines.count >= 3)
        #expect(wrapped.lines.allSatisfy { $0.width <= 90 })
        let image = try render(canvas, scale: 1)
        #expect(darkest(image, in: CGRect(x: 0, y: 25, width: 90, height: 20), scale: 1) < 60, "ink on the second line")
        text.isWrapped = false
        text.truncationMode = .end
        let truncated = try #require(text.layout(in: text.bounds))
        #expect(truncated.lines.count == 1)
        #expect(truncated.lines[0].text.hasSuffix("…"))
        #expect(truncated.lines[0].width <= 90)
    }

    @Test("alignmentMode places the line; fontSize sizes a plain string; an attributed string keeps its colour")
    func alignmentAndAttributes() throws {
        let canvas = makeCanvas()
        let text = makeTextLayer("Hi", frame: CGRect(x: 0, y: 0, width: 200, height: 40), canvas: canvas)
        text.alignmentMode = .right
        var image = try render(canvas, scale: 1)
        #expect(darkest(image, in: CGRect(x: 0, y: 0, width: 150, height: 40), scale: 1) > 250)
        #expect(darkest(image, in: CGRect(x: 170, y: 0, width: 30, height: 40), scale: 1) < 60)
        let small = try #require(text.layout(in: text.bounds)).size.height
        text.fontSize = 40
        let large = try #require(text.layout(in: text.bounds)).size.height
        #expect(abs(large - 2 * small) < 2, "line height \(small) → \(large)")
        text.fontSize = 20
        text.alignmentMode = .left
        text.string = NSAttributedString(string: "HH", attributes: [.foregroundColor: UIColor.red])
        image = try render(canvas, scale: 1)
        var red = false
        for x in stride(from: 0, to: 40, by: 0.5) {
            for y in stride(from: 0, to: 30, by: 0.5) {
                let p = pixel(image, atPoint: x, y, scale: 1)
                if p.r > 200, p.g < 60, p.b < 60 { red = true }
            }
        }
        #expect(red)
    }
}
