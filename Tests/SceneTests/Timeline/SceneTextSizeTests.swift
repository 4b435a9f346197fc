import Dynamics
import Foundation
import Testing

/// The text size a scene runs at: the render's or the scene's, and a change while it runs.
@Suite struct SceneTextSizeTests {
    private nonisolated final class Seen: @unchecked Sendable {
        var values: [CGFloat] = []
        var categories: [UIContentSizeCategory] = []
        var label: UILabel?
        var observer: NSObjectProtocol?
    }

    @Test func theRendersTextSizeIsTheApplicationsAndSizesPreferredFonts() {
        let seen = Seen()
        let scene = Scene(name: "text", summary: "", size: CGSize(width: 100, height: 100), duration: 1) { _ in
            seen.categories.append(UIApplication.shared.preferredContentSizeCategory)
            seen.values.append(UIFont.preferredFont(forTextStyle: .body).pointSize)
        }
        _ = SceneRunner(scene: scene, screenScale: 1,
                        traits: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        _ = SceneRunner(scene: scene, screenScale: 1)
        #expect(seen.categories == [.accessibilityLarge, .large])
        #expect(seen.values == [33, 17])
    }

    @Test func changingTheTextSizePostsTheNotificationAndAdjustsLabels() {
        let seen = Seen()
        let scene = Scene(name: "text", summary: "", size: CGSize(width: 200, height: 100), duration: 2) { context in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            label.font = .preferredFont(forTextStyle: .headline)
            label.adjustsFontForContentSizeCategory = true
            context.view.addSubview(label)
            seen.label = label
            seen.observer = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
                if let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                    seen.categories.append(value)
                }
            }
            context.at(1) {
                context.deviceTraits = context.deviceTraits.modifyingTraits {
                    $0.preferredContentSizeCategory = .extraExtraExtraLarge
                }
            }
        }
        let runner = SceneRunner(scene: scene, screenScale: 1)
        defer { seen.observer.map(NotificationCenter.default.removeObserver) }
        runner.advance(to: 0.5)
        #expect(seen.label?.font.pointSize == 17 && seen.categories.isEmpty)
        runner.advance(to: 1)
        #expect(seen.categories == [.extraExtraExtraLarge])
        #expect(seen.label?.font.pointSize == 23 && seen.label?.font.weight == .semibold)
    }
}
