import Foundation
import DynamicsGeometry

/// A slider drawn as iOS 13 and later draw it: a 4-point rounded track, tinted (`minimumTrackTintColor`, else the
/// view's tint) left of a white 28-point round thumb and grey right of it. A finger that goes down on the thumb
/// drags it (the thumb keeps its offset from the finger), setting `value` from the thumb's place on the track, with
/// `.valueChanged` on every move (`isContinuous`) or once when the finger lifts; a finger down elsewhere on the track
/// does nothing, as in UIKit. The parts are placed with `trackRect(forBounds:)` and
/// `thumbRect(forBounds:trackRect:value:)`, so a subclass that overrides them moves what is drawn and touched.
open class UISlider: UIControl {
    /// UIKit's height for a slider, in points.
    static let standardHeight: CGFloat = 31
    /// The track's thickness and its inset from each end of the bounds, in points.
    static let trackHeight: CGFloat = 4
    static let trackInset: CGFloat = 2
    /// The thumb's diameter, in points.
    static let thumbDiameter: CGFloat = 28
    /// How far around the thumb a finger still grabs it, in points.
    static let thumbTouchMargin: CGFloat = 10
    /// How long `setValue(_:animated: true)` takes, in seconds.
    static let animationDuration: TimeInterval = 0.25

    private let maximumTrack = controlPart(.systemFill, cornerRadius: UISlider.trackHeight / 2)
    private let minimumTrack = controlPart(cornerRadius: UISlider.trackHeight / 2)
    private let thumb = controlPart(.white, cornerRadius: UISlider.thumbDiameter / 2)
    /// The finger's horizontal offset from the thumb's centre while it drags the thumb; nil when not dragging.
    private var grabOffset: CGFloat?
    private var valueAtTouchDown: Float = 0

    private var storedValue: Float = 0
    /// The value, kept within `minimumValue...maximumValue` (0 by default).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the left end (0 by default); raising it above `value` raises `value`.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// The value at the right end (1 by default); lowering it below `value` lowers `value`.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            setValue(storedValue, animated: false)
        }
    }
    /// Whether a drag sends `.valueChanged` on every move (true) or once when the finger lifts.
    open var isContinuous = true
    /// The track's colour left of the thumb (nil: the view's tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The track's colour right of the thumb (nil: the system fill grey).
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// A slider at value 0 of 0...1 with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A slider at value 0 of 0...1 with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        styleKnob(thumb)
        for part in [maximumTrack, minimumTrack, thumb] { addSubview(part) }
        placeParts()
    }

    /// Sets `value`, clamped to the range; `animated` glides the thumb there over a quarter second on the scene
    /// clock. Sends no action, as in UIKit.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
        storedValue = clamped
        if animated {
            UIView.animate(withDuration: Self.animationDuration) { self.placeParts() }
        } else {
            placeParts()
        }
    }

    /// The track's rectangle: 4 points tall, centred vertically, 2 points in from each side.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + Self.trackInset, y: bounds.midY - Self.trackHeight / 2,
               width: max(bounds.width - 2 * Self.trackInset, 0), height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: 28 points square, centred on the track vertically; at the minimum its left
    /// edge is 2 points left of the track's (the bounds' edge), at the maximum its right edge 2 points right of the
    /// track's end, and linear in between.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let travel = rect.width + 2 * Self.trackInset - Self.thumbDiameter
        return CGRect(x: rect.minX - Self.trackInset + fraction * travel, y: rect.midY - Self.thumbDiameter / 2,
                      width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// UIKit's 31-point height; no width of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(knob.midX - track.minX, 0),
                                    height: track.height)
        thumb.frame = knob
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// The value whose thumb is centred at `x` (the slider's coordinates), clamped to the range.
    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let first = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue).midX
        let last = thumbRect(forBounds: bounds, trackRect: track, value: maximumValue).midX
        guard last > first else { return minimumValue }
        let fraction = Float(min(max((x - first) / (last - first), 0), 1))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    /// A finger on the thumb (or within 10 points of it) grabs it and sends `.touchDown`.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let point = touches.first?.location(in: self) else { return }
        let knob = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard knob.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin).contains(point) else { return }
        grabOffset = point.x - knob.midX
        valueAtTouchDown = storedValue
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The grabbed thumb follows the finger; `.valueChanged` when the value moved and the slider is continuous.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let grabOffset, let point = touches.first?.location(in: self) else { return }
        let newValue = value(forThumbCenterX: point.x - grabOffset)
        guard newValue != storedValue else { return }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// Lets go of the thumb: `.valueChanged` now if the slider is not continuous and the value moved, then
    /// `.touchUpInside` or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard grabOffset != nil else { return }
        touchesMoved(touches, with: event)
        grabOffset = nil
        isHighlighted = false
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    /// Lets go of the thumb where it is and sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard grabOffset != nil else { return }
        grabOffset = nil
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// The raw touches of a tap already went through the methods above, which send what a tap sends.
    override func handleTap(at point: CGPoint) {}
}
