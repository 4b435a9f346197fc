import Dynamics
import Foundation
import Testing

/// A scene shown on the catalogue's devices: screen sizes, safe areas, margins and size classes as iOS 17 gives
/// them (docs/traits.md lists the sources).
@Suite struct DeviceMetricsTests {
    /// A scene whose root controller pins a view to each of its guides.
    private final class GuidesController: UIViewController {
        let safe = UIView(), margins = UIView(), readable = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            for (box, guide) in [(safe, view.safeAreaLayoutGuide), (margins, view.layoutMarginsGuide),
                                 (readable, view.readableContentGuide)] {
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                    box.topAnchor.constraint(equalTo: guide.topAnchor),
                    box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                ])
            }
        }
    }

    private final class Holder: @unchecked Sendable { var controller: GuidesController? }

    private func run(_ device: DeviceProfile, _ orientation: SceneOrientation = .portrait,
                     statusBar: Bool = true) -> (SceneRunner, GuidesController) {
        let holder = Holder()
        let scene = Scene(name: "guides", summary: "", size: CGSize(width: 320, height: 480), duration: 1) { context in
            let controller = GuidesController()
            holder.controller = controller
            context.window.rootViewController = controller
            if !statusBar { context.statusBar = nil }
        }
        let runner = SceneRunner(scene: scene, screenScale: 1, device: device, orientation: orientation)
        return (runner, holder.controller!)
    }

    @Test func theScreenIsTheDevicesInEitherOrientation() {
        #expect(run(.iPhone15Pro).0.screen.bounds.size == CGSize(width: 393, height: 852))
        #expect(run(.iPhone15Pro, .landscape).0.screen.bounds.size == CGSize(width: 852, height: 393))
        #expect(run(.iPhoneSE3).0.window.bounds.size == CGSize(width: 375, height: 667))
        #expect(run(.iPadPro12_9).0.window.bounds.size == CGSize(width: 1024, height: 1366))
        // An unnamed device keeps the scene's size, turned for landscape.
        #expect(run(.iPhone, .landscape).0.window.bounds.size == CGSize(width: 480, height: 320))
        #expect(run(.iPhone).0.window.bounds.size == CGSize(width: 320, height: 480))
        // A wide scene stays wide unless an orientation is asked for.
        let wide = Scene(name: "wide", summary: "", size: CGSize(width: 200, height: 100), duration: 1) { _ in }
        #expect(SceneRunner(scene: wide, screenScale: 1).window.bounds.size == CGSize(width: 200, height: 100))
        #expect(SceneRunner(scene: wide, screenScale: 1, orientation: .portrait).window.bounds.size
                    == CGSize(width: 100, height: 200))
        #expect(run(.iPhone15Pro, .landscape).0.device.orientation == .landscapeLeft)
        #expect(run(.iPhone13).0.device.orientation == .portrait)
    }

    @Test func safeAreasPerDeviceAndOrientation() {
        let cases: [(DeviceProfile, SceneOrientation, UIEdgeInsets)] = [
            (.iPhone15Pro, .portrait, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPhone15Pro, .landscape, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
            (.iPhone15ProMax, .portrait, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.iPhone13, .portrait, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
            (.iPhone14, .landscape, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)),
            (.iPhoneX, .portrait, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
            (.iPhone11Pro, .landscape, UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
            (.iPhone8, .portrait, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
            (.iPhoneSE3, .landscape, .zero),
            (.iPad10, .portrait, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
            (.iPadPro11, .landscape, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ]
        for (device, orientation, insets) in cases {
            let (runner, controller) = run(device, orientation)
            #expect(controller.view.safeAreaInsets == insets, "\(device.identifier) \(orientation)")
            let size = runner.window.bounds.size
            #expect(controller.safe.frame == CGRect(x: insets.left, y: insets.top,
                                                    width: size.width - insets.left - insets.right,
                                                    height: size.height - insets.top - insets.bottom),
                    "\(device.identifier) \(orientation)")
        }
    }

    @Test func aHiddenStatusBarTakesTheTopInsetOnlyFromHomeButtonPhones() {
        // The runner holds the window: keep it while reading.
        let (homeButton, eight) = run(.iPhone8, statusBar: false)
        let (island, fifteen) = run(.iPhone15Pro, statusBar: false)
        #expect(eight.view.safeAreaInsets.top == 0 && homeButton.window.bounds.height == 667)
        #expect(fifteen.view.safeAreaInsets.top == 59 && island.window.bounds.height == 852)
    }

    @Test func rootMarginsAre16CompactAnd20OnWidePhonesAndPads() {
        let cases: [(DeviceProfile, SceneOrientation, CGFloat, CGFloat)] = [
            // device, orientation, left margin (safe area + system minimum), right margin
            (.iPhone13, .portrait, 16, 16),
            (.iPhoneSE3, .portrait, 16, 16),
            (.iPhone15ProMax, .portrait, 20, 20),
            (.iPhone13, .landscape, 47 + 16, 47 + 16),
            (.iPhone15ProMax, .landscape, 59 + 20, 59 + 20),
            (.iPadPro11, .portrait, 20, 20),
        ]
        for (device, orientation, left, right) in cases {
            let (runner, controller) = run(device, orientation)
            defer { withExtendedLifetime(runner) {} }
            let margins = controller.view.layoutMargins
            #expect(margins.left == left && margins.right == right, "\(device.identifier) \(orientation)")
            #expect(controller.margins.frame.minX == left, "\(device.identifier) \(orientation)")
            let side = controller.systemMinimumLayoutMargins.leading
            #expect(side == left - controller.view.safeAreaInsets.left)
        }
    }

    @Test func marginsSetOnARootViewAreNoSmallerThanTheSystemMinimum() {
        let (runner, controller) = run(.iPhone13)
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 40)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 47 + 4, left: 16, bottom: 34 + 4, right: 40))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins.left == 4)
        runner.advance(to: 0.1)
        #expect(controller.margins.frame.minX == 4)
    }

    @Test func theReadableGuideIsAtMost672Wide() {
        let (padRunner, pad) = run(.iPadPro12_9, .landscape)
        #expect(pad.readable.frame.width == 672)
        #expect(pad.readable.frame.midX == 683)
        let (phoneRunner, phone) = run(.iPhone15Pro)
        #expect(phone.readable.frame == phone.margins.frame)
        withExtendedLifetime((padRunner, phoneRunner)) {}
    }

    @Test func sizeClassesFollowTheDeviceAndOrientation() {
        func classes(_ device: DeviceProfile, _ orientation: SceneOrientation)
            -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
            let traits = run(device, orientation).0.window.traitCollection
            return (traits.horizontalSizeClass, traits.verticalSizeClass)
        }
        #expect(classes(.iPhone13, .portrait) == (.compact, .regular))
        #expect(classes(.iPhone13, .landscape) == (.compact, .compact))
        #expect(classes(.iPhone15ProMax, .landscape) == (.regular, .compact))
        #expect(classes(.iPad10, .landscape) == (.regular, .regular))
    }

    @Test func theCatalogueMetrics() {
        let metrics = DeviceProfile.iPhone15Pro.metrics!
        #expect(metrics.scale == 3 && metrics.displayCornerRadius == 55 && metrics.statusBarHeight == 54)
        #expect(DeviceProfile.iPhone8.metrics?.displayCornerRadius == 0)
        #expect(DeviceProfile.iPhone13.metrics?.displayCornerRadius == 47.33)
        #expect(DeviceProfile.iPadPro11.metrics?.statusBarHeight == 24)
        #expect(DeviceProfile.iPhone.metrics == nil && DeviceProfile.iPad.metrics == nil)
        #expect(DeviceProfile.all.filter { $0.metrics != nil }.count == 11)
    }

    @Test func theNavigationBarSitsUnderTheDevicesStatusBar() {
        let scene = Scene(name: "nav", summary: "", size: CGSize(width: 320, height: 480), duration: 1) { context in
            context.window.rootViewController = UINavigationController(rootViewController: UIViewController())
        }
        let runner = SceneRunner(scene: scene, screenScale: 1, device: .iPhone15Pro)
        let navigation = runner.window.rootViewController as! UINavigationController
        #expect(navigation.navigationBar.frame.minY == 59)
        #expect(abs(navigation.topViewController!.view.safeAreaInsets.top - (59 + 44)) < 1e-9)
    }
}
