import Dynamics
import Foundation
import Testing

/// Darwin's string drawing (`NSString`/`String` `draw(in:withAttributes:)`, `NSAttributedString` `draw(at:)`,
/// `draw(in:)`, `draw(with:options:context:)`) into an image renderer: laid out by the text stack `UILabel` uses.
@Suite("string drawing")
struct StringDrawingTests {
    static let text = "UIKit Dynamics lets views fall, bounce, snap and swing like physical objects on the screen"
    static let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]

    /// The rows and columns (in points, at scale 1) that hold ink.
    struct Ink {
        var minY = Int.max, maxY = Int.min, minX = Int.max, maxX = Int.min
        var isEmpty: Bool { minY == Int.max }
    }

    func ink(_ draw: () -> Void) throws -> (ink: Ink, pixels: Image) {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 120), format: format).image { _ in draw() }
        let pixels = try PNGReader.read(data: try #require(image.pngData()))
        var ink = Ink()
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels.pixel(x: x, y: y).a > 100 {
                ink.minY = min(ink.minY, y); ink.maxY = max(ink.maxY, y)
                ink.minX = min(ink.minX, x); ink.maxX = max(ink.maxX, x)
            }
        }
        return (ink, pixels)
    }

    @Test("draw(in:) wraps at the rectangle's width and draws only the lines that fit in its height")
    func drawInRect() throws {
        let rect = CGRect(x: 10, y: 10, width: 120, height: 45)
        let measured = Self.text.boundingRect(with: rect.size, options: .usesLineFragmentOrigin,
                                              attributes: Self.attributes, context: nil)
        let full = Self.text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                          options: .usesLineFragmentOrigin, attributes: Self.attributes, context: nil)
        #expect(measured.height < full.height && measured.height <= 45)
        let drawn = try ink { Self.text.draw(in: rect, withAttributes: Self.attributes) }.ink
        #expect(!drawn.isEmpty)
        #expect(drawn.minX >= 10 && drawn.maxX < 130)
        #expect(drawn.minY >= 10 && CGFloat(drawn.maxY) < rect.minY + measured.height + 1)
        // More than one line was drawn: ink reaches into the second line.
        #expect(CGFloat(drawn.maxY) > rect.minY + measured.height / 2 + 2)
        // The attributed string and NSString draw the same pixels.
        let attributed = try ink { NSAttributedString(string: Self.text, attributes: Self.attributes).draw(in: rect) }
        let nsString = try ink { NSString(string: Self.text).draw(in: rect, withAttributes: Self.attributes) }
        let string = try ink { Self.text.draw(in: rect, withAttributes: Self.attributes) }
        #expect(attributed.pixels == string.pixels)
        #expect(nsString.pixels == string.pixels)
    }

    @Test("draw(at:) of an attributed string is the string's draw(at:withAttributes:); draw(with:) puts the baseline at the origin")
    func drawAtPoint() throws {
        let attributed = NSAttributedString(string: "Snap", attributes: Self.attributes)
        let byString = try ink { "Snap".draw(at: CGPoint(x: 20, y: 30), withAttributes: Self.attributes) }
        let byAttributed = try ink { attributed.draw(at: CGPoint(x: 20, y: 30)) }
        #expect(!byString.ink.isEmpty)
        #expect(byAttributed.pixels == byString.pixels)
        // One line without .usesLineFragmentOrigin: the rectangle's origin is the baseline, so capitals (no
        // descenders) end their ink at y = 60 and rise about a cap height above it.
        let capitals = NSAttributedString(string: "HIT", attributes: Self.attributes)
        let context = NSStringDrawingContext()
        let onBaseline = try ink { capitals.draw(with: CGRect(x: 20, y: 60, width: 100, height: 30), options: [],
                                                 context: context) }.ink
        #expect(abs(onBaseline.maxY - 59) <= 1)
        #expect(onBaseline.minY < 50 && onBaseline.minY > 40)
        #expect(context.totalBounds.minY < 0)
        #expect(context.totalBounds.size == capitals.size())
    }
}
