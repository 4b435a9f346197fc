import Dynamics
import Foundation
import Testing

/// The darkest pixel (smallest red + green + blue) in a rectangle of a rendered frame.
func darkestPixel(in image: Image, x: ClosedRange<Int>, y: ClosedRange<Int>) -> (r: Int, g: Int, b: Int) {
    var best = (r: 255, g: 255, b: 255)
    for row in y {
        for column in x {
            let pixel = image.pixel(x: column, y: row)
            if Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < best.r + best.g + best.b {
                best = (Int(pixel.r), Int(pixel.g), Int(pixel.b))
            }
        }
    }
    return best
}

/// How a text field and its caret look: placeholder grey, black text, the rounded border, the blinking caret.
@Suite struct TextFieldDrawingTests {
    @Test func thePlaceholderIsGreyAndTypedTextIsBlackInsideARoundedBorder() throws {
        final class Box: @unchecked Sendable { var field: UITextField? }
        let box = Box()
        let runner = SceneRunner(scene: scene { context in
            context.view.backgroundColor = .systemGray6
            let empty = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 34))
            empty.borderStyle = .roundedRect
            empty.placeholder = "Email"
            let typed = UITextField(frame: CGRect(x: 20, y: 80, width: 160, height: 34))
            typed.borderStyle = .roundedRect
            typed.placeholder = "Email"
            box.field = typed
            for field in [empty, typed] { context.view.addSubview(field) }
            context.type("Hi", into: typed, time: 0.1)
        })
        runner.advance(to: 0.5)
        let image = try Renderer().render(runner.window, scale: 1)
        // Placeholder glyphs: 30 % #3C3C43 over white is about (197, 197, 199) at its darkest; never darker.
        let placeholder = darkestPixel(in: image, x: 27...70, y: 25...50)
        #expect((185...205).contains(placeholder.r) && placeholder.b >= placeholder.r)
        // Typed glyphs: black.
        let text = darkestPixel(in: image, x: 27...45, y: 85...110)
        #expect(text.r < 60 && text.g < 60 && text.b < 60)
        // Inside the border, away from text: white; outside it: the grey canvas; the corner is rounded.
        #expect(image.pixel(x: 170, y: 25) == (255, 255, 255, 255))
        #expect(image.pixel(x: 100, y: 17) == (0xF2, 0xF2, 0xF7, 255))
        #expect(image.pixel(x: 20, y: 20) != (255, 255, 255, 255))
        // The hairline: a light grey between the canvas and the fill along the top edge.
        let hairline = image.pixel(x: 100, y: 20)
        #expect(hairline.r < 0xF2 && hairline.r > 0xB0)
        #expect(box.field?.text == "Hi")
    }

    @Test func theCaretIsATintColouredBarThatStaysLitWhileTypingThenBlinks() throws {
        let runner = SceneRunner(scene: scene { context in
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 34))
            field.borderStyle = .roundedRect
            context.view.addSubview(field)
            context.at(0.1) { field.becomeFirstResponder() }
        })
        // The empty field's caret is at x 27…29 (the 7-point inset), centred on y 37.
        func caretPixel(at time: TimeInterval) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            runner.advance(to: time)
            return try Renderer().render(runner.window, scale: 1).pixel(x: 28, y: 37)
        }
        let blue: (UInt8, UInt8, UInt8) = (0x00, 0x7A, 0xFF)
        // Lit for half a second after editing begins at 0.1 …
        let steady = try caretPixel(at: 0.4)
        #expect((steady.r, steady.g, steady.b) == blue)
        // … then off for half a second (0.6 to 1.1) …
        let off = try caretPixel(at: 0.85)
        #expect((off.r, off.g, off.b) == (255, 255, 255))
        // … and on again (1.1 to 1.6).
        let on = try caretPixel(at: 1.35)
        #expect((on.r, on.g, on.b) == blue)
    }

    @Test func theClearButtonIsAGreyDiscWithAWhiteCross() throws {
        let runner = SceneRunner(scene: scene { context in
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 34))
            field.borderStyle = .roundedRect
            field.text = "query"
            field.clearButtonMode = .always
            context.view.addSubview(field)
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // The button's centre in root coordinates: (20 + 136 + 9.5, 20 + 17) = (165.5, 37). The cross's centre is
        // white; a point between the arms, 5 points right of the centre, is the disc's #C7C7CC.
        let centre = image.pixel(x: 165, y: 37)
        #expect(centre.r > 240 && centre.g > 240 && centre.b > 240)
        let disc = image.pixel(x: 170, y: 37)
        #expect(abs(Int(disc.r) - 0xC7) <= 3 && abs(Int(disc.b) - 0xCC) <= 3)
    }
}
