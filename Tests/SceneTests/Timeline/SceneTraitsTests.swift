import Dynamics
import Foundation
import Testing

/// Records the scene time of every trait change it hears.
private final class StyleWatcher: UIView {
    var heard: [(time: TimeInterval, style: UIUserInterfaceStyle)] = []
    var clock: () -> TimeInterval = { 0 }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        heard.append((clock(), traitCollection.userInterfaceStyle))
    }
}

@Suite struct SceneTraitsTests {
    private func scene(traits: UITraitCollection = UITraitCollection(), device: DeviceProfile = .iPhone,
                       build: @escaping @MainActor @Sendable (SceneContext) -> Void = { _ in }) -> Scene {
        var scene = Scene(name: "traits", summary: "", size: CGSize(width: 40, height: 40), duration: 1, build: build)
        scene.traits = traits
        scene.device = device
        return scene
    }

    @Test func aSceneIsLightByDefaultAndItsCanvasIsWhite() throws {
        let runner = SceneRunner(scene: scene(), screenScale: 1)
        #expect(runner.window.traitCollection.userInterfaceStyle == .light)
        let image = try Renderer().render(runner.window, scale: 1)
        #expect(image.pixel(x: 20, y: 20).r == 255 && image.pixel(x: 20, y: 20).b == 255)
    }

    @Test func aDarkSceneDrawsItsCanvasBlackAndLabelsWhite() throws {
        let runner = SceneRunner(scene: scene(traits: UITraitCollection(userInterfaceStyle: .dark)) { context in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.backgroundColor = .label
            context.view.addSubview(box)
        }, screenScale: 1)
        #expect(runner.rootView.traitCollection.userInterfaceStyle == .dark)
        let image = try Renderer().render(runner.window, scale: 1)
        let canvas = image.pixel(x: 30, y: 30), box = image.pixel(x: 5, y: 5)
        #expect([canvas.r, canvas.g, canvas.b] == [0, 0, 0])
        #expect([box.r, box.g, box.b] == [255, 255, 255])
    }

    @Test func theRendersAppearanceGoesOverTheScenes() {
        let dark = SceneRunner(scene: scene(), traits: SceneAppearance.dark.traits)
        #expect(dark.window.traitCollection.userInterfaceStyle == .dark)
        let light = SceneRunner(scene: scene(traits: UITraitCollection(userInterfaceStyle: .dark)),
                                traits: SceneAppearance.light.traits)
        #expect(light.window.traitCollection.userInterfaceStyle == .light)
    }

    @Test func theDeviceIsUIDeviceCurrentAndGivesTheIdiom() {
        let seen = SeenDevice()
        let runner = SceneRunner(scene: scene(device: .iPadPro11) { _ in
            seen.values = [UIDevice.current.model, UIDevice.current.systemName, UIDevice.current.systemVersion]
        }, device: nil)
        #expect(seen.values == ["iPad", "iPadOS", "17.0"])
        #expect(runner.device.userInterfaceIdiom == .pad)
        let traits = runner.window.traitCollection
        #expect(traits.userInterfaceIdiom == .pad)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
        let phone = SceneRunner(scene: scene(device: .iPadPro11), device: .iPhone15Pro)
        #expect(phone.device.model == "iPhone" && phone.window.traitCollection.horizontalSizeClass == .compact)
        #expect(DeviceProfile(identifier: "iphone-15-pro") == .iPhone15Pro)
        #expect(DeviceProfile(identifier: "nokia-3310") == nil)
    }

    @Test func changingTheDeviceTraitsMidSceneIsHeardInThatTicksLayoutPass() throws {
        let watcher = StyleWatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let runner = SceneRunner(scene: scene { context in
            watcher.clock = { context.time }
            context.view.addSubview(watcher)
            context.at(0.5) {
                context.deviceTraits = context.deviceTraits.modifyingTraits { $0.userInterfaceStyle = .dark }
            }
        })
        runner.advance(to: 1)
        #expect(watcher.heard.count == 1)
        let change = try #require(watcher.heard.first)
        #expect(change.time == 0.5 && change.style == .dark)
        #expect(runner.context.deviceTraits.userInterfaceStyle == .dark)
    }
}

/// What the scene's build saw, carried out of the closure.
@MainActor private final class SeenDevice: Sendable {
    var values: [String] = []
}
