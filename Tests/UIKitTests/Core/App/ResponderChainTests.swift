import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// A view that records which touch methods reached it and optionally handles (stops) them.
private final class RecordingView: UIView {
    var calls: [String] = []
    var handlesTouches = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("began \(touches.count)")
        if !handlesTouches { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("ended \(touches.count)")
        if !handlesTouches { super.touchesEnded(touches, with: event) }
    }
}

/// A controller that handles the touches its views pass on, as iOS code overriding `touchesBegan` does.
private final class TouchController: UIViewController {
    var calls: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("began at \(touches.first!.location(in: view))")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

/// A responder that can be first and records resignations; `refusesToResign` keeps the status.
private final class FieldView: UIView {
    var refusesToResign = false
    var resignations = 0
    override var canBecomeFirstResponder: Bool { true }

    override func resignFirstResponder() -> Bool {
        resignations += 1
        return refusesToResign ? false : super.resignFirstResponder()
    }
}

/// A 320 × 480 window showing `controller`, with `outer` in its view and `inner` in `outer`.
private func host(_ controller: UIViewController, outer: UIView, inner: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    controller.view.addSubview(outer)
    outer.addSubview(inner)
    return window
}

@Suite("The responder chain")
struct ResponderChainTests {
    @Test("next: subview → superview → controller (for its root view) → window → application")
    func nextLinks() {
        let controller = UIViewController()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        let window = host(controller, outer: card, inner: badge)

        #expect(badge.next === card)
        #expect(card.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
        #expect(UIView().next == nil)
    }

    @Test("A presented controller's view is in the window's transition view; a controller whose view is not shown goes to its parent")
    func controllerLinks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: false)
        // As on iOS, the presented view's superview is the transition view UIKit puts over the window.
        #expect(modal.next === modal.view.superview && modal.next?.next === window)
        #expect(modal.view.superview?.superview === window)

        let child = UIViewController()
        root.addChild(child)
        #expect(child.next === root, "the child's view is not loaded, so the chain goes to the parent")
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        #expect(child.next === root.view)
    }

    @Test("Touches a view does not handle travel up to its view controller; a handling view stops them")
    func touchesForwardUpTheChain() {
        let controller = TouchController()
        let outer = RecordingView(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
        let inner = RecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let window = host(controller, outer: outer, inner: inner)
        let touch = UITouch(at: CGPoint(x: 35, y: 55), in: window, view: inner, time: 0)
        let event = UIEvent(timestamp: 0)

        inner.touchesBegan([touch], with: event)
        inner.touchesMoved([touch], with: event)
        inner.touchesEnded([touch], with: event)
        inner.touchesCancelled([touch], with: event)
        #expect(inner.calls == ["began 1", "ended 1"])
        #expect(outer.calls == ["began 1", "ended 1"])
        #expect(controller.calls == ["began at CGPoint(x: 35.0, y: 55.0)", "moved", "ended", "cancelled"])

        outer.handlesTouches = true
        inner.touchesBegan([touch], with: event)
        #expect(outer.calls.last == "began 1")
        #expect(controller.calls.count == 4, "the outer view handled it")
    }

    @Test("First responder: needs a window and canBecomeFirstResponder; the current one is asked to resign first")
    func firstResponder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let name = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let email = FieldView(frame: CGRect(x: 0, y: 40, width: 100, height: 30))

        #expect(!name.becomeFirstResponder(), "not in a window")
        window.addSubview(name)
        window.addSubview(email)
        #expect(!UIView().becomeFirstResponder())
        #expect(name.becomeFirstResponder())
        #expect(name.isFirstResponder)
        #expect(name.becomeFirstResponder(), "already first: nobody is asked to resign")
        #expect(name.resignations == 0)

        name.refusesToResign = true
        #expect(!email.becomeFirstResponder())
        #expect(name.isFirstResponder && !email.isFirstResponder)
        #expect(name.resignations == 1)

        name.refusesToResign = false
        #expect(email.becomeFirstResponder())
        #expect(!name.isFirstResponder && email.isFirstResponder)
        #expect(name.resignations == 2)

        let plain = UIView(frame: .zero)
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder(), "canBecomeFirstResponder is false by default")
        #expect(!email.isFirstResponder, "UIKit asks the current first responder to resign before it asks the new one")

        #expect(email.becomeFirstResponder())
        email.removeFromSuperview()
        #expect(!email.isFirstResponder, "a view that left the window is no longer its first responder")
        #expect(email.resignFirstResponder())
    }
}
