import Dynamics
import Foundation
import Testing

/// `isNavigationBarHidden` and `setNavigationBarHidden(_:animated:)`: the bar slides, the safe area follows.
@MainActor @Suite struct NavigationBarHidingTests {
    final class Box: @unchecked Sendable { var navigation: UINavigationController? }

    /// A 320 × 480 scene with a status bar, a navigation controller over `root`, and a label pinned to the root's
    /// safe-area top.
    private func run(_ root: UIViewController, _ box: Box, label: UILabel,
                     script: @escaping @MainActor @Sendable (SceneContext, UINavigationController) -> Void)
        -> SceneRunner {
        let root = root, label = label
        return SceneRunner(scene: Scene(name: "nav-hide", summary: "", size: CGSize(width: 320, height: 480),
                                        duration: 2) { context in
            context.statusBar = .dark
            let navigation = UINavigationController(rootViewController: root)
            box.navigation = navigation
            context.window.rootViewController = navigation
            label.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
                label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                label.heightAnchor.constraint(equalToConstant: 20), label.widthAnchor.constraint(equalToConstant: 100),
            ])
            script(context, navigation)
        })
    }

    @Test func hidingAtOnceGivesTheBarsHeightBackToTheSafeArea() throws {
        let box = Box(), root = UIViewController(), label = UILabel()
        let runner = run(root, box, label: label) { context, navigation in
            context.at(0.5) { navigation.isNavigationBarHidden = true }
            context.at(1.0) { navigation.setNavigationBarHidden(false, animated: false) }
        }
        let navigation = try #require(box.navigation)
        runner.advance(to: 0.1)
        #expect(!navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(root.view.safeAreaInsets.top == 64)
        #expect(label.frame.minY == 64)
        runner.advance(to: 0.6)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 20, "only the status bar is left")
        #expect(label.frame.minY == 20)
        runner.advance(to: 1.1)
        #expect(!navigation.navigationBar.isHidden)
        #expect(navigation.navigationBar.frame.minY == 20 && root.view.safeAreaInsets.top == 64)
    }

    @Test func animatedHidingSlidesTheBarUpAndTheContentWithIt() throws {
        let box = Box(), root = UIViewController(), label = UILabel()
        let runner = run(root, box, label: label) { context, navigation in
            context.at(0.5) { navigation.setNavigationBarHidden(true, animated: true) }
            context.at(1.0) { navigation.setNavigationBarHidden(false, animated: true) }
        }
        let navigation = try #require(box.navigation)
        runner.advance(to: 0.6)
        // 0.1 s into the 0.2 s slide: the bar is between its place (y 20) and above the screen (y −44).
        let bar = navigation.navigationBar
        let barY = bar.layer.presentation()?.frame.minY ?? 99
        #expect(barY > -44 && barY < 20, "bar at \(barY)")
        #expect(!bar.isHidden, "still visible while it slides")
        #expect(bar.frame.minY == -44, "the model frame is already where it goes")
        #expect(root.view.safeAreaInsets.top == 20)
        let labelY = label.layer.presentation()?.frame.minY ?? 99
        #expect(labelY > 20 && labelY < 64, "label at \(labelY)")
        runner.advance(to: 0.8)
        #expect(bar.isHidden && label.frame.minY == 20)
        runner.advance(to: 1.1)
        let back = bar.layer.presentation()?.frame.minY ?? 99
        #expect(back > -44 && back < 20, "bar coming back at \(back)")
        #expect(!bar.isHidden)
        runner.advance(to: 1.3)
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 320, height: 44) && label.frame.minY == 64)
    }
}
