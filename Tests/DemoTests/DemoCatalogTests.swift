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
        ]
        #expect(demoScenes.count == expected.count)
        #expect(Set(demoScenes.map(\.name)).count == demoScenes.count, "names are unique")
        for scene in demoScenes {
            #expect(expected[scene.name] == scene.size, "\(scene.name) is \(scene.size)")
            #expect(!scene.summary.isEmpty && scene.duration > 0)
        }
    }

    /// Traces only record identified views, so every view that moves or turns must have an identifier.
    @Test(arguments: demoScenes.map(\.name))
    func everyMovingViewIsIdentified(_ name: String) throws {
        let scene = try #require(demoScenes.first { $0.name == name })
        let runner = SceneRunner(scene: scene)
        let views = runner.rootView.subviews
        let start = views.map { ($0.center, $0.transform) }
        var moved = Set<Int>()
        var tick = 1
        while Double(tick) / 60 <= scene.duration {
            runner.advance(to: Double(tick) / 60)
            for (index, view) in views.enumerated() where view.center != start[index].0 || view.transform != start[index].1 {
                moved.insert(index)
            }
            tick += 1
        }
        for index in moved {
            #expect(views[index].accessibilityIdentifier != nil, "\(name): \(views[index]) moves without an identifier")
        }
        #expect(!moved.isEmpty, "\(name): something moves")
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
