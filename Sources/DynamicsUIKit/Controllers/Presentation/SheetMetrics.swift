import DynamicsGeometry
import Foundation

/// The iOS 13 card's measurements on iPhone (docs/controllers.md gives their sources).
enum SheetMetrics {
    /// How far below the status bar (the window's top safe-area inset) the card's top edge lies.
    static let gap: CGFloat = 10
    /// The radius of the card's top corners and of the pushed-back presenting view's corners.
    static let cornerRadius: CGFloat = 10
    /// How far the pushed-back presenting view's sides move in, each.
    static let pushedBackSideInset: CGFloat = 16
    /// The opacity of the black dimming over the pushed-back presenting view.
    static let dimmingAlpha: CGFloat = 0.4
}

/// The card a sheet's presented view sits in (UIKit's drop-shadow view): clipped to rounded corners.
final class SheetCardView: UIView {
    init() {
        super.init(frame: .zero)
        layer.cornerRadius = SheetMetrics.cornerRadius
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { nil }
}

/// UIKit's transition view: covers the window above what a presentation covers, holding the dimming view and the
/// presented content, and lays them out through its presentation on every layout pass.
final class PresentationContainerView: UIView {
    /// The presentation this view shows (it owns the view).
    weak var presentation: ModalPresentation?
    /// The black veil over the pushed-back presenting view of a sheet (transparent for other looks).
    let dimmingView = UIView()

    init() {
        super.init(frame: .zero)
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        presentation?.layout()
    }
}

/// The presenting view of a sheet, pushed back: scaled down about its centre until its sides are
/// `SheetMetrics.pushedBackSideInset` in and its top meets the status bar, its corners rounded, black behind it.
@MainActor final class SheetPushBack {
    private let view: UIView
    private let backdrop = UIView()
    private let saved: (transform: CGAffineTransform, radius: CGFloat, masks: Bool)

    init(presentingView view: UIView, in container: PresentationContainerView) {
        self.view = view
        saved = (view.transform, view.layer.cornerRadius, view.layer.masksToBounds)
        container.dimmingView.backgroundColor = UIColor(white: 0, alpha: SheetMetrics.dimmingAlpha)
        backdrop.backgroundColor = .black
        backdrop.frame = container.bounds
        backdrop.isUserInteractionEnabled = false
        view.superview?.insertSubview(backdrop, belowSubview: view)
        view.layer.cornerRadius = SheetMetrics.cornerRadius
        view.layer.masksToBounds = true
    }

    /// Sets the view's transform to the pushed-back one, or back to what it was.
    func apply(pushedBack: Bool) { apply(fraction: pushedBack ? 1 : 0) }

    /// Sets the view's transform `fraction` of the way from what it was (0) to pushed back (1), as a swipe on the
    /// card lets the view grow back while the card follows the finger.
    func apply(fraction: CGFloat) {
        let pushed = pushedBackTransform, rest = saved.transform
        let target = fraction >= 1 ? pushed : fraction <= 0 ? rest : CGAffineTransform(
            a: rest.a + (pushed.a - rest.a) * fraction, b: rest.b + (pushed.b - rest.b) * fraction,
            c: rest.c + (pushed.c - rest.c) * fraction, d: rest.d + (pushed.d - rest.d) * fraction,
            tx: rest.tx + (pushed.tx - rest.tx) * fraction, ty: rest.ty + (pushed.ty - rest.ty) * fraction)
        if view.transform != target { view.transform = target }
    }

    /// Undoes everything: transform, corners and the black backdrop.
    func restore() {
        view.transform = saved.transform
        view.layer.cornerRadius = saved.radius
        view.layer.masksToBounds = saved.masks
        backdrop.removeFromSuperview()
    }

    private var pushedBackTransform: CGAffineTransform {
        let size = view.bounds.size
        guard size.width > 2 * SheetMetrics.pushedBackSideInset else { return saved.transform }
        let scale = (size.width - 2 * SheetMetrics.pushedBackSideInset) / size.width
        let statusBar = view.window?.deviceSafeAreaInsets.top ?? 0
        // Scaling about the centre moves the top edge down by (1 − scale)·height/2; shift it to the status bar.
        let top = view.center.y - scale * size.height / 2
        return CGAffineTransform(translationX: 0, y: statusBar - top).scaledBy(x: scale, y: scale)
    }
}
