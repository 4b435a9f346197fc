import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A progress bar drawn as iOS 13 and later draw it: a 4-point rounded grey track filled from the left, in
/// `progressTintColor` (else the view's tint), to the `progress` fraction of its width.
open class UIProgressView: UIView {
    /// UIKit's two looks.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.__UIProgressViewStyle

    /// UIKit's height for a progress view, in points.
    static let standardHeight: CGFloat = 4
    /// How long `setProgress(_:animated: true)` takes, in seconds.
    static let animationDuration: TimeInterval = 0.25

    private let track = controlPart()
    private let fill = controlPart()
    private var storedProgress: Float = 0

    /// The look (`.default` unless made with `init(progressViewStyle:)`).
    open var progressViewStyle: Style = .default { didSet { setNeedsLayout() } }
    /// The filled fraction, kept within 0...1 (0 by default).
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    /// The fill's colour (nil: the view's tint colour).
    open var progressTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The track's colour (nil: the system fill grey for `.default`, none for `.bar`).
    open var trackTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// A default-style progress view at 0 with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A progress view of `style` at 0, with UIKit's height and no width yet.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.standardHeight))
        progressViewStyle = style
        placeParts()
    }

    /// A default-style progress view at 0 with a zero frame (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(track)
        addSubview(fill)
        placeParts()
    }

    /// Sets `progress`, clamped to 0...1; `animated` grows or shrinks the fill over a quarter second on the scene
    /// clock.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: Self.animationDuration) { self.placeParts() }
        } else {
            placeParts()
        }
    }

    /// UIKit's 4-point height; no width of its own.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let rounded = progressViewStyle == .default
        let radius = rounded ? bounds.height / 2 : 0
        track.frame = CGRect(origin: .zero, size: bounds.size)
        track.layer.cornerRadius = radius
        track.backgroundColor = trackTintColor ?? (rounded ? .systemFill : nil)
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
        fill.layer.cornerRadius = radius
        fill.backgroundColor = progressTintColor ?? tintColor
    }
}
