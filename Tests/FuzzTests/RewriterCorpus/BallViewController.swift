// Gravity and collision over a ball, with an outlet and a tap that pushes it.
import UIKit

class BallViewController: UIViewController {
    @IBOutlet private weak var ball: UIView!
    @IBOutlet var walls: [UIView]!
    var animator: UIDynamicAnimator!
    let gravity = UIGravityBehavior()
    let collision = UICollisionBehavior()

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = UIDynamicAnimator(referenceView: view)
        gravity.addItem(ball)
        collision.addItem(ball)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = UICollisionBehaviorMode.everything
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        let tap = UITapGestureRecognizer(target: self, action: #selector(push(_:)))
        view.addGestureRecognizer(tap)
    }

    @objc func push(_ recognizer: UITapGestureRecognizer) {
        let push = UIPushBehavior(items: [ball], mode: UIPushBehaviorMode.instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        push.magnitude = 2
        animator.addBehavior(push)
    }

    @IBAction func reset(_ sender: UIButton) {
        animator.removeAllBehaviors()
        ball.center = view.center
    }
}
