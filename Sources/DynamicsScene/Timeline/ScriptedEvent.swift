import Foundation
import DynamicsUIKit

/// One scripted input of a scene and when it happens: what the studio's timeline marks.
public struct ScriptedEvent: Codable, Equatable, Sendable {
    /// What kind of input it is.
    public enum Kind: String, Codable, Sendable {
        /// `SceneContext.tap(at:time:)`.
        case tap
        /// `SceneContext.pan(along:from:duration:)`.
        case pan
        /// `SceneContext.longPress`.
        case longPress
        /// `SceneContext.swipe(from:to:time:duration:)`.
        case swipe
        /// Two fingers: `SceneContext.pinch`, `rotate` or `twoFingers`.
        case twoFingers
        /// Any number of fingers with their own times and paths: `SceneContext.touches`.
        case touches
        /// `SceneContext.type(_:into:time:interval:)`, from the first key to the last.
        case typing
        /// A device tilt of `SceneContext.deviceAttitude`.
        case tilt
        /// A closure scheduled with `SceneContext.at(_:_:)`.
        case event

        /// The kind of a scripted finger delivered to recognisers of `recognizer`'s class.
        init(_ recognizer: UIGestureRecognizer.Type) {
            switch ObjectIdentifier(recognizer) {
            case ObjectIdentifier(UILongPressGestureRecognizer.self): self = .longPress
            case ObjectIdentifier(UISwipeGestureRecognizer.self): self = .swipe
            default: self = .pan
            }
        }
    }

    /// The kind of input.
    public var kind: Kind
    /// Scene time in seconds when it starts.
    public var start: TimeInterval
    /// Scene time in seconds when it ends (`start` for an instant one such as a tap).
    public var end: TimeInterval
    /// What the studio's timeline writes on its mark, e.g. `tap (160, 300)`; nil where the kind says all.
    public var label: String?

    /// An input of `kind` from `start` to `end`, labelled `label` on the studio's timeline.
    public init(kind: Kind, start: TimeInterval, end: TimeInterval, label: String? = nil) {
        self.kind = kind
        self.start = start
        self.end = end
        self.label = label
    }

    /// `(x, y)` in whole points, as a mark's label shows a place.
    static func place(_ point: CGPoint) -> String {
        func whole(_ value: CGFloat) -> String { value.isFinite ? String(Int(value.rounded())) : "?" }
        return "(\(whole(point.x)), \(whole(point.y)))"
    }
}
