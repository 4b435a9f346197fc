import Dynamics
import Foundation
import Testing

/// A right-to-left row as drawn: its label's text ends at the label's right edge and its disclosure chevron points
/// left, at the left edge, as on an iPhone set to Arabic or Hebrew.
@MainActor @Suite struct RightToLeftRowRenderTests {
    /// The columns (in pixels) of row `y` darker than the white background, left to right.
    private func inkColumns(_ image: Image, row y: Int, in range: Range<Int>) -> [Int] {
        range.filter { x in
            let pixel = image.pixel(x: x, y: y)
            return Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 3 * 235
        }
    }

    @Test func theTextEndsAtTheRightAndTheChevronPointsLeft() throws {
        let canvas = makeCanvas(width: 390, height: 44)
        canvas.traitOverrides.layoutDirection = .rightToLeft
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = canvas.bounds
        cell.backgroundColor = .white
        cell.textLabel?.text = "Wi-Fi"
        cell.accessoryType = .disclosureIndicator
        canvas.addSubview(cell)
        canvas.layoutIfNeeded()
        let image = try render(canvas, scale: 2)
        let label = try #require(cell.textLabel?.convert(cell.textLabel!.bounds, to: canvas))
        // The label's text: ink within a point or so of its right edge, none in its left half.
        let text = (Int(label.minY * 2)..<Int(label.maxY * 2)).flatMap {
            inkColumns(image, row: $0, in: Int(label.minX * 2)..<Int(label.maxX * 2))
        }
        let rightmost = try #require(text.max()), leftmost = try #require(text.min())
        #expect(Double(rightmost) > label.maxX * 2 - 4)
        #expect(Double(leftmost) > label.midX * 2)
        // The chevron (8 × 13 points at x 16–24, centred vertically): its middle row reaches further left than its
        // top and bottom rows, so it points left.
        let box = 30..<50
        let top = try #require(inkColumns(image, row: 34, in: box).min())
        let middle = try #require(inkColumns(image, row: 44, in: box).min())
        let bottom = try #require(inkColumns(image, row: 54, in: box).min())
        #expect(middle + 6 < top && middle + 6 < bottom)
    }

    @Test func aValue2TitleEndsAgainstTheDetailRightToLeft() throws {
        let canvas = makeCanvas(width: 390, height: 44)
        canvas.traitOverrides.layoutDirection = .rightToLeft
        let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
        cell.frame = canvas.bounds
        cell.backgroundColor = .white
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        canvas.addSubview(cell)
        canvas.layoutIfNeeded()
        let image = try render(canvas, scale: 2)
        // The title's column is the 91 points at the right margin; its blue text starts at the column's left edge,
        // next to the detail, and stops well before the right margin.
        let column = try #require(cell.textLabel?.convert(cell.textLabel!.bounds, to: canvas))
        #expect(abs(column.maxX - (390 - 16)) < 1e-9)
        let blue = (Int(column.minX * 2)..<Int(column.maxX * 2)).filter { x in
            (Int(column.minY * 2)..<Int(column.maxY * 2)).contains { y in
                let pixel = image.pixel(x: x, y: y)
                return pixel.b > 200 && pixel.r < 120
            }
        }
        let leftmost = try #require(blue.min()), rightmost = try #require(blue.max())
        #expect(Double(leftmost) < column.minX * 2 + 4)
        #expect(Double(rightmost) < column.midX * 2 + 20)
    }
}
