import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// A controller with the action a ported `addTarget(nil, …)` (or `addTarget(self, …)` in a stored property's initial
/// value) sends up the responder chain, as `dynamics port` writes it.
private final class SwitchController: UIViewController {
    let animateSwitch = UISwitch()
    var offered: [UIResponder] = []
    var switched: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(animateSwitch)
        animateSwitch.addAction(UIAction { [unowned self] action in
            UIApplication.shared.sendAction(from: action.sender) { responder in
                self.offered.append(responder)
                if let target = responder as? SwitchController { target.switchAnimation(action.sender as! UISwitch); return true }
                return false
            }
        }, for: .valueChanged)
    }

    func switchAnimation(_ sender: UISwitch) { switched.append(sender.isOn) }
}

/// The identities of `responders`, to compare the responders offered an action with the ones expected.
private func ids(_ responders: [UIResponder]) -> [ObjectIdentifier] { responders.map(ObjectIdentifier.init) }

/// A view that can be the first responder.
private final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite("Actions sent up the responder chain (nil target)")
struct NilTargetedActionTests {
    /// `controller` shown in a 320 × 480 key window.
    private func keyWindow(showing controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// Flips the switch of a shown `SwitchController` (its window holding a first responder when `withField`) and
    /// returns what the action met: the switch states the controller received and the responders offered it.
    private func flipSwitch(withField: Bool) -> (switched: [Bool], offered: [ObjectIdentifier], expected: [ObjectIdentifier]) {
        let controller = SwitchController()
        let window = keyWindow(showing: controller)
        defer { withExtendedLifetime(window) {} }
        let field = FieldView(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        if withField {
            controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
        }
        controller.animateSwitch.setOn(true, animated: false)
        controller.animateSwitch.sendActions(for: .valueChanged)
        let start: UIResponder = withField ? field : controller.animateSwitch
        return (controller.switched, ids(controller.offered), ids([start, controller.view, controller]))
    }

    @Test("With no first responder the action starts at the control and stops at the first responder implementing it")
    func startsAtTheSender() {
        let flip = flipSwitch(withField: false)
        #expect(flip.switched == [true])
        #expect(flip.offered == flip.expected)
    }

    @Test("A first responder in the window takes the action first, and the control is not asked")
    func startsAtTheFirstResponder() {
        let flip = flipSwitch(withField: true)
        #expect(flip.switched == [true])
        #expect(flip.offered == flip.expected)
    }

    @Test("Nobody implementing it: every responder to the application is asked, and the send reports false")
    func nobodyResponds() {
        let controller = UIViewController()
        let window = keyWindow(showing: controller)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        controller.view.addSubview(button)
        var offered: [UIResponder] = []
        let handled = UIApplication.shared.sendAction(from: button) { offered.append($0); return false }
        #expect(!handled)
        #expect(ids(offered) == ids([button, controller.view, controller, window, UIApplication.shared]))
    }

    @Test("No sender: the key window's first responder; none at all: nobody is asked")
    func noSender() {
        let controller = UIViewController()
        let window = keyWindow(showing: controller)
        defer { withExtendedLifetime(window) {} }
        var offered: [UIResponder] = []
        #expect(!UIApplication.shared.sendAction(from: nil) { offered.append($0); return false })
        #expect(offered.isEmpty)

        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(from: nil) { offered.append($0); return $0 === controller })
        #expect(ids(offered) == ids([field, controller.view, controller]))
    }
}
