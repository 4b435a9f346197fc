import Foundation
import DynamicsGeometry

/// An on/off switch drawn as iOS 13 and later draw it: a 51×31 pill, light grey when off and green (or
/// `onTintColor`) when on, with a white round thumb that slides to the side of the state. A scripted tap toggles it
/// with the slide animated on the scene clock and sends `.valueChanged`, then `.touchUpInside`.
open class UISwitch: UIControl {
    /// A single tap on it is its action, not an ancestor's tap recogniser's (UIKit's rule for default control
    /// actions, docs/controls.md).
    override var takesTapsFromAncestors: Bool { true }

    /// The switch's fixed size, in points: UIKit ignores any other.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge, in points.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How long the thumb takes to slide, in seconds.
    static let slideDuration: TimeInterval = 0.25

    private let track = controlPart(.secondarySystemFill, cornerRadius: UISwitch.size.height / 2)
    private let onFill = controlPart(cornerRadius: UISwitch.size.height / 2)
    private let thumb = controlPart(.white, cornerRadius: UISwitch.thumbDiameter / 2)

    /// Whether the switch is on; setting it moves the thumb at once.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false

    /// The track's colour when on (nil: system green, #34C759).
    open var onTintColor: UIColor? { didSet { colorParts() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { colorParts() } }

    /// An off switch at `frame`'s origin, 51×31 whatever size `frame` asks for.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// An off switch at the origin (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
        setUp()
    }

    private func setUp() {
        styleKnob(thumb)
        for part in [track, onFill, thumb] { addSubview(part) }
        colorParts()
        placeParts()
    }

    /// Turns the switch on or off; `animated` slides the thumb and fades the colour over a quarter second on the
    /// scene clock. Sends no action, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        if animated {
            UIView.animate(withDuration: Self.slideDuration) { self.placeParts() }
        } else {
            placeParts()
        }
    }

    /// UIKit's 51×31.
    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// Where the thumb's centre sits for a state, in the switch's coordinates.
    static func thumbCenter(on: Bool) -> CGPoint {
        let radius = thumbDiameter / 2
        return CGPoint(x: on ? size.width - thumbInset - radius : thumbInset + radius, y: size.height / 2)
    }

    private func placeParts() {
        let bounds = CGRect(origin: .zero, size: Self.size)
        track.frame = bounds
        onFill.frame = bounds
        onFill.alpha = on ? 1 : 0
        thumb.bounds = CGRect(x: 0, y: 0, width: Self.thumbDiameter, height: Self.thumbDiameter)
        thumb.center = Self.thumbCenter(on: on)
    }

    private func colorParts() {
        onFill.backgroundColor = onTintColor ?? .systemGreen
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// A tap flips the switch (animated) and sends `.valueChanged` (with `.primaryActionTriggered`), then the tap's
    /// `.touchUpInside`.
    override func handleTap(at point: CGPoint) {
        guard isEnabled else { return }
        setOn(!on, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        super.handleTap(at: point)
    }
}
