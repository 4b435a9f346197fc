import Dynamics
import Foundation
import Testing

/// `.strokeWidth` and `.strokeColor`, in the pixels a label draws: a positive width outlines the characters, a
/// negative one fills and outlines them (DiSCO CLiCKeR's `OutlinedText` draws its score that way).
@MainActor @Suite struct TextStrokeTests {
    /// A 100-point bold "I" in blue at (20, 10) (its stem about 16 px wide at scale 1), outlined as `attributes` say.
    private func letter(_ attributes: [NSAttributedString.Key: Any]) throws -> Image {
        let canvas = makeCanvas(width: 100, height: 140)
        let label = UILabel(frame: CGRect(x: 20, y: 10, width: 80, height: 120))
        label.font = .boldSystemFont(ofSize: 100)
        label.textColor = .blue
        label.attributedText = NSAttributedString(string: "I", attributes: attributes)
        canvas.addSubview(label)
        return try render(canvas, scale: 1)
    }

    /// The counts of red and blue pixels.
    private func census(_ image: Image) -> (red: Int, blue: Int) {
        var red = 0, blue = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
                if p.b > 200 && p.r < 60 && p.g < 60 { blue += 1 }
            }
        }
        return (red, blue)
    }

    /// The x range of non-white pixels on row `y`.
    private func inked(_ image: Image, row y: Int) -> ClosedRange<Int>? {
        let xs = (0..<image.width).filter { let p = image.pixel(x: $0, y: y); return p.r < 250 || p.g < 250 || p.b < 250 }
        guard let first = xs.first, let last = xs.last else { return nil }
        return first...last
    }

    @Test func aPositiveWidthOutlinesAndANegativeOneFillsToo() throws {
        let plain = try letter([:])
        let outlined = try letter([.strokeColor: UIColor.red, .strokeWidth: 8])
        let filledAndOutlined = try letter([.strokeColor: UIColor.red, .strokeWidth: -8])
        let row = 70
        let stem = try #require(inked(plain, row: row))
        let middle = (stem.lowerBound + stem.upperBound) / 2
        #expect(stem.count >= 12, "the bold stem is \(stem.count) px wide")
        // Outline only (8 % of 100 pt = 8 pt lines centred on the edges): the stem's middle shows the white behind.
        let hollow = outlined.pixel(x: middle, y: row)
        #expect(hollow.r > 240 && hollow.g > 240 && hollow.b > 240, "\(hollow)")
        #expect(census(outlined).blue == 0 && census(outlined).red > 400)
        // The outline sticks out 4 pt on each side of the plain stem.
        let wide = try #require(inked(outlined, row: row))
        #expect(abs((wide.upperBound - wide.lowerBound) - (stem.upperBound - stem.lowerBound) - 8) <= 2, "\(wide) vs \(stem)")
        // Filled and outlined: blue in the middle, red at the edges.
        let filled = filledAndOutlined.pixel(x: middle, y: row)
        #expect(filled.b > 200 && filled.r < 60, "\(filled)")
        #expect(census(filledAndOutlined).red > 400 && census(filledAndOutlined).blue > 100)
        // Without a stroke colour the outline takes the text's.
        #expect(census(try letter([.strokeWidth: 8])).red == 0)
    }

    @Test func aZeroOrNonFiniteWidthDrawsAsWithout() throws {
        let plain = try letter([:])
        for width in [0.0, .nan, .infinity] {
            #expect(try letter([.strokeColor: UIColor.red, .strokeWidth: width]) == plain)
        }
    }
}
