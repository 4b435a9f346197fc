import Dynamics
import Foundation
import Testing

/// UIButton.Configuration: iOS 15's styles, sizes, content placement and state updates.
@Suite struct ButtonConfigurationTests {
    @Test func aMediumFilledButtonIsTheTitlePlusSevenAndTwelvePointInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        let title = TextLayout(text: "Continue", font: .preferredFont(forTextStyle: .body)).size
        #expect(button.configuration?.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(button.intrinsicContentSize == CGSize(width: (title.width + 24).rounded(.up),
                                                       height: (title.height + 14).rounded(.up)))
        #expect(button.bounds.size == button.intrinsicContentSize)
        #expect((33...36).contains(button.intrinsicContentSize.height))
    }

    @Test func anImageBesideOrAboveTheTitleAddsItsSizeAndThePadding() {
        let image = UIImage(size: CGSize(width: 20, height: 20)) { context in context.fill(CGRect(x: 0, y: 0, width: 20, height: 20)) }
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Share"
        configuration.image = image
        configuration.imagePadding = 8
        configuration.contentInsets = .zero
        let title = TextLayout(text: "Share", font: .preferredFont(forTextStyle: .body)).size
        let beside = UIButton(configuration: configuration)
        #expect(beside.intrinsicContentSize.width == (20 + 8 + title.width).rounded(.up))
        configuration.imagePlacement = .top
        let above = UIButton(configuration: configuration)
        #expect(above.intrinsicContentSize.height == (20 + 8 + title.height).rounded(.up))
        #expect(above.intrinsicContentSize.width == max(20, title.width).rounded(.up))
    }

    @Test func theUpdateHandlerRunsOnStateChangesAndCanRestyleTheButton() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var updated = button.configuration ?? .plain()
            updated.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        #expect(runs == 1)
        button.isSelected = true
        #expect(runs == 2 && button.configuration?.title == "Following")
        button.isSelected = true
        #expect(runs == 2)
    }

    @Test func theFourStylesDrawTheirBackgroundsAndForegrounds() throws {
        let runner = SceneRunner(scene: scene { context in
            let styles: [UIButton.Configuration] = [.plain(), .gray(), .tinted(), .filled()]
            for (index, style) in styles.enumerated() {
                var configuration = style
                configuration.title = "HH"
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(x: 10, y: 10 + CGFloat(index) * 45, width: 180, height: 35)
                context.view.addSubview(button)
            }
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = image.pixel(x: x, y: y)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        // A point inside each button, away from its title: plain is the white canvas; gray is 12 % #767680 over
        // white (about 238, 238, 240); tinted is 15 % system blue over white (217, 235, 255); filled is #007AFF.
        #expect(pixel(20, 20) == (255, 255, 255))
        let gray = pixel(20, 65)
        #expect(abs(gray.0 - 238) <= 2 && abs(gray.2 - 240) <= 2)
        let tinted = pixel(20, 110)
        #expect(abs(tinted.0 - 217) <= 2 && abs(tinted.1 - 235) <= 2 && tinted.2 == 255)
        #expect(pixel(20, 155) == (0, 122, 255))
        // The filled corner is rounded (6 points): the corner pixel is not the full blue.
        #expect(pixel(10, 145) != (0, 122, 255))
        // The filled title is white, the others' the tint: look across the title's middle third of each button.
        let filledTitle = (150...172).flatMap { y in (70...130).map { pixel($0, y) } }
        #expect(filledTitle.contains { $0.0 > 230 && $0.1 > 230 && $0.2 > 230 })
        let plainTitle = (15...37).flatMap { y in (70...130).map { pixel($0, y) } }
        #expect(plainTitle.contains { $0.0 < 30 && $0.1 > 100 && $0.1 < 140 && $0.2 > 240 })
    }

    @Test func aTapRunsThePrimaryAction() {
        let log = Log()
        let runner = SceneRunner(scene: scene { context in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Go"
            let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in log.entries.append("go") })
            button.frame.origin = CGPoint(x: 20, y: 20)
            context.view.addSubview(button)
            context.tap(at: CGPoint(x: 30, y: 30), time: 0.1)
        })
        runner.advance(to: 0.2)
        #expect(log.entries == ["go"])
    }
}
