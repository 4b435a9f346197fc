import DynamicsGeometry
import DynamicsUIKit
import Foundation
import Testing

/// A card that keeps its corner radius a fixed share of its height whenever its frame is set, as Sam1247's
/// Animated-Set-v2 `PlayingCardView` does, and counts what each geometry override saw.
private final class RoundedCardView: UIView {
    var frameAssignments: [CGRect] = []
    var centerAssignments: [CGPoint] = []
    var boundsAssignments: [CGRect] = []
    var transformAssignments: [CGAffineTransform] = []

    override var frame: CGRect {
        didSet {
            frameAssignments.append(frame)
            layer.cornerRadius = frame.height * 0.06
        }
    }

    override var center: CGPoint {
        didSet { centerAssignments.append(center) }
    }

    override var bounds: CGRect {
        didSet { boundsAssignments.append(bounds) }
    }

    override var transform: CGAffineTransform {
        didSet { transformAssignments.append(transform) }
    }
}

/// A view whose `alpha` and `isHidden` overrides clamp and log, as subclasses on iOS override any UIView property.
private final class FadingView: UIView {
    var hiddenChanges = 0

    override var alpha: CGFloat {
        get { super.alpha }
        set { super.alpha = min(newValue, 0.5) }
    }

    override var isHidden: Bool {
        didSet { hiddenChanges += 1 }
    }
}

/// UIView's geometry and the other properties UIKit declares as Objective-C properties are overridable, as in the
/// iOS SDK (`open`), and an override sees what UIKit's would.
@Suite struct ViewGeometryOverrideTests {
    @Test func frameOverrideRunsItsDidSetOnEachFrameAssignment() {
        let card = RoundedCardView(frame: .zero)
        card.frame = CGRect(x: 10, y: 20, width: 100, height: 150)
        card.frame = CGRect(x: 10, y: 20, width: 60, height: 90)

        #expect(card.frameAssignments == [CGRect(x: 10, y: 20, width: 100, height: 150),
                                          CGRect(x: 10, y: 20, width: 60, height: 90)])
        #expect(abs(card.layer.cornerRadius - 5.4) < 1e-9)
        #expect(card.bounds == CGRect(x: 0, y: 0, width: 60, height: 90))
        #expect(card.center == CGPoint(x: 40, y: 65))
    }

    @Test func frameAssignmentReachesTheCenterAndBoundsOverridesThroughTheirSetters() {
        let card = RoundedCardView(frame: .zero)
        card.frame = CGRect(x: 10, y: 20, width: 100, height: 50)

        #expect(card.centerAssignments == [CGPoint(x: 60, y: 45)])
        #expect(card.boundsAssignments == [CGRect(x: 0, y: 0, width: 100, height: 50)])
    }

    @Test func centerAndBoundsAssignmentsDoNotCallTheFrameOverride() {
        let card = RoundedCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 150))
        card.center = CGPoint(x: 200, y: 300)
        card.bounds = CGRect(x: 0, y: 0, width: 40, height: 80)

        #expect(card.frameAssignments.isEmpty)
        #expect(card.layer.cornerRadius == 0)
        #expect(card.frame == CGRect(x: 180, y: 260, width: 40, height: 80))
        #expect(card.centerAssignments == [CGPoint(x: 200, y: 300)])
        #expect(card.boundsAssignments == [CGRect(x: 0, y: 0, width: 40, height: 80)])
    }

    @Test func autoLayoutPlacesAViewThroughCenterAndBoundsNotFrame() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let card = RoundedCardView(frame: .zero)
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalToConstant: 120),
            card.heightAnchor.constraint(equalToConstant: 180),
        ])
        container.layoutIfNeeded()

        #expect(card.frame == CGRect(x: 20, y: 30, width: 120, height: 180))
        #expect(card.frameAssignments.isEmpty)
        #expect(card.centerAssignments.last == CGPoint(x: 80, y: 120))
        #expect(card.boundsAssignments.last?.size == CGSize(width: 120, height: 180))
    }

    @Test func transformOverrideSeesTheTransformAndTheFrameFollowsIt() {
        let card = RoundedCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        card.transform = CGAffineTransform(scaleX: 2, y: 3)

        #expect(card.transformAssignments == [CGAffineTransform(scaleX: 2, y: 3)])
        #expect(card.frame == CGRect(x: -50, y: -50, width: 200, height: 150))
        #expect(card.frameAssignments.isEmpty)
    }

    @Test func overriddenAlphaAndHiddenAreWhatTheViewReports() {
        let view = FadingView(frame: .zero)
        view.alpha = 0.9
        view.isHidden = true
        view.isHidden = false

        #expect(view.alpha == 0.5)
        #expect(view.hiddenChanges == 2)
    }
}
