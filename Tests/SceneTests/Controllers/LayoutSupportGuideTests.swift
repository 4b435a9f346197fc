import Dynamics
import Foundation
import Testing

/// `topLayoutGuide` and `bottomLayoutGuide` (iOS 7's `UILayoutSupport`): lengths and anchors that follow the safe
/// area, under a status bar and a navigation bar.
@MainActor @Suite struct LayoutSupportGuideTests {
    final class Box: @unchecked Sendable { var navigation: UINavigationController? }

    @Test func theTopGuideEndsWhereTheBarsEndAndFollowsThemWhenTheBarHides() throws {
        let box = Box(), root = UIViewController(), label = UILabel(), footer = UILabel()
        let captured = (root, label, footer)
        let runner = SceneRunner(scene: Scene(name: "layout-support", summary: "", size: CGSize(width: 320, height: 480),
                                              duration: 1) { context in
            let (root, label, footer) = captured
            context.statusBar = .dark
            let navigation = UINavigationController(rootViewController: root)
            box.navigation = navigation
            context.window.rootViewController = navigation
            for view in [label, footer] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(view)
            }
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                label.heightAnchor.constraint(equalToConstant: 20), label.widthAnchor.constraint(equalToConstant: 100),
                footer.bottomAnchor.constraint(equalTo: root.bottomLayoutGuide.topAnchor),
                footer.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                footer.heightAnchor.constraint(equalToConstant: 30), footer.widthAnchor.constraint(equalToConstant: 100),
            ])
            context.at(0.5) { navigation.isNavigationBarHidden = true }
        })
        runner.advance(to: 0.1)
        #expect(root.topLayoutGuide.length == 64, "20 pt of status bar and 44 of navigation bar")
        #expect(label.frame.minY == 72)
        #expect(root.bottomLayoutGuide.length == root.view.safeAreaInsets.bottom)
        #expect(footer.frame.maxY == 480 - root.view.safeAreaInsets.bottom)
        #expect(root.topLayoutGuide === root.topLayoutGuide, "one guide, made on first use")
        #expect(root.view.layoutGuides.count == 2)
        runner.advance(to: 0.6)
        #expect(root.topLayoutGuide.length == 20, "only the status bar is left")
        #expect(label.frame.minY == 28)
    }
}
