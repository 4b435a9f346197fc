import Dynamics
import Foundation
import Testing

/// UIImage(systemName:): the stand-in symbol set, its configuration, tinting and iOS's nil for unknown names.
@Suite struct SystemImageTests {
    static let names = ["plus", "minus", "xmark", "checkmark", "chevron.left", "chevron.right", "chevron.up",
                        "chevron.down", "arrow.left", "arrow.right", "arrow.up", "arrow.down", "heart", "heart.fill",
                        "star", "star.fill", "circle", "circle.fill", "trash", "square.and.arrow.up",
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
        for (image, name) in [(UIImage.add, "plus"), (UIImage.remove, "minus"), (UIImage.checkmark, "checkmark")] {
            let symbol = try #require(UIImage(systemName: name))
            #expect(image.isSymbolImage && image.renderingMode == .alwaysTemplate, "\(name)")
            #expect(image.size == CGSize(width: 20.4, height: 20.4), "\(name)")
            #expect(image.pngData() == symbol.pngData(), "\(name)")
        }
        #expect(UIImage.checkmark.pngData() != UIImage.add.pngData())
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
