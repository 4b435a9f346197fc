import Dynamics
import Foundation
import Testing

/// A delegate that writes every question and notice into a log and can refuse characters.
@MainActor final class LoggingFieldDelegate: UITextFieldDelegate {
    let log: Log
    var refused: Set<String> = []
    init(log: Log) { self.log = log }
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.entries.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.entries.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField) { log.entries.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        log.entries.append("change \(range.location),\(range.length) '\(string)'")
        return !refused.contains(string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.entries.append("selection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.entries.append("shouldClear"); return true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.entries.append("shouldReturn"); return true }
}

/// Records the editing events a control sends, by name.
@MainActor func logEditingEvents(of control: UIControl, into log: Log) {
    let names: [(UIControl.Event, String)] = [(.editingDidBegin, "EditingDidBegin"), (.editingDidEnd, "EditingDidEnd"),
                                              (.editingDidEndOnExit, "EditingDidEndOnExit"),
                                              (.primaryActionTriggered, "PrimaryAction")]
    for (event, name) in names { control.addAction(UIAction { _ in log.entries.append(name) }, for: event) }
    control.addAction(UIAction { action in
        log.entries.append("EditingChanged \((action.sender as? UITextField)?.text ?? "?")")
    }, for: .editingChanged)
}

/// UITextField: scripted typing through the keyboard's path, delegate order, editing events, and how it draws.
@Suite struct TextFieldTests {
    final class Box: @unchecked Sendable {
        var field: UITextField?
        var delegate: LoggingFieldDelegate?

        /// A 160 × 34 field at (20, 20) in `context`, kept here with a logging delegate that writes into `log`.
        @MainActor func addLoggedField(to context: SceneContext, log: Log, events: Bool = true,
                                       configure: (UITextField) -> Void = { _ in }) -> UITextField {
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 34))
            configure(field)
            let delegate = LoggingFieldDelegate(log: log)
            field.delegate = delegate
            self.field = field
            self.delegate = delegate
            if events { logEditingEvents(of: field, into: log) }
            context.view.addSubview(field)
            return field
        }
    }

    @Test func typingGoesThroughTheDelegateAndSendsEditingEventsInUIKitsOrder() {
        let log = Log(), box = Box()
        let runner = SceneRunner(scene: scene { context in
            let field = box.addLoggedField(to: context, log: log)
            context.type("ab\n", into: field, time: 0.1, interval: 0.1)
        })
        runner.advance(to: 0.25)
        #expect(box.field?.text == "ab" && box.field?.isEditing == true && box.field?.isFirstResponder == true)
        runner.advance(to: 0.5)
        #expect(log.entries == [
            "shouldBegin", "didBegin", "EditingDidBegin",
            "change 0,0 'a'", "selection", "EditingChanged a",
            "change 1,0 'b'", "selection", "EditingChanged ab",
            "shouldReturn", "EditingDidEndOnExit", "PrimaryAction",
            "shouldEnd", "didEnd", "EditingDidEnd",
        ])
        #expect(box.field?.isEditing == false && box.field?.isFirstResponder == false)
    }

    @Test func aRefusedCharacterIsNotInsertedAndBackspaceDeletesTheLastCharacter() {
        let log = Log(), box = Box()
        let runner = SceneRunner(scene: scene { context in
            let field = box.addLoggedField(to: context, log: log, events: false)
            box.delegate?.refused = ["1"]
            context.type("a1é\u{8}z", into: field, time: 0.1, interval: 0.05)
        })
        runner.advance(to: 0.5)
        #expect(box.field?.text == "az")
        #expect(log.entries.filter { $0.hasPrefix("change") } == [
            "change 0,0 'a'", "change 1,0 '1'", "change 1,0 'é'", "change 1,1 ''", "change 1,0 'z'",
        ])
        // No return key: still editing, and nothing listens for the exit event anyway.
        #expect(box.field?.isEditing == true)
    }

    @Test func returnKeepsEditingWhenNothingListensForTheExitEventOrTheDelegateSaysNo() {
        let box = Box()
        let runner = SceneRunner(scene: scene { context in
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 34))
            box.field = field
            context.view.addSubview(field)
            context.type("x\n", into: field, time: 0.1)
        })
        runner.advance(to: 0.5)
        #expect(box.field?.text == "x" && box.field?.isEditing == true)
    }

    @Test func aTapBeginsEditingAndATapOnTheClearButtonEmptiesTheField() {
        let log = Log(), box = Box()
        let runner = SceneRunner(scene: scene { context in
            _ = box.addLoggedField(to: context, log: log) { field in
                field.borderStyle = .roundedRect
                field.text = "hello"
                field.clearButtonMode = .whileEditing
            }
            context.tap(at: CGPoint(x: 60, y: 37), time: 0.1)
            // The clear button's square ends 5 points in from the right edge (x 151…170), centred at y 37.
            context.tap(at: CGPoint(x: 165, y: 37), time: 0.3)
        })
        runner.advance(to: 0.2)
        #expect(box.field?.isEditing == true)
        #expect(box.field?.clearButtonRect(forBounds: CGRect(x: 0, y: 0, width: 160, height: 34))
                == CGRect(x: 136, y: 7.5, width: 19, height: 19))
        runner.advance(to: 0.5)
        #expect(box.field?.text == "")
        #expect(log.entries == ["shouldBegin", "didBegin", "EditingDidBegin", "shouldClear", "selection",
                                "EditingChanged "])
    }

    @Test func aDisabledFieldOrARefusingDelegateKeepsTheFieldIdle() {
        final class Refuser: UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let refuser = Refuser()
        final class Fields: @unchecked Sendable { var all: [UITextField] = [] }
        let fields = Fields()
        let runner = SceneRunner(scene: scene { context in
            let disabled = UITextField(frame: CGRect(x: 20, y: 20, width: 160, height: 34))
            disabled.isEnabled = false
            let refused = UITextField(frame: CGRect(x: 20, y: 80, width: 160, height: 34))
            refused.delegate = refuser
            fields.all = [disabled, refused]
            for field in fields.all {
                context.view.addSubview(field)
                context.type("abc", into: field, time: 0.1)
            }
        })
        runner.advance(to: 0.6)
        #expect(fields.all.map { $0.text ?? "nil" } == ["", ""])
        #expect(fields.all.allSatisfy { !$0.isEditing })
    }

    @Test func aFieldOnALabelsFirstBaselineDrawsItsTextOnThatBaseline() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = UILabel()
        label.text = "Name"
        let field = UITextField()
        field.placeholder = "Enter name here"
        for view in [label, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Both 17-point system text, one line each, centred in frames of the same height: the same top.
        #expect(abs(field.frame.minY - label.frame.minY) < 0.01)
        #expect(field.frame.height == label.frame.height)
    }

    @Test func roundedFieldsAre34PointsTallWithTheSystemFont() {
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        #expect(field.intrinsicContentSize.height == 34)
        #expect(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 34))
                == CGRect(x: 7, y: 0, width: 186, height: 34))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
        field.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
    }
}
