import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// A window's root controller's view, and a controller's view in UIKit's containers, keep the size they are given
/// whatever their autoresizing flag says, as on iOS.
@Suite struct RootViewSizingTests {
    @Test func aRootViewThatDoesNotTranslateItsMaskKeepsTheWindowsSize() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.text = "Pinned"
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -10),
            label.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -20),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(label.frame.minX == 10 && label.frame.width == 370)
        #expect(label.frame.maxY == 824)
        // It follows the window when the window changes size, as a rotation does.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.layoutIfNeeded()
        #expect(controller.view.frame.size == CGSize(width: 844, height: 390))
        #expect(label.frame.width == 824 && label.frame.maxY == 370)
    }

    /// Aanu Olakunle's Pitch-Perfect: the record screen's root view (a `UIButton` in its storyboard) does not
    /// translate its mask, and the record button, label and stop button are centred on it. Inside a navigation
    /// controller iOS still sizes that view to the content area (the app's screenshot shows the stack centred), so the
    /// centred stack sits in the middle of the screen, not on its left edge.
    @Test(arguments: [false, true])
    func aNavigationControllersChildViewThatDoesNotTranslateItsMaskKeepsTheContentFrame(rootIsButton: Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let record = UIViewController()
        let root: UIView = rootIsButton ? UIButton(type: .custom) : UIView()
        root.translatesAutoresizingMaskIntoConstraints = false
        record.view = root
        let button = UIButton(type: .custom)
        let label = UILabel()
        label.text = "Tap to Record"
        let stop = UIButton(type: .custom)
        for view in [button, label, stop] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(equalToConstant: 120), button.heightAnchor.constraint(equalToConstant: 120),
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            label.centerXAnchor.constraint(equalTo: button.centerXAnchor),
            label.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 16),
            stop.widthAnchor.constraint(equalToConstant: 64), stop.heightAnchor.constraint(equalToConstant: 64),
            stop.centerXAnchor.constraint(equalTo: label.centerXAnchor),
            stop.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
        ])
        window.rootViewController = UINavigationController(rootViewController: record)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(button.frame == CGRect(x: 127.5, y: 273.5, width: 120, height: 120))
        #expect(label.center.x == 187.5 && label.frame.minY == 409.5)
        #expect(stop.frame.minX == 155.5)
        #expect(window.hitTest(CGPoint(x: 187.5, y: 333.5), with: nil) === button)

        // A controller presented over it is held to the screen the same way.
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        sheet.view.translatesAutoresizingMaskIntoConstraints = false
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        sheet.view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
            badge.trailingAnchor.constraint(equalTo: sheet.view.trailingAnchor),
            badge.bottomAnchor.constraint(equalTo: sheet.view.bottomAnchor),
        ])
        record.present(sheet, animated: false)
        window.layoutIfNeeded()
        #expect(sheet.view.frame.size == CGSize(width: 375, height: 667))
        #expect(badge.frame.origin == CGPoint(x: 365, y: 657))
    }

    /// A child the app puts in a container view of its own is laid out by the app's constraints, as on iOS.
    @Test func aCustomContainersChildIsLaidOutByItsConstraints() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let parent = UIViewController()
        window.rootViewController = parent
        let child = UIViewController()
        parent.addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor, constant: 20),
            child.view.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: 30),
            child.view.widthAnchor.constraint(equalToConstant: 100),
            child.view.heightAnchor.constraint(equalToConstant: 50),
        ])
        child.didMove(toParent: parent)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(child.view.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func anyOtherViewThatDoesNotTranslateItsMaskIsLaidOutByItsConstraints() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        loose.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(loose)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        loose.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: loose.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 30),
            loose.widthAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(loose.frame.width == 50)
    }
}
