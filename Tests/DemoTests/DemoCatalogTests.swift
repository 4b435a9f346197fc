import Dynamics
import Foundation
import Testing
@testable import DynamicsDemos

/// The registry and the conventions every demo follows.
@Suite struct DemoCatalogTests {
    @Test func registryListsEveryDemoOnceWithItsScreen() {
        let expected: [String: CGSize] = [
            "gravity": CGSize(width: 375, height: 667), "boundary-outline": CGSize(width: 375, height: 667),
            "bounce": CGSize(width: 320, height: 568), "barrier": CGSize(width: 320, height: 568),
            "collision-items": CGSize(width: 375, height: 667), "collision-boundaries": CGSize(width: 375, height: 667),
            "collision-everything": CGSize(width: 375, height: 667), "path-collision": CGSize(width: 320, height: 568),
            "line-collision": CGSize(width: 320, height: 568), "attach": CGSize(width: 320, height: 568),
            "spring": CGSize(width: 375, height: 667), "snap": CGSize(width: 320, height: 568),
            "snap-damping": CGSize(width: 375, height: 667), "push": CGSize(width: 320, height: 568),
            "push-tap": CGSize(width: 375, height: 667), "properties": CGSize(width: 375, height: 667),
            "alert": CGSize(width: 320, height: 568), "noise-field": CGSize(width: 320, height: 568),
            "ball-menu": CGSize(width: 375, height: 667), "springy-list": CGSize(width: 375, height: 667),
            "stack-cards": CGSize(width: 390, height: 844),
            "card-catch": CGSize(width: 375, height: 667), "card-gestures": CGSize(width: 375, height: 667),
            "settings": CGSize(width: 375, height: 667),
            "layer-party": CGSize(width: 375, height: 667),
            "compositional": CGSize(width: 375, height: 667),
            "clicking-balls": CGSize(width: 375, height: 667),
            "device-tour": CGSize(width: 393, height: 852),
            "device-turn": CGSize(width: 393, height: 852),
        ]
        #expect(demoScenes.count == expected.count)
        #expect(Set(demoScenes.map(\.name)).count == demoScenes.count, "names are unique")
        for scene in demoScenes {
            #expect(expected[scene.name] == scene.size, "\(scene.name) is \(scene.size)")
            #expect(!scene.summary.isEmpty && scene.duration > 0)
        }
    }

    /// Traces only record identified views, so every view that moves or turns must have an identifier (a view is
    /// moving when its own centre or transform changes; subviews carried along by a moving parent are not).
    /// ball-menu is left to its own tests: it moves invisible carrier views to animate its groove and chevron;
    /// device-turn lays every view out again when the device turns, which is a new layout, not a movement.
    @Test(arguments: demoScenes.map(\.name).filter { $0 != "ball-menu" && $0 != "device-turn" })
    func everyMovingViewIsIdentified(_ name: String) throws {
        let scene = try #require(demoScenes.first { $0.name == name })
        let runner = SceneRunner(scene: scene)
        var start: [ObjectIdentifier: (CGPoint, CGAffineTransform)] = [:]
        var moved: [ObjectIdentifier: UIView] = [:]
        var tick = 0
        while Double(tick) / 60 <= scene.duration {
            if tick > 0 { runner.advance(to: Double(tick) / 60) }
            for view in Self.descendants(of: runner.demoView) {
                let key = ObjectIdentifier(view), now = (view.center, view.transform)
                guard let first = start[key] else { start[key] = now; continue }
                if first.0 != now.0 || first.1 != now.1 { moved[key] = view }
            }
            tick += 1
        }
        for view in moved.values {
            #expect(view.accessibilityIdentifier != nil, "\(name): \(view) moves without an identifier")
        }
        #expect(!moved.isEmpty, "\(name): something moves")
    }

    /// The visible views below `view`; a collection view cell's content is left out: the cell is what moves (and is
    /// traced), and a reused cell lays its content out again for its new item. A hidden view's subtree is not drawn,
    /// so what moves inside it (a stack view collapsing a hidden card) is left out too.
    private static func descendants(of view: UIView) -> [UIView] {
        let visible = view.subviews.filter { !$0.isHidden }
        return visible + visible.filter { !($0 is UICollectionViewCell) }.flatMap { descendants(of: $0) }
    }

    @Test(arguments: PictureCard.allCases)
    func pictureCardsAverageTheirPhotosColour(_ card: PictureCard) throws {
        let view = UIView(frame: CGRect(origin: .zero, size: PictureCard.size))
        view.addSubview(UIImageView(image: card.image))
        let image = try Renderer().render(view, scale: 1)
        var sum = (r: 0, g: 0, b: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                sum = (sum.r + Int(pixel.r), sum.g + Int(pixel.g), sum.b + Int(pixel.b))
            }
        }
        let count = CGFloat(image.width * image.height)
        let reference = card.referenceAverageColor
        let average = (CGFloat(sum.r) / count, CGFloat(sum.g) / count, CGFloat(sum.b) / count)
        #expect(abs(average.0 - reference.red * 255) < 8, "red \(average.0)")
        #expect(abs(average.1 - reference.green * 255) < 8, "green \(average.1)")
        #expect(abs(average.2 - reference.blue * 255) < 8, "blue \(average.2)")
    }
}
