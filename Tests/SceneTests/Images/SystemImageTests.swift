import Dynamics
import Foundation
import Testing

/// UIImage(systemName:): the stand-in symbol set, its configuration, tinting and iOS's nil for unknown names.
@Suite struct SystemImageTests {
    static let names = ["plus", "minus", "xmark", "checkmark", "checkmark.circle.fill", "chevron.left", "chevron.right",
                        "chevron.up", "chevron.down", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "heart",
                        "heart.fill", "star", "star.fill", "circle", "circle.fill", "trash", "square.and.arrow.up",
                        "magnifyingglass", "person", "person.fill", "house", "house.fill", "bell", "ellipsis",
                        "info.circle", "arrow.clockwise", "gear", "gearshape", "lock", "lock.fill"]

    @Test func knownNamesAreTemplateSymbolsAndUnknownNamesAreNil() {
        for name in Self.names {
            let image = UIImage(systemName: name)
            #expect(image?.isSymbolImage == true && image?.renderingMode == .alwaysTemplate, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "plus")?.size == CGSize(width: 20.4, height: 20.4))
        let big = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
        #expect(big?.size == CGSize(width: 36, height: 36))
        let bigger = big?.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(abs((bigger?.size.width ?? 0) - 46.8) < 1e-9 && bigger?.symbolConfiguration?.weight == .bold)
    }

    @Test func theStandardImagesAreTheirSymbols() throws {
        for (image, name) in [(UIImage.add, "plus"), (UIImage.remove, "minus"),
                              (UIImage.checkmark, "checkmark.circle.fill")] {
            let symbol = try #require(UIImage(systemName: name))
            #expect(image.isSymbolImage && image.renderingMode == .alwaysTemplate, "\(name)")
            #expect(image.size == symbol.size, "\(name)")
            #expect(image.pngData() == symbol.pngData(), "\(name)")
        }
        #expect(UIImage.add.size == CGSize(width: 20.4, height: 20.4))
        // iOS prints `<UIImage symbol "checkmark.circle.fill"; (20 19)@3{2}>` for UIImage.checkmark.
        #expect(abs(UIImage.checkmark.size.width - 20) < 1e-9 && abs(UIImage.checkmark.size.height - 19) < 1e-9)
        let large = UIImage.checkmark.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34))
        #expect(abs(large.size.width - 40) < 1e-9 && abs(large.size.height - 38) < 1e-9)
        #expect(UIImage.checkmark.pngData() != UIImage(systemName: "checkmark")?.pngData())
    }

    /// Tinder's Layout's README example on an iPhone X: `UIImage.checkmark` aspect-fit in a 335 × 198.67-point
    /// image view at (20, 115), recorded by iOS at 3 ×. Its disc spans pixels 296–828 and 377–909, and the check
    /// cut out of it covers 16,280 pixels (edge pixels counted by their share), through which the view behind shows.
    @Test func theCheckmarkIsACheckCutOutOfADiscAsOnIOS() throws {
        let runner = SceneRunner(scene: Scene(name: "checkmark", summary: "", size: CGSize(width: 375, height: 400),
                                              duration: 1) { context in
            context.view.backgroundColor = .systemGreen
            let view = UIImageView(image: .checkmark)
            view.contentMode = .scaleAspectFit
            view.frame = CGRect(x: 20, y: 115, width: 335, height: 596.0 / 3)
            view.tintColor = .systemBlue
            context.view.addSubview(view)
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 3)
        func isTint(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y) == (0x00, 0x7A, 0xFF, 0xFF) }
        func isBehind(_ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y) == (0x34, 0xC7, 0x59, 0xFF) }
        let middleRow = (295...829).filter { isTint($0, 643) }
        let middleColumn = (376...910).filter { isTint(562, $0) }
        #expect(abs((middleRow.first ?? 0) - 296) <= 1 && abs((middleRow.last ?? 0) - 828) <= 1)
        #expect(abs((middleColumn.first ?? 0) - 377) <= 1 && abs((middleColumn.last ?? 0) - 909) <= 1)
        // How much of a pixel inside the disc's edge shows the green behind: its blue, 0xFF in the tint, 0x59 in green.
        var cutOut = 0.0
        for y in 377...909 {
            for x in 296...828 where hypot(Double(x) + 0.5 - 562.5, Double(y) + 0.5 - 643.5) < 263.5 {
                cutOut += Double(0xFF - Int(image.pixel(x: x, y: y).b)) / Double(0xFF - 0x59)
            }
        }
        #expect(abs(cutOut - 16_280) < 163, "\(cutOut) pixels cut out")
        // As in iOS's picture: the check's ends, bottom and arms' middles show the view behind; beside the short
        // arm's end, between the arms, the centre and below the check is the disc.
        for (x, y) in [(459, 660), (533, 753), (663, 548), (496, 707), (598, 651)] {
            #expect(isBehind(x, y), "\(x), \(y)")
        }
        for (x, y) in [(420, 656), (520, 640), (562, 643), (620, 720), (460, 760)] {
            #expect(isTint(x, y), "\(x), \(y)")
        }
    }

    /// Drawn straight into a view's own drawing, not through an image view's tint, the cut-out still leaves what
    /// the view drew before it: the check is cut out of the disc, not cleared from the canvas.
    @Test func theCheckmarkDrawnOverAFillLeavesTheFillInItsCheck() throws {
        final class Backdrop: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.systemRed.setFill()
                UIRectFill(bounds)
                UIImage.checkmark.draw(in: bounds)
            }
        }
        let runner = SceneRunner(scene: Scene(name: "backdrop", summary: "", size: CGSize(width: 200, height: 190),
                                              duration: 1) { context in
            context.view.addSubview(Backdrop(frame: CGRect(x: 0, y: 0, width: 200, height: 190)))
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        // The image is 10 × its 20 × 19 points: the long arm's middle, grid (13.36, 12.29), is at (111, 97); the
        // disc's centre at (100, 95); the corner is outside the disc.
        #expect(image.pixel(x: 111, y: 97) == (0xFF, 0x3B, 0x30, 0xFF))
        #expect(image.pixel(x: 100, y: 95) == (0x00, 0x00, 0x00, 0xFF))
        #expect(image.pixel(x: 3, y: 3) == (0xFF, 0x3B, 0x30, 0xFF))
    }

    @Test func everySymbolDrawsInkInItsTintAndHeavierWeightsDrawMore() throws {
        final class Box: @unchecked Sendable { var views: [UIImageView] = [] }
        let box = Box()
        let names = Self.names
        let runner = SceneRunner(scene: scene { context in
            for (index, name) in names.enumerated() {
                let view = UIImageView(image: UIImage(systemName: name))
                view.frame = CGRect(x: CGFloat(index % 8) * 24, y: CGFloat(index / 8) * 24, width: 20.4, height: 20.4)
                view.tintColor = .systemRed
                context.view.addSubview(view)
                box.views.append(view)
            }
            let thin = UIImageView(image: UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .thin)))
            thin.frame = CGRect(x: 0, y: 120, width: 48, height: 48)
            let black = UIImageView(image: UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .black)))
            black.frame = CGRect(x: 60, y: 120, width: 48, height: 48)
            let green = UIImageView(image: UIImage(systemName: "circle.fill")?.withTintColor(.systemGreen))
            green.frame = CGRect(x: 120, y: 120, width: 20.4, height: 20.4)
            for view in [thin, black, green] {
                view.tintColor = .systemRed
                context.view.addSubview(view)
            }
        })
        runner.advance(to: 0.1)
        let image = try Renderer().render(runner.window, scale: 1)
        func redPixels(x: Int, y: Int, side: Int) -> Int {
            var count = 0
            for row in y..<(y + side) {
                for column in x..<(x + side) {
                    let p = image.pixel(x: column, y: row)
                    if p.r > 200 && p.g < 150 && p.b < 150 { count += 1 }
                }
            }
            return count
        }
        for (index, name) in names.enumerated() {
            #expect(redPixels(x: (index % 8) * 24, y: (index / 8) * 24, side: 20) > 6, "\(name)")
        }
        #expect(redPixels(x: 60, y: 120, side: 48) > 2 * redPixels(x: 0, y: 120, side: 48))
        // withTintColor keeps its own colour: the disc's middle is system green (#34C759), not the red tint.
        let middle = image.pixel(x: 130, y: 130)
        #expect(middle.r == 0x34 && middle.g == 0xC7 && middle.b == 0x59)
    }
}
