import Dynamics
import Foundation

/// One of the three menu balls (the source's `SpecialBtn`): a white 46-pt round button showing a red symbol, which
/// collides as a circle (ellipse collision bounds). No action is wired to it.
final class BallMenuBall: UIButton {
    /// The three balls in the source's order; index 0 starts on the right and leads the chain.
    enum Kind: String, CaseIterable {
        case share, like, add
    }

    /// The balls' diameter.
    static let diameter: CGFloat = 46

    /// A ball at the origin, identified by its kind's name (`share`, `like`, `add`) in traces.
    init(_ kind: Kind) {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        layer.cornerRadius = Self.diameter / 2
        layer.masksToBounds = true
        setImage(BallMenuIcons.ball(kind), for: .normal)
        backgroundColor = .white
        accessibilityIdentifier = kind.rawValue
    }

    required init?(coder: NSCoder) { nil }

    /// The source sets `collisionBoundsType = UIDynamicItemCollisionBoundsTypeEllipse` on every ball.
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// The layer the balls roll in (the source's `ButtonsView`): the card's bounds moved up 20 pt, with the dynamic
/// animator whose reference view it is. Its three stages are the source's: show (roll in with a kick), flow-back
/// (triggered once when the trailing ball first moves left) and close (yanked up-left until the leading ball's
/// bottom edge rises above the card).
final class BallMenuButtonsView: UIView {
    /// Which stage the animator was last configured for (the source's `AnimatorStatus`).
    enum Status { case idle, open, close }

    /// The balls, leading ball first.
    let balls = BallMenuBall.Kind.allCases.map { BallMenuBall($0) }
    /// The animator moving the balls, with this view as its reference view.
    private(set) lazy var animator = UIDynamicAnimator(referenceView: self)
    /// The groove outline, in this view's coordinates: the balls collide with it 20 pt above the visible edge.
    var collisionPath = UIBezierPath()
    /// Runs when the flow-back stage starts while open (the source re-enables the start button here).
    var showDidFinish: (() -> Void)?
    /// Runs when the leading ball has left through the top while closing.
    var closeDidFinish: (() -> Void)?
    private(set) var status = Status.idle
    private let metrics: BallMenuMetrics

