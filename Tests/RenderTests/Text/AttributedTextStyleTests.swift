import Dynamics
import Foundation
import Testing

/// `.underlineColor` and `.strikethroughColor`, measured in the pixels a label draws.
@MainActor @Suite struct AttributedTextStyleTests {
    private func canvas(with text: NSAttributedString) -> UIView {
        let canvas = makeCanvas(width: 200, height: 80)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 60))
        label.font = .systemFont(ofSize: 24)
        label.textColor = .black
        label.attributedText = text
        canvas.addSubview(label)
        return canvas
    }

    /// Top and bottom rows (device pixels) of the pixels matching `isInk`, and how many there are.
    private func rows(of image: Image, where isInk: (Int, Int, Int) -> Bool) -> (top: Int, bottom: Int, count: Int) {
        var top = Int.max, bottom = Int.min, count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if isInk(Int(p.r), Int(p.g), Int(p.b)) { top = min(top, y); bottom = max(bottom, y); count += 1 }
            }
        }
        return (top, bottom, count)
    }

    private func isDark(_ r: Int, _ g: Int, _ b: Int) -> Bool { r < 100 && g < 100 && b < 100 }

    @Test(arguments: [1.0, 2.0])
    func underlineAndStrikethroughTakeTheirOwnColours(scale: CGFloat) throws {
        let underlined = NSAttributedString(string: "xxxx", attributes: [
            .foregroundColor: UIColor.blue, .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red,
        ])
        let image = try render(canvas(with: underlined), scale: scale)
        let red = rows(of: image) { r, g, b in r > 200 && g < 60 && b < 60 }
        let blue = rows(of: image) { r, g, b in b > 200 && r < 60 && g < 60 }
        #expect(red.count > Int(30 * scale) && blue.count > Int(40 * scale * scale), "red \(red.count), blue \(blue.count)")
        // The red line lies under the blue letters.
        #expect(red.top > blue.bottom - Int(scale), "underline rows \(red.top)…\(red.bottom), letters end at \(blue.bottom)")

        let struck = NSAttributedString(string: "xxxx", attributes: [
            .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.green,
        ])
        let struckImage = try render(canvas(with: struck), scale: scale)
        let green = rows(of: struckImage) { r, g, b in g > 100 && r < 60 && b < 60 }
        let letters = rows(of: struckImage, where: isDark)
        // The green line crosses the black letters between their top and bottom.
        #expect(green.count > Int(30 * scale) && green.top > letters.top && green.bottom < letters.bottom,
                "strikethrough rows \(green.top)…\(green.bottom), letters \(letters.top)…\(letters.bottom)")
        let uncoloured = NSAttributedString(string: "xxxx", attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        let plainStrike = rows(of: try render(canvas(with: uncoloured), scale: scale)) { r, g, b in g > 100 && r < 60 && b < 60 }
        #expect(plainStrike.count == 0, "without a colour the line is the text's black")
    }

    @Test func nonFiniteKernDrawsAsIfAbsent() throws {
        let plain = try render(canvas(with: NSAttributedString(string: "HH")), scale: 1)
        for value in [Double.nan, .infinity, -.infinity] {
            let text = NSAttributedString(string: "HH", attributes: [.kern: value])
            #expect(try render(canvas(with: text), scale: 1) == plain)
        }
    }
}
