import Dynamics
import Foundation
import Testing

/// A scene turning the device: `context.rotate(to:at:)` against iOS's rotation sequence and the device catalogue.
@Suite struct SceneRotationTests {
    private final class Turning: UIViewController {
        var heard: [String] = []
        var transitionSize: CGSize?
        var duration: TimeInterval?
        var angle: CGFloat?
        var sizeInAlongside: CGSize?
        var completions = 0

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            heard.append("viewWillTransition")
            transitionSize = size
            duration = coordinator.transitionDuration
            angle = atan2(coordinator.targetTransform.b, coordinator.targetTransform.a)
            coordinator.animate(alongsideTransition: { [unowned self] _ in
                heard.append("alongside")
                sizeInAlongside = view.bounds.size
            }, completion: { [unowned self] _ in
                heard.append("completion")
                completions += 1
            })
        }

        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            if previous?.verticalSizeClass != traitCollection.verticalSizeClass { heard.append("sizeClass") }
        }
    }

    private nonisolated final class Box: @unchecked Sendable {
        var controller: Turning?
        var notifications = 0
        var observer: NSObjectProtocol?
    }

    @Test func anIPhone13TurnsToLandscapeAndBack() throws {
        let box = Box()
        var scene = Scene(name: "turn", summary: "", size: CGSize(width: 390, height: 844), duration: 3) { context in
            let controller = Turning()
            controller.view.backgroundColor = .systemTeal
            context.window.rootViewController = controller
            box.controller = controller
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            box.observer = NotificationCenter.default.addObserver(
                forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in box.notifications += 1 }
            context.rotate(to: .landscape, at: 1)
            context.rotate(to: .portrait, at: 2)
        }
        scene.device = .iPhone13
        let runner = SceneRunner(scene: scene, screenScale: 1)
        defer { box.observer.map(NotificationCenter.default.removeObserver) }
        let controller = try #require(box.controller)
        runner.advance(to: 0.5)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.traitCollection.verticalSizeClass == .regular && controller.heard.isEmpty)

        runner.advance(to: 1)
        #expect(runner.orientation == .landscape && runner.device.orientation == .landscapeLeft)
        #expect(box.notifications == 1)
        // iOS's order: the controller hears the size first, then the alongside work runs in the animation at the
        // new size; the new size classes are heard in the layout pass.
        #expect(controller.heard == ["viewWillTransition", "alongside", "sizeClass"])
        #expect(controller.transitionSize == CGSize(width: 844, height: 390))
        #expect(controller.sizeInAlongside == CGSize(width: 844, height: 390))
        #expect(controller.duration == 0.4)
        #expect(abs((controller.angle ?? 0) - .pi / 2) < 1e-9)
        #expect(runner.window.bounds.size == CGSize(width: 844, height: 390))
        #expect(runner.screen.bounds.size == CGSize(width: 844, height: 390))
        // The device catalogue's landscape safe area: 47, 21, 47 and no status bar.
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(controller.traitCollection.horizontalSizeClass == .compact)

        runner.advance(to: 1.38)
        #expect(controller.completions == 0, "the 0.4-second turn is still running")
        runner.advance(to: 1.41)
        #expect(controller.completions == 1)

        runner.advance(to: 2.5)
        #expect(runner.orientation == .portrait && runner.device.orientation == .portrait && box.notifications == 2)
        #expect(controller.transitionSize == CGSize(width: 390, height: 844))
        #expect(abs((controller.angle ?? 0) + .pi / 2) < 1e-9)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(controller.completions == 2)
    }

    /// A controller of before iOS 8 that overrides only the old rotation methods.
    private final class OldStyleTurning: UIViewController {
        var heard: [String] = []
        override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            heard.append("willRotate \(toInterfaceOrientation.rawValue) \(duration) \(view.bounds.width)")
        }
        override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
            heard.append("willAnimate \(toInterfaceOrientation.rawValue) \(duration) \(view.bounds.width)")
        }
        override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
            heard.append("didRotate \(fromInterfaceOrientation.rawValue)")
        }
    }

    @Test func theRotationMethodsOfBeforeIOS8AreStillCalledThroughViewWillTransition() throws {
        let box = OldStyleBox()
        var scene = Scene(name: "old-turn", summary: "", size: CGSize(width: 390, height: 844), duration: 3) { context in
            let controller = OldStyleTurning()
            context.window.rootViewController = controller
            box.controller = controller
            context.rotate(to: .landscape, at: 1)
            context.rotate(to: .portrait, at: 2)
        }
        scene.device = .iPhone13
        let runner = SceneRunner(scene: scene, screenScale: 1)
        let controller = try #require(box.controller)
        runner.advance(to: 1.2)
        // A device turned landscape-left shows the interface landscape-right (raw value 3); the will-methods come
        // before the resize and inside its animation, with the turn's 0.4 s.
        #expect(controller.heard == ["willRotate 3 0.4 390.0", "willAnimate 3 0.4 844.0"])
        runner.advance(to: 1.5)
        #expect(controller.heard.last == "didRotate 1")
        runner.advance(to: 2.5)
        #expect(controller.heard.suffix(3) == ["willRotate 1 0.4 844.0", "willAnimate 1 0.4 390.0", "didRotate 3"])
    }

    private nonisolated final class OldStyleBox: @unchecked Sendable {
        var controller: OldStyleTurning?
    }
}
