import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// A window's root controller's view keeps the window's size whatever its autoresizing flag says, as on iOS.
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
