import CUIKitOpenEnums
import Foundation
import DynamicsGeometry

/// A spinner drawn as iOS 13 and later draw it: eight rounded spokes round a centre, the leading one darkest and the
/// ones behind it fading. While animating, the leading spoke moves one place clockwise every eighth of a second on
/// the scene clock (a turn a second), so every render of a scene shows the same spokes at the same time.
open class UIActivityIndicatorView: UIView {
    /// UIKit's styles, with UIKit's raw values.
    /// Declared in C as the SDK declares it (`NS_ENUM`, open to new cases), so a `switch` over it gets the
    /// SDK's diagnostics (`Sources/CUIKitOpenEnums/UIKitOpenEnums.h`).
    public typealias Style = CUIKitOpenEnums.__UIActivityIndicatorViewStyle

    /// The number of spokes.
    static let spokeCount = 8
    /// The time the leading spoke stays in one place, in seconds.
    static let stepDuration: TimeInterval = 1.0 / 8
    /// The least opacity, of the spoke furthest behind the leading one.
    static let faintestAlpha: CGFloat = 0.25

    private var spokes: [UIView] = []
    private var leadingSpoke = 0
    /// Counts `startAnimating()` calls, so a clock callback of an earlier run stops itself.
    private var run = 0

    /// The look; setting it resizes the spinner about its centre.
    open var style: Style {
        didSet { applyStyle() }
    }
    /// The spokes' colour (system grey for the current styles, white or grey for the old ones).
    open var color: UIColor! {
        didSet { colorSpokes() }
    }
    /// Whether the spinner hides itself while stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether the spokes are turning.
    public private(set) var isAnimating = false

    /// A stopped (so hidden) spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    /// A stopped `.medium` spinner with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    /// A stopped `.medium` spinner (there are no archives here, so nothing is decoded).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        frame.size = CGSize(width: style.side, height: style.side)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        spokes = (0..<Self.spokeCount).map { _ in controlPart() }
        for spoke in spokes { addSubview(spoke) }
        isHidden = hidesWhenStopped
        applyStyle()
    }

    /// Starts turning the spokes on the current scene clock and shows the spinner.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        run += 1
        guard let clock = AnimationClock.current else { return }
        let start = clock.now, thisRun = run
        clock.addFrameCallback { [weak self] now in
            guard let self, self.isAnimating, self.run == thisRun else { return false }
            let steps = Int(((now - start) / Self.stepDuration + 1e-9).rounded(.down))
            self.leadingSpoke = steps % Self.spokeCount
            self.fadeSpokes()
            return true
        }
    }

    /// Stops the spokes where they are and hides the spinner if `hidesWhenStopped`.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's side, square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSpokes()
    }

    private func applyStyle() {
        let center = self.center
        bounds.size = CGSize(width: style.side, height: style.side)
        self.center = center
        switch style {
        case .medium, .large, .gray: color = .systemGray
        case .white, .whiteLarge: color = .white
        @unknown default: color = .systemGray
        }
        placeSpokes()
    }

    /// Spoke `index` points `index` eighths of a turn clockwise from straight up; each runs from a quarter of the
    /// side out to the edge and is a tenth of the side thick, with round ends.
    private func placeSpokes() {
        let side = style.side, thickness = (side / 10).rounded()
        let inner = side / 4, outer = side / 2
        let length = outer - inner
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let middle = (inner + outer) / 2
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: thickness, height: length)
            spoke.layer.cornerRadius = thickness / 2
            spoke.center = CGPoint(x: bounds.midX + sin(angle) * middle, y: bounds.midY - cos(angle) * middle)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
        colorSpokes()
        fadeSpokes()
    }

    private func colorSpokes() {
        for spoke in spokes { spoke.backgroundColor = color }
    }

    /// The leading spoke is opaque; each one behind it (anticlockwise) is fainter, down to `faintestAlpha`.
    private func fadeSpokes() {
        let count = Self.spokeCount
        for (index, spoke) in spokes.enumerated() {
            let behind = (leadingSpoke - index + count) % count
            spoke.alpha = 1 - (1 - Self.faintestAlpha) * CGFloat(behind) / CGFloat(count - 1)
        }
    }
}

extension UIActivityIndicatorView.Style {
    /// The spinner's side, in points.
    var side: CGFloat {
        switch self {
        case .medium, .white, .gray: 20
        case .large, .whiteLarge: 37
        @unknown default: 20
        }
    }

}
