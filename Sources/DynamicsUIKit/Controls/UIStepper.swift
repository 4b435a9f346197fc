import Foundation
import DynamicsGeometry

/// A stepper drawn as iOS 13 and later draw it: a 94×32 rounded grey plate split by a hairline into a − half and a
/// + half. A scripted tap on a half steps `value` down or up by `stepValue`, clamped to the range or wrapping round
/// it (`wraps`), and sends `.valueChanged` when the value moved, then `.touchUpInside`. A half that cannot step
/// further is dimmed. Holding a finger down does not repeat here (`autorepeat` is kept but has no effect).
open class UIStepper: UIControl {
    /// A single tap on it is its action, not an ancestor's tap recogniser's (UIKit's rule for default control
    /// actions, docs/controls.md).
    override var takesTapsFromAncestors: Bool { true }

    /// UIKit's size for a stepper, in points.
    static let size = CGSize(width: 94, height: 32)
    /// The − and + glyphs' length and stroke, in points.
    static let glyphLength: CGFloat = 14
    static let glyphStroke: CGFloat = 2
    /// The separator's height, in points.
    static let separatorHeight: CGFloat = 18

    private let separator = controlPart(.opaqueSeparator)
    private let minusBar = controlPart(.label, cornerRadius: 1)
    private let plusBar = controlPart(.label, cornerRadius: 1)
    private let plusStem = controlPart(.label, cornerRadius: 1)

    /// The value, kept within `minimumValue...maximumValue` (0 by default).
    open var value: Double = 0 {
        didSet {
            let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            setNeedsLayout()
        }
    }
    /// The lowest value (0 by default); raising it above `value` raises `value`.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = min(max(value, minimumValue), maximumValue)
        }
    }
    /// The highest value (100 by default); lowering it below `value` lowers `value`.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = min(max(value, minimumValue), maximumValue)
        }
    }
    /// How much one tap changes the value (1 by default; must be positive).
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) { stepValue = oldValue } }
    }
    /// Whether stepping past one end continues from the other (false by default).
    open var wraps = false { didSet { setNeedsLayout() } }
    /// Whether a held finger would repeat the step (true by default, as in UIKit; scripted taps never hold).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent while a finger repeats the step (true by default).
    open var isContinuous = true

    /// A stepper at value 0 of 0...100 at `frame`'s origin, 94×32 whatever size `frame` asks for.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    /// A stepper at the origin (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
        setUp()
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        for part in [separator, minusBar, plusBar, plusStem] { addSubview(part) }
        placeParts()
    }

    /// UIKit's 94×32.
    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let half = bounds.width / 2, midY = bounds.height / 2
        let length = Self.glyphLength, stroke = Self.glyphStroke
        separator.frame = CGRect(x: half - 0.5, y: midY - Self.separatorHeight / 2, width: 1,
                                 height: Self.separatorHeight)
        minusBar.frame = CGRect(x: (half - length) / 2, y: midY - stroke / 2, width: length, height: stroke)
        plusBar.frame = CGRect(x: half + (half - length) / 2, y: midY - stroke / 2, width: length, height: stroke)
        plusStem.frame = CGRect(x: half + (half - stroke) / 2, y: midY - length / 2, width: stroke, height: length)
        minusBar.alpha = wraps || value > minimumValue ? 1 : 0.3
        plusBar.alpha = wraps || value < maximumValue ? 1 : 0.3
        plusStem.alpha = plusBar.alpha
    }

    /// A tap on the left half steps down, on the right half up.
    override func handleTap(at point: CGPoint) {
        guard isEnabled, bounds.contains(point) else { return }
        let old = value
        let stepped = point.x < bounds.midX ? value - stepValue : value + stepValue
        if wraps, stepped > maximumValue {
            value = minimumValue
        } else if wraps, stepped < minimumValue {
            value = maximumValue
        } else {
            value = min(max(stepped, minimumValue), maximumValue)
        }
        if value != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        super.handleTap(at: point)
    }
}
