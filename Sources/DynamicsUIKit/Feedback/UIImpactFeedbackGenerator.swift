import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// Plays a physical impact: a collision, a snap into place. Each tap is recorded in the scene's `HapticLog`.
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass and flexibility of the colliding objects.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias FeedbackStyle = CUIKitOpenEnums.__UIImpactFeedbackStyle

    private let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as UIKit's plain `init()` gives.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// A generator of `style` impacts shown on `view` (iOS 17.5).
    public convenience init(style: FeedbackStyle, view: UIView) {
        self.init(style: style)
        didMove(to: view)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        occur(.impact, style: style.name)
    }

    /// Plays an impact at full intensity at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) {
        occur(.impact, style: style.name, at: location)
    }

    /// Plays an impact at `intensity`, clamped to 0…1 as iOS does; an intensity that is not a number plays nothing.
    open func impactOccurred(intensity: CGFloat) {
        occur(.impact, style: style.name, intensity: Double(intensity))
    }

    /// Plays an impact at `intensity` (clamped to 0…1) at `location` in the generator's view (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        occur(.impact, style: style.name, intensity: Double(intensity), at: location)
    }
}

extension UIImpactFeedbackGenerator.FeedbackStyle {
    /// The style's name as the trace writes it.
    var name: String {
        switch self {
        case .light: "light"
        case .medium: "medium"
        case .heavy: "heavy"
        case .soft: "soft"
        case .rigid: "rigid"
        @unknown default: "medium"
        }
    }

}
