import Dynamics
import Foundation

/// The groove outline of a card (the source traced it in Sketch on an 896×483 design and converted it with
/// PaintCode): a flat stretch, a slope down to a deep bowl on the right and a rise off the right edge, closed along
/// a line 50 pt above the card. Its eleven animated control points start on that line (closed) and tween to their
/// open positions; the corners above the card never move.
struct BallMenuGrooveOutline {
    /// Design-space control points in drawing order: P0, A, then (end, control 1, control 2) for curves B, C and D.
    static let designPoints: [(x: CGFloat, y: CGFloat)] = [
        (-100, 0), (201.77, 1.02),
        (379.3, 64.23), (201.77, 1.02), (279.69, -6.26),
        (658.03, 387.82), (481.08, 136.27), (530.1, 350.79),
        (1068.9, 29.54), (931.82, 467.08), (1068.9, 29.54),
    ]
    /// The height of the closing line above the card, where closed points wait.
    static let closedY: CGFloat = -50
    /// How far the closing corners sit beyond the card's left and right edges.
    static let offScreen: CGFloat = 100

    /// The eleven animated points, in drawing order.
    var points: [CGPoint]
    /// The fixed corners of the closing line: above and beyond the left edge, then the right edge.
    var leftUp: CGPoint, rightUp: CGPoint

    /// The open outline of a card of the given metrics.
    static func open(_ metrics: BallMenuMetrics) -> BallMenuGrooveOutline {
        BallMenuGrooveOutline(points: designPoints.map { metrics.point(x: $0.x, y: $0.y) }, metrics: metrics)
    }

    /// The closed outline: every animated point on the closing line straight above its open position.
    static func closed(_ metrics: BallMenuMetrics) -> BallMenuGrooveOutline {
        let points = open(metrics).points.map { CGPoint(x: $0.x, y: closedY) }
        return BallMenuGrooveOutline(points: points, metrics: metrics)
    }

    /// The closed shape, built in the source's order: line P0→A, three cubics, then up to the corners and closed.
    /// The filled area is above the curve.
    var path: UIBezierPath {
        let path = UIBezierPath()
        path.move(to: points[0])
        path.addLine(to: points[1])
        for curve in stride(from: 2, to: points.count, by: 3) {
            path.addCurve(to: points[curve], controlPoint1: points[curve + 1], controlPoint2: points[curve + 2])
        }
        path.addLine(to: rightUp)
        path.addLine(to: leftUp)
        path.close()
        return path
    }
}

extension BallMenuGrooveOutline {
    /// An outline through `points` (eleven, in drawing order) with the fixed corners of a card of the given metrics.
    init(points: [CGPoint], metrics: BallMenuMetrics) {
        self.init(points: points, leftUp: CGPoint(x: -Self.offScreen, y: Self.closedY),
                  rightUp: CGPoint(x: metrics.width + Self.offScreen, y: Self.closedY))
    }

    /// The outline through thirteen handle centres given in `handleCentres` order.
    init(handleCentres centres: [CGPoint]) {
        precondition(centres.count == Self.designPoints.count + 2, "eleven animated points and two corners")
        self.init(points: Array(centres.dropLast(2)), leftUp: centres[centres.count - 2],
                  rightUp: centres[centres.count - 1])
    }

    /// Where the source's thirteen control-point views sit: the animated points, then the left and right corners.
    var handleCentres: [CGPoint] { points + [leftUp, rightUp] }
}

/// The groove layer of a card: a shape filled with the model's normal colour, redrawn from the presentation
/// positions of its thirteen invisible 20×20 control-point views while eleven of them tween (the source's
/// display-link technique; the two corners above the card never move).
final class BallMenuGrooveView: UIShapeView {
    /// How long the groove takes to drop open or retract.
    static let animationDuration: TimeInterval = 0.5

    private let openOutline: BallMenuGrooveOutline
    private let closedOutline: BallMenuGrooveOutline
    /// One invisible handle per control point, in `handleCentres` order; the groove is drawn through their centres.
    private let handles: [UIView]
    /// Redraws the groove while the handles move.
    private(set) lazy var displayLink = BallMenuDisplayLink { [unowned self] in self.redrawFromPresentation() }

    /// A closed (invisible) groove covering a card of the given metrics.
    init(metrics: BallMenuMetrics, fillColor: UIColor) {
        openOutline = .open(metrics)
        closedOutline = .closed(metrics)
        handles = closedOutline.handleCentres.map { centre in
            let handle = UIView(frame: CGRect(x: centre.x - 10, y: centre.y - 10, width: 20, height: 20))
            handle.isUserInteractionEnabled = false
            return handle
        }
        super.init(frame: CGRect(x: 0, y: 0, width: metrics.width, height: metrics.cardHeight))
        self.fillColor = fillColor
        isUserInteractionEnabled = false
        for handle in handles { addSubview(handle) }
        redrawFromPresentation()
    }

    required init?(coder: NSCoder) { nil }

    /// The groove's collision outline once open: the exact open shape (what the display link last drew).
    var openPath: UIBezierPath { openOutline.path }

    /// Drops the groove open over 0.5 s (default ease-in-out curve), redrawing every frame; `completion` runs once
    /// the handles arrive.
    func open(completion: @escaping () -> Void) {
        move(to: openOutline, completion: completion)
    }

    /// Retracts the groove above the card over 0.5 s, redrawing every frame.
    func close(completion: @escaping () -> Void) {
        move(to: closedOutline, completion: completion)
    }

    private func move(to outline: BallMenuGrooveOutline, completion: @escaping () -> Void) {
        displayLink.isPaused = false
        UIView.animate(withDuration: Self.animationDuration, animations: {
            for (handle, centre) in zip(self.handles, outline.handleCentres) { handle.center = centre }
        }, completion: { _ in
            // The source's last display-link frame lands a hair before the end; draw the exact final outline, as
            // the physics uses it.
            self.redrawFromPresentation()
            self.displayLink.isPaused = true
            completion()
        })
    }

    /// Rebuilds the path through the handles' on-screen (presentation) centres.
    private func redrawFromPresentation() {
        let centres = handles.map { $0.layer.presentation()?.position ?? $0.center }
        path = BallMenuGrooveOutline(handleCentres: centres).path
    }
}
