import Dynamics
import Foundation
import Testing

/// An alert controller that writes its disappearance into a log, to order it against the action handlers.
private final class LoggingAlert: UIAlertController {
    var log: Log?
    override func viewDidDisappear(_ animated: Bool) { log?.entries.append("alert viewDidDisappear") }
}

/// The button of the alert showing `title`.
@MainActor private func button(_ title: String, in alert: UIAlertController) -> UIControl? {
    func find(_ view: UIView) -> UIControl? {
        if let control = view as? UIControl, !(control is UITextField),
           control.subviews.contains(where: { ($0 as? UILabel)?.text == title }) { return control }
        for subview in view.subviews { if let found = find(subview) { return found } }
        return nil
    }
    return find(alert.view)
}

/// The frame of `view` in window coordinates.
@MainActor private func windowFrame(_ view: UIView?) -> CGRect {
    guard let view else { return .null }
    return view.convert(view.bounds, to: nil)
}

/// A 320×480 white scene with a root controller, running `script`.
@MainActor private func alertScene(_ root: UIViewController, script: @escaping @MainActor (SceneContext) -> Void) -> SceneRunner {
    let root = root, script = script
    return SceneRunner(scene: Scene(name: "alert", summary: "", size: CGSize(width: 320, height: 480), duration: 3) { context in
        root.view.backgroundColor = .white
        context.window.rootViewController = root
        script(context)
    })
}

@Suite("UIAlertController: layout, presentation, taps and look")
struct AlertControllerTests {
    @Test("an alert of two actions is a 270-point panel in the middle, cancel on the left")
    func alertLayout() throws {
        let root = UIViewController()
        let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let presented = alert
        let runner = alertScene(root) { context in context.at(0.1) { root.present(presented, animated: true) } }
        runner.advance(to: 0.6)
        #expect(root.presentedViewController === alert)
        let cancel = windowFrame(button("Cancel", in: alert)), delete = windowFrame(button("Delete", in: alert))
        #expect(cancel.width == 135 && delete.width == 135 && cancel.height == 44)
        #expect(cancel.minX == 25 && delete.minX == 160 && cancel.minY == delete.minY)
        let panel = cancel.union(delete).union(windowFrame(alert.view.subviews.first))
        #expect(panel.width == 270 && panel.midX == 160 && abs(panel.midY - 240) < 0.01)
        #expect(delete.maxY == panel.maxY, "the buttons are the panel's last 44 points")
        // The header: 20 above the title, 4 between title and message, 20 below the message.
        let labels = alert.view.subviews[0].subviews.compactMap { $0 as? UILabel }
        #expect(labels.count == 2)
        #expect(labels[0].frame.minY == 20 && labels[1].frame.minY == labels[0].frame.maxY + 4)
        #expect(cancel.minY - panel.minY == labels[1].frame.maxY + 20)
        #expect(labels[0].font.pointSize == 17 && labels[1].font.pointSize == 13)
    }

    @Test("three actions stack with the cancel one last; the preferred one is bold instead of cancel")
    func stackedAndPreferred() throws {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let signIn = UIAlertAction(title: "Sign In", style: .default)
        alert.addAction(signIn)
        alert.addAction(UIAlertAction(title: "Help", style: .default))
        alert.preferredAction = signIn
        alert.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        alert.view.layoutIfNeeded()
        let frames = ["Sign In", "Help", "Cancel"].map { button($0, in: alert)?.frame ?? .null }
        #expect(frames.map(\.minY) == [frames[0].minY, frames[0].minY + 44, frames[0].minY + 88])
        #expect(frames.allSatisfy { $0.width == 270 && $0.height == 44 })
        func font(_ title: String) -> UIFont? {
            button(title, in: alert)?.subviews.compactMap { $0 as? UILabel }.first?.font
        }
        #expect(font("Sign In") == .systemFont(ofSize: 17, weight: .semibold))
        #expect(font("Cancel") == .systemFont(ofSize: 17))
    }

