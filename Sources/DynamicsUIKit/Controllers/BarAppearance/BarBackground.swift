import Foundation
import DynamicsGeometry

/// The views a bar draws an appearance with, bottom to top: the blur, the colour, the image, and the shadow line.
/// The bar adds them under its content and places them; `show(_:)` sets them from an appearance.
@MainActor final class BarBackground {
    private let effect = UIVisualEffectView(effect: nil)
    private let color = UIView()
    private let image = UIImageView(frame: .zero)
    private let shadow = UIView()
    /// The appearance shown last.
    private(set) var shown: UIBarAppearance?

    /// Adds the views to `bar`, below everything it has.
    func install(in bar: UIView) {
        for part in [shadow, image, color, effect] as [UIView] {
            part.isUserInteractionEnabled = false
            bar.insertSubview(part, at: 0)
        }
    }

    /// Places the background over `background` and the shadow line over `shadowLine`, in the bar's coordinates.
    func place(background: CGRect, shadowLine: CGRect) {
        for part in [effect, color, image] as [UIView] { part.frame = background }
        shadow.frame = shadowLine
    }

    /// Draws `appearance`: each layer shows only when the appearance has it.
    func show(_ appearance: UIBarAppearance) {
        shown = appearance
        effect.effect = appearance.backgroundEffect
        effect.isHidden = appearance.backgroundEffect == nil
        color.backgroundColor = appearance.backgroundColor
        color.isHidden = appearance.backgroundColor == nil
        image.image = appearance.backgroundImage
        image.contentMode = appearance.backgroundImageContentMode
        image.isHidden = appearance.backgroundImage == nil
        shadow.backgroundColor = appearance.shadowColor
        shadow.isHidden = appearance.shadowColor == nil
    }
}
