import Dynamics
import Foundation

/// What a card is doing, in the order a full open-and-close cycle goes through them.
enum BallMenuStage: Equatable {
    /// The start button was tapped on a closed card: the groove drops open and the info slides left.
    case grooveOpening
    /// The groove is open: the balls roll in (show physics).
    case showPhysics
    /// The trailing ball moved left for the first time: the chain flows back and settles.
    case flowBack
    /// The start button was tapped on an open card: the balls are pulled out through the top.
    case closePhysics
    /// The leading ball left through the top edge: the groove retracts and the info slides back.
    case grooveClosing
    /// The groove has closed and the ball layer is gone.
    case idle
}

/// One menu card (the source's `FlowMenuView`): a light background with the headline and statistics, the groove
/// layer, the start button and, while the menu is open, the ball layer. Tapping the start button runs the whole
/// sequence, each step triggered as in the source.
final class BallMenuCardView: UIView {
    /// How long the info views take to slide.
    static let infoSlideDuration: TimeInterval = 0.3

    let mainInfoView: BallMenuMainInfoView
    let assignInfoView: BallMenuAssignInfoView
    let grooveView: BallMenuGrooveView
    let startButton: BallMenuStartButton
    /// The ball layer while the menu is open or closing.
    private(set) var buttonsView: BallMenuButtonsView?
    /// Every stage change with the scene time it happened at (read by tests; the source logs them to the console).
    private(set) var stageLog: [(stage: BallMenuStage, time: TimeInterval)] = []
    /// Called with each new ball animator: on a device the display link drives it, here the scene must.
    var animatorDidStart: ((UIDynamicAnimator) -> Void)?
    private let metrics: BallMenuMetrics
    private var isShown = false

    /// A card of the given width for `model`, at `origin`.
    init(origin: CGPoint, metrics: BallMenuMetrics, model: BallMenuCardModel) {
        self.metrics = metrics
        let width = metrics.width, height = metrics.cardHeight
        mainInfoView = BallMenuMainInfoView(frame: CGRect(x: 0, y: height * 0.32, width: width, height: 40),
                                            model: model)
        assignInfoView = BallMenuAssignInfoView(
            frame: CGRect(x: 0, y: mainInfoView.frame.maxY + height * 0.05, width: width, height: 50), model: model)
        grooveView = BallMenuGrooveView(metrics: metrics, fillColor: model.normalColor)
        startButton = BallMenuStartButton(cardWidth: width, side: metrics.length(172), color: model.darkColor)
        super.init(frame: CGRect(origin: origin, size: CGSize(width: width, height: height)))
        clipsToBounds = true
        backgroundColor = model.lightColor
        addSubview(mainInfoView)
        addSubview(assignInfoView)
        addSubview(grooveView)
        addSubview(startButton)
        startButton.addAction(UIAction { [unowned self] _ in self.startButtonTapped() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    /// The display links of the groove and the chevron, which the scene fires on every tick.
    var displayLinks: [BallMenuDisplayLink] { [grooveView.displayLink, startButton.arrow.displayLink] }

    /// The source's `startBtn_Event`: toggle, select, disable the button, then open (groove + info slide) or start
    /// the close physics.
    private func startButtonTapped() {
        isShown.toggle()
        startButton.isSelected = isShown
        startButton.isEnabled = false
        if isShown {
            log(.grooveOpening)
            grooveView.open { [unowned self] in self.showBalls() }
            slideInfoViews(toCentreX: 0, delay: 0)
        } else {
            log(.closePhysics)
            buttonsView?.closeBalls()
        }
    }

    /// Groove open: add the ball layer under the start button and start the show physics.
    private func showBalls() {
        let balls = BallMenuButtonsView(metrics: metrics)
        balls.isHidden = true
        balls.showDidFinish = { [unowned self] in
            log(.flowBack)
            startButton.isEnabled = true
        }
        balls.closeDidFinish = { [unowned self] in
            log(.grooveClosing)
            grooveView.close { [unowned self] in self.removeBalls() }
            slideInfoViews(toCentreX: bounds.width / 2, delay: Self.infoSlideDuration)
        }
        addSubview(balls)
        bringSubviewToFront(balls)
        bringSubviewToFront(startButton)
        balls.isHidden = false
        balls.collisionPath = grooveView.openPath
        buttonsView = balls
        animatorDidStart?(balls.animator)
        log(.showPhysics)
        balls.showBalls()
    }

    /// Groove closed: drop the ball layer and re-enable the button.
    private func removeBalls() {
        buttonsView?.isHidden = true
        buttonsView?.tearDown()
        buttonsView = nil
        startButton.isEnabled = true
        log(.idle)
    }

    /// Slides both info views' centres to `x` over 0.3 s: the headline eases in and out, the statistics move
    /// linearly.
    private func slideInfoViews(toCentreX x: CGFloat, delay: TimeInterval) {
        for (view, curve) in [(mainInfoView as UIView, UIView.AnimationOptions.curveEaseInOut),
                              (assignInfoView as UIView, .curveLinear)] {
            UIView.animate(withDuration: Self.infoSlideDuration, delay: delay, options: curve, animations: {
                view.center = CGPoint(x: x, y: view.center.y)
            })
        }
    }

    private func log(_ stage: BallMenuStage) {
        stageLog.append((stage, AnimationClock.current?.now ?? 0))
    }
}

/// The screen of the source app: a table (background `#61CAB4`, no separators) whose rows are menu cards, one
/// fresh card per row, the first at the top.
final class BallMenuTableView: UIView {
    /// The cards, top to bottom.
    let cards: [BallMenuCardView]

    /// A table filling `frame` with one card per model.
    init(frame: CGRect, rows: [BallMenuCardModel]) {
        let metrics = BallMenuMetrics(width: frame.width)
        cards = rows.enumerated().map { row, model in
            BallMenuCardView(origin: CGPoint(x: 0, y: CGFloat(row) * metrics.cardHeight), metrics: metrics,
                             model: model)
        }
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0x61CAB4)
        clipsToBounds = true
        for card in cards { addSubview(card) }
    }

    required init?(coder: NSCoder) { nil }
}
