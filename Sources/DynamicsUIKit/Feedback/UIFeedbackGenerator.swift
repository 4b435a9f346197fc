import Foundation
import DynamicsGeometry

/// The base of UIKit's haptic feedback generators. Their taps are recorded in the scene's `HapticLog` with the scene
/// time and a place: the location given in the generator's view, else the view's centre, else the latest touch,
/// else the window's centre.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject, UIInteraction {
    /// The view the generator plays for (iOS 17.5's `init(view:)`, or the view it was added to as an interaction).
    public private(set) weak var view: UIView?

    /// A generator with no view (deprecated in favour of `init(view:)` from iOS 17.5 on, still the common call).
    public override init() {
        super.init()
    }

    /// A generator that plays for `view`: its taps are shown there.
    public convenience init(view: UIView) {
        self.init()
        self.view = view
    }

    /// Wakes the Taptic Engine on a device so the next tap has no latency; a scene's taps never lag, so this
    /// changes nothing and records nothing.
    open func prepare() {}

    /// Called before the generator is attached to `view` as an interaction, or detached (nil).
    open func willMove(to view: UIView?) {}

    /// Called after the generator was attached to `view` as an interaction, or detached (nil).
    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Records a tap of `kind` in the current scene's log at `location` in the generator's view (or its centre, also
    /// for a location that is not finite).
    func occur(_ kind: HapticEvent.Kind, style: String, intensity: Double = 1, at location: CGPoint? = nil) {
        let given = location.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil }
        let point = view.map { view in
            view.convert(given ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }
        HapticLog.record(kind, style: style, intensity: intensity, at: point)
    }
}
