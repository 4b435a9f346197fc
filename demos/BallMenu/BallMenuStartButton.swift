import Dynamics
import Foundation

/// The chevron on the start button: an 18×9 white polyline through three invisible point views, "v" while the menu
/// is closed and "^" while it is open. A change tweens the points over 0.5 s and a display link redraws the line
/// from their presentation positions, as the source's `ArrowAnimationView` does.
final class BallMenuArrowView: UIShapeView {
    /// How long the chevron takes to turn over.
    static let animationDuration: TimeInterval = 0.5

    private let left: UIView, middle: UIView, right: UIView
    /// Redraws the chevron while its points move.
    private(set) lazy var displayLink = BallMenuDisplayLink { [unowned self] in self.redrawFromPresentation() }

    /// A chevron in the "v" (closed-menu) position.
    override init(frame: CGRect) {
        func pointView() -> UIView {
            let point = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            point.isUserInteractionEnabled = false
            return point
        }
        left = pointView()
        middle = pointView()
        right = pointView()
        super.init(frame: frame)
        isUserInteractionEnabled = false
        fillColor = nil
        strokeColor = .white
        lineWidth = 3
        lineCap = .round
        lineJoin = .round
        for point in [left, middle, right] { addSubview(point) }
        place(open: true)
        redrawFromPresentation()
    }

    required init?(coder: NSCoder) { nil }

    /// Turns the chevron to "v" (`true`) or "^" (`false`) over 0.5 s.
    func setOpen(_ open: Bool) {
        displayLink.isPaused = false
        UIView.animate(withDuration: Self.animationDuration, animations: {
            self.place(open: open)
        }, completion: { _ in
            self.redrawFromPresentation()
            self.displayLink.isPaused = true
        })
    }

    /// "v": the ends at the top and the middle at the bottom; "^": the reverse.
    private func place(open: Bool) {
        let width = bounds.width, height = bounds.height
        left.center = CGPoint(x: 0, y: open ? 0 : height)
        middle.center = CGPoint(x: width / 2, y: open ? height : 0)
        right.center = CGPoint(x: width, y: open ? 0 : height)
    }

    private func redrawFromPresentation() {
        let line = UIBezierPath()
        let centres = [left, middle, right].map { $0.layer.presentation()?.position ?? $0.center }
        line.move(to: centres[0])
        line.addLine(to: centres[1])
        line.addLine(to: centres[2])
        path = line
    }
}

/// The start button in a card's top-right corner (the source's `StartBtn`): a square in the model's dark colour
/// masked to a quarter disc centred on the card's corner, with the chevron near the corner. Selecting it turns the
/// chevron to "^"; while disabled it sends no actions.
final class BallMenuStartButton: UIButton {
    /// The chevron.
    let arrow: BallMenuArrowView

    /// Selected while the menu is open; drives the chevron as the source's `setSelected:` override does.
    override var isSelected: Bool {
        didSet { arrow.setOpen(!isSelected) }
    }

    /// A button of side `side` at the top-right corner of a card `cardWidth` wide.
    init(cardWidth: CGFloat, side: CGFloat, color: UIColor) {
        arrow = BallMenuArrowView(frame: CGRect(x: side - 18 - 18, y: 23, width: 18, height: 9))
        super.init(frame: CGRect(x: cardWidth - side, y: 0, width: side, height: side))
        backgroundColor = color
        let quarterDisc = UIBezierPath()
        quarterDisc.move(to: .zero)
        quarterDisc.addArc(withCenter: CGPoint(x: side, y: 0), radius: side, startAngle: .pi, endAngle: .pi / 2,
                           clockwise: false)
        quarterDisc.addLine(to: CGPoint(x: side, y: 0))
        quarterDisc.close()
        layer.mask = CAShapeLayer(path: quarterDisc)
        addSubview(arrow)
    }

    required init?(coder: NSCoder) { nil }
}
