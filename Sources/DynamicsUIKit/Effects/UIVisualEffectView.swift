import Foundation
import DynamicsGeometry

/// A view that shows a visual effect over what lies beneath it, as UIKit's `UIVisualEffectView`: with a
/// `UIBlurEffect`, the picture under its bounds in the same frame, blurred, saturated and tinted by the style.
/// Content goes in `contentView`, which fills the view and is drawn over the effect, unblurred.
///
/// The blur sees what was drawn into the frame before the view (its superviews and the views below it), as
/// Core Animation's backdrop does. Inside a rasterised or perspective-projected ancestor, where what lies beneath
/// is not yet in the frame, only the tint is drawn (docs/layers.md).
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// The view content goes in; it fills the effect view and follows its size.
    public let contentView: UIView
    /// The effect shown (nil: none, only the content).
    open var effect: UIVisualEffect?

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// An effect view made from an archive; there are none here, so it shows no effect.
    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        effect = nil
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The blur material to draw under the content, if the effect is a blur: an adaptive material in its dark form
    /// under a dark interface style, as iOS 13 resolves it.
    package var blurMaterial: BlurMaterial? {
        (effect as? UIBlurEffect).map { BlurMaterial($0.style.resolved(dark: traitCollection.userInterfaceStyle == .dark)) }
    }

    /// The blur of what lies behind, under the background, which changes without invalidating the view.
    override package var renderHints: ViewRenderHints {
        var hints = super.renderHints
        hints.backdrop = blurMaterial
        hints.drawsEveryFrame = true
        return hints
    }
}
