import Dynamics
import Foundation

/// The static scene of CoreAnimationEffect's dynamics controller at commit f809014 (the README's state): thin blue
/// guide lines, a red and a purple 50×50 square, and the reset button; `touchesBegan` runs the current demo.
///
/// The geometry is hard-coded for a 320-point-wide screen, so the scenes use 320×568, where the circle touches both
/// sides and the vertical guide line lies on the right edge.
struct CoreAnimationEffectStage {
    /// The 320×568 screen the guide drawing was made for.
    static let screenSize = CGSize(width: 320, height: 568)

    /// The red square, starting at (50, 50).
    let redView: UIView
    /// The purple square, starting at (50, 150).
    let purpleView: UIView
    /// The controller's animator.
    let animator: UIDynamicAnimator
    private let context: SceneContext

    /// Builds the scene in `context.view` and lets `context` drive the animator.
    init(context: SceneContext) {
        self.context = context
        let view = context.view
        view.backgroundColor = .white
        view.addSubview(Self.guideDrawing(size: view.bounds.size))

        redView = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        redView.backgroundColor = .red
        redView.accessibilityIdentifier = "red"
        view.addSubview(redView)

        purpleView = UIView(frame: CGRect(x: 50, y: 150, width: 50, height: 50))
        purpleView.backgroundColor = .purple
        purpleView.accessibilityIdentifier = "purple"
        view.addSubview(purpleView)

        animator = UIDynamicAnimator(referenceView: view)
        view.addSubview(Self.resetButton(animator: animator, redView: redView))
        context.drive(animator)
    }

    /// `gravityFunction`: one default gravity behaviour on both squares (the source's `[redView, purpleView]`).
    @discardableResult
    func addGravity() -> UIGravityBehavior {
        let gravity = UIGravityBehavior(items: [redView, purpleView])
        animator.addBehavior(gravity)
        return gravity
    }

    /// What `touchesBegan` does: every touch on the view runs `demo` again (adding its behaviours on top). The
    /// scripted finger touches an empty spot below the drawing at `time`.
    func runsOnTouch(touchedAt time: TimeInterval, _ demo: @escaping () -> Void) {
        context.view.addGestureRecognizer(UITapGestureRecognizer { _ in demo() })
        context.tap(at: CGPoint(x: 160, y: 480), time: time)
    }

    /// `addPathCollisionFunction`: gravity on both squares, and a collision behaviour on the red square alone with
    /// the boundaries `addBoundaries` gives it (the source's circle, or its commented-out pair of lines).
    func addPathCollision(_ addBoundaries: (UICollisionBehavior) -> Void) {
        addGravity()
        let behavior = UICollisionBehavior(items: [redView])
        addBoundaries(behavior)
        animator.addBehavior(behavior)
    }

    /// The background view: clear, filling the view (its `drawRect:` uses fixed coordinates).
    private static func guideDrawing(size: CGSize) -> UIView {
        let drawing = GuideLinesView(frame: CGRect(origin: .zero, size: size))
        drawing.backgroundColor = .clear
        return drawing
    }

    /// The system button titled "重置" (Reset): it removes every behaviour and puts the red square back. The source
    /// sizes it from the storyboard's 600×600 view in `viewDidLoad`, which puts it at (250, 540, 100, 50), off
    /// centre.
    private static func resetButton(animator: UIDynamicAnimator, redView: UIView) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 250, y: 540, width: 100, height: 50)
        button.setTitle("重置", for: .normal)
        button.addAction(UIAction { _ in
            animator.removeAllBehaviors()
            redView.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        }, for: .touchUpInside)
        return button
    }
}

/// CoreAnimationEffect's background view, which draws the guide lines the collision boundaries follow.
final class GuideLinesView: UIView {
    /// Blue, 1 pt: a line (0,160)→(320,400) and a line (320,0)→(320,400), stroked; then the circle of radius 160
    /// centred on (160,160) is appended to the same path (which joins (320,400) to the arc's start at (320,160))
    /// and the whole path is stroked again.
    override func draw(_ rect: CGRect) {
        let startP = CGPoint(x: 0, y: 160)
        let endP = CGPoint(x: 320, y: 400)
        let startP1 = CGPoint(x: 320, y: 0)

        let color = UIColor.blue
        color.set()

        let path = UIBezierPath()
        path.move(to: startP)
        path.addLine(to: endP)
        path.move(to: startP1)
        path.addLine(to: endP)
        path.lineWidth = 1
        path.stroke()

        path.addArc(withCenter: CGPoint(x: 160, y: 160), radius: 320 / 2, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        path.stroke()
    }
}
