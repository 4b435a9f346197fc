import Foundation
import Testing
import DynamicsGeometry
import DynamicsUIKit

/// A render can hold the scene's window inside plain views (a device frame's bezel, the panel a turning device is
/// drawn in); the window stays its views' window, with its safe area.
@MainActor @Suite struct WindowInHolderTests {
    @Test func aHeldWindowIsStillItsViewsWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = UIViewController()
        window.rootViewController = controller
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        controller.view.addSubview(label)
        window.layoutIfNeeded()
        #expect(label.window === window && label.safeAreaInsets.top == 47)

        let bezel = UIView(frame: CGRect(x: 0, y: 0, width: 422, height: 876))
        let screen = UIView(frame: CGRect(x: 16, y: 16, width: 390, height: 844))
        bezel.addSubview(screen)
        screen.addSubview(window)
        window.layoutIfNeeded()
        #expect(label.window === window && controller.view.window === window && window.window === window)
        #expect(label.safeAreaInsets.top == 47 && controller.view.safeAreaInsets.bottom == 34)
        #expect(screen.window == nil, "the holder itself is in no window")
    }
}