    @Test("a tap dismisses the alert, then runs the handler; the text fields keep what was typed")
    func tapOrder() {
        let log = Log()
        let root = UIViewController()
        let alert = LoggingAlert(title: "Name", message: "Enter a name", preferredStyle: .alert)
        alert.log = log
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Ada"
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.entries.append("cancel handler") })
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            log.entries.append("\(action.title ?? "") handler: \(alert.textFields?.first?.text ?? "")")
        })
        let presented = alert
        let runner = alertScene(root) { context in
            context.at(0.1) { root.present(presented, animated: true) }
            context.at(1) {
                // The OK button is the right half of the panel's last 44 points.
                let ok = windowFrame(button("OK", in: presented))
                log.entries.append("tap")
                context.tap(at: CGPoint(x: ok.midX, y: ok.midY), time: 1.1)
            }
        }
        runner.advance(to: 0.6)
        #expect(alert.textFields?.count == 1)
        let field = windowFrame(alert.textFields?.first), ok = windowFrame(button("OK", in: alert))
        #expect(field.width == 238 && field.height == 30 && field.minX == 41)
        #expect(ok.minY - field.maxY == 20)
        runner.advance(to: 1.25)
        #expect(log.entries == ["tap"], "the handler waits for the dismissal")
        #expect(alert.isBeingDismissed)
        runner.advance(to: 1.6)
        #expect(log.entries == ["tap", "alert viewDidDisappear", "OK handler: Ada"])
        #expect(root.presentedViewController == nil)
    }

    @Test("an action sheet sits 8 points in from the sides and the bottom, with its cancel group apart")
    func actionSheetLayout() throws {
        let root = UIViewController()
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Choose Photo", style: .default))
        let presented = sheet
        let runner = alertScene(root) { context in context.at(0.1) { root.present(presented, animated: true) } }
        runner.advance(to: 0.15)
        // The presented view (the window's size, the groups at its bottom) starts one window height down.
        let early = try #require(sheet.view.layer.presentation()?.position.y)
        #expect(early > 240 && early < 720, "the sheet slides up from below")
        runner.advance(to: 0.6)
        #expect(windowFrame(button("Cancel", in: sheet)) == CGRect(x: 8, y: 415, width: 304, height: 57))
        #expect(windowFrame(button("Choose Photo", in: sheet)) == CGRect(x: 8, y: 350, width: 304, height: 57))
        #expect(windowFrame(button("Take Photo", in: sheet)) == CGRect(x: 8, y: 293, width: 304, height: 57))
        #expect(button("Cancel", in: sheet)?.subviews.compactMap { $0 as? UILabel }.first?.font
            == .systemFont(ofSize: 20, weight: .semibold))
    }

    @Test("pixels: a dimmed screen, a light panel, red destructive and blue default titles")
    func pixels() throws {
        let root = UIViewController()
        let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .default))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let presented = alert
        let runner = alertScene(root) { context in context.at(0.1) { root.present(presented, animated: true) } }
        runner.advance(to: 0.6)
        let image = try Renderer().render(runner.window, scale: 1)
        // White under 20 % black.
        let dimmed = image.pixel(x: 10, y: 400)
        #expect(dimmed.r == 204 && dimmed.g == 204 && dimmed.b == 204)
        // The panel's fill (#F2F2F2 at 92 %) over the dimmed white, left of the title.
        let keep = windowFrame(button("Keep", in: alert)), delete = windowFrame(button("Delete", in: alert))
        let fill = image.pixel(x: 30, y: Int(keep.minY) - 10)
        #expect((237...240).contains(Int(fill.r)) && fill.r == fill.g && fill.g == fill.b)
        func count(in rect: CGRect, _ test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
            var total = 0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    let p = image.pixel(x: x, y: y)
                    if test(p.r, p.g, p.b) { total += 1 }
                }
            }
            return total
        }
        let red = { (r: UInt8, g: UInt8, b: UInt8) in r > 200 && g < 120 && b < 120 }
        let blue = { (r: UInt8, g: UInt8, b: UInt8) in b > 200 && r < 120 }
        #expect(count(in: delete, red) > 20 && count(in: delete, blue) == 0)
        #expect(count(in: keep, blue) > 20 && count(in: keep, red) == 0)
        // The separator between the two buttons is darker than the fill.
        let line = image.pixel(x: 160, y: Int(keep.midY) + 10)
        #expect(Int(line.r) < Int(fill.r) - 10)
    }

    @Test func aTextFieldOnAnActionSheetIsAProgrammerError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { await MainActor.run {
            UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
        } }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError.contains("'NSInternalInconsistencyException', reason: 'Text fields can only be added to "
            + "an alert controller of style UIAlertControllerStyleAlert'"))
    }
}
