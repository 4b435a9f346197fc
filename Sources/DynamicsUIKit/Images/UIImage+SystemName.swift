import Foundation
import DynamicsGeometry

extension UIImage {
    /// A system symbol image by its SF Symbols name, drawn from our stand-in set (`SymbolGlyphs`: plus, xmark,
    /// checkmark, chevrons, arrows, heart, star, gear, trash, square.and.arrow.up, magnifyingglass, person, house,
    /// bell, ellipsis, info.circle…); nil for any other name, as iOS gives for a name it lacks. A template image
    /// (drawn in the tint), a square of 1.2 × 17 points unless configured (`checkmark.circle.fill`: 20 × 19).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol image drawn with `configuration` (a `SymbolConfiguration`; other configurations are ignored).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let pieces = SymbolGlyphs.all[name] else { return nil }
        let symbolConfiguration = SymbolConfiguration.unspecified.applying(
            configuration as? SymbolConfiguration ?? .unspecified)
        let side = symbolConfiguration.side, weight = symbolConfiguration.weight
        let size = SymbolGlyphs.size(of: name, side: side)
        self.init(size: size) { context in
            SymbolGlyphs.draw(pieces, side: side, centredIn: size, weight: weight, in: context)
        }
        renderingMode = .alwaysTemplate
        symbol = (name, symbolConfiguration)
    }

    /// The plus symbol (`plus`), iOS 13's standard image for adding.
    public class var add: UIImage { standardSymbol("plus") }
    /// The minus symbol (`minus`), iOS 13's standard image for removing.
    public class var remove: UIImage { standardSymbol("minus") }
    /// iOS 13's standard checkmark image: a check cut out of a filled circle, the `checkmark.circle.fill` symbol
    /// (what iOS 17 hands out; its documentation says only "a checkmark").
    public class var checkmark: UIImage { standardSymbol("checkmark.circle.fill") }

    /// One of the symbols UIKit hands out as class properties; each name is in `SymbolGlyphs`.
    private static func standardSymbol(_ name: String) -> UIImage {
        guard let image = UIImage(systemName: name) else { preconditionFailure("SymbolGlyphs has no \(name)") }
        return image
    }

    /// The symbol `name` as UIKit's symbol button types (`.contactAdd`, the info types) show it since iOS 13: a
    /// 24.33 × 23.67-point image whose ring is centred at (12.17, 11.83), 20.12 points across at the middle of its
    /// 1.551-point wall, as measured on a `UIButton(type: .contactAdd)` recorded on an iOS simulator (DECISIONS.md).
    static func buttonSymbol(named name: String) -> UIImage? {
        guard let pieces = SymbolGlyphs.all[name] else { return nil }
        let size = CGSize(width: 73.0 / 3, height: 71.0 / 3)
        let circleRadius = 10.0576, gridRadius: CGFloat = 9, lineWidth = 1.5514
        let scale = circleRadius / gridRadius
        let centre = CGPoint(x: 36.5 / 3, y: 35.5 / 3)
        let transform = CGAffineTransform(translationX: centre.x - 12 * scale, y: centre.y - 12 * scale)
            .scaledBy(x: scale, y: scale)
        let configuration = SymbolConfiguration.unspecified.applying(SymbolConfiguration(pointSize: size.height / 1.2))
        let image = UIImage(size: size) { context in
            SymbolGlyphs.draw(pieces, gridTo: transform, strokeUnits: lineWidth / scale, in: context)
        }
        image.renderingMode = .alwaysTemplate
        image.symbol = (name, configuration)
        return image
    }

    /// Whether this image is a system symbol.
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol configuration a symbol image was drawn with (nil for other images).
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// This symbol drawn with `configuration` laid over its own (values it sets win); other images are returned
    /// as they are.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol, let extra = configuration as? SymbolConfiguration,
              let image = UIImage(systemName: symbol.name, withConfiguration: symbol.configuration.applying(extra))
        else { return self }
        image.renderingMode = renderingMode
        return image
    }

    /// This image drawn in `color` wherever it is opaque, as its own colours (`.alwaysOriginal`), so a tinted
    /// button or image view shows `color` instead of its tint.
    public func withTintColor(_ color: UIColor) -> UIImage {
        let original = self
        let tinted = UIImage(size: size) { context in
            context.draw(original, in: CGRect(origin: .zero, size: original.size), tintedWith: color)
        }
        tinted.renderingMode = .alwaysOriginal
        tinted.symbol = symbol
        return tinted
    }
}
