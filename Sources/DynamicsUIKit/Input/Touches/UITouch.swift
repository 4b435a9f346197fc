import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// One finger on the screen, with UIKit's names: where it is and was, what it is doing, when, and which view and
/// recognisers it was delivered to.
///
/// As on a device, one `UITouch` object stands for a finger from the moment it goes down until it lifts: each
/// delivery updates the same object, so a responder may keep it across `touchesBegan` and `touchesEnded`. Touches are
/// `NSObject`s, equal only to themselves, as UIKit's.
@preconcurrency @MainActor open class UITouch: NSObject {
    /// What a finger is doing, with UIKit's cases.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Phase = CUIKitOpenEnums.__UITouchPhase

    /// What made a touch, with UIKit's cases; scripted fingers are `.direct`.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias TouchType = CUIKitOpenEnums.__UITouchType

    /// Scene time of the touch's last change, in seconds.
    public package(set) var timestamp: TimeInterval
    /// What the finger is doing now.
    public package(set) var phase: Phase = .began
    /// How many times the finger tapped at this place in quick succession (1 for a single tap).
    public package(set) var tapCount: Int
    /// What made the touch: always a finger here.
    public let type = TouchType.direct
    /// The view the touch went down in (the hit-test view); it keeps it while the finger moves elsewhere.
    public package(set) weak var view: UIView?
    /// The recognisers that receive this touch, nearest view first; nil when there are none.
    public package(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// The pressure of the touch, where 1 is an average touch. Scripted fingers without a force report 0, as a
    /// device without 3D Touch does.
    public package(set) var force: CGFloat = 0
    /// The greatest `force` the touch can report (0 when force is not scripted, as on a device without 3D Touch).
    public package(set) var maximumPossibleForce: CGFloat = 0

    /// The view whose coordinates the scene reports the finger in (the window a scene delivers to).
    package private(set) weak var root: UIView?
    private var locationInRoot: CGPoint
    private var previousLocationInRoot: CGPoint

    /// A finger that went down at `point` (in `root`'s coordinates) at scene time `time` on `view`.
    package init(at point: CGPoint, in root: UIView, view: UIView?, time: TimeInterval, tapCount: Int = 1) {
        self.root = root
        self.view = view
        locationInRoot = point
        previousLocationInRoot = point
        timestamp = time
        self.tapCount = tapCount
        super.init()
    }

    /// The window the touch is in.
    public var window: UIWindow? { root as? UIWindow ?? view?.window }

    /// Where the finger is, in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint { convert(locationInRoot, to: view) }

    /// Where the finger was at the previous event, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: UIView?) -> CGPoint { convert(previousLocationInRoot, to: view) }

    /// Records that the finger is at `point` (root coordinates) at `time` in `phase`; the old location becomes the
    /// previous one.
    package func update(to point: CGPoint, phase: Phase, time: TimeInterval) {
        previousLocationInRoot = locationInRoot
        locationInRoot = point
        self.phase = phase
        timestamp = time
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let root else { return point }
        return view.convert(point, from: root)
    }
}
