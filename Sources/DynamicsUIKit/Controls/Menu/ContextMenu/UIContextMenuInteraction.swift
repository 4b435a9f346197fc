import Foundation
import DynamicsGeometry

/// Shows a context menu when a finger presses and holds the view it is added to, as iOS 13+ does: after half a
/// second held still (iOS's default Haptic Touch duration), the delegate is asked for a configuration for the press's
/// location; with one, everything but the pressed view (or the configuration's preview) is dimmed and the menu
/// appears beside it. Choosing an action ends the menu, then runs the action's handler; tapping the background ends
/// it. The delegate hears, in UIKit's order, `configurationForMenuAtLocation`, `willDisplayMenuFor` and
/// `willEndFor`. See docs/controls.md for the look.
@preconcurrency @MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How long a finger must be held still, in seconds.
    static let pressDuration: TimeInterval = 0.5
    /// How long the menu takes to appear and to go, in seconds (ours; iOS uses a short spring).
    static let transitionDuration: TimeInterval = 0.25

    /// Decides what the menu shows.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    private var recognizer: UILongPressGestureRecognizer?
    /// Where the press that showed the menu went down, in the window's coordinates.
    private var pressLocation: CGPoint?
    private var shown: (configuration: UIContextMenuConfiguration, overlay: ContextMenuOverlay,
                        preview: UIViewController?)?
    /// The configuration the delegate already gave for the press now beginning: a table's or collection view's row
    /// menus ask before their press may begin, so the delegate is asked once per press, as in UIKit.
    var preparedConfiguration: UIContextMenuConfiguration?

    /// An interaction reporting to `delegate` (held weakly, as in UIKit).
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Takes the press recogniser off the old view.
    public func willMove(to view: UIView?) {
        if let recognizer { self.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
    }

    /// Puts a long-press recogniser of iOS's duration on the new view.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .began, let self, let view = self.view else { return }
            self.present(at: recognizer.location(in: view))
        }
        press.minimumPressDuration = Self.pressDuration
        view.addGestureRecognizer(press)
        recognizer = press
    }

    /// The long press that shows the menu, while the interaction is on a view.
    var pressRecognizer: UILongPressGestureRecognizer? { recognizer }

    /// Where the press that showed the menu is, in `view`'s coordinates (the window's for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let pressLocation else { return .zero }
        guard let view, let window = self.view?.window else { return pressLocation }
        return window.convert(pressLocation, to: view)
    }

    /// Ends the menu if it is shown (the delegate hears `willEndFor`).
    public func dismissMenu() { end(performing: nil) }

    /// Asks the delegate for a configuration for a press at `point` (the view's coordinates) and shows its menu.
    func present(at point: CGPoint) {
        let prepared = preparedConfiguration
        preparedConfiguration = nil
        guard shown == nil, let view, let window = view.window,
              let configuration = prepared
                ?? delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: point) else { return }
        pressLocation = view.convert(point, to: window)
        let preview = configuration.previewProvider?()
        let menu = configuration.actionProvider?([])
        let animator = ContextMenuAnimator(preview: preview)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        let overlay = ContextMenuOverlay(frame: window.bounds, source: menuSource(at: point) ?? view,
                                         preview: preview?.view)
        overlay.onChoose = { [weak self] action in self?.end(performing: action) }
        overlay.onDismiss = { [weak self] in self?.end(performing: nil) }
        overlay.onPreviewTap = { [weak self] in self?.commitPreview() }
        window.addSubview(overlay)
        overlay.show(menu)
        shown = (configuration, overlay, preview)
        overlay.alpha = 0
        UIView.animate(withDuration: Self.transitionDuration, animations: {
            overlay.alpha = 1
            animator.animations.forEach { $0() }
        }, completion: { _ in animator.completions.forEach { $0() } })
    }

    /// The view the menu sits beside and that stays bright for a press at `point`: the interaction's view here; a
    /// table's or collection view's row menus pick the pressed cell.
    func menuSource(at point: CGPoint) -> UIView? { nil }

    /// The preview was tapped: the delegate hears `willPerformPreviewActionForMenuWith`, then the menu ends, and
    /// the commit animator's work runs with the end's fade and after it.
    private func commitPreview() {
        guard let (configuration, _, preview) = shown else { return }
        let commit = ContextMenuCommitAnimator(preview: preview)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
        end(performing: nil, alongside: commit)
    }

    /// Tells the delegate the menu ends, fades it out (running `commit`'s animations too), then runs `action`'s
    /// handler and `commit`'s completions.
    private func end(performing action: UIAction?, alongside commit: ContextMenuAnimator? = nil) {
        guard let (configuration, overlay, _) = shown else { return }
        shown = nil
        let animator = ContextMenuAnimator(preview: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        overlay.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.transitionDuration, animations: {
            overlay.alpha = 0
            animator.animations.forEach { $0() }
            commit?.animations.forEach { $0() }
        }, completion: { _ in
            overlay.removeFromSuperview()
            animator.completions.forEach { $0() }
            action?.perform(from: nil)
            commit?.completions.forEach { $0() }
        })
    }
}
