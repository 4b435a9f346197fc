import Dynamics
import Foundation
import Testing

/// UITextView: typing lines through the keyboard's path, delegate order, growing content and scrolling to the caret.
@Suite struct TextViewTests {
    @MainActor final class LoggingTextViewDelegate: UITextViewDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.entries.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: UITextView) { log.entries.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.entries.append("change \(range.location) '\(text)'")
            return text != "#"
        }
        func textViewDidChangeSelection(_ textView: UITextView) { log.entries.append("selection") }
        func textViewDidChange(_ textView: UITextView) { log.entries.append("didChange \(textView.text ?? "")") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { log.entries.append("scroll") }
    }

    final class Box: @unchecked Sendable { var view: UITextView?; var delegate: LoggingTextViewDelegate? }

    @Test func typingAsksTheDelegateThenReportsSelectionAndChange() {
        let log = Log(), box = Box()
        let runner = SceneRunner(scene: scene { context in
            let view = UITextView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
            let delegate = LoggingTextViewDelegate(log: log)
            view.delegate = delegate
            box.view = view
            box.delegate = delegate
            context.view.addSubview(view)
            context.tap(at: CGPoint(x: 100, y: 100), time: 0.05)
            context.type("a#\nb", into: view, time: 0.1, interval: 0.05)
        })
        runner.advance(to: 0.5)
        #expect(box.view?.text == "a\nb" && box.view?.isEditing == true)
        #expect(log.entries == ["shouldBegin", "didBegin",
                                "change 0 'a'", "selection", "didChange a",
                                "change 1 '#'",
                                "change 1 '\n'", "selection", "didChange a\n",
                                "change 2 'b'", "selection", "didChange a\nb"])
    }

    @Test func theContentGrowsWithTheLinesAndScrollsToKeepTheCaretInView() {
        let box = Box()
        let runner = SceneRunner(scene: scene { context in
            let view = UITextView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
            view.font = .systemFont(ofSize: 17)
            box.view = view
            context.view.addSubview(view)
            context.type("one\ntwo\nthree\nfour\nfive", into: view, time: 0.1, interval: 1.0 / 60)
        })
        runner.advance(to: 1)
        guard let view = box.view else { Issue.record("no text view"); return }
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        // Five lines plus the 8-point insets above and below.
        #expect(abs(view.contentSize.height - (5 * lineHeight + 16)) < 1)
        // Scrolled so the last line and the bottom inset end at the bottom edge.
        #expect(abs(view.contentOffset.y - (view.contentSize.height - 80)) < 1.5)
    }

    @Test func textWrapsAtTheWidthLessInsetsAndPadding() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        view.text = "wrapping words go onto several lines here"
        view.layoutIfNeeded()
        // 12-point default font: more than one line in a 110-point wide container (120 − 2 × 5).
        #expect(view.contentSize.height > 2 * UIFont.systemFont(ofSize: 12).lineHeight + 16)
        #expect(view.contentSize.width == 120)
    }

    @Test func typedTextIsDrawnInsideTheInsets() throws {
        let runner = SceneRunner(scene: scene { context in
            context.view.backgroundColor = .systemGray6
            let view = UITextView(frame: CGRect(x: 20, y: 20, width: 160, height: 100))
            view.font = .systemFont(ofSize: 17)
            view.text = "Notes"
            context.view.addSubview(view)
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // White background; the text starts 5 points in (x 25) and 8 points down (y 28).
        #expect(image.pixel(x: 170, y: 110) == (255, 255, 255, 255))
        let ink = darkestPixel(in: image, x: 25...60, y: 28...50)
        #expect(ink.r < 60)
        #expect(darkestPixel(in: image, x: 20...24, y: 20...119).r == 255)
        #expect(darkestPixel(in: image, x: 20...179, y: 20...27).r == 255)
    }
}