    /// The ball layer of a card of the given metrics.
    init(metrics: BallMenuMetrics) {
        self.metrics = metrics
        super.init(frame: CGRect(x: 0, y: -20, width: metrics.width, height: metrics.cardHeight))
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { nil }

    /// Show stage: the balls appear in a row just above the view and fall into the groove on springs (length 66,
    /// damping 10.01, 1 Hz), each with its own gravity, path collision and item behaviour; the trailing ball is
    /// heavier (density 1.8) and the leading ball gets an instantaneous kick (1, 0.3) × 1.6 to the right.
    func showBalls() {
        status = .open
        animator.removeAllBehaviors()
        let gap = metrics.length(16)
        for (index, ball) in balls.enumerated() {
            ball.tag = index
            addSubview(ball)
            let slot = CGFloat(balls.count - 1 - index)
            ball.frame = CGRect(x: (BallMenuBall.diameter + gap) * slot + gap, y: -BallMenuBall.diameter,
                                width: BallMenuBall.diameter, height: BallMenuBall.diameter)
            if index > 0 { addAttachment(ball, to: balls[index - 1]) }
            let gravity = addGravity(ball)
            if index == balls.count - 1 { watchForFlowBack(gravity, trailingBall: ball) }
            addCollision(ball)
            let itemBehavior = addItemBehavior(ball)
            if index == balls.count - 1 {
                // The source's comment: a heavier trailing ball keeps inertia from throwing it up as it enters.
                itemBehavior.density = 1.8
            }
        }
        let kick = UIPushBehavior(items: [balls[0]], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 1, dy: 0.3)
        kick.magnitude = 1.6
        animator.addBehavior(kick)
    }

    /// Close stage: stiffer, shorter springs and a strong continuous push (−1, −0.5) × 10 on the trailing ball pull
    /// the chain up the slope; the leading ball's gravity action reports when its bottom edge is above the card.
    func closeBalls() {
        status = .close
        animator.removeAllBehaviors()
        addFlowingChain(angularResistance: nil, pushMagnitude: 10, leadingGravityAction: watchForDisappearance)
    }

    /// Flow-back stage: springs at 5 Hz shortened to 51 pt, angular resistance 15 and a continuous push
    /// (−1, −0.5) × 2.3 on the trailing ball settle the chain as a diagonal row in the bowl.
    private func flowBack() {
        animator.removeAllBehaviors()
        addFlowingChain(angularResistance: 15, pushMagnitude: 2.3, leadingGravityAction: nil)
        if status == .open { showDidFinish?() }
    }

    /// The behaviour set shared by the flow-back and close stages: per ball a spring to the previous ball (set to
    /// 5 Hz and 51 pt after it joins the animator), gravity, path collision and an item behaviour; then a
    /// continuous up-left push on the trailing ball.
    private func addFlowingChain(angularResistance: CGFloat?, pushMagnitude: CGFloat,
                                 leadingGravityAction: ((UIGravityBehavior, BallMenuBall) -> Void)?) {
        for (index, ball) in balls.enumerated() {
            if index > 0 {
                let spring = addAttachment(ball, to: balls[index - 1])
                spring.frequency = 5
                spring.length = BallMenuBall.diameter + 5
            }
            let gravity = addGravity(ball)
            if index == 0 { leadingGravityAction?(gravity, ball) }
            addCollision(ball)
            let itemBehavior = addItemBehavior(ball)
            if let angularResistance { itemBehavior.angularResistance = angularResistance }
        }
        let push = UIPushBehavior(items: [balls[balls.count - 1]], mode: .continuous)
        push.pushDirection = CGVector(dx: -1, dy: -0.5)
        push.magnitude = pushMagnitude
        animator.addBehavior(push)
    }

    /// The source's `dealLastBtnGravityBehavior`: on every step, compare the trailing ball's position with the
    /// previous step's (starting from (0, 0)); the first step it moves left starts the flow-back stage, once.
    private func watchForFlowBack(_ gravity: UIGravityBehavior, trailingBall ball: BallMenuBall) {
        var lastPosition = CGPoint.zero
        var hasFlowedBack = false
        gravity.action = { [weak self, unowned ball] in
            guard let self, !hasFlowedBack else { return }
            let position = ball.layer.position
            if position.x - lastPosition.x < 0 {
                hasFlowedBack = true
                self.flowBack()
            }
            lastPosition = position
        }
    }

    /// The source's `dealFirstDisappearBtnGravityBehavior`: once, when the leading ball's frame is entirely above
    /// y = 20 in this view (the card's top edge), report the close as finished.
    private func watchForDisappearance(_ gravity: UIGravityBehavior, leadingBall ball: BallMenuBall) {
        var hasDisappeared = false
        gravity.action = { [weak self, unowned ball] in
            guard let self, !hasDisappeared, ball.frame.maxY < 20 else { return }
            hasDisappeared = true
            if self.status == .close { self.closeDidFinish?() }
        }
    }

    /// Stops the simulation for good (the source releases the view and its animator after the groove closes).
    func tearDown() {
        animator.removeAllBehaviors()
        removeFromSuperview()
    }

    @discardableResult
    private func addAttachment(_ ball: BallMenuBall, to previous: BallMenuBall) -> UIAttachmentBehavior {
        let spring = UIAttachmentBehavior(item: ball, attachedTo: previous)
        spring.length = ball.bounds.width + 20
        spring.damping = 10.01
        spring.frequency = 1
        animator.addBehavior(spring)
        return spring
    }

    private func addGravity(_ ball: BallMenuBall) -> UIGravityBehavior {
        let gravity = UIGravityBehavior()
        gravity.addItem(ball)
        animator.addBehavior(gravity)
        return gravity
    }

    private func addCollision(_ ball: BallMenuBall) {
        let collision = UICollisionBehavior()
        collision.addItem(ball)
        collision.addBoundary(withIdentifier: "path" as NSString, for: collisionPath)
        animator.addBehavior(collision)
    }

    private func addItemBehavior(_ ball: BallMenuBall) -> UIDynamicItemBehavior {
        let itemBehavior = UIDynamicItemBehavior(items: [ball])
        itemBehavior.resistance = 0
        itemBehavior.allowsRotation = true
        itemBehavior.angularResistance = 4
        itemBehavior.friction = 0.8
        animator.addBehavior(itemBehavior)
        return itemBehavior
    }
}
